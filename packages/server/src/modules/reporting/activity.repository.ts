import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  activityHourly,
  activityPresence,
  activityRecords,
  activityRollupState,
} from '../../db/schema/index.js';

/** A record as the ingest writes it (`received_at` is the database's clock at the write). */
export type ActivityInsert = {
  eventId: string;
  participantId: string;
  kind: string;
  roomId: string | null;
  elementId: string | null;
  seconds: number | null;
  live: boolean | null;
  /** ISO time, already clamped. */
  at: string;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The hour (UTC) of a timestamptz column, as SQL. */
const hourOf = (column: unknown) => sql`date_trunc('hour', ${column} at time zone 'UTC') at time zone 'UTC'`;

/**
 * Writes records in one statement, whatever their number: the batch travels as one JSON value that
 * `json_to_recordset` unpacks (no limit of bound parameters, the same on PGlite and PostgreSQL).
 * Throws a foreign key violation when a participant or event is gone.
 */
export async function insertRecords(db: Db, rows: readonly ActivityInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      event_id: r.eventId,
      participant_id: r.participantId,
      kind: r.kind,
      room_id: r.roomId,
      element_id: r.elementId,
      seconds: r.seconds,
      live: r.live,
      at: r.at,
    })),
  );
  await db.execute(sql`insert into ${activityRecords}
    (event_id, participant_id, kind, room_id, element_id, seconds, live, at)
    select r.event_id, r.participant_id, r.kind, r.room_id, r.element_id, r.seconds, r.live, r.at
    from json_to_recordset(${json}::json) as r(
      event_id uuid, participant_id uuid, kind text, room_id text, element_id text,
      seconds integer, live boolean, at timestamptz
    )`);
}

/** The database's clock now. Throws nothing. */
export async function databaseNow(db: Db): Promise<Date> {
  const [row] = rowsOf<{ ms: number }>(
    await db.execute(sql`select (extract(epoch from now()) * 1000)::float8 as ms`),
  );
  return new Date(Number(row!.ms));
}

/** The rollup's watermark: records received up to it are rolled up; undefined before the first rollup. Throws nothing. */
export async function findWatermark(db: Db): Promise<Date | undefined> {
  const [row] = await db.select().from(activityRollupState).limit(1);
  return row?.receivedUpTo;
}

/** Moves the watermark forward to `upTo` (never back: two rollups may overlap). Throws nothing. */
export async function advanceWatermark(db: Db, upTo: Date): Promise<void> {
  await db
    .insert(activityRollupState)
    .values({ id: 1, receivedUpTo: upTo })
    .onConflictDoUpdate({
      target: activityRollupState.id,
      set: { receivedUpTo: sql`greatest(${activityRollupState.receivedUpTo}, excluded.received_up_to)` },
    });
}

/**
 * The (event, hour) pairs of the records received after `after` (all without) and up to `upTo`,
 * through the index on received_at. Throws nothing.
 */
export async function touchedHours(
  db: Db,
  after: Date | undefined,
  upTo: Date,
): Promise<{ eventId: string; hour: Date }[]> {
  const r = activityRecords;
  const rows = await db
    // Epoch milliseconds: an expression's time comes back as each driver's text otherwise.
    .selectDistinct({
      eventId: r.eventId,
      hour: sql<number>`(extract(epoch from ${hourOf(r.at)}) * 1000)::float8`,
    })
    .from(r)
    .where(
      and(
        after ? sql`${r.receivedAt} > ${after.toISOString()}::timestamptz` : undefined,
        sql`${r.receivedAt} <= ${upTo.toISOString()}::timestamptz`,
      ),
    );
  return rows.map((row) => ({ eventId: row.eventId, hour: new Date(Number(row.hour)) }));
}

/**
 * Recomputes one hour of an event's rollup from its raw records: that hour's rows deleted, the
 * aggregate inserted (run it in a transaction). Answers the number of rollup rows. Throws nothing.
 */
export async function recomputeHour(db: Db, eventId: string, hour: Date): Promise<number> {
  const end = new Date(hour.getTime() + 3_600_000);
  await db
    .delete(activityHourly)
    .where(and(eq(activityHourly.eventId, eventId), eq(activityHourly.hour, hour)));
  const r = activityRecords;
  const result = await db.execute(sql`insert into ${activityHourly}
      (event_id, hour, kind, room_id, element_id, live, records, seconds, visitors)
    select ${r.eventId}, ${hour.toISOString()}::timestamptz, ${r.kind}, coalesce(${r.roomId}, ''),
      coalesce(${r.elementId}, ''), coalesce(${r.live}, false), count(*), coalesce(sum(${r.seconds}), 0),
      count(distinct ${r.participantId})
    from ${r}
    where ${r.eventId} = ${eventId} and ${r.at} >= ${hour.toISOString()}::timestamptz
      and ${r.at} < ${end.toISOString()}::timestamptz
    group by ${r.eventId}, ${r.kind}, coalesce(${r.roomId}, ''), coalesce(${r.elementId}, ''),
      coalesce(${r.live}, false)`);
  const done = result as { rowCount?: number | null; affectedRows?: number };
  return done.rowCount ?? done.affectedRows ?? 0;
}

/**
 * Stores the visitors connected at a minute per event; a second sample of the same minute keeps the
 * higher count (peak concurrency). Throws a foreign key violation when an event is gone.
 */
export async function upsertPresence(
  db: Db,
  minute: Date,
  counts: readonly { eventId: string; visitors: number }[],
): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(activityPresence)
    .values(counts.map((c) => ({ eventId: c.eventId, minute, visitors: c.visitors })))
    .onConflictDoUpdate({
      target: [activityPresence.eventId, activityPresence.minute],
      set: { visitors: sql`greatest(${activityPresence.visitors}, excluded.visitors)` },
    });
}

/** The hourly rollup rows of an event from `from` (inclusive) to `to` (exclusive). Throws nothing. */
export async function listHourly(db: Db, eventId: string, from: Date, to: Date) {
  return db
    .select()
    .from(activityHourly)
    .where(
      and(eq(activityHourly.eventId, eventId), gte(activityHourly.hour, from), lt(activityHourly.hour, to)),
    );
}
