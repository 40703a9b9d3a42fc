import type { EventReport } from '@foyer/shared';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../visit/targets/time';

export type Bucket = EventReport['range']['bucket'];

/**
 * A number of seconds in words, "1 h 12 min", "2 d 4 h", "45 s": under a minute in seconds, else the
 * app's duration words (visit/targets/time) of the seconds rounded to the minute.
 */
export function formatSeconds(seconds: number, t: TFunction): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return t('reporting.duration.seconds', { n: whole });
  return formatDuration(Math.round(whole / 60) * 60_000, t);
}

/**
 * The figures of a report as people read them, in the interface's language and the event's time zone:
 * counts with group separators, durations in words, ratings with one decimal, buckets as a short axis
 * label ("2:00 PM" by the hour, "Mar 12" by the day) and a long one for tables and tooltips.
 */
export function useReportFormat(timeZone: string) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const zone = (options: Intl.DateTimeFormatOptions) => {
      try {
        return new Intl.DateTimeFormat(language, { ...options, timeZone });
      } catch {
        // An unknown zone never breaks the page: UTC then.
        return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
      }
    };
    const count = new Intl.NumberFormat(language);
    const stars = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    const hour = zone({ timeStyle: 'short' });
    const day = zone({ day: 'numeric', month: 'short' });
    const hourLong = zone({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
    const dayLong = zone({ weekday: 'short', day: 'numeric', month: 'short' });
    const dateTime = zone({ dateStyle: 'medium', timeStyle: 'short' });
    // A chart asks for labels of nothing too (its tooltip before any hover): '' then, not a RangeError.
    const date = (format: Intl.DateTimeFormat, iso: unknown) => {
      const at = typeof iso === 'string' ? Date.parse(iso) : Number.NaN;
      return Number.isNaN(at) ? '' : format.format(at);
    };
    return {
      count: (n: number) => count.format(n),
      percent: (part: number, whole: number) => percent.format(whole > 0 ? part / whole : 0),
      duration: (seconds: number) => formatSeconds(seconds, t),
      /** "4.5 (8)" of an average and its number of ratings; "–" without any. */
      rating: (rating: number | null, ratings: number) =>
        rating === null ? '–' : `${stars.format(rating)} (${count.format(ratings)})`,
      bucketShort: (at: unknown, bucket: Bucket) => date(bucket === 'hour' ? hour : day, at),
      bucketLong: (at: unknown, bucket: Bucket) => date(bucket === 'hour' ? hourLong : dayLong, at),
      dateTime: (at: string) => date(dateTime, at),
      /** A short moment in the range (the peak): like an hour bucket's long label. */
      moment: (at: string) => date(hourLong, at),
    };
  }, [language, timeZone, t]);
}

export type ReportFormat = ReturnType<typeof useReportFormat>;
