import { and, asc, eq, inArray, isNull, max, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import {
  type NewVenueElement,
  type VenueElementRow,
  shownInEvent,
  venueElements,
} from '../../db/schema/index.js';

const INSERT_CHUNK = 500;

/** Every element of an event, in position order. Throws nothing. */
export async function listElements(db: Db, eventId: string): Promise<VenueElementRow[]> {
  return db
    .select()
    .from(venueElements)
    .where(eq(venueElements.eventId, eventId))
    .orderBy(asc(venueElements.position), asc(venueElements.id));
}

/** The elements of one kind of an event, in position order. Throws nothing. */
export async function listElementsOfKind(db: Db, eventId: string, kind: string): Promise<VenueElementRow[]> {
  return db
    .select()
    .from(venueElements)
    .where(and(eq(venueElements.eventId, eventId), eq(venueElements.kind, kind)))
    .orderBy(asc(venueElements.position), asc(venueElements.id));
}

/**
 * The elements of some kinds of several events, in position order; a room showing a shared room
 * with that room's design. Throws nothing.
 */
export async function listElementsOfKinds(
  db: Db,
  eventIds: string[],
  kinds: readonly string[],
): Promise<Pick<VenueElementRow, 'id' | 'eventId' | 'kind' | 'designId' | 'position'>[]> {
  if (eventIds.length === 0) return [];
  return elementsOfKinds(db).execute({ eventIds, kinds });
}

// The organiser's events list runs this on each load (issue 20, P1); ids and kinds go as arrays,
// so that one statement takes any count.
const elementsOfKinds = preparedOn((db) => {
  const shared = alias(venueElements, 'shared');
  return db
    .select({
      id: venueElements.id,
      eventId: venueElements.eventId,
      kind: venueElements.kind,
      designId: sql<string | null>`coalesce(${shared.designId}, ${venueElements.designId})`,
      position: venueElements.position,
    })
    .from(venueElements)
    .leftJoin(shared, eq(shared.id, venueElements.sharedRoomId))
    .where(
      and(
        sql`${venueElements.eventId} = any(${sql.placeholder('eventIds')}::uuid[])`,
        sql`${venueElements.kind} = any(${sql.placeholder('kinds')}::text[])`,
      ),
    )
    .orderBy(asc(venueElements.position))
    .prepare('venue_elements_of_kinds');
});

/**
 * The ids of every element shown in an event's venue: its own, and the elements (not doors) of the
 * shared rooms it shows. Throws nothing.
 */
export async function listShownElementIds(db: Db, eventId: string): Promise<string[]> {
  const rows = await db.select({ id: venueElements.id }).from(venueElements).where(shownInEvent(eventId));
  return rows.map((r) => r.id);
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

/** The highest position among the event's elements, or -1 without any. Throws nothing. */
export async function maxPosition(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: max(venueElements.position) })
    .from(venueElements)
    .where(eq(venueElements.eventId, eventId));
  return row?.n ?? -1;
}

/**
 * Replaces the stored fields of an element if its version is still `version`, and increases the
 * version; undefined when it is gone or was changed meanwhile. Throws nothing expected.
 */
export async function updateElement(
  db: Db,
  eventId: string,
  version: number,
  row: NewVenueElement & { id: string },
): Promise<VenueElementRow | undefined> {
  const { id, eventId: _eventId, kind: _kind, position: _position, version: _version, ...fields } = row;
  const [updated] = await db
    .update(venueElements)
    .set({ ...fields, version: sql`${venueElements.version} + 1` })
    .where(
      and(eq(venueElements.eventId, eventId), eq(venueElements.id, id), eq(venueElements.version, version)),
    )
    .returning();
  return updated;
}

/** Deletes an element; its children (a room's elements and doors, a day's items) go with it. Throws nothing. */
export async function deleteElement(db: Db, eventId: string, id: string): Promise<void> {
  await db.delete(venueElements).where(and(eq(venueElements.eventId, eventId), eq(venueElements.id, id)));
}

/** Sets the positions of some elements of an event. Throws nothing. */
export async function setPositions(
  db: Db,
  eventId: string,
  positions: { id: string; position: number }[],
): Promise<void> {
  for (const { id, position } of positions)
    await db
      .update(venueElements)
      .set({ position })
      .where(and(eq(venueElements.eventId, eventId), eq(venueElements.id, id)));
}

/**
 * Shared rooms (issue 15) with what they show: the rooms of these ids and their elements (not their
 * doors: doors are each venue's own), in position order. Throws nothing.
 */
export async function listSharedRoomContents(db: Db, roomIds: readonly string[]): Promise<VenueElementRow[]> {
  if (roomIds.length === 0) return [];
  return db
    .select()
    .from(venueElements)
    .where(
      or(
        inArray(venueElements.id, [...roomIds]),
        and(inArray(venueElements.parentId, [...roomIds]), ne(venueElements.kind, 'DOOR')),
      ),
    )
    .orderBy(asc(venueElements.position), asc(venueElements.id));
}

/** A room of some event that shows a shared room: its id, its event and the shared room. */
export type Placement = { id: string; eventId: string; sharedRoomId: string };

/** The rooms of other venues that show one of these shared rooms. Throws nothing. */
export async function listPlacements(db: Db, sharedRoomIds: readonly string[]): Promise<Placement[]> {
  if (sharedRoomIds.length === 0) return [];
  const rows = await db
    .select({
      id: venueElements.id,
      eventId: venueElements.eventId,
      sharedRoomId: venueElements.sharedRoomId,
    })
    .from(venueElements)
    .where(inArray(venueElements.sharedRoomId, [...sharedRoomIds]));
  return rows.map((r) => ({ ...r, sharedRoomId: r.sharedRoomId! }));
}

/** The rooms of these events marked shared (not themselves showing another's), in position order. Throws nothing. */
export async function listSharedRooms(db: Db, eventIds: readonly string[]): Promise<VenueElementRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(venueElements)
    .where(
      and(
        inArray(venueElements.eventId, [...eventIds]),
        inArray(venueElements.kind, ['HALL', 'BOOTH', 'THEATRE', 'OTHER']),
        isNull(venueElements.sharedRoomId),
        sql`(${venueElements.data}->>'shared') = 'true'`,
      ),
    )
    .orderBy(asc(venueElements.position));
}

/** The element with this id whatever its event, or undefined. Throws nothing. */
export async function findAnyElement(db: Db, id: string): Promise<VenueElementRow | undefined> {
  const [row] = await db.select().from(venueElements).where(eq(venueElements.id, id)).limit(1);
  return row;
}
