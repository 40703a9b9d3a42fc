import type { TFunction } from 'i18next';
import { visitorDateTime } from '../../../lib/eventTime';

/** "2 h 5 min", "3 d 4 h", "less than a minute": the time left until a moment, in words. */
export function formatDuration(ms: number, t: TFunction): string {
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 1) return t('visitTargets.duration.lessThanMinute');
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const parts: string[] = [];
  if (d > 0) parts.push(t('visitTargets.duration.days', { n: d }));
  if (h > 0) parts.push(t('visitTargets.duration.hours', { n: h }));
  if (m > 0 && d === 0) parts.push(t('visitTargets.duration.minutes', { n: m }));
  return parts.join(' ');
}

/**
 * A date and time in the interface's language, in the visitor's zone ("12 Mar 2027, 14:00"), with
 * the event's time and city beside when its zone differs ("12 Mar 2027, 14:00 (Berlin 13:00)").
 */
export function formatDateTime(iso: string, language: string, eventZone?: string): string {
  if (eventZone) return visitorDateTime(iso, eventZone, language);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** h:mm:ss (or m:ss) of a number of seconds. */
export function clockOf(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
