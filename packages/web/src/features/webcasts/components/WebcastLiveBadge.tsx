import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "Live" over a playing broadcast: red with a dot while the picture moves, grey while the viewer
 * has paused it (the stream goes on without them).
 */
export function WebcastLiveBadge({ isRolling }: { isRolling: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="filled"
      color={isRolling ? 'red' : 'gray'}
      radius="sm"
      leftSection={
        <span
          aria-hidden
          style={{ display: 'block', width: 7, height: 7, borderRadius: '50%', background: 'currentColor' }}
        />
      }
      style={{ flexShrink: 0 }}
    >
      {t('webcasts.status.live')}
    </Badge>
  );
}
