import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type PhoneVerificationRow, phoneVerifications } from '../../db/schema/index.js';

type NewVerification = Omit<PhoneVerificationRow, 'createdAt'>;

/** Stores the pending code of a user, replacing an earlier one. Throws nothing. */
export async function upsertVerification(db: Db, row: NewVerification): Promise<void> {
  await db
    .insert(phoneVerifications)
    .values(row)
    .onConflictDoUpdate({ target: phoneVerifications.userId, set: row });
}

/** The pending code of a user, locked for the rest of the transaction. Throws nothing. */
export async function findVerificationForUpdate(
  db: Db,
  userId: string,
): Promise<PhoneVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.userId, userId))
    .for('update');
  return row;
}

/** Counts one wrong try. Throws nothing. */
export async function setAttempts(db: Db, userId: string, attempts: number): Promise<void> {
  await db.update(phoneVerifications).set({ attempts }).where(eq(phoneVerifications.userId, userId));
}

/** Removes the pending code of a user. Throws nothing. */
export async function deleteVerification(db: Db, userId: string): Promise<void> {
  await db.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
}
