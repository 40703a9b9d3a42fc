import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Timings and errors of API calls as the web reports them. */
export const monitoringRequests = pgTable('monitoring_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  method: text('method').notNull(),
  path: text('path').notNull(),
  timeMs: integer('time_ms').notNull(),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Milestones of the user journey (account created, email confirmed, …). */
export const monitoringJourneys = pgTable('monitoring_journeys', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  journeyName: text('journey_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Reports sent from the bug-report panel (spec §4). */
export const bugReports = pgTable('bug_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  email: text('email').notNull().default(''),
  session: text('session').notNull().default(''),
  language: text('language').notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Clicks of the organiser app on buttons, links, menu items and tabs (spec §7 click logs), sent in
 * batches; those sent as a beacon when the page is hidden carry no session and have no user.
 */
export const clickLogs = pgTable('click_logs', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  path: text('path').notNull(),
  target: text('target').notNull(),
  clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
