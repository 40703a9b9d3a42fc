import { zoneOffsetMinutes } from '@foyer/shared';
import { browserTimeZone, visitorDateTime } from '../lib/eventTime';

/**
 * The page's start in the visitor's own zone, with the event's time and city beside
 * ("12 Jun 2031, 03:00 (Berlin 09:00)"): shown when the visitor's clock differs from the event's
 * (the date lines, typed by the organiser, say the event's time) or when there are no date lines.
 */
export function StartTime({
  startsAt,
  timeZone,
  hasDateLines,
  language,
  className,
}: {
  startsAt: string | null;
  timeZone: string;
  hasDateLines: boolean;
  language: string;
  className?: string;
}) {
  const at = startsAt ? Date.parse(startsAt) : Number.NaN;
  if (Number.isNaN(at)) return null;
  let differs = true;
  try {
    differs = zoneOffsetMinutes(timeZone, at) !== zoneOffsetMinutes(browserTimeZone(), at);
  } catch {
    // An unknown zone: say the time in the visitor's zone only.
  }
  if (hasDateLines && !differs) return null;
  return (
    <p className={className}>
      <time dateTime={new Date(at).toISOString()}>
        {visitorDateTime(startsAt, timeZone, language, { dateStyle: 'full' })}
      </time>
    </p>
  );
}
