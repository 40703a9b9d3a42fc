import type { BoothStaff } from '@foyer/shared';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMessage, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestError } from '../realtime';
import { useVideoCall } from '../video';
import { useDirect, useDirectContext } from './context';
import { directErrorKey } from './errors';

export type StaffContactProps = {
  staff: BoothStaff;
  /** The event allows video in chats (a staff call needs it besides the staff's allowVideoCalls). */
  allowChatVideo: boolean;
  /** The thread (and the call) opened: the card closes. */
  onOpened(): void;
};

/**
 * The staff card's "Send a message" (allowChat) and "Video call" (allowVideoCalls and the event's
 * allowChatVideo) buttons; in the live venue only (nothing outside <DirectProvider>, as in the
 * organiser's preview).
 */
export function StaffContact(props: StaffContactProps) {
  const direct = useDirect();
  const { staff, allowChatVideo } = props;
  const canCall = staff.allowVideoCalls && allowChatVideo;
  if (!direct || (!staff.allowChat && !canCall)) return null;
  return <ContactButtons {...props} canCall={canCall} />;
}

function ContactButtons({ staff, onOpened, canCall }: StaffContactProps & { canCall: boolean }) {
  const { t } = useTranslation();
  const { store, openThread } = useDirectContext();
  const { open: openCall } = useVideoCall();
  const [busy, setBusy] = useState<'message' | 'call' | null>(null);
  const [error, setError] = useState<RequestError | null>(null);

  const fail = (reason: RequestError) => {
    setBusy(null);
    setError(reason);
  };
  /** Opens the thread (and for a call rings the moderators and shows the call screen). */
  const start = async (action: 'message' | 'call') => {
    setBusy(action);
    setError(null);
    const opened = await store.open(staff.id);
    if (!opened.ok) return fail(opened.error);
    if (action === 'call') {
      const rung = await store.call(opened.thread.id);
      if (!rung.ok) return fail(rung.error);
    }
    setBusy(null);
    openThread(opened.thread);
    if (action === 'call') openCall({ threadId: opened.thread.id }, opened.thread);
    onOpened();
  };

  return (
    <Stack gap="xs" align="center" w="100%">
      <Group gap="xs" justify="center">
        {staff.allowChat && (
          <Button
            leftSection={<IconMessage size={16} aria-hidden />}
            loading={busy === 'message'}
            disabled={busy !== null}
            onClick={() => void start('message')}
          >
            {t('visitDirect.sendMessage')}
          </Button>
        )}
        {canCall && (
          <Button
            variant="light"
            leftSection={<IconVideo size={16} aria-hidden />}
            loading={busy === 'call'}
            disabled={busy !== null}
            onClick={() => void start('call')}
          >
            {t('visitDirect.videoCall')}
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert" p="xs" w="100%">
          <Text size="sm">{t(directErrorKey(error))}</Text>
        </Alert>
      )}
    </Stack>
  );
}
