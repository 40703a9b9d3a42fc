import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activityPresence, activityRecords } from '../../db/schema/index.js';

/** What the venue recorded for one participant in a range (activity.schema.ts kinds). */
export type ParticipantActivity = {
  /** The first record's time. */
  firstAt: Date;
  /** Sum of the seconds of `venueLeave`. */
  venueSeconds: number;
  /** Different rooms of `roomEnter`. */
  roomsVisited: number;
  /** Different elements of `open`. */
  elementsOpened: number;
  /** Different elements of `download`. */
  documentsDownloaded: number;
  /** Sum of the seconds of `watch` marked live. */
  watchSecondsLive: number;
  /** Sum of the seconds of the other `watch` records (on demand). */
  watchSecondsOnDemand: number;
};

/** `column` in [from, to), as SQL. */
const within = (column: unknown, from: Date, to: Date) =>
  sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;

/**
 * Per participant with records of the event in [from, to) (by the records' `at`): their first
 * record and the sums and distinct counts of ParticipantActivity, in one pass over the event's
 * records of the range (index on event and time). Throws nothing.
 */
export async function activityByParticipant(
  db: Db,
  eventId: string,
  from: Date,
  to: Date,
): Promise<Map<string, ParticipantActivity>> {
  const r = activityRecords;
  const rows = await db
    .select({
      participantId: r.participantId,
      // Epoch milliseconds: an expression's time comes back as each driver's text otherwise.
      firstAt: sql<number>`(extract(epoch from min(${r.at})) * 1000)::float8`,
      venueSeconds: sql<number>`(coalesce(sum(${r.seconds}) filter (where ${r.kind} = 'venueLeave'), 0))::float8`,
      roomsVisited: sql<number>`(count(distinct ${r.roomId}) filter (where ${r.kind} = 'roomEnter'))::int`,
      elementsOpened: sql<number>`(count(distinct ${r.elementId}) filter (where ${r.kind} = 'open'))::int`,
      documentsDownloaded: sql<number>`(count(distinct ${r.elementId}) filter (where ${r.kind} = 'download'))::int`,
      watchSecondsLive: sql<number>`(coalesce(sum(${r.seconds}) filter (where ${r.kind} = 'watch' and ${r.live} is true), 0))::float8`,
      watchSecondsOnDemand: sql<number>`(coalesce(sum(${r.seconds}) filter (where ${r.kind} = 'watch' and ${r.live} is not true), 0))::float8`,
    })
    .from(r)
    .where(and(eq(r.eventId, eventId), within(r.at, from, to)))
    .groupBy(r.participantId);
  return new Map(
    rows.map((row) => [
      row.participantId,
      {
        firstAt: new Date(Number(row.firstAt)),
        venueSeconds: Number(row.venueSeconds),
        roomsVisited: Number(row.roomsVisited),
        elementsOpened: Number(row.elementsOpened),
        documentsDownloaded: Number(row.documentsDownloaded),
        watchSecondsLive: Number(row.watchSecondsLive),
        watchSecondsOnDemand: Number(row.watchSecondsOnDemand),
      },
    ]),
  );
}

/** One participant's records of one kind on one element: how many, and the sum of their seconds. */
export type ElementActivity = {
  participantId: string;
  elementId: string;
  kind: string;
  records: number;
  seconds: number;
};

/**
 * The event's records in [from, to) of these kinds on these elements, per participant, element
 * and kind. Throws nothing.
 */
export async function activityOnElements(
  db: Db,
  eventId: string,
  elementIds: readonly string[],
  kinds: readonly string[],
  from: Date,
  to: Date,
): Promise<ElementActivity[]> {
  if (elementIds.length === 0 || kinds.length === 0) return [];
  const r = activityRecords;
  const rows = await db
    .select({
      participantId: r.participantId,
      elementId: sql<string>`${r.elementId}`,
      kind: r.kind,
      records: sql<number>`count(*)::int`,
      seconds: sql<number>`(coalesce(sum(${r.seconds}), 0))::float8`,
    })
    .from(r)
    .where(
      and(
        eq(r.eventId, eventId),
        within(r.at, from, to),
        inArray(r.elementId, [...elementIds]),
        inArray(r.kind, [...kinds]),
      ),
    )
    .groupBy(r.participantId, r.elementId, r.kind);
  return rows.map((row) => ({ ...row, records: Number(row.records), seconds: Number(row.seconds) }));
}

/** The most visitors sampled at one minute of [from, to) for the event; 0 without samples. Throws nothing. */
export async function peakPresence(db: Db, eventId: string, from: Date, to: Date): Promise<number> {
  const p = activityPresence;
  const [row] = await db
    .select({ peak: sql<number>`coalesce(max(${p.visitors}), 0)::int` })
    .from(p)
    .where(and(eq(p.eventId, eventId), within(p.minute, from, to)));
  return Number(row?.peak ?? 0);
}
