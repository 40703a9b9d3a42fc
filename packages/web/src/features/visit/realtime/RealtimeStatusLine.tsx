import { Badge, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRealtime } from './context';

/** A small line while the connection is down ("Reconnecting…"); the live region stays mounted. */
export function RealtimeStatusLine() {
  const { t } = useTranslation();
  const realtime = useRealtime();
  const isOffline = realtime?.status === 'offline';
  return (
    <Box
      role="status"
      pos="fixed"
      bottom={16}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 400, pointerEvents: 'none' }}
    >
      {isOffline && (
        <Badge color="yellow" c="dark" size="lg" radius="sm" tt="none" fw={600}>
          {t('visitChat.reconnecting')}
        </Badge>
      )}
    </Box>
  );
}
