import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** A moderator ended the broadcast: every publish is refused until a moderator allows it again. */
    held: boolean('held').notNull().default(false),
    /** A moderator's notice to the viewers (shown above the player), and when it was posted. */
    notice: text('notice'),
    noticePostedAt: timestamp('notice_posted_at', { withTimezone: true }),
    /** The slide shown to the viewers (a copy of a THEATRE_SLIDE's id, title and url), and since when. */
    slideId: text('slide_id'),
    slideTitle: text('slide_title'),
    slideUrl: text('slide_url'),
    slideShownAt: timestamp('slide_shown_at', { withTimezone: true }),
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

/** A person who may open a webcast's console (spec §3 Webcast user), invited by email. */
export const webcastUsers = pgTable(
  'webcast_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webcastId: uuid('webcast_id')
      .notNull()
      .references(() => webcasts.assetId, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    role: text('role', { enum: ['moderator', 'speaker', 'viewer'] }).notNull(),
    /** Null until the invitation is accepted (no password matches). */
    passwordHash: text('password_hash'),
    /** sha256 of the current invitation link's token (single use), null once used. */
    invitationHash: text('invitation_hash').unique(),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webcast_users_email_idx').on(t.webcastId, sql`lower(${t.email})`)],
);

/**
 * A console session: a webcast user's (login or invitation) or the organiser's ("login as", no
 * webcast user). Ends with its user, its webcast, a logout or its expiry.
 */
export const webcastSessions = pgTable(
  'webcast_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    webcastId: uuid('webcast_id')
      .notNull()
      .references(() => webcasts.assetId, { onDelete: 'cascade' }),
    webcastUserId: uuid('webcast_user_id').references(() => webcastUsers.id, { onDelete: 'cascade' }),
    /** The organiser of a "login as" session. */
    organiserId: uuid('organiser_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The role of a "login as" session (a webcast user's is read from its row, so a change applies at once). */
    role: text('role', { enum: ['moderator', 'speaker', 'viewer'] }),
    displayName: text('display_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webcast_sessions_webcast_idx').on(t.webcastId)],
);

export type WebcastUserRow = typeof webcastUsers.$inferSelect;
export type WebcastSessionRow = typeof webcastSessions.$inferSelect;
