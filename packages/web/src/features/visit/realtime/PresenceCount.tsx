import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePresence } from './usePresence';

/** "n people here" beside a room's heading; announced politely as it changes. */
export function PresenceCount({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const count = usePresence(roomId);
  return (
    <Text size="sm" opacity={0.85} aria-live="polite" aria-atomic="true">
      {count === null ? '' : t('visitChat.presence', { count })}
    </Text>
  );
}
