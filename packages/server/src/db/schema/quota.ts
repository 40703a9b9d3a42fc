import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.js';

/** The shares of the plan's registrations per event at which the main account is mailed, in percent. */
export const QUOTA_THRESHOLDS = [90, 100] as const;
export type QuotaThreshold = (typeof QUOTA_THRESHOLDS)[number];

/**
 * The quota notices mailed for an event (issue 15 "quota meters"): one row per event and threshold,
 * written in the registration's transaction; the primary key makes parallel registrations mail once.
 */
export const quotaNotices = pgTable(
  'quota_notices',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** 90 or 100 (percent of the plan's registrations per event). */
    threshold: integer('threshold').$type<QuotaThreshold>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.threshold] }),
    check('quota_notices_threshold_check', sql`${t.threshold} in (90, 100)`),
  ],
);

export type QuotaNoticeRow = typeof quotaNotices.$inferSelect;
