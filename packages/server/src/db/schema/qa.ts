import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.js';
import { participants } from './regpages.js';
import { venueElements } from './venue.js';

/**
 * A visitor's question to a talk (a THEATRE_VIDEO with Q&A on, issue 7): pending until a moderator
 * approves or hides it. A retry with the same (participant, client id) is stored once. `votes` counts the rows of qa_votes (kept in the same transaction).
 */
export const qaQuestions = pgTable(
  'qa_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => venueElements.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id').references(() => participants.id, { onDelete: 'set null' }),
    /** The asker's name when asked (kept after the participant is removed). */
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    /** pending | approved | hidden */
    state: text('state').notNull().default('pending'),
    votes: integer('votes').notNull().default(0),
    answer: text('answer'),
    /** Chosen by the asker's client per question: asking again after a lost answer stores it once. */
    clientId: uuid('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('qa_questions_video_idx').on(t.videoId, t.createdAt),
    unique('qa_questions_client_uq').on(t.participantId, t.clientId),
  ],
);

/** One participant's vote for a question. */
export const qaVotes = pgTable(
  'qa_votes',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => qaQuestions.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.participantId] })],
);

/** A moderator's poll for a talk; open until closed. */
export const polls = pgTable(
  'polls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => venueElements.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('polls_video_idx').on(t.videoId, t.createdAt)],
);

/** An option of a poll, in order; `votes` counts its rows of poll_votes. */
export const pollOptions = pgTable(
  'poll_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pollId: uuid('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [index('poll_options_poll_idx').on(t.pollId, t.position)],
);

/** One participant's vote in a poll (one per poll). */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: uuid('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    optionId: uuid('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.participantId] })],
);

export type QaQuestionRow = typeof qaQuestions.$inferSelect;
export type PollRow = typeof polls.$inferSelect;
export type PollOptionRow = typeof pollOptions.$inferSelect;
