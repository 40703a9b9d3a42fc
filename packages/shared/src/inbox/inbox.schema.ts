import { z } from 'zod';
import { ChatMessage, ChatSendRequest } from '../visits/chat.schema.js';
import { DirectThread } from '../visits/direct.schema.js';

/**
 * The organiser's staff inbox (issue 17): the main account and its sub-accounts that reach an
 * event read every direct thread of it (visitors' private chats with booth staff, direct.schema.ts)
 * and answer in the staff figure's name, also when the event has no moderator in the venue. An
 * answer is a thread message as a moderator's is (`byModerator: true`, the staff's name as
 * `authorName`): the visitor's open venue gets it at once ('chat:message', 'direct:thread'); a
 * visitor with no venue open is mailed once per burst of answers.
 *
 * Unread: the visitor's messages after both the inbox's read mark (moved by reading the thread)
 * and the last staff answer (from the inbox or a moderator in the venue).
 */

/** Threads listed per event at most (newest activity first). */
export const INBOX_LIST_MAX = 200;

/** A direct thread as the inbox lists it: with the visitor messages nobody on the staff has read. */
export const InboxThread = DirectThread.extend({
  /** Visitor messages after the inbox's read mark and the last staff answer. */
  unread: z.number().int(),
});
export type InboxThread = z.infer<typeof InboxThread>;

/** GET events/{id}/inbox. */
export const InboxThreadsResults = z.object({ threads: z.array(InboxThread) });
export type InboxThreadsResults = z.infer<typeof InboxThreadsResults>;

/** GET events/{id}/inbox/{threadId}?before=: a page of messages before `before`, else the newest. */
export const InboxThreadQuery = z.object({ before: z.coerce.number().int().min(1).optional() });
export type InboxThreadQuery = z.infer<typeof InboxThreadQuery>;

/** A thread with a page of its messages, oldest first, and whether older ones exist. */
export const InboxThreadResults = z.object({
  thread: InboxThread,
  messages: z.array(ChatMessage),
  hasMore: z.boolean(),
});
export type InboxThreadResults = z.infer<typeof InboxThreadResults>;

/** POST events/{id}/inbox/{threadId}/messages: an answer, with the rules of a chat message. */
export const InboxAnswerRequest = ChatSendRequest.pick({ text: true, clientId: true });
export type InboxAnswerRequest = z.infer<typeof InboxAnswerRequest>;

export const InboxAnswerResults = z.object({ message: ChatMessage });
export type InboxAnswerResults = z.infer<typeof InboxAnswerResults>;

/** Unread counts of one event (only events with something unread are listed). */
export const InboxUnread = z.object({
  eventId: z.string(),
  /** Threads with at least one unread message. */
  threads: z.number().int(),
  /** Unread messages over all its threads. */
  messages: z.number().int(),
});
export type InboxUnread = z.infer<typeof InboxUnread>;

/** GET inbox/unread. */
export const InboxUnreadResults = z.object({ events: z.array(InboxUnread) });
export type InboxUnreadResults = z.infer<typeof InboxUnreadResults>;
