import { z } from 'zod';
import { MSG } from '../validators.js';

/**
 * Real time in the live venue (issue 7, second step): chats and presence over socket.io.
 *
 * Connection: socket.io at path `/api/v1/realtime` (same origin as the API), with
 * `auth: { pageCode, visitorToken }` (a visitor session of POST public/venue/{pageCode}/enter).
 * A missing, unknown or revoked session, or one of another event, is refused: the connection fails
 * with error message `VISITOR_TOKEN_IS_INVALID`. The event must be open, else `EVENT_CLOSED`.
 * With REDIS_URL set the server uses the Redis adapter (key prefix from REDIS_PREFIX, default
 * `foyer`), so visitors on different server nodes share rooms; without it, in-process.
 *
 * Client → server (each with an acknowledgement callback answering a ChatAck):
 *   'chat:join'    ChatJoinRequest    → { ok: true, messages, hasMore, muted, deletedIds? } | failure
 *        Joins the chat's room. Without `after`: the newest page (HISTORY_PAGE messages, oldest
 *        first) and whether older ones exist. With `after` (the last seq the client has, after a
 *        reconnect): every message with a higher seq, oldest first — what it missed, nothing twice —
 *        and `deletedIds`: the ids of the chat's deleted messages with seq ≤ `after` (the ones the
 *        client may still show), newest deletion first, at most DELETED_IDS_MAX of them (the
 *        latest deletions: a client offline through more than that many is an accepted loss). It
 *        may name messages the client never had or already removed; it removes the ones it has.
 *        Deletions of messages with a higher seq need no id: those messages are simply left out.
 *   'chat:history' ChatHistoryRequest → { ok: true, messages, hasMore } (the page before `before`)
 *   'chat:leave'   { chatId }         → { ok: true }
 *   'chat:send'    ChatSendRequest    → { ok: true, message } | failure (MUTED, RATE_LIMITED,
 *        VALIDATION_FAILED, NOT_FOUND). The same `clientId` sent twice (a retry after a reconnect)
 *        stores one message and answers it again.
 *   'chat:delete'  { chatId, messageId } → moderators only (else FORBIDDEN); every client of the
 *        chat gets 'chat:deleted'. Deleted messages are left out of history.
 *   'chat:mute'    { participantId, muted } → moderators only; mutes/unmutes a visitor for all the
 *        event's chats; the muted visitor's sockets get 'chat:muted' { muted }.
 *   'room:enter'   { roomId } → { ok: true, count } (leaves the previous venue room; presence)
 * Server → client:
 *   'chat:message' ChatMessage          (to everyone in the chat's room, the sender included)
 *   'chat:deleted' { chatId, messageId }
 *   'chat:muted'   { muted: boolean }
 *   'room:presence' { roomId, count }   (to everyone in that venue room, when the count changes)
 * Failures: { ok: false, error: ChatErrorCode }.
 * The typed map of every event, for server and web: realtime.contract.ts.
 */

export const REALTIME_PATH = '/api/v1/realtime';
/** Messages per history page. */
export const HISTORY_PAGE = 50;
/** At most this many ids in a rejoin's `deletedIds` (the latest deletions). */
export const DELETED_IDS_MAX = HISTORY_PAGE * 4;
/** Longest message, in characters. */
export const CHAT_MESSAGE_MAX = 1000;
/** A visitor may send this many messages per window (RATE_LIMITED beyond). */
export const CHAT_RATE = { messages: 5, windowMs: 10_000 } as const;

export const CHAT_ERROR_CODES = [
  'VISITOR_TOKEN_IS_INVALID',
  'EVENT_CLOSED',
  'NOT_FOUND',
  'FORBIDDEN',
  'MUTED',
  'RATE_LIMITED',
  'VALIDATION_FAILED',
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

const id = z.string().min(1).max(64);

export const ChatMessage = z.object({
  id: z.string(),
  /** Increases with every message of the event (across nodes: a database sequence). */
  seq: z.number().int(),
  chatId: z.string(),
  participantId: z.string().nullable(),
  authorName: z.string(),
  /** The author is a moderator of the event. */
  byModerator: z.boolean(),
  /** Plain text; clients never render it as html. */
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatJoinRequest = z.strictObject({ chatId: id, after: z.number().int().min(0).optional() });
export const ChatHistoryRequest = z.strictObject({ chatId: id, before: z.number().int().min(1) });
export const ChatLeaveRequest = z.strictObject({ chatId: id });
export const ChatSendRequest = z.strictObject({
  chatId: id,
  text: z.string().trim().min(1, MSG.required).max(CHAT_MESSAGE_MAX, MSG.maxLength),
  /** Chosen by the client per message (uuid): a resend after a reconnect is stored once. */
  clientId: z.uuid(),
});
export type ChatSendRequest = z.infer<typeof ChatSendRequest>;
export const ChatDeleteRequest = z.strictObject({ chatId: id, messageId: id });
export const ChatMuteRequest = z.strictObject({ participantId: id, muted: z.boolean() });
export const RoomEnterRequest = z.strictObject({ roomId: id });

export type ChatAck<T> = ({ ok: true } & T) | { ok: false; error: ChatErrorCode };
export type ChatJoinAck = ChatAck<{
  messages: ChatMessage[];
  hasMore: boolean;
  muted: boolean;
  /** Only with `after`: deleted messages the client may still show (see the header). */
  deletedIds?: string[];
}>;
export type ChatHistoryAck = ChatAck<{ messages: ChatMessage[]; hasMore: boolean }>;
export type ChatSendAck = ChatAck<{ message: ChatMessage }>;
