import type { SustainabilityAssumptions } from '@foyer/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activityRecords, sustainabilityAssumptions } from '../../db/schema/index.js';

/** The event's saved assumptions (as stored, unparsed) and when they were saved; undefined: none saved. Throws nothing. */
export async function findAssumptions(
  db: Db,
  eventId: string,
): Promise<{ assumptions: unknown; updatedAt: Date } | undefined> {
  const [row] = await db
    .select({
      assumptions: sustainabilityAssumptions.assumptions,
      updatedAt: sustainabilityAssumptions.updatedAt,
    })
    .from(sustainabilityAssumptions)
    .where(eq(sustainabilityAssumptions.eventId, eventId));
  return row;
}

/** Stores the event's assumptions, replacing the ones saved before. Throws a foreign key violation when the event is gone. */
export async function upsertAssumptions(
  db: Db,
  eventId: string,
  assumptions: SustainabilityAssumptions,
): Promise<void> {
  await db
    .insert(sustainabilityAssumptions)
    .values({ eventId, assumptions })
    .onConflictDoUpdate({
      target: sustainabilityAssumptions.eventId,
      set: { assumptions, updatedAt: sql`now()` },
    });
}

/**
 * The event's activity as the sustainability report counts it: the seconds of its `watch` and
 * `venueLeave` records and the participants with any record. Throws nothing.
 */
export async function activityTotals(
  db: Db,
  eventId: string,
): Promise<{ watchSeconds: number; venueSeconds: number; participantIds: string[] }> {
  const r = activityRecords;
  const [sums] = await db
    .select({
      watchSeconds: sql<number>`coalesce(sum(${r.seconds}) filter (where ${r.kind} = 'watch'), 0)::float8`,
      venueSeconds: sql<number>`coalesce(sum(${r.seconds}) filter (where ${r.kind} = 'venueLeave'), 0)::float8`,
    })
    .from(r)
    .where(eq(r.eventId, eventId));
  const people = await db
    .selectDistinct({ participantId: r.participantId })
    .from(r)
    .where(eq(r.eventId, eventId));
  return {
    watchSeconds: Number(sums?.watchSeconds ?? 0),
    venueSeconds: Number(sums?.venueSeconds ?? 0),
    participantIds: people.map((p) => p.participantId),
  };
}
