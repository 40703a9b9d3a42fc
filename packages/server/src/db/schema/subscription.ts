import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoredBillingParty } from './billing.js';
import { users } from './users.js';

/**
 * The subscriptions of main accounts (spec §3 Subscription, §4 states). A checkout makes a `pending`
 * row; paying makes it `active` (by invoice at once). At most one row of an account is current
 * (trialing, active or cancelling): a partial unique index keeps it so under parallel payments.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A catalogue product id, e.g. starter-monthly-eur. */
    productId: text('product_id').notNull(),
    plan: text('plan', { enum: ['starter', 'business'] }).notNull(),
    period: text('period', { enum: ['monthly', 'yearly'] }).notNull(),
    currency: text('currency', { enum: ['eur', 'usd'] }).notNull(),
    status: text('status', { enum: ['pending', 'trialing', 'active', 'cancelling', 'ended', 'failed'] })
      .notNull()
      .default('pending'),
    paymentMethod: text('payment_method', { enum: ['card', 'invoice'] }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The card provider's customer (Stripe cus_…), once its checkout completed. */
    providerCustomerId: text('provider_customer_id'),
    /** The card provider's subscription (Stripe sub_…), once known from one of its events. */
    providerSubscriptionId: text('provider_subscription_id'),
    /**
     * When the provider made the newest subscription event applied to this row: an older one that
     * arrives later (the provider does not keep order) does not undo a newer state.
     */
    providerEventAt: timestamp('provider_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_subscription_idx').on(t.providerSubscriptionId),
    uniqueIndex('subscriptions_current_idx')
      .on(t.accountId)
      .where(sql`${t.status} in ('trialing', 'active', 'cancelling')`),
    index('subscriptions_account_idx').on(t.accountId, t.createdAt),
    index('subscriptions_due_idx').on(t.currentPeriodEnd).where(sql`${t.status} = 'cancelling'`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Who an invoice was addressed to: the billing party with the account's cost centre and contact. */
export type StoredInvoiceBuyer = StoredBillingParty & { costCentre: string; invoiceContact: string };

/** The seller as printed on an invoice (from configuration at the time it was issued). */
export type StoredInvoiceSeller = {
  name: string;
  address: string[];
  country: string;
  vatId: string;
};

/**
 * Invoices Foyer issued (payment by invoice). Numbers are "YYYY-NNNNNN", sequential per year without
 * gaps (invoice_counters); one invoice per subscription period. Seller and buyer are snapshots: a
 * later change of the configuration or the billing details does not change an issued invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    status: text('status', { enum: ['open', 'paid', 'overdue', 'void'] })
      .notNull()
      .default('open'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    currency: text('currency', { enum: ['eur', 'usd'] }).notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The VAT rate in basis points (1900 = 19 %), presented as a percent. */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    taxKind: text('tax_kind', { enum: ['domestic', 'reverseCharge', 'outsideEu'] }).notNull(),
    seller: jsonb('seller').$type<StoredInvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<StoredInvoiceBuyer>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_subscription_period_idx').on(t.subscriptionId, t.periodStart),
    index('invoices_account_idx').on(t.accountId, t.issuedAt),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;

/** The last invoice number given in a year; taken and incremented inside the paying transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull().default(0),
});

/** Every change of an account's plan (who, when, from, to, why), shown on the subscription page. */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The person who made it; null for the system or the operator. */
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromPlan: text('from_plan').notNull(),
    toPlan: text('to_plan').notNull(),
    reason: text('reason', {
      enum: [
        'checkout',
        'trialStarted',
        'trialEnded',
        'cancelled',
        'periodEnded',
        'paymentFailed',
        'unpaid',
        'operator',
      ],
    }).notNull(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
  },
  (t) => [index('plan_changes_account_idx').on(t.accountId, t.at)],
);

export type PlanChangeRow = typeof planChanges.$inferSelect;

/**
 * The card provider's webhook events applied (Stripe evt_…): inserted first in the transaction of
 * their effect, so a replayed or parallel delivery of the same event changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  /** The provider's event type, e.g. checkout.session.completed. */
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
