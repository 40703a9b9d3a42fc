import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useVideoCall } from '../video';
import { useDirectContext, useDirectState } from './context';

/**
 * "{name} is calling": a call started from a direct thread, for the visitor (a moderator calls in
 * the staff's name) or for the event's moderators (a visitor calls a staff member). Join opens the
 * call screen; Ignore lets it ring out.
 */
export function RingingNotice() {
  const { t } = useTranslation();
  const direct = useDirectContext();
  const { ringing } = useDirectState();
  const { open } = useVideoCall();
  if (!ringing) return null;
  const { thread, callerName } = ringing;
  const handleJoin = () => {
    direct.store.dismissRinging();
    open({ threadId: thread.id }, thread);
  };
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={400}>
      <Notification
        icon={<IconVideo size={18} aria-hidden />}
        title={t('visitDirect.ringing', { name: callerName })}
        withCloseButton={false}
        maw={360}
        style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
      >
        <Text size="sm">
          {direct.isModerator
            ? t('visitDirect.threadTitle', { visitor: thread.participantName, staff: thread.staffName })
            : t('visitDirect.chatWith', { name: thread.staffName })}
        </Text>
        <Group gap="xs" mt="xs">
          <Button size="compact-sm" color="green" onClick={handleJoin}>
            {t('visitDirect.join')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => direct.store.dismissRinging()}>
            {t('visitDirect.ignore')}
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}
