import type { SustainabilityAssumptions } from '@foyer/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events.js';
import { participants } from './regpages.js';

/**
 * What a visitor's browser recorded in the venue (issue 19, shared reporting/activity.schema.ts),
 * append-only: one row per record, gone with its participant or event. `at` is the browser's
 * time (clamped by the server), `received_at` when the server wrote it (the rollup's watermark).
 */
export const activityRecords = pgTable(
  'activity_records',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    /** One of ACTIVITY_KINDS. */
    kind: text('kind').notNull(),
    roomId: text('room_id'),
    elementId: text('element_id'),
    seconds: integer('seconds'),
    live: boolean('live'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_records_event_at_idx').on(t.eventId, t.at),
    // The rollup's "what arrived since the watermark".
    index('activity_records_received_idx').on(t.receivedAt),
    // A participant's records go with them (the cascade looks them up by participant).
    index('activity_records_participant_idx').on(t.participantId),
  ],
);

/**
 * The hourly rollup of `activity_records` per event (hour in UTC): recomputed from the raw records
 * for every hour that received records, so it always equals them. '' and false stand for none.
 */
export const activityHourly = pgTable(
  'activity_hourly',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    roomId: text('room_id').notNull().default(''),
    elementId: text('element_id').notNull().default(''),
    live: boolean('live').notNull().default(false),
    /** Records of the group. */
    records: integer('records').notNull(),
    /** Sum of their seconds (0 when none carried any). */
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
    /** Distinct participants among them. */
    visitors: integer('visitors').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'activity_hourly_pk',
      columns: [t.eventId, t.hour, t.kind, t.roomId, t.elementId, t.live],
    }),
  ],
);

/** Visitors (people, not tabs) with the event's venue open at that minute: the peak-concurrency samples. */
export const activityPresence = pgTable(
  'activity_presence',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ name: 'activity_presence_pk', columns: [t.eventId, t.minute] })],
);

/** The rollup's watermark (one row): records received up to this time are rolled up. */
export const activityRollupState = pgTable(
  'activity_rollup_state',
  {
    id: smallint('id').primaryKey().default(1),
    receivedUpTo: timestamp('received_up_to', { withTimezone: true }).notNull(),
  },
  (t) => [check('activity_rollup_state_one_row_check', sql`${t.id} = 1`)],
);

export type ActivityRecordRow = typeof activityRecords.$inferSelect;
export type NewActivityRecord = typeof activityRecords.$inferInsert;
export type ActivityHourlyRow = typeof activityHourly.$inferSelect;

/**
 * The organiser's sustainability assumptions of an event (issue 19; shared
 * reporting/sustainability.ts), as last saved; no row: the defaults. Gone with the event.
 */
export const sustainabilityAssumptions = pgTable('sustainability_assumptions', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** SustainabilityAssumptions (parsed again on read: a default added later fills in). */
  assumptions: jsonb('assumptions').$type<SustainabilityAssumptions>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SustainabilityAssumptionsRow = typeof sustainabilityAssumptions.$inferSelect;
