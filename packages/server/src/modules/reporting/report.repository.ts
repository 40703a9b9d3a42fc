import { type SQL, sql } from 'drizzle-orm';
import { type BucketSpec, bucketStartOf } from '../../db/buckets.js';
import type { Db } from '../../db/client.js';
import { activityPresence, activityRecords } from '../../db/schema/index.js';

/**
 * The event report's queries on the reporting module's own tables (issue 19): the raw activity
 * records of an event in a range (through activity_records_event_at_idx) and its presence samples.
 * Every time comes back as epoch milliseconds (float8): an expression's time comes back as each
 * driver's text otherwise.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const iso = (d: Date) => d.toISOString();

/** The records of an event in [from, to), as a WHERE condition of the unaliased activity_records. */
const recordsIn = (eventId: string, from: Date, to: Date): SQL =>
  sql`${activityRecords.eventId} = ${eventId} and ${activityRecords.at} >= ${iso(from)}::timestamptz
    and ${activityRecords.at} < ${iso(to)}::timestamptz`;

/** The zone if the database knows it by that name, else 'UTC'. Throws nothing. */
export async function knownTimeZone(db: Db, timeZone: string): Promise<string> {
  try {
    await db.execute(sql`select now() at time zone ${timeZone}::text`);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The start (epoch ms) of the hour of the zone that holds `at`. Throws what the database throws. */
export async function zoneHourStart(db: Db, at: Date, timeZone: string): Promise<number> {
  const [row] = rowsOf<{ ms: number }>(
    await db.execute(sql`select (extract(epoch from (date_trunc('hour', ${iso(at)}::timestamptz
      at time zone ${timeZone}::text) at time zone ${timeZone}::text)) * 1000)::float8 as ms`),
  );
  return Number(row!.ms);
}

/** The starts (epoch ms) of the zone's days that overlap [from, to), in order. Throws what the database throws. */
export async function zoneDayStarts(db: Db, from: Date, to: Date, timeZone: string): Promise<number[]> {
  const rows = rowsOf<{ ms: number }>(
    await db.execute(sql`select (extract(epoch from (d at time zone ${timeZone}::text)) * 1000)::float8 as ms
      from generate_series(
        date_trunc('day', ${iso(from)}::timestamptz at time zone ${timeZone}::text),
        ${iso(to)}::timestamptz at time zone ${timeZone}::text,
        interval '1 day'
      ) as d
      order by 1`),
  );
  return rows.map((r) => Number(r.ms)).filter((ms) => ms < to.getTime());
}

/** One group of an event's records: what they are about, how many, their seconds and their people. */
export type ActivityGroup = {
  /** null where the group is over every kind (per room, per element). */
  kind: string | null;
  roomId: string | null;
  elementId: string | null;
  live: boolean | null;
  records: number;
  seconds: number;
  /** Distinct participants among them, across the whole range. */
  visitors: number;
};

/** Which columns a group of activityGroups is over. */
export type ActivityGrouping = 'kindRoom' | 'kindElement' | 'kind' | 'room' | 'element';

/** grouping(kind, room, element, live): a bit per column the set leaves out, kind the highest. */
const GROUPINGS: Record<number, ActivityGrouping> = {
  3: 'kindRoom',
  4: 'kindElement',
  7: 'kind',
  11: 'room',
  13: 'element',
};

/**
 * The event's records in [from, to) in one pass, in five groupings: per kind and room, per kind,
 * element and live (a missing live counts as on demand), per kind, per room (every kind) and per
 * element (every kind); each group with its records, summed seconds and distinct participants.
 * Throws nothing expected.
 */
export async function activityGroups(
  db: Db,
  eventId: string,
  from: Date,
  to: Date,
): Promise<Record<ActivityGrouping, ActivityGroup[]>> {
  const r = activityRecords;
  const live = sql`coalesce(${r.live}, false)`;
  const rows = rowsOf<{
    g: number;
    kind: string | null;
    room_id: string | null;
    element_id: string | null;
    live: boolean | null;
    records: number;
    seconds: number;
    visitors: number;
  }>(
    await db.execute(sql`select grouping(${r.kind}, ${r.roomId}, ${r.elementId}, ${live})::int as g,
        ${r.kind} as kind, ${r.roomId} as room_id, ${r.elementId} as element_id, ${live} as live,
        count(*)::int as records, coalesce(sum(${r.seconds}), 0)::float8 as seconds,
        count(distinct ${r.participantId})::int as visitors
      from ${r}
      where ${recordsIn(eventId, from, to)}
      group by grouping sets (
        (${r.kind}, ${r.roomId}), (${r.kind}, ${r.elementId}, ${live}), (${r.kind}), (${r.roomId}),
        (${r.elementId})
      )`),
  );
  const out: Record<ActivityGrouping, ActivityGroup[]> = {
    kindRoom: [],
    kindElement: [],
    kind: [],
    room: [],
    element: [],
  };
  for (const row of rows) {
    const grouping = GROUPINGS[Number(row.g)];
    if (!grouping) continue;
    out[grouping].push({
      kind: row.kind,
      roomId: row.room_id,
      elementId: row.element_id,
      live: row.live,
      records: Number(row.records),
      seconds: Number(row.seconds),
      visitors: Number(row.visitors),
    });
  }
  return out;
}

/**
 * The people who had the event's venue open, per bucket of [from, to) and over the whole range: the
 * participants with a record in it, together with `entries` (participants who entered the venue, per
 * bucket start, from the visits module), each person once. Answers visitors by bucket start (buckets
 * without any left out) and the total. Throws nothing expected.
 */
export async function visitorsByBucket(
  db: Db,
  eventId: string,
  from: Date,
  to: Date,
  spec: BucketSpec,
  entries: readonly { at: number; participantId: string }[],
): Promise<{ byBucket: Map<number, number>; total: number }> {
  const r = activityRecords;
  // The entries travel as one JSON value, whatever their number (no limit of bound parameters).
  const json = JSON.stringify(entries.map((e) => ({ at: e.at, pid: e.participantId })));
  const rows = rowsOf<{ at: number | null; total: number; visitors: number }>(
    await db.execute(sql`select x.at, grouping(x.at)::int as total, count(distinct x.pid)::int as visitors
      from (
        select ${bucketStartOf(r.at, spec)} as at, ${r.participantId} as pid from ${r}
        where ${recordsIn(eventId, from, to)}
        union all
        select e.at, e.pid from json_to_recordset(${json}::json) as e(at float8, pid uuid)
      ) as x
      group by grouping sets ((x.at), ())`),
  );
  const byBucket = new Map<number, number>();
  let total = 0;
  for (const row of rows) {
    if (Number(row.total) === 1) total = Number(row.visitors);
    else byBucket.set(Number(row.at), Number(row.visitors));
  }
  return { byBucket, total };
}

/**
 * The event's presence samples of [from, to): the most visitors at one minute per bucket start
 * (buckets without samples left out), and the highest of all with its first minute (null without
 * any sample). Throws nothing expected.
 */
export async function presencePeaks(
  db: Db,
  eventId: string,
  from: Date,
  to: Date,
  spec: BucketSpec,
): Promise<{ byBucket: Map<number, number>; peak: number; peakAt: Date | null }> {
  const p = activityPresence;
  // Samples are stamped with their minute: the minute holding `from` belongs to the range.
  const first = new Date(Math.floor(from.getTime() / 60_000) * 60_000);
  const where = sql`${p.eventId} = ${eventId} and ${p.minute} >= ${iso(first)}::timestamptz
    and ${p.minute} < ${iso(to)}::timestamptz`;
  const [buckets, top] = await Promise.all([
    db.execute(sql`select ${bucketStartOf(p.minute, spec)} as at, max(${p.visitors})::int as visitors
      from ${p} where ${where} group by 1`),
    db.execute(sql`select (extract(epoch from ${p.minute}) * 1000)::float8 as ms, ${p.visitors} as visitors
      from ${p} where ${where} order by ${p.visitors} desc, ${p.minute} asc limit 1`),
  ]);
  const byBucket = new Map(
    rowsOf<{ at: number; visitors: number }>(buckets).map((r) => [Number(r.at), Number(r.visitors)]),
  );
  const [peak] = rowsOf<{ ms: number; visitors: number }>(top);
  return {
    byBucket,
    peak: peak ? Number(peak.visitors) : 0,
    peakAt: peak ? new Date(Number(peak.ms)) : null,
  };
}
