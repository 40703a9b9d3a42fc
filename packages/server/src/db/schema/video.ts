import { bigint, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.js';
import { participants } from './regpages.js';
import { venueElements } from './venue.js';

/**
 * A private thread between a visitor and a booth's staff figure (issue 7); the event's moderators
 * answer it in the staff's name. Its messages are chat_messages with `thread_id` set.
 */
export const directThreads = pgTable(
  'direct_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The BOOTH_STAFF element. */
    staffId: uuid('staff_id')
      .notNull()
      .references(() => venueElements.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    /** The last message seq the organiser's staff inbox has read (unread = visitor messages after it). */
    staffReadSeq: bigint('staff_read_seq', { mode: 'number' }).notNull().default(0),
    /** The last staff answer seq the visitor was mailed about while away (one mail per answer burst). */
    visitorMailedSeq: bigint('visitor_mailed_seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('direct_threads_staff_participant_uq').on(t.staffId, t.participantId),
    index('direct_threads_event_idx').on(t.eventId),
  ],
);

/**
 * A video room on the provider (issue 7), created on first use: `room_key` is `breakout:{elementId}`
 * or `call:{threadId}`. Janus: `janus_room` is the videoroom id, `pin` what joiners present,
 * `secret` what only the server uses (moderation, re-creation after a Janus restart).
 */
export const videoRooms = pgTable(
  'video_rooms',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    roomKey: text('room_key').notNull(),
    janusRoom: bigint('janus_room', { mode: 'number' }).notNull().unique(),
    pin: text('pin').notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.roomKey] })],
);

/** Whose feed is which: a feed id handed out by a join, so moderation can name the person. */
export const videoSeats = pgTable(
  'video_seats',
  {
    feedId: bigint('feed_id', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    roomKey: text('room_key').notNull(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_seats_room_idx').on(t.eventId, t.roomKey)],
);

/** A person a moderator removed from a room: their joins of it are refused. */
export const videoRemovals = pgTable(
  'video_removals',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    roomKey: text('room_key').notNull(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.roomKey, t.participantId] })],
);

/**
 * Who created a Janus session through Foyer's signalling proxy: only that visitor may use it (its
 * long polls, handles, keepalives, detach and destroy), and only in rooms of that visitor's event.
 * Janus's ids are kept as text (they are 64-bit).
 */
export const videoJanusSessions = pgTable(
  'video_janus_sessions',
  {
    janusSessionId: text('janus_session_id').primaryKey(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_janus_sessions_participant_idx').on(t.participantId)],
);

/** A plugin handle attached inside a Janus session of `video_janus_sessions`. */
export const videoJanusHandles = pgTable('video_janus_handles', {
  janusHandleId: text('janus_handle_id').primaryKey(),
  janusSessionId: text('janus_session_id')
    .notNull()
    .references(() => videoJanusSessions.janusSessionId, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DirectThreadRow = typeof directThreads.$inferSelect;
export type VideoRoomRow = typeof videoRooms.$inferSelect;
