import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type NewRegPage, type RegPageRow, participants, registrationPages } from '../../db/schema/index.js';

/** The registration page row of an event, or undefined before its first save. Throws nothing. */
export async function findPage(db: Db, eventId: string): Promise<RegPageRow | undefined> {
  const [row] = await db.select().from(registrationPages).where(eq(registrationPages.eventId, eventId));
  return row;
}

/** Inserts the first saved version of a page; undefined when another save made it meanwhile. Throws nothing. */
export async function insertPage(db: Db, row: NewRegPage): Promise<RegPageRow | undefined> {
  const [saved] = await db.insert(registrationPages).values(row).onConflictDoNothing().returning();
  return saved;
}

/** Replaces a page's fields if its version is still `version`, increasing it; undefined otherwise. Throws nothing. */
export async function updatePage(
  db: Db,
  eventId: string,
  version: number,
  row: Omit<NewRegPage, 'eventId' | 'version'>,
): Promise<RegPageRow | undefined> {
  const [saved] = await db
    .update(registrationPages)
    .set({ ...row, version: version + 1, updatedAt: new Date() })
    .where(and(eq(registrationPages.eventId, eventId), eq(registrationPages.version, version)))
    .returning();
  return saved;
}

/** The participants of an event. Throws nothing. */
export async function countParticipants(db: Db, eventId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(participants).where(eq(participants.eventId, eventId));
  return Number(row?.n ?? 0);
}
