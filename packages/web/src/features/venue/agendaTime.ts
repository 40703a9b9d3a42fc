import { zonedWallTimeToUtc } from '@foyer/shared';

/**
 * Agenda times. An item's `start` and `end` are times of day (hh:mm) in the event's time zone on its
 * day's date; visitors see them in their own zone too (lib/eventTime `visitorTimeRange`).
 */

/** Minutes since midnight of an `hh:mm` time, or NaN. */
export function minutesOf(time: string): number {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/** `hh:mm` of minutes since midnight (clamped to the day). */
export function timeOf(minutes: number): string {
  const m = Math.max(0, Math.min(23 * 60 + 59, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * The instant (ms) of a time of day of an agenda date in the event's zone (noon by default: the
 * day's offset, for naming the zone); now when the date is not known yet.
 */
export function agendaZoneInstant(date: string | null, timeZone: string, time = '12:00'): number {
  const iso = date ? zonedWallTimeToUtc(`${date}T${time}`, timeZone) : null;
  return iso ? Date.parse(iso) : Date.now();
}
