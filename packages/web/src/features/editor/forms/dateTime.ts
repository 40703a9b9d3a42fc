import { utcOffsetHours } from '../../../api/client';

/**
 * Date-times of the editor (doors, theatre videos). The organiser types a wall time in the zone the
 * API client announces in the `UTC-timezone` header; the form sends it without an offset
 * (`2026-12-01T10:00`) and the server stores UTC. A saved value (UTC ISO) is shown back in that same
 * zone, so what the organiser typed is what the organiser sees.
 */

const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const HOUR_MS = 3_600_000;

/** The organiser's offset from UTC in hours, as the API client sends it (e.g. 1, -5.5). */
export function currentOffsetHours(): number {
  return Number(utcOffsetHours());
}

/** `UTC+01:00`, `UTC-05:30`: the zone beside a date-time input. */
export function offsetLabel(offsetHours: number): string {
  const minutes = Math.round(Math.abs(offsetHours) * 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `UTC${offsetHours < 0 ? '-' : '+'}${hh}:${mm}`;
}

/**
 * The wall time (`yyyy-mm-ddThh:mm`, for a datetime-local input) of a stored or typed value: a value
 * with an offset (saved, UTC) is moved into the zone `offsetHours` east of UTC; a wall time stays as
 * typed; null or an unreadable value gives ''.
 */
export function toWallTime(value: string | null | undefined, offsetHours: number): string {
  if (!value) return '';
  if (!HAS_OFFSET.test(value)) return value.slice(0, 16);
  const t = Date.parse(value);
  if (Number.isNaN(t)) return '';
  return new Date(t + offsetHours * HOUR_MS).toISOString().slice(0, 16);
}

/** The value a datetime-local input's text stands for: the wall time without offset, or null when empty. */
export function fromWallTime(input: string): string | null {
  return input ? input.slice(0, 16) : null;
}

/** The instant (ms since epoch) of a stored or typed value, a wall time read in `offsetHours`; NaN if none. */
export function instantOf(value: string | null | undefined, offsetHours: number): number {
  if (!value) return Number.NaN;
  if (HAS_OFFSET.test(value)) return Date.parse(value);
  return Date.parse(`${value.slice(0, 16)}:00Z`) - offsetHours * HOUR_MS;
}

/** True when both values are set and `to` is not after `from` (a door closing before it opens). */
export function isNotAfter(
  from: string | null | undefined,
  to: string | null | undefined,
  offsetHours: number,
): boolean {
  const a = instantOf(from, offsetHours);
  const b = instantOf(to, offsetHours);
  return !Number.isNaN(a) && !Number.isNaN(b) && b <= a;
}

/** `h:mm:ss` of a number of seconds (a slide's time into the programme). */
export function clockOf(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
