/**
 * Time zones of events (issue 17, "One clock"). Every date and time of an event is entered and
 * shown in its own IANA zone (`Event.timeZone`); instants are stored in UTC. The conversions use
 * `Intl.DateTimeFormat` with `timeZone`, so they follow daylight saving time on the very day.
 */

/** The zone of events made before zones existed, and of a wall time nobody named a zone for. */
export const DEFAULT_TIME_ZONE = 'UTC';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

let names: readonly string[] | undefined;

/** Every IANA zone name this runtime knows (`Intl.supportedValuesOf`), plus 'UTC', sorted. Throws nothing. */
export function timeZoneNames(): readonly string[] {
  if (!names) {
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    names = [...new Set([DEFAULT_TIME_ZONE, ...known])].sort();
  }
  return names;
}

/**
 * The zone's name as this runtime's list spells it ('europe/berlin' → 'Europe/Berlin'; an alias
 * such as 'Asia/Kolkata' is kept when the runtime knows it by another name), or null when it is not
 * an IANA zone (offsets such as '+01:00' are not zones). Throws nothing.
 */
export function canonicalTimeZone(value: string): string | null {
  const list = timeZoneNames();
  if (list.includes(value)) return value;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    if (!list.includes(resolved)) return null;
    // Same zone, other spelling: keep an alias the runtime resolves, else the listed name.
    return resolved.toLowerCase() === value.toLowerCase() ? resolved : value;
  } catch {
    return null;
  }
}

/** True when the value names an IANA time zone (or 'UTC'). Throws nothing. */
export const isTimeZone = (value: string) => canonicalTimeZone(value) !== null;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall time of an instant in a zone, as milliseconds of the same digits read as UTC. */
function wallMsOf(instant: number, zone: string): number {
  const p: Record<string, number> = {};
  for (const part of partsFormatter(zone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  // Some engines say 24 for midnight even with h23.
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!);
}

/**
 * Minutes the zone is ahead of UTC at an instant (Europe/Berlin: 60 in winter, 120 in summer).
 * Throws a RangeError for an unknown zone.
 */
export function zoneOffsetMinutes(zone: string, instant: number | Date = Date.now()): number {
  const t = Math.floor(Number(instant) / 1000) * 1000;
  return Math.round((wallMsOf(t, zone) - t) / MINUTE_MS);
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/**
 * The UTC instant (ISO) of a wall time (`yyyy-mm-ddThh:mm[:ss]`) in a zone, or null when the text
 * is not a wall time. A time the clocks skip (spring forward) moves on by the gap, as a clock on the
 * wall would; a time that happens twice (fall back) is its first occurrence. Throws a RangeError for
 * an unknown zone.
 */
export function zonedWallTimeToUtc(wall: string, zone: string): string | null {
  const m = WALL.exec(wall);
  if (!m) return null;
  const wallMs = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
  if (Number.isNaN(wallMs)) return null;
  const before = zoneOffsetMinutes(zone, wallMs - DAY_MS);
  const after = zoneOffsetMinutes(zone, wallMs + DAY_MS);
  const fits = [before, after]
    .map((offset) => wallMs - offset * MINUTE_MS)
    .filter((t) => wallMsOf(t, zone) === wallMs);
  // Neither offset gives the wall time back: it lies in a gap; read it with the offset before it.
  const instant = fits.length > 0 ? Math.min(...fits) : wallMs - before * MINUTE_MS;
  return new Date(instant).toISOString();
}

/** The wall time (`yyyy-mm-ddThh:mm`) of an instant in a zone. Throws a RangeError for an unknown zone. */
export function utcToZonedWallTime(instant: string | number | Date, zone: string): string {
  const t = typeof instant === 'string' ? Date.parse(instant) : Number(instant);
  return new Date(wallMsOf(t, zone)).toISOString().slice(0, 16);
}

/** `UTC+01:00`, `UTC-05:30` of an offset in minutes. Throws nothing. */
export function offsetLabel(offsetMinutes: number): string {
  const abs = Math.abs(Math.round(offsetMinutes));
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${offsetMinutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

/**
 * The zone named for people, with its offset at an instant (default now): "Europe/Berlin (UTC+01:00)",
 * "UTC". Throws a RangeError for an unknown zone.
 */
export function zoneLabel(zone: string, at: number | Date = Date.now()): string {
  if (zone === DEFAULT_TIME_ZONE) return zone;
  return `${zone} (${offsetLabel(zoneOffsetMinutes(zone, at))})`;
}

/** The short name of a zone for a sentence: its city ("Europe/Berlin" → "Berlin", "America/New_York" → "New York"). */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}
