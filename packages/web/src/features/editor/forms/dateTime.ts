import { utcToZonedWallTime, zonedWallTimeToUtc } from '@foyer/shared';

/**
 * Date-times of the editor (doors, theatre videos) and the registration page. The organiser types a
 * wall time in the event's own time zone (`Event.timeZone`); the form sends it without an offset
 * (`2026-12-01T10:00`) and the server reads it in that zone and stores UTC. A saved value (UTC ISO)
 * is shown back in that same zone, so what the organiser typed is what the organiser sees — on
 * either side of a daylight-saving switch.
 */

const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The wall time (`yyyy-mm-ddThh:mm`, for a datetime-local input) of a stored or typed value: a value
 * with an offset (saved, UTC) is moved into `zone`; a wall time stays as typed; null or an unreadable
 * value gives ''.
 */
export function toWallTime(value: string | null | undefined, zone: string): string {
  if (!value) return '';
  if (!HAS_OFFSET.test(value)) return value.slice(0, 16);
  const t = Date.parse(value);
  if (Number.isNaN(t)) return '';
  return utcToZonedWallTime(t, zone);
}

/** The value a datetime-local input's text stands for: the wall time without offset, or null when empty. */
export function fromWallTime(input: string): string | null {
  return input ? input.slice(0, 16) : null;
}

/** The instant (ms since epoch) of a stored or typed value, a wall time read in `zone`; NaN if none. */
export function instantOf(value: string | null | undefined, zone: string): number {
  if (!value) return Number.NaN;
  if (HAS_OFFSET.test(value)) return Date.parse(value);
  const iso = zonedWallTimeToUtc(value.slice(0, 16), zone);
  return iso ? Date.parse(iso) : Number.NaN;
}

/** True when both values are set and `to` is not after `from` (a door closing before it opens). */
export function isNotAfter(
  from: string | null | undefined,
  to: string | null | undefined,
  zone: string,
): boolean {
  const a = instantOf(from, zone);
  const b = instantOf(to, zone);
  return !Number.isNaN(a) && !Number.isNaN(b) && b <= a;
}

/** `h:mm:ss` of a number of seconds (a slide's time into the programme). */
export function clockOf(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
