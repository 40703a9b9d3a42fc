/**
 * What a calendar entry needs. `startsAt` is an instant (ISO with offset); `timeZone`, the event's
 * IANA zone, makes Google show the entry in the event's zone (`ctz`) — the instant is the same.
 */
export type CalendarEvent = {
  title: string;
  startsAt: string;
  details: string;
  location: string;
  timeZone?: string;
};

/** Events without an end get one hour. */
const DURATION_MS = 60 * 60 * 1000;

const compact = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function span(startsAt: string): { start: Date; end: Date } | null {
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) return null;
  return { start, end: new Date(start.getTime() + DURATION_MS) };
}

/** A Google Calendar "add event" link, or null without a valid start. */
export function googleCalendarUrl(event: CalendarEvent): string | null {
  const s = span(event.startsAt);
  if (!s) return null;
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compact(s.start)}/${compact(s.end)}`,
    details: event.details,
    location: event.location,
  });
  if (event.timeZone) q.set('ctz', event.timeZone);
  return `https://calendar.google.com/calendar/render?${q}`;
}

/** An Outlook (outlook.live.com) "add event" link, or null without a valid start. */
export function outlookCalendarUrl(event: CalendarEvent): string | null {
  const s = span(event.startsAt);
  if (!s) return null;
  const q = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: s.start.toISOString(),
    enddt: s.end.toISOString(),
    body: event.details,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${q}`;
}

/** The calendar entry of a page (its event's titles, date lines and address), or null without a start. */
export function calendarEntryOf(
  data: {
    page: { startsAt: string | null; dateLine1: string; dateLine2: string };
    event: { title1: string; title2: string; timeZone: string };
  },
  location: string,
): CalendarEvent | null {
  const { page, event } = data;
  if (!page.startsAt || Number.isNaN(Date.parse(page.startsAt))) return null;
  return {
    title: [event.title1, event.title2].filter(Boolean).join(' – '),
    startsAt: page.startsAt,
    details: [page.dateLine1, page.dateLine2].filter(Boolean).join('\n'),
    location,
    timeZone: event.timeZone,
  };
}
