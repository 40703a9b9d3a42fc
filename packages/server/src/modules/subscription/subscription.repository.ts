import { and, asc, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type InvoiceRow,
  type PlanChangeRow,
  type SubscriptionRow,
  invoiceCounters,
  invoices,
  paymentEvents,
  planChanges,
  subscriptions,
} from '../../db/schema/index.js';

export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionPatch = Partial<
  Pick<
    NewSubscription,
    | 'status'
    | 'paymentMethod'
    | 'startedAt'
    | 'currentPeriodEnd'
    | 'cancelledAt'
    | 'endedAt'
    | 'providerCustomerId'
    | 'providerSubscriptionId'
    | 'providerEventAt'
  >
>;
export type NewInvoice = typeof invoices.$inferInsert;
export type NewPlanChange = typeof planChanges.$inferInsert;

/** The states in which a subscription is the account's current one (at most one row). */
export const CURRENT_STATUSES = ['trialing', 'active', 'cancelling'] as const;

const ofAccount = (accountId: string, id: string) =>
  and(eq(subscriptions.accountId, accountId), eq(subscriptions.id, id));

/** The account's trialing, active or cancelling subscription, or undefined. Throws nothing. */
export async function findCurrent(db: Db, accountId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), inArray(subscriptions.status, [...CURRENT_STATUSES])))
    .limit(1);
  return row;
}

/** The account's pending checkout of a product (the newest), or undefined. Throws nothing. */
export async function findPending(
  db: Db,
  accountId: string,
  productId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        eq(subscriptions.productId, productId),
        eq(subscriptions.status, 'pending'),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

/** Makes a subscription (pending unless told). Throws nothing expected. */
export async function insertSubscription(db: Db, row: NewSubscription): Promise<SubscriptionRow> {
  const [inserted] = await db.insert(subscriptions).values(row).returning();
  return inserted!;
}

/** The account's subscription with this id (any status), or undefined. Throws nothing. */
export async function findOfAccount(
  db: Db,
  accountId: string,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(ofAccount(accountId, id)).limit(1);
  return row;
}

/** Locks the account's subscription for the rest of the transaction and answers it, or undefined. Throws nothing. */
export async function lockOfAccount(
  db: Db,
  accountId: string,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(ofAccount(accountId, id)).for('update');
  return row;
}

/** The subscription with this id (any account), or undefined. Throws nothing. */
export async function findById(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

/** The subscription of the card provider's subscription id, or undefined. Throws nothing. */
export async function findByProviderSubscription(
  db: Db,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row;
}

/** Locks the subscription with this id for the rest of the transaction and answers it, or undefined. Throws nothing. */
export async function lockById(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

/** The card provider's customer of the account's newest subscription that has one, or undefined. Throws nothing. */
export async function latestCustomerIdOf(db: Db, accountId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), isNotNull(subscriptions.providerCustomerId)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row?.customerId ?? undefined;
}

/**
 * Records a payment provider's event id; false when it was recorded already (a replay). Inside the
 * transaction of the event's effect, so a parallel delivery waits for this one and then does nothing.
 * Throws nothing expected.
 */
export async function insertPaymentEvent(db: Db, event: { id: string; type: string }): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** Changes a subscription and answers the new row. Throws nothing expected. */
export async function updateSubscription(
  db: Db,
  id: string,
  patch: SubscriptionPatch,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

/** The cancelling and trialing subscriptions whose period ended at `now` or before, oldest end first. Throws nothing. */
export async function listDue(db: Db, now: Date): Promise<Pick<SubscriptionRow, 'id' | 'accountId'>[]> {
  return db
    .select({ id: subscriptions.id, accountId: subscriptions.accountId })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['cancelling', 'trialing']),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd));
}

/**
 * The next invoice number of a year (1, 2, …): the year's counter row, made on first use, is
 * incremented and stays locked until the transaction ends, so parallel payments get consecutive
 * numbers and a rolled-back one gives its number back. Call it inside the paying transaction.
 * Throws nothing expected.
 */
export async function nextInvoiceSequence(db: Db, year: number): Promise<number> {
  await db.insert(invoiceCounters).values({ year, last: 0 }).onConflictDoNothing();
  const [row] = await db
    .update(invoiceCounters)
    .set({ last: sql`${invoiceCounters.last} + 1` })
    .where(eq(invoiceCounters.year, year))
    .returning({ last: invoiceCounters.last });
  return row!.last;
}

/** Stores an invoice. Throws nothing expected (the number and the period are unique). */
export async function insertInvoice(db: Db, row: NewInvoice): Promise<InvoiceRow> {
  const [inserted] = await db.insert(invoices).values(row).returning();
  return inserted!;
}

/** The first invoice of a subscription, or undefined. Throws nothing. */
export async function firstInvoiceOf(db: Db, subscriptionId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId))
    .orderBy(asc(invoices.periodStart))
    .limit(1);
  return row;
}

/** The account's invoices, newest first. Throws nothing. */
export async function listInvoices(db: Db, accountId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number));
}

/** The account's invoice with this id, or undefined. Throws nothing. */
export async function findInvoiceOfAccount(
  db: Db,
  accountId: string,
  id: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.id, id)))
    .limit(1);
  return row;
}

/** The invoice with this number, or undefined. Throws nothing. */
export async function findInvoiceByNumber(db: Db, number: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.number, number)).limit(1);
  return row;
}

/** Marks an open or overdue invoice paid at `at`; undefined when it is neither (or unknown). Throws nothing. */
export async function markPaid(db: Db, number: string, at: Date): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .update(invoices)
    .set({ status: 'paid', paidAt: at })
    .where(and(eq(invoices.number, number), inArray(invoices.status, ['open', 'overdue'])))
    .returning();
  return row;
}

/** Records a change of the account's plan. Throws nothing expected. */
export async function insertPlanChange(db: Db, row: NewPlanChange): Promise<void> {
  await db.insert(planChanges).values(row);
}

/** The account's plan changes, newest first. Throws nothing. */
export async function listPlanChanges(db: Db, accountId: string): Promise<PlanChangeRow[]> {
  return db
    .select()
    .from(planChanges)
    .where(eq(planChanges.accountId, accountId))
    .orderBy(desc(planChanges.at), desc(planChanges.id));
}

/** True when the account has had any subscription that was not just a checkout left unpaid. Throws nothing. */
export async function hasAnySubscription(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), ne(subscriptions.status, 'pending')))
    .limit(1);
  return row !== undefined;
}

/** Active subscriptions paid by invoice whose period ended at `now` or before, oldest end first. Throws nothing. */
export async function listDueInvoiceRenewals(
  db: Db,
  now: Date,
): Promise<Pick<SubscriptionRow, 'id' | 'accountId'>[]> {
  return db
    .select({ id: subscriptions.id, accountId: subscriptions.accountId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.paymentMethod, 'invoice'),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd));
}

/** Open invoices whose due date is `now` or earlier. Throws nothing. */
export async function listOpenPastDue(db: Db, now: Date): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.status, 'open'), lte(invoices.dueAt, now)))
    .orderBy(asc(invoices.dueAt));
}

/** Overdue invoices due at `dueBefore` or earlier. Throws nothing. */
export async function listOverdueSince(db: Db, dueBefore: Date): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.status, 'overdue'), lte(invoices.dueAt, dueBefore)))
    .orderBy(asc(invoices.dueAt));
}

/** Marks an open invoice overdue; false when it is not open (any more). Throws nothing. */
export async function markOverdue(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ status: 'overdue' })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'open')))
    .returning({ id: invoices.id });
  return rows.length > 0;
}
