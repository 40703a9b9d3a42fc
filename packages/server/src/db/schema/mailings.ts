import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { participants } from './regpages.js';
import { users } from './users.js';

/** The segment of a mailing as stored (packages/shared MailingSegment). */
export type StoredSegment =
  | { kind: 'all' }
  | { kind: 'confirmed' }
  | { kind: 'unconfirmed' }
  | { kind: 'answer'; label: string; value: string };

/**
 * The account's mailings (issue 16, spec §3 Mailing). `text` is the plain part as it goes out (made
 * from the html unless `text_is_custom`); `event_ids` the events whose participants it reaches.
 */
export const mailings = pgTable(
  'mailings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    subject: text('subject').notNull().default(''),
    html: text('html').notNull().default(''),
    text: text('text').notNull().default(''),
    textIsCustom: boolean('text_is_custom').notNull().default(false),
    eventIds: uuid('event_ids').array().notNull().default([]),
    segment: jsonb('segment').$type<StoredSegment>().notNull().default({ kind: 'all' }),
    status: text('status', { enum: ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] })
      .notNull()
      .default('draft'),
    sendAt: timestamp('send_at', { withTimezone: true }),
    /**
     * A reminder: goes this many minutes after (negative: before) the start of its one event, read
     * when due, so it follows the event when it moves; null = at `send_at` or now.
     */
    relativeMinutes: integer('relative_minutes'),
    /** Links in the html lead through Foyer once, so a click counts as an open (never the unsubscribe link). */
    trackClicks: boolean('track_clicks').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('mailings_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

export type MailingRow = typeof mailings.$inferSelect;
export type NewMailing = typeof mailings.$inferInsert;

/**
 * One recipient of a mailing: made for every distinct address when sending starts (unique per
 * mailing and address, so nothing can make a second one), claimed by a sender with SKIP LOCKED,
 * `sending` while handed to SMTP, then sent, failed (with the server's answer) or skipped (cancelled,
 * the participant gone or unsubscribed meanwhile).
 */
export const mailingDeliveries = pgTable(
  'mailing_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mailingId: uuid('mailing_id')
      .notNull()
      .references(() => mailings.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id').references(() => participants.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    response: text('response'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The recipient's first click on a tracked link (an open, as far as anyone can know). */
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    uniqueIndex('mailing_deliveries_address_idx').on(t.mailingId, t.email),
    index('mailing_deliveries_due_idx').on(t.mailingId, t.status, t.nextAttemptAt),
  ],
);

export type MailingDeliveryRow = typeof mailingDeliveries.$inferSelect;

/** Secrets the app makes for itself on first use (e.g. the key that signs unsubscribe links), shared by every node. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
