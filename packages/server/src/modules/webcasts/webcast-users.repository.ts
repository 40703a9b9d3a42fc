import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type WebcastSessionRow,
  type WebcastUserRow,
  webcastSessions,
  webcastUsers,
} from '../../db/schema/index.js';

/** The webcast's users, oldest first. Throws nothing. */
export function listUsers(db: Db, webcastId: string): Promise<WebcastUserRow[]> {
  return db
    .select()
    .from(webcastUsers)
    .where(eq(webcastUsers.webcastId, webcastId))
    .orderBy(asc(webcastUsers.createdAt), asc(webcastUsers.email));
}

/** One user of the webcast, or undefined. Throws nothing. */
export async function findUser(db: Db, webcastId: string, id: string): Promise<WebcastUserRow | undefined> {
  const [row] = await db
    .select()
    .from(webcastUsers)
    .where(and(eq(webcastUsers.webcastId, webcastId), eq(webcastUsers.id, id)))
    .limit(1);
  return row;
}

/** The webcast's user with this address (any case), or undefined. Throws nothing. */
export async function findUserByEmail(
  db: Db,
  webcastId: string,
  email: string,
): Promise<WebcastUserRow | undefined> {
  const [row] = await db
    .select()
    .from(webcastUsers)
    .where(
      and(eq(webcastUsers.webcastId, webcastId), sql`lower(${webcastUsers.email}) = ${email.toLowerCase()}`),
    )
    .limit(1);
  return row;
}

/** The user whose invitation token hashes to this, or undefined. Throws nothing. */
export async function findUserByInvitation(
  db: Db,
  invitationHash: string,
): Promise<WebcastUserRow | undefined> {
  const [row] = await db
    .select()
    .from(webcastUsers)
    .where(eq(webcastUsers.invitationHash, invitationHash))
    .limit(1);
  return row;
}

/** Throws a unique violation when the address is already on the webcast. */
export async function insertUser(db: Db, row: typeof webcastUsers.$inferInsert): Promise<WebcastUserRow> {
  const [created] = await db.insert(webcastUsers).values(row).returning();
  return created!;
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<Omit<typeof webcastUsers.$inferInsert, 'id' | 'webcastId' | 'email'>>,
): Promise<WebcastUserRow | undefined> {
  const [row] = await db.update(webcastUsers).set(patch).where(eq(webcastUsers.id, id)).returning();
  return row;
}

/** Removes the webcast's user (its sessions go with it); false when there was none. Throws nothing. */
export async function deleteUser(db: Db, webcastId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webcastUsers)
    .where(and(eq(webcastUsers.webcastId, webcastId), eq(webcastUsers.id, id)))
    .returning({ id: webcastUsers.id });
  return rows.length > 0;
}

export async function insertSession(db: Db, row: typeof webcastSessions.$inferInsert): Promise<void> {
  await db.insert(webcastSessions).values(row);
}

/**
 * A console session that has not expired, with its webcast user (null for "login as"), in one
 * query. Throws nothing.
 */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ session: WebcastSessionRow; user: WebcastUserRow | null } | undefined> {
  const [row] = await db
    .select({ session: webcastSessions, user: webcastUsers })
    .from(webcastSessions)
    .leftJoin(webcastUsers, eq(webcastUsers.id, webcastSessions.webcastUserId))
    .where(and(eq(webcastSessions.tokenHash, tokenHash), gt(webcastSessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(webcastSessions).where(eq(webcastSessions.tokenHash, tokenHash));
}
