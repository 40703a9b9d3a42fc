import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import { users } from './users.js';

/**
 * The broadcast side of a webcast asset (spec §3 Webcast asset): its secret stream key and whether
 * an encoder publishes now. The asset row holds the name and the usages; this row goes with it.
 */
export const webcasts = pgTable(
  'webcasts',
  {
    assetId: uuid('asset_id')
      .primaryKey()
      .references(() => assets.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The secret of the publish address (rtmp://…/live/{streamKey}); replaced by a rotation. */
    streamKey: text('stream_key').notNull().unique(),
    status: text('status', { enum: ['idle', 'live', 'ended'] })
      .notNull()
      .default('idle'),
    liveSince: timestamp('live_since', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The media server's id of the accepted publisher while live (its end is only this one's). */
    publisher: text('publisher'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webcasts_tenant_idx').on(t.tenantId)],
);

export type WebcastRow = typeof webcasts.$inferSelect;

/** A webcast's recording: a video asset of the media library made from one broadcast. */
export const webcastRecordings = pgTable(
  'webcast_recordings',
  {
    assetId: uuid('asset_id')
      .primaryKey()
      .references(() => assets.id, { onDelete: 'cascade' }),
    webcastId: uuid('webcast_id')
      .notNull()
      .references(() => webcasts.assetId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webcast_recordings_webcast_idx').on(t.webcastId, t.createdAt)],
);
