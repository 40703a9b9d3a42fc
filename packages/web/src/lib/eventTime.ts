import {
  DEFAULT_TIME_ZONE,
  canonicalTimeZone,
  timeZoneNames,
  utcToZonedWallTime,
  zoneCity,
  zoneLabel,
  zoneOffsetMinutes,
  zonedWallTimeToUtc,
} from '@foyer/shared';

/**
 * Times of an event as people read them (issue 17, "One clock"). Organisers enter and see every
 * time in the event's own zone, named beside it ("Europe/Berlin (UTC+01:00)": `zoneLabel`). Visitors
 * see times in their own zone, and — only when the event's zone has another offset at that moment —
 * the event's time beside it with its city: "12 Mar 2027, 10:00 (Berlin 09:00)". That one form,
 * without words to translate, is used on every visitor screen and on the public registration page.
 */

/** The zone of this browser (the organiser's default for a new event), 'UTC' when unknown. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return (zone && canonicalTimeZone(zone)) || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** A zone that works for formatting: the given one when known, else UTC (a bad stored value never breaks a page). */
const usable = (zone: string | null | undefined) => (zone && canonicalTimeZone(zone)) || DEFAULT_TIME_ZONE;

/** True when both zones are as far from UTC at that moment (the event's time would repeat the visitor's). */
const sameClock = (a: string, b: string, at: number) => zoneOffsetMinutes(a, at) === zoneOffsetMinutes(b, at);

export type VisitorTimeOptions = {
  /** The visitor's zone; default the browser's. */
  visitorZone?: string;
  /** How much of the date shows (default 'medium'; 'none': the time only). */
  dateStyle?: 'full' | 'long' | 'medium' | 'none';
};

/**
 * An instant (ISO) for a visitor: date and time in their own zone, plus the event's time and city
 * when the event's zone differs then — with its date as well when the day differs. '' for no instant.
 */
export function visitorDateTime(
  iso: string | null | undefined,
  eventZone: string,
  language: string,
  options: VisitorTimeOptions = {},
): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return '';
  const event = usable(eventZone);
  const visitor = usable(options.visitorZone ?? browserTimeZone());
  const dateStyle = options.dateStyle ?? 'medium';
  const format = (zone: string, withDate: boolean) =>
    new Intl.DateTimeFormat(language, {
      ...(withDate && dateStyle !== 'none' ? { dateStyle } : {}),
      timeStyle: 'short',
      timeZone: zone,
    }).format(at);
  const local = format(visitor, true);
  if (sameClock(event, visitor, at)) return local;
  const sameDay = utcToZonedWallTime(at, event).slice(0, 10) === utcToZonedWallTime(at, visitor).slice(0, 10);
  return `${local} (${zoneCity(event)} ${format(event, !sameDay)})`;
}

/**
 * An agenda item's hours (hh:mm in the event's zone on its day's date) for a visitor: in their own
 * zone, with their weekday when their day differs, and the event's hours and city beside when the
 * zones differ: "03:00–04:00 (Berlin 09:00–10:00)". Without a date (not known yet) the event's hours
 * with its city: "09:00–10:00 (Berlin)".
 */
export function visitorTimeRange(
  date: string | null,
  start: string,
  end: string,
  eventZone: string,
  language: string,
  options: Pick<VisitorTimeOptions, 'visitorZone'> = {},
): string {
  const event = usable(eventZone);
  const visitor = usable(options.visitorZone ?? browserTimeZone());
  const hours = `${start}–${end}`;
  const startIso = date ? zonedWallTimeToUtc(`${date}T${start}`, event) : null;
  if (!startIso) return sameClock(event, visitor, Date.now()) ? hours : `${hours} (${zoneCity(event)})`;
  const startAt = Date.parse(startIso);
  if (sameClock(event, visitor, startAt)) return hours;
  const endIso = zonedWallTimeToUtc(`${date}T${end}`, event) ?? startIso;
  const localStart = utcToZonedWallTime(startAt, visitor);
  const localEnd = utcToZonedWallTime(endIso, visitor);
  const weekday =
    localStart.slice(0, 10) === date
      ? ''
      : `${new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: visitor }).format(startAt)} `;
  return `${weekday}${localStart.slice(11)}–${localEnd.slice(11)} (${zoneCity(event)} ${hours})`;
}

export type ZoneOption = { value: string; label: string };
export type ZoneGroup = { group: string; items: ZoneOption[] };

/**
 * Every zone for a searchable select, grouped by region ("Europe", "America" …), each labelled with
 * its offset now ("Europe/Berlin (UTC+01:00)"); `current` is kept even when this browser does not
 * list it. Throws nothing.
 */
export function timeZoneGroups(current?: string | null, at = Date.now()): ZoneGroup[] {
  const names = new Set(timeZoneNames());
  if (current && canonicalTimeZone(current)) names.add(current);
  const groups = new Map<string, ZoneOption[]>();
  for (const zone of [...names].sort()) {
    const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : 'UTC';
    const items = groups.get(region) ?? [];
    items.push({ value: zone, label: zoneLabel(zone, at) });
    groups.set(region, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
