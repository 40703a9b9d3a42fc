import { DEFAULT_TIME_ZONE, utcToZonedWallTime, zoneOffsetMinutes } from '@foyer/shared';

/**
 * iCalendar date-times in an event's own zone (RFC 5545 §3.3.5 form 3 and §3.6.5): DTSTART names the
 * zone by TZID and the file carries that zone's VTIMEZONE, so a 09:00 Berlin event is 09:00 Berlin
 * in every client, whatever its own zone.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** The transitions a VTIMEZONE lists: a year either side of the event. */
const SPAN_MS = 366 * DAY_MS;

/** A UTC time as iCalendar's yyyymmddThhmmssZ. */
export const icsUtcTime = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** yyyymmddThhmmss of a wall time (`yyyy-mm-ddThh:mm`). */
const icsLocal = (wall: string) => `${wall.replace(/[-:]/g, '')}00`;

/** ±hhmm of an offset in minutes (TZOFFSETFROM / TZOFFSETTO). */
function icsOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

type Transition = { at: number; from: number; to: number };

/** The first minute at which the zone's offset differs from its offset at `lo` (lo < hi, offsets differ). */
function transitionBetween(zone: string, lo: number, hi: number): number {
  const before = zoneOffsetMinutes(zone, lo);
  let a = lo;
  let b = hi;
  while (b - a > MINUTE_MS) {
    const mid = a + Math.floor((b - a) / 2 / MINUTE_MS) * MINUTE_MS;
    if (zoneOffsetMinutes(zone, mid) === before) a = mid;
    else b = mid;
  }
  return b;
}

/** The zone's offset changes between two instants, in order. Throws a RangeError for an unknown zone. */
export function transitionsOf(zone: string, from: number, to: number): Transition[] {
  const out: Transition[] = [];
  let t = from;
  let offset = zoneOffsetMinutes(zone, t);
  while (t < to) {
    const next = Math.min(t + DAY_MS, to);
    const nextOffset = zoneOffsetMinutes(zone, next);
    if (nextOffset !== offset)
      out.push({ at: transitionBetween(zone, t, next), from: offset, to: nextOffset });
    t = next;
    offset = nextOffset;
  }
  return out;
}

/**
 * The VTIMEZONE of a zone around an instant: the offset in force a year before it (from 1970 on),
 * then every change up to a year after it, each as DAYLIGHT (the clocks go forward) or STANDARD.
 * Throws a RangeError for an unknown zone.
 */
export function icsTimeZone(zone: string, instant: number): string[] {
  const from = instant - SPAN_MS;
  const base = zoneOffsetMinutes(zone, from);
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${icsOffset(base)}`,
    `TZOFFSETTO:${icsOffset(base)}`,
    'END:STANDARD',
  ];
  for (const change of transitionsOf(zone, from, instant + SPAN_MS)) {
    const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
    // The onset is a local time of the offset in force before it (RFC 5545 §3.6.5).
    const onset = new Date(change.at + change.from * MINUTE_MS).toISOString().slice(0, 16);
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${icsLocal(onset)}`,
      `TZOFFSETFROM:${icsOffset(change.from)}`,
      `TZOFFSETTO:${icsOffset(change.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/**
 * A date-time property (`DTSTART`, `DTEND`) of an instant in the event's zone: with TZID and the
 * zone's local time, or in UTC ('Z') for UTC. Throws a RangeError for an unknown zone.
 */
export function icsDateTime(name: string, instant: Date, zone: string): string {
  if (zone === DEFAULT_TIME_ZONE) return `${name}:${icsUtcTime(instant)}`;
  return `${name};TZID=${zone}:${icsLocal(utcToZonedWallTime(instant, zone))}`;
}
