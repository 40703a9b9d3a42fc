import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mails waiting for, or done with, delivery. Written in the transaction of the change that causes them. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'kept', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_to_idx').on(t.to),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
export type MailStatus = MailRow['status'];
