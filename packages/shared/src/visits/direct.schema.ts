import { z } from 'zod';

/**
 * One-to-one chats with booth staff (issue 7). A booth's staff figure (BOOTH_STAFF) with `allowChat`
 * on can be written to privately: the visitor opens a direct thread with that staff, and the
 * event's moderators (participants whose address is an EVENT_MODERATOR of the event) answer it in
 * the staff's name from their staff inbox. Where the staff has `allowVideoCalls` on and the event
 * `allowChatVideo`, either side can start a video call from the thread (video.schema: join with
 * `{ threadId }`, at most STAFF_CALL_CAPACITY people).
 *
 * A thread is a chat: its id is a chat id for every 'chat:*' event of chat.schema (join with
 * history and `after`, send with clientId and the rate limit, delete and mute by moderators), but
 * only its participant and the event's moderators may join it, read it or write to it (anyone else:
 * NOT_FOUND). A moderator's message in a thread carries the staff's name as `authorName` and
 * `byModerator: true`.
 *
 * Client → server (socket.io, as chat.schema; acknowledgement answers a ChatAck):
 *   'direct:open'  DirectOpenRequest → { ok: true, thread }   (visitors; finds or creates the
 *        visitor's thread with that staff. Staff unknown, of another event, or allowing neither
 *        chat (allowChat) nor video calls (allowVideoCalls and the event's allowChatVideo: a call
 *        needs a thread) → NOT_FOUND)
 *   'direct:list'  {}                → { ok: true, threads }  (a moderator: every thread of the
 *        event; a visitor: their own; newest activity first, at most DIRECT_LIST_MAX)
 *   'direct:call'  DirectCallRequest → { ok: true }           (rings the other side: a visitor rings
 *        the event's moderators, a moderator rings the thread's participant; FORBIDDEN when video
 *        calls are not allowed for this staff/event)
 * Server → client:
 *   'direct:thread'  DirectThread     (to the thread's participant and every moderator of the event
 *        whenever a message is added to it: inboxes and unread counts follow)
 *   'direct:ringing' DirectRinging    (a call was started; the receiver may join or ignore it)
 */

export const DIRECT_LIST_MAX = 200;

const id = z.string().min(1).max(64);

export const DirectThread = z.object({
  /** Also the thread's chat id. */
  id: z.string(),
  staffId: z.string(),
  staffName: z.string(),
  /** The booth (room) the staff stands in. */
  roomId: z.string(),
  participantId: z.string(),
  participantName: z.string(),
  /** Video calls allowed in this thread (staff allowVideoCalls and event allowChatVideo). */
  videoCalls: z.boolean(),
  /** Seq of the newest message, 0 when none yet (unread counts compare with what a client saw). */
  lastSeq: z.number().int(),
  lastText: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DirectThread = z.infer<typeof DirectThread>;

export const DirectOpenRequest = z.strictObject({ staffId: id });
export const DirectCallRequest = z.strictObject({ threadId: id });
export const DirectListRequest = z.strictObject({});

export const DirectRinging = z.object({
  thread: DirectThread,
  /** Who is calling: the visitor's name, or the staff's name when a moderator calls. */
  callerName: z.string(),
});
export type DirectRinging = z.infer<typeof DirectRinging>;
