import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.js';
import { participants } from './regpages.js';
import { venueElements } from './venue.js';

/**
 * A participant's rating of a rated venue element (a document monitor, talk or link item, issue 7):
 * one per participant and element; rating again replaces it.
 */
export const ratings = pgTable(
  'ratings',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    elementId: uuid('element_id')
      .notNull()
      .references(() => venueElements.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.elementId, t.participantId] }),
    check('ratings_stars_check', sql`${t.stars} between 1 and 5`),
    index('ratings_event_idx').on(t.eventId),
  ],
);

export type RatingRow = typeof ratings.$inferSelect;
