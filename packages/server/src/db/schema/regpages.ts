import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import { events } from './events.js';
import { users } from './users.js';

/**
 * The registration page of an event (spec §3 Registration page), one per event, made on its first
 * save (until then the defaults show). Its page code lives on `events.page_code`. Rich-text fields
 * hold html sanitised before it is stored; `starts_at` is UTC.
 */
export const registrationPages = pgTable('registration_pages', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  htmlTitle: text('html_title').notNull(),
  language: text('language', { enum: ['en', 'de', 'es', 'fr'] }).notNull(),
  open: boolean('open').notNull().default(true),
  expired: boolean('expired').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  dateLine1: text('date_line1').notNull().default(''),
  dateLine2: text('date_line2').notNull().default(''),
  mainColor: text('main_color').notNull(),
  labelColor: text('label_color').notNull(),
  /** One of REGPAGE_FONTS (shared): the bundled web font the visitor's page is set in. */
  font: text('font').notNull().default('inter'),
  /** Registered as asset usage 'event.regpage' with the background image. */
  headerImageAssetId: uuid('header_image_asset_id').references(() => assets.id, { onDelete: 'set null' }),
  backgroundImageAssetId: uuid('background_image_asset_id').references(() => assets.id, {
    onDelete: 'set null',
  }),
  mailSubject: text('mail_subject').notNull(),
  mailHtml: text('mail_html').notNull(),
  mailText: text('mail_text').notNull(),
  description: text('description').notNull().default(''),
  thanksText: text('thanks_text').notNull().default(''),
  confirmClosedText: text('confirm_closed_text').notNull().default(''),
  confirmOpenText: text('confirm_open_text').notNull().default(''),
  startClosedText: text('start_closed_text').notNull().default(''),
  startOpenText: text('start_open_text').notNull().default(''),
  expiredText: text('expired_text').notNull().default(''),
  submitLabel: text('submit_label').notNull(),
  termsText: text('terms_text').notNull().default(''),
  /** { imprint, privacy, terms, organizer }: each { label, url }. */
  legal: jsonb('legal').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RegPageRow = typeof registrationPages.$inferSelect;
export type NewRegPage = typeof registrationPages.$inferInsert;

/**
 * A person registered for an event (spec §3 Participant). One row per event and address (lower
 * case). Its personal confirmation and entry links are the rows of `participant_links`.
 */
export const participants = pgTable(
  'participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Profile-field answers by profile item id. */
    answers: jsonb('answers').$type<Record<string, string | boolean | string[]>>().notNull().default({}),
    confirmed: boolean('confirmed').notNull().default(false),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('participants_event_email_idx').on(t.eventId, t.email),
    index('participants_event_registered_idx').on(t.eventId, t.registeredAt),
    index('participants_tenant_registered_idx').on(t.tenantId, t.registeredAt),
  ],
);

/**
 * How many participants an event has, kept by triggers on `participants` (migration 0035: every
 * insert and delete, whoever makes it): the quota step of a registration reads one row instead of
 * counting, and only that row's lock makes registrations of one event wait for each other — from
 * their participant's insert to their commit (issue 20, P3). No row: none yet.
 */
export const registrationCounts = pgTable('registration_counts', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  registrations: integer('registrations').notNull().default(0),
});

export type ParticipantRow = typeof participants.$inferSelect;
export type NewParticipant = typeof participants.$inferInsert;

/**
 * A personal confirmation and entry link of a participant: `token_hash` is the sha256 of the link's
 * token. A resend adds a link and leaves the earlier ones working (so nobody can void another
 * person's link by asking for it again); removing the participant removes them all.
 */
export const participantLinks = pgTable(
  'participant_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('participant_links_participant_idx').on(t.participantId, t.createdAt)],
);

export type ParticipantLinkRow = typeof participantLinks.$inferSelect;

/**
 * A file a visitor uploaded as the answer of a `file` profile field (spec §3 Profile item). Stored
 * under a private key (`private/…`, never served by /files); only organisers of the event download
 * it. `participant_id` is null until a registration claims it.
 */
export const participantFiles = pgTable(
  'participant_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    participantId: uuid('participant_id').references(() => participants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('participant_files_event_idx').on(t.eventId),
    index('participant_files_participant_idx').on(t.participantId),
    index('participant_files_unclaimed_idx').on(t.createdAt).where(sql`${t.participantId} is null`),
  ],
);

export type ParticipantFileRow = typeof participantFiles.$inferSelect;
export type NewParticipantFile = typeof participantFiles.$inferInsert;

/**
 * Addresses an account's mailings no longer go to (the participants' mail standing, issue 16): the
 * person unsubscribed (from any of its mailings) or the address bounced. Per account and address
 * (lower case), so it holds for every event the person registers for.
 */
export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    reason: text('reason', { enum: ['unsubscribed', 'bounced'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.email] })],
);

export type MailSuppressionRow = typeof mailSuppressions.$inferSelect;

/**
 * Loads of an event's public registration page (GET public/regpage/{pageCode}), counted per hour
 * (UTC): the funnel's first step (issue 19, advanced reporting). Counts, not people: nothing about
 * the visitor is kept.
 */
export const registrationPageViews = pgTable(
  'registration_page_views',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ name: 'registration_page_views_pk', columns: [t.eventId, t.hour] })],
);
