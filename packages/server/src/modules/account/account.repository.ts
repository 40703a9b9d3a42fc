import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type BillingDetailsRow, type StoredBillingParty, billingDetails } from '../../db/schema/index.js';

/** The fields of a billing save. */
export type BillingValues = {
  beneficiary: StoredBillingParty;
  sameAsBeneficiary: boolean;
  recipient: StoredBillingParty | null;
  costCentre: string;
  invoiceContact: string;
};

/** The account's billing details, or undefined before the first save. Throws nothing. */
export async function findBilling(db: Db, accountId: string): Promise<BillingDetailsRow | undefined> {
  const [row] = await db
    .select()
    .from(billingDetails)
    .where(eq(billingDetails.accountId, accountId))
    .limit(1);
  return row;
}

/** Makes the account's row (version 1); undefined when one exists already (a concurrent first save). */
export async function insertBilling(
  db: Db,
  accountId: string,
  values: BillingValues,
): Promise<BillingDetailsRow | undefined> {
  const [row] = await db
    .insert(billingDetails)
    .values({ accountId, ...values })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Saves over `version` and increments it; undefined when the row is not at that version. */
export async function updateBilling(
  db: Db,
  accountId: string,
  version: number,
  values: BillingValues,
): Promise<BillingDetailsRow | undefined> {
  const [row] = await db
    .update(billingDetails)
    .set({ ...values, version: sql`${billingDetails.version} + 1`, updatedAt: new Date() })
    .where(and(eq(billingDetails.accountId, accountId), eq(billingDetails.version, version)))
    .returning();
  return row;
}
