import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type UserRow, featureRequests, users } from '../../db/schema/index.js';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

/** The user with this id, or undefined. Throws nothing. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user with this email (case-insensitive), or undefined. Throws nothing. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Inserts a user (email lower-cased); undefined when the email is already taken. Throws nothing else. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Updates a user and returns the new row. Throws nothing. */
export async function updateUser(db: Db, id: string, patch: UserPatch): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Every user, oldest first. Throws nothing. */
export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(users.createdAt);
}

/** Locks the user's row for the rest of the transaction and answers it. Throws nothing. */
export async function lockUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Records that a tenant asked for a feature; nothing when it already has. Throws nothing. */
export async function insertFeatureRequest(
  db: Db,
  request: { tenantId: string; feature: string; requestedBy: string },
): Promise<void> {
  await db.insert(featureRequests).values(request).onConflictDoNothing();
}

/** The features a tenant asked for, oldest request first. Throws nothing. */
export async function listFeatureRequests(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ feature: featureRequests.feature })
    .from(featureRequests)
    .where(eq(featureRequests.tenantId, tenantId))
    .orderBy(asc(featureRequests.createdAt), asc(featureRequests.feature));
  return rows.map((r) => r.feature);
}

/** How many sub-accounts (invited or active) a main account has. Throws nothing. */
export async function countSubAccounts(db: Db, mainAccountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.mainAccountId, mainAccountId));
  return row?.n ?? 0;
}

/** Records when the user last logged in. Throws nothing. */
export async function setLastLogin(db: Db, id: string, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
}

/** Adds an event to a user's chosen events (nothing when the user reaches every event). Throws nothing. */
export async function addChosenEvent(db: Db, userId: string, eventId: string): Promise<void> {
  await db
    .update(users)
    .set({ eventIds: sql`array_append(${users.eventIds}, ${eventId}::uuid)` })
    .where(sql`${users.id} = ${userId} and ${users.eventIds} is not null`);
}

/** Takes a (deleted) event out of the chosen events of the account's sub-accounts. Throws nothing. */
export async function forgetChosenEvent(db: Db, mainAccountId: string, eventId: string): Promise<void> {
  await db
    .update(users)
    .set({ eventIds: sql`array_remove(${users.eventIds}, ${eventId}::uuid)` })
    .where(sql`${users.mainAccountId} = ${mainAccountId} and ${eventId}::uuid = any(${users.eventIds})`);
}
