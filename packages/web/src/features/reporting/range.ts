import { ReportQuery, zonedWallTimeToUtc } from '@foyer/shared';

/** The ranges the screen offers: the whole event (the default), the last 24 hours or 7 days, or chosen ends. */
export const RANGE_PRESETS = ['all', 'day', 'week', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const HOUR_MS = 3_600_000;
const PRESET_HOURS: Record<'day' | 'week', number> = { day: 24, week: 24 * 7 };

/** The range of a preset at `now`: from that long ago until now (the server's default end); the whole event has no ends. */
export function presetRange(preset: 'all' | 'day' | 'week', now = Date.now()): ReportQuery {
  if (preset === 'all') return {};
  return { from: new Date(now - PRESET_HOURS[preset] * HOUR_MS).toISOString() };
}

/** The problems of a custom range typed as wall times of the event's zone, by field: i18n keys. */
export type CustomRangeErrors = { from?: string; to?: string };

/**
 * A custom range as the API takes it: both ends, typed in the event's zone (`2027-03-12T09:00`), as
 * UTC instants; or the errors to show under the fields (an end missing, the end not after the start,
 * longer than REPORT_RANGE_MAX_DAYS). The ends' rules are ReportQuery's.
 */
export function customRange(
  from: string | null,
  to: string | null,
  timeZone: string,
): { range: ReportQuery } | { errors: CustomRangeErrors } {
  const fromIso = from ? zonedWallTimeToUtc(from, timeZone) : null;
  const toIso = to ? zonedWallTimeToUtc(to, timeZone) : null;
  const errors: CustomRangeErrors = {};
  if (!from) errors.from = 'validation.required';
  else if (!fromIso) errors.from = 'validation.invalid';
  if (!to) errors.to = 'validation.required';
  else if (!toIso) errors.to = 'validation.invalid';
  if (!fromIso || !toIso) return { errors };
  const range = { from: fromIso, to: toIso };
  if (ReportQuery.safeParse(range).success) return { range };
  return {
    errors: {
      to:
        Date.parse(toIso) <= Date.parse(fromIso)
          ? 'reporting.range.errors.order'
          : 'reporting.range.errors.tooLong',
    },
  };
}
