import type { Door } from '@foyer/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { doorStatus, waitParts } from './doors';

/** Why a door cannot be used now ("Opens in 2 h 5 min", "Closed"), or undefined while it is open. */
export function useDoorHint() {
  const { t } = useTranslation();
  return useCallback(
    (door: Pick<Door, 'opensAt' | 'closesAt'>, now: Date): string | undefined => {
      const status = doorStatus(door, now);
      if (status.state === 'open') return undefined;
      if (status.state === 'over') return t('visit.door.closed');
      const { days, hours, minutes } = waitParts(status.waitMs);
      const parts = [
        days > 0 ? t('visit.duration.days', { count: days }) : null,
        hours > 0 ? t('visit.duration.hours', { count: hours }) : null,
        days === 0 && (minutes > 0 || hours === 0) ? t('visit.duration.minutes', { count: minutes }) : null,
      ].filter(Boolean);
      return t('visit.door.opensIn', { time: parts.join(' ') });
    },
    [t],
  );
}
