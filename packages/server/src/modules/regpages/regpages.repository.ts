import { and, count, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type NewParticipantFile,
  type NewRegPage,
  type ParticipantFileRow,
  type RegPageRow,
  participantFiles,
  participants,
  registrationPages,
} from '../../db/schema/index.js';

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

/** Adds an uploaded answer file (unclaimed). Throws nothing expected. */
export async function insertFile(db: Db, row: NewParticipantFile): Promise<ParticipantFileRow> {
  const [saved] = await db.insert(participantFiles).values(row).returning();
  return saved!;
}

/** The ids among `ids` of this event's files no participant has claimed. Throws nothing. */
export async function unclaimedFileIds(db: Db, eventId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: participantFiles.id })
    .from(participantFiles)
    .where(
      and(
        eq(participantFiles.eventId, eventId),
        inArray(participantFiles.id, ids),
        isNull(participantFiles.participantId),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Gives the participant those of this event's files among `ids` that are still unclaimed; answers
 * how many it claimed. Throws nothing.
 */
export async function claimFiles(
  db: Db,
  eventId: string,
  ids: string[],
  participantId: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(participantFiles)
    .set({ participantId })
    .where(
      and(
        eq(participantFiles.eventId, eventId),
        inArray(participantFiles.id, ids),
        isNull(participantFiles.participantId),
      ),
    )
    .returning({ id: participantFiles.id });
  return rows.length;
}

/**
 * Removes up to `limit` unclaimed files created before `cutoff`; answers their storage keys. A file
 * claimed meanwhile is kept (the claim and this delete lock the same row). Throws nothing.
 */
export async function deleteUnclaimedFilesBefore(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const unclaimedBefore = and(isNull(participantFiles.participantId), lt(participantFiles.createdAt, cutoff));
  const batch = db
    .select({ id: participantFiles.id })
    .from(participantFiles)
    .where(unclaimedBefore)
    .limit(limit);
  const rows = await db
    .delete(participantFiles)
    .where(and(inArray(participantFiles.id, batch), unclaimedBefore))
    .returning({ storageKey: participantFiles.storageKey });
  return rows.map((r) => r.storageKey);
}

/** Removes the files a participant claimed; answers their storage keys. Throws nothing. */
export async function deleteFilesOfParticipant(db: Db, participantId: string): Promise<string[]> {
  const rows = await db
    .delete(participantFiles)
    .where(eq(participantFiles.participantId, participantId))
    .returning({ storageKey: participantFiles.storageKey });
  return rows.map((r) => r.storageKey);
}

/** Removes every file of an event, claimed or not; answers their storage keys. Throws nothing. */
export async function deleteFilesOfEvent(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .delete(participantFiles)
    .where(eq(participantFiles.eventId, eventId))
    .returning({ storageKey: participantFiles.storageKey });
  return rows.map((r) => r.storageKey);
}
