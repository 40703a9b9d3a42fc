import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** One party of an invoice as stored (spec §3 Billing): company, address lines, city, zip, country, VAT id. */
export type StoredBillingParty = {
  company: string;
  address1: string;
  address2: string;
  city: string;
  zip: string;
  country: string;
  vatId: string;
};

/**
 * The billing details of a main account (spec §3 Billing), used later on invoices: one row per main
 * account, made at the first save. `version` increases with every save (optimistic concurrency).
 */
export const billingDetails = pgTable('billing_details', {
  /** The main account. */
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  beneficiary: jsonb('beneficiary').$type<StoredBillingParty>().notNull(),
  /** The invoice goes to the beneficiary; `recipient` is then null. */
  sameAsBeneficiary: boolean('same_as_beneficiary').notNull().default(true),
  recipient: jsonb('recipient').$type<StoredBillingParty>(),
  costCentre: text('cost_centre').notNull().default(''),
  invoiceContact: text('invoice_contact').notNull().default(''),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BillingDetailsRow = typeof billingDetails.$inferSelect;
