import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';

/** The main account's sub-accounts, oldest first. Throws nothing. */
export async function listSubAccounts(db: Db, mainAccountId: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.mainAccountId, mainAccountId))
    .orderBy(asc(users.createdAt), asc(users.email));
}

/** One sub-account of the main account, or undefined. Throws nothing. */
export async function findSubAccount(
  db: Db,
  mainAccountId: string,
  id: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.mainAccountId, mainAccountId)))
    .limit(1);
  return row;
}

/** Removes a sub-account of the main account (its sessions and tokens go with it); false when none. */
export async function deleteSubAccount(db: Db, mainAccountId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, id), eq(users.mainAccountId, mainAccountId)))
    .returning({ id: users.id });
  return rows.length > 0;
}
