import { useTranslation } from 'react-i18next';
import type { Webcast } from '../queries';

/** A date and time in the interface's language ("12 Mar 2027, 14:05"). */
export function useDateTimeText() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

/**
 * The moment that goes with a webcast's state, in words: "Live since …", "Last broadcast ended …",
 * or that nothing has been broadcast yet; `short` leaves out the state ("since 14:05", the date).
 */
export function useWebcastTime() {
  const { t } = useTranslation();
  const text = useDateTimeText();
  return (webcast: Pick<Webcast, 'status' | 'liveSince' | 'endedAt'>, short = false): string | null => {
    const prefix = short ? 'webcasts.timeShort' : 'webcasts.time';
    if (webcast.status === 'live' && webcast.liveSince)
      return t(`${prefix}.live`, { time: text(webcast.liveSince) });
    if (webcast.status === 'ended' && webcast.endedAt)
      return t(`${prefix}.ended`, { time: text(webcast.endedAt) });
    return short ? null : t('webcasts.time.idle');
  };
}
