import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/useNow';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The time until a broadcast's planned start, in words: "Starts in 1 d 4 h", "Starts in 2 h 05 min",
 * "Starts in 4:32" under an hour (to the second), "Starting any moment" once the time has come.
 */
export function countdownText(ms: number, t: TFunction, language: string): string {
  if (ms <= 0) return t('webcasts.player.startingSoon');
  const number = new Intl.NumberFormat(language);
  const twoDigits = new Intl.NumberFormat(language, { minimumIntegerDigits: 2 });
  if (ms >= DAY_MS)
    return t('webcasts.player.startsIn', {
      time: t('webcasts.player.countdownDays', {
        days: number.format(Math.floor(ms / DAY_MS)),
        hours: number.format(Math.floor((ms % DAY_MS) / HOUR_MS)),
      }),
    });
  if (ms >= HOUR_MS)
    return t('webcasts.player.startsIn', {
      time: t('webcasts.player.countdownHours', {
        hours: number.format(Math.floor(ms / HOUR_MS)),
        minutes: twoDigits.format(Math.floor((ms % HOUR_MS) / 60_000)),
      }),
    });
  const seconds = Math.ceil(ms / 1000);
  return t('webcasts.player.startsIn', {
    time: `${number.format(Math.floor(seconds / 60))}:${twoDigits.format(seconds % 60)}`,
  });
}

/**
 * A live countdown to `startsAt` (ISO), renewed every second; a timer, so screen readers read it
 * when asked, not at every tick.
 */
export function WebcastCountdown({ startsAt, clock }: { startsAt: string; clock: () => Date }) {
  const { t, i18n } = useTranslation();
  const now = useNow(1000, clock);
  return (
    <Text role="timer" fw={600} size="lg" c="inherit" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {countdownText(Date.parse(startsAt) - now.getTime(), t, i18n.language)}
    </Text>
  );
}
