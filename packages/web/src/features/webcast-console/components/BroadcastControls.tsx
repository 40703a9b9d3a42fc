import { Button, Group, Text } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm';
import { HeldBroadcastNotice } from '../../webcasts/components/HeldBroadcastNotice';
import { type WebcastConsoleSession, useHoldBroadcast } from '../queries';

/**
 * Moderators end the broadcast for everyone (the encoder is disconnected and refused) and allow going
 * live again; everybody in the console sees when a moderator ended it. Nothing while it runs
 * normally for speakers and viewers.
 */
export function BroadcastControls({ session, token }: { session: WebcastConsoleSession; token: string }) {
  const { t } = useTranslation();
  const hold = useHoldBroadcast(token);
  const isModerator = session.role === 'moderator';
  const { status, held } = session.webcast;

  const handleEnd = () =>
    confirmAction({
      title: t('webcastConsole.controls.endTitle'),
      message: t('webcastConsole.controls.endText'),
      confirmLabel: t('webcastConsole.controls.end'),
      cancelLabel: t('common.cancel'),
      isDanger: true,
      onConfirm: () => hold.mutate('end'),
    });

  if (held)
    return isModerator ? (
      <HeldBroadcastNotice onAllow={() => hold.mutate('allow')} isAllowing={hold.isPending} />
    ) : (
      <HeldBroadcastNotice />
    );
  if (!isModerator || status !== 'live') return null;
  return (
    <Group gap="sm" wrap="wrap" justify="space-between">
      <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
        {t('webcastConsole.controls.endHint')}
      </Text>
      <Button
        color="red"
        variant="outline"
        leftSection={<IconPlayerStop size={16} aria-hidden />}
        loading={hold.isPending}
        onClick={handleEnd}
      >
        {t('webcastConsole.controls.end')}
      </Button>
    </Group>
  );
}
