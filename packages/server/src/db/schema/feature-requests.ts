import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A feature a tenant asked for while its plan lacks it (spec §4 breakout rooms): one row per tenant
 * and feature, so asking again changes nothing.
 */
export const featureRequests = pgTable(
  'feature_requests',
  {
    /** The main account the request is for. */
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of REQUESTABLE_FEATURES. */
    feature: text('feature').notNull(),
    /** The user (main or sub-account) who asked first; null once that user is gone. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.feature] })],
);

export type FeatureRequestRow = typeof featureRequests.$inferSelect;
