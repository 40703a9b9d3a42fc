import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type NewVenueElement, type VenueElementRow, venueElements } from '../../db/schema/index.js';

const INSERT_CHUNK = 500;

/** Every element of an event, in position order. Throws nothing. */
export async function listElements(db: Db, eventId: string): Promise<VenueElementRow[]> {
  return db
    .select()
    .from(venueElements)
    .where(eq(venueElements.eventId, eventId))
    .orderBy(asc(venueElements.position), asc(venueElements.id));
}

/** The elements of some kinds of several events, in position order. Throws nothing. */
export async function listElementsOfKinds(
  db: Db,
  eventIds: string[],
  kinds: readonly string[],
): Promise<Pick<VenueElementRow, 'id' | 'eventId' | 'kind' | 'designId' | 'position'>[]> {
  if (eventIds.length === 0) return [];
  return db
    .select({
      id: venueElements.id,
      eventId: venueElements.eventId,
      kind: venueElements.kind,
      designId: venueElements.designId,
      position: venueElements.position,
    })
    .from(venueElements)
    .where(and(inArray(venueElements.eventId, eventIds), inArray(venueElements.kind, [...kinds])))
    .orderBy(asc(venueElements.position));
}

/** The element of an event with this id, or undefined. Throws nothing. */
export async function findElement(db: Db, eventId: string, id: string): Promise<VenueElementRow | undefined> {
  const [row] = await db
    .select()
    .from(venueElements)
    .where(and(eq(venueElements.eventId, eventId), eq(venueElements.id, id)))
    .limit(1);
  return row;
}

/**
 * Inserts elements (parents before children). Rows may refer to each other: within one statement
 * the foreign keys are checked at its end; a venue too large for one statement is inserted without
 * its cross references first, which are then set row by row. Throws nothing expected.
 */
export async function insertElements(db: Db, rows: NewVenueElement[]): Promise<void> {
  if (rows.length === 0) return;
  if (rows.length <= INSERT_CHUNK) {
    await db.insert(venueElements).values(rows);
    return;
  }
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows
      .slice(i, i + INSERT_CHUNK)
      .map((r) => ({ ...r, targetElementId: null, refElementId: null }));
    await db.insert(venueElements).values(chunk);
  }
  for (const row of rows) {
    if (!row.targetElementId && !row.refElementId) continue;
    await db
      .update(venueElements)
      .set({ targetElementId: row.targetElementId ?? null, refElementId: row.refElementId ?? null })
      .where(eq(venueElements.id, row.id!));
  }
}

/** Removes every element of an event. Throws nothing. */
export async function deleteElements(db: Db, eventId: string): Promise<void> {
  await db.delete(venueElements).where(eq(venueElements.eventId, eventId));
}
