import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('mailings_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

export type MailingRow = typeof mailings.$inferSelect;
export type NewMailing = typeof mailings.$inferInsert;
