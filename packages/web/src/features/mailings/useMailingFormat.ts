import type { MailingSummary } from '@foyer/shared';
import { useTranslation } from 'react-i18next';
import { useEventList } from '../events/queries';

/** Formats an instant as a medium date and short time in the interface language. */
export function useDateTimeText() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

/** The names of a mailing's events ("Expo 2027, Summit"), or how many when there are more than two. */
export function useEventNames() {
  const { t } = useTranslation();
  const events = useEventList();
  const names = new Map((events.data ?? []).map((e) => [e.id, e.name]));
  return (eventIds: readonly string[]) => {
    if (eventIds.length === 0) return t('mailings.list.noEvents');
    const known = eventIds.flatMap((id) => names.get(id) ?? []);
    if (known.length === eventIds.length && known.length <= 2) return known.join(', ');
    return t('mailings.list.eventCount', { count: eventIds.length });
  };
}

/**
 * Opens by link clicks as "12 (8 %)": the recipients who clicked, and their share of those sent;
 * "–" before sending and when clicks are not counted.
 */
export function useOpenedText() {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return (m: Pick<MailingSummary, 'progress' | 'trackClicks'>) => {
    if (!m.progress || !m.trackClicks) return '–';
    const { clicked, sent } = m.progress;
    return `${number.format(clicked)} (${percent.format(sent > 0 ? clicked / sent : 0)})`;
  };
}
