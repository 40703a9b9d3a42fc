import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import { users } from './users.js';
import { venueElements } from './venue.js';

/**
 * An event of a tenant (spec §3 Event). Its venue is the rows of `venue_elements`, removed with it.
 * `version` increases with every saved change: a settings save names the version it started from.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unique per tenant, case-insensitively (events_tenant_name_idx). */
    name: text('name').notNull(),
    title1: text('title1').notNull(),
    title2: text('title2').notNull().default(''),
    mainColor: text('main_color').notNull(),
    textColor: text('text_color').notNull(),
    /** The logo (registered as asset usage 'event.logo'); deleting the asset is refused while used. */
    logoAssetId: uuid('logo_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    logoLink: text('logo_link'),
    helpEmail: text('help_email'),
    helpBoothId: uuid('help_booth_id').references((): AnyPgColumn => venueElements.id, {
      onDelete: 'set null',
    }),
    startRoomId: uuid('start_room_id').references((): AnyPgColumn => venueElements.id, {
      onDelete: 'set null',
    }),
    allowChatVideo: boolean('allow_chat_video').notNull().default(false),
    /**
     * Origins (scheme://host[:port]) allowed to show this event's registration page (/r/) and venue
     * (/v/) in a frame, beside the installation's FRAME_ANCESTORS; empty: nobody else may frame them.
     */
    frameAncestors: jsonb('frame_ancestors').$type<string[]>().notNull().default([]),
    open: boolean('open').notNull().default(false),
    /** Globally unique; part of the public URL. */
    pageCode: text('page_code').notNull(),
    /** The template or guided-setup type it was made from. */
    origin: text('origin').notNull(),
    /** The date chosen in the guided setup; null = not sure yet. */
    eventDate: date('event_date', { mode: 'string' }),
    /** The start time (hh:mm, in `time_zone`) chosen with that date in the guided setup; null = none. */
    eventTime: text('event_time'),
    /**
     * IANA time zone every date and time of the event is entered and shown in (issue 17). Events
     * made before zones existed are 'UTC': their stored instants keep their meaning.
     */
    timeZone: text('time_zone').notNull().default('UTC'),
    /**
     * The language the event was made in (its template texts): the registration page's until the
     * page is saved. Null for events made before: the account's language then.
     */
    language: text('language'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`),
    uniqueIndex('events_page_code_idx').on(t.pageCode),
    index('events_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
