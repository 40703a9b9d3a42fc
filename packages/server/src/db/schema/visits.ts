import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.js';
import { participants } from './regpages.js';

/**
 * A visitor session (issue 7): made when a participant enters the venue through the personal link;
 * only the sha256 of its token is stored. It ends when the visitor leaves or the participant (or
 * the event) is removed.
 */
export const visitorSessions = pgTable(
  'visitor_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visitor_sessions_participant_idx').on(t.participantId)],
);

/**
 * A venue entry (issue 19): written with each visitor session and kept when the session ends (leave
 * deletes the session), so the report counts entries and first entries; gone with the participant.
 */
export const venueEntries = pgTable(
  'venue_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('venue_entries_event_entered_idx').on(t.eventId, t.enteredAt),
    index('venue_entries_participant_idx').on(t.participantId),
  ],
);

export type VisitorSessionRow = typeof visitorSessions.$inferSelect;
export type NewVisitorSession = typeof visitorSessions.$inferInsert;
