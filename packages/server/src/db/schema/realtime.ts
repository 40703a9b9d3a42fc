import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { events } from './events.js';
import { participants } from './regpages.js';
import { venueElements } from './venue.js';
import { directThreads } from './video.js';

/**
 * A message of an event chat (issue 7): `seq` (an identity, so it increases across server nodes)
 * orders history and tells a reconnecting client what it missed. A retry with the same
 * (participant, client id) is stored once. Deleted by a moderator: `deleted_at` is set and history
 * leaves it out.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The EVENT_CHAT element, or null for a message of a direct thread. */
    chatId: uuid('chat_id').references(() => venueElements.id, { onDelete: 'cascade' }),
    /** The direct thread (one-to-one chat with booth staff), or null for an event chat. */
    threadId: uuid('thread_id').references(() => directThreads.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id').references(() => participants.id, { onDelete: 'set null' }),
    /** The author's name when sent (kept after the participant is removed). */
    authorName: text('author_name').notNull(),
    byModerator: boolean('by_moderator').notNull().default(false),
    text: text('text').notNull(),
    clientId: uuid('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    unique('chat_messages_client_uq').on(t.participantId, t.clientId),
    index('chat_messages_chat_seq_idx').on(t.chatId, t.seq),
    index('chat_messages_thread_seq_idx').on(t.threadId, t.seq),
    check('chat_messages_one_channel_check', sql`(${t.chatId} is null) <> (${t.threadId} is null)`),
  ],
);

/** A visitor muted by a moderator in all the event's chats. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    mutedAt: timestamp('muted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.participantId] })],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
