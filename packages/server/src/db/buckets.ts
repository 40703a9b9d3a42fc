import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * How a report cuts time into buckets (issue 19), one rule for every module that counts by bucket:
 * hours whose boundaries fall `alignMs` past a UTC hour (the event's zone's hour: 0 for whole-hour
 * offsets, 30 minutes for India…; absolute hours, so a daylight-saving change neither merges nor
 * skips one), or the calendar days of a time zone (23 or 25 hours on a change). A bucket is named by
 * its start, in epoch milliseconds.
 */
export type BucketSpec = { unit: 'hour'; alignMs: number } | { unit: 'day'; timeZone: string };

export const HOUR_MS = 3_600_000;

/**
 * SQL: the start (epoch ms, float8: the same number on PGlite and PostgreSQL) of the bucket holding the
 * timestamptz `at`. Its parameters differ at each use: group by the select list's position, not by
 * the expression.
 */
export function bucketStartOf(at: SQL | AnyColumn, spec: BucketSpec): SQL<number> {
  if (spec.unit === 'hour') {
    // Numbers of ours, written into the text (a bound parameter would need a type in each driver).
    const align = sql.raw(String(Math.trunc(spec.alignMs)));
    const hour = sql.raw(String(HOUR_MS));
    return sql<number>`(floor((extract(epoch from ${at}) * 1000 - ${align}) / ${hour}) * ${hour} + ${align})::float8`;
  }
  return sql<number>`(extract(epoch from (date_trunc('day', ${at} at time zone ${spec.timeZone}::text) at time zone ${spec.timeZone}::text)) * 1000)::float8`;
}
