import type { WebcastStatus } from '@foyer/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const LIVE_DOT = (
  <span
    aria-hidden
    style={{ display: 'block', width: 7, height: 7, borderRadius: '50%', background: 'currentColor' }}
  />
);

/** Where a webcast's broadcast stands: not started (never live), live (red, with a dot) or ended. */
export function WebcastStatusBadge({ status }: { status: WebcastStatus }) {
  const { t } = useTranslation();
  const isLive = status === 'live';
  return (
    <Badge
      variant={isLive ? 'filled' : status === 'ended' ? 'outline' : 'light'}
      color={isLive ? 'red' : 'gray'}
      leftSection={isLive ? LIVE_DOT : undefined}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {t(`webcasts.status.${status}`)}
    </Badge>
  );
}
