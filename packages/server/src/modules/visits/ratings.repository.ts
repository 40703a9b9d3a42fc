import { isUuid } from '@foyer/shared';
import { and, avg, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ratings, shownInEvent, venueElements } from '../../db/schema/index.js';

/** An element as the ratings need it: its kind and its own fields (where the rating flags live). */
export type RatableElement = { id: string; kind: string; data: Record<string, unknown> };

/** The event's element with this id if it is of one of these kinds, or undefined. Throws nothing. */
export async function findElement(
  db: Db,
  eventId: string,
  id: string,
  kinds: readonly string[],
): Promise<RatableElement | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ id: venueElements.id, kind: venueElements.kind, data: venueElements.data })
    .from(venueElements)
    .where(and(eq(venueElements.id, id), shownInEvent(eventId), inArray(venueElements.kind, [...kinds])));
  return row;
}

/** The event's elements of these kinds. Throws nothing. */
export async function listElements(
  db: Db,
  eventId: string,
  kinds: readonly string[],
): Promise<RatableElement[]> {
  return db
    .select({ id: venueElements.id, kind: venueElements.kind, data: venueElements.data })
    .from(venueElements)
    .where(and(shownInEvent(eventId), inArray(venueElements.kind, [...kinds])));
}

/** Stores a participant's stars for an element, replacing an earlier rating. Throws nothing expected. */
export async function upsertRating(
  db: Db,
  row: { eventId: string; elementId: string; participantId: string; stars: number },
): Promise<void> {
  await db
    .insert(ratings)
    .values(row)
    .onConflictDoUpdate({
      target: [ratings.elementId, ratings.participantId],
      set: { stars: row.stars, updatedAt: new Date() },
    });
}

/**
 * Per element of these ids that has ratings in this event (a shared room's element is rated per event
 * that shows it): the mean stars, how many, and this participant's own. Throws nothing.
 */
export async function summarise(
  db: Db,
  eventId: string,
  elementIds: readonly string[],
  participantId: string,
): Promise<{ elementId: string; average: number; count: number; mine: number | null }[]> {
  if (elementIds.length === 0) return [];
  const rows = await db
    .select({
      elementId: ratings.elementId,
      average: avg(ratings.stars),
      count: count(),
      mine: sql<
        number | null
      >`max(${ratings.stars}) filter (where ${ratings.participantId} = ${participantId})`,
    })
    .from(ratings)
    .where(and(eq(ratings.eventId, eventId), inArray(ratings.elementId, [...elementIds])))
    .groupBy(ratings.elementId);
  return rows.map((r) => ({
    elementId: r.elementId,
    average: Number(r.average),
    count: r.count,
    mine: r.mine === null ? null : Number(r.mine),
  }));
}

/**
 * Per element of the event with ratings given (or last changed) in [from, to): their mean stars and
 * how many. Throws nothing.
 */
export async function ratingsByElement(
  db: Db,
  eventId: string,
  from: Date,
  to: Date,
): Promise<Map<string, { average: number; count: number }>> {
  const rows = await db
    .select({
      elementId: ratings.elementId,
      average: sql<number>`avg(${ratings.stars})::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(ratings)
    .where(
      and(
        eq(ratings.eventId, eventId),
        sql`${ratings.updatedAt} >= ${from.toISOString()}::timestamptz`,
        sql`${ratings.updatedAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(ratings.elementId);
  return new Map(rows.map((r) => [r.elementId, { average: Number(r.average), count: Number(r.count) }]));
}

/**
 * Per participant of the event: the elements they rated (or last re-rated) in [from, to) and the
 * earliest of those times. Throws nothing.
 */
export async function ratingsByParticipant(
  db: Db,
  eventId: string,
  from: Date,
  to: Date,
): Promise<Map<string, { count: number; firstAt: Date }>> {
  const rows = await db
    .select({
      participantId: ratings.participantId,
      count: sql<number>`count(*)::int`,
      firstAt: sql<number>`(extract(epoch from min(${ratings.updatedAt})) * 1000)::float8`,
    })
    .from(ratings)
    .where(
      and(
        eq(ratings.eventId, eventId),
        sql`${ratings.updatedAt} >= ${from.toISOString()}::timestamptz`,
        sql`${ratings.updatedAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(ratings.participantId);
  return new Map(
    rows.map((r) => [r.participantId, { count: Number(r.count), firstAt: new Date(Number(r.firstAt)) }]),
  );
}
