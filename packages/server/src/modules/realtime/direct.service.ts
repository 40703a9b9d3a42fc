import {
  type ChatMessage,
  DIRECT_LIST_MAX,
  type DirectThread,
  HISTORY_PAGE,
  INBOX_LIST_MAX,
  type InboxAnswerRequest,
  type InboxThread,
  type InboxThreadResults,
  type RealtimeAcks,
  type RealtimeInput,
} from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { ChatMessageRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import * as directRepo from './direct.repository.js';
import type { StaffThreadView, ThreadView } from './direct.repository.js';
import {
  type RealtimeContext,
  type SocketData,
  type VenueServer,
  chatRoom,
  fail,
  moderatorsRoom,
  participantRoom,
} from './realtime.context.js';
import { listMessages } from './realtime.repository.js';

/**
 * One-to-one chats with booth staff (contract: shared visits/direct.schema.ts): a visitor opens a
 * thread with a staff figure; the event's moderators answer it in the staff's name. A thread is
 * also a chat (chat.service.ts) that only its visitor and the moderators may use.
 */

/** The contract's DirectThread of a view. Throws nothing. */
function presentThread(view: ThreadView): DirectThread {
  return {
    id: view.id,
    staffId: view.staffId,
    staffName: view.staffName,
    roomId: view.roomId ?? '',
    participantId: view.participantId,
    participantName: view.participantName,
    videoCalls: view.videoCalls,
    lastSeq: view.lastSeq ?? 0,
    lastText: view.lastText,
    lastMessageAt: view.lastMessageAt?.toISOString() ?? null,
    createdAt: view.createdAt.toISOString(),
  };
}

/**
 * The thread of the event with this id if this visitor may use it: its participant, or a moderator
 * of the event; else undefined (answered NOT_FOUND: another's thread is not revealed). Throws nothing.
 */
export async function threadFor(
  deps: Deps,
  me: SocketData,
  threadId: string,
): Promise<ThreadView | undefined> {
  const thread = await directRepo.findThread(deps.db, me.eventId, threadId);
  return thread && (thread.participantId === me.participantId || me.isModerator) ? thread : undefined;
}

/** True when this visitor writes in the thread as its visitor (else: a moderator answering as the staff). */
export const isThreadVisitor = (me: SocketData, thread: ThreadView) =>
  thread.participantId === me.participantId;

/**
 * Tells the thread's participant and every moderator of the event how the thread stands now
 * ('direct:thread'), after a message was added or deleted. Throws nothing expected.
 */
export async function announceThread(deps: Deps, io: VenueServer, thread: ThreadView): Promise<void> {
  const fresh = await directRepo.findThread(deps.db, thread.eventId, thread.id);
  if (!fresh) return;
  io.to([participantRoom(fresh.participantId), moderatorsRoom(fresh.eventId)]).emit(
    'direct:thread',
    presentThread(fresh),
  );
}

/**
 * 'direct:open': finds or creates the visitor's thread with a staff figure of the event that may be
 * contacted. Fails NOT_FOUND (unknown staff, another event's, or one allowing neither chat nor calls).
 */
export async function open(
  { deps, me }: RealtimeContext,
  { staffId }: RealtimeInput<'direct:open'>,
): Promise<RealtimeAcks['direct:open']> {
  if (!(await directRepo.isContactStaff(deps.db, me.eventId, staffId))) return fail('NOT_FOUND');
  const id = await directRepo.openThread(deps.db, {
    eventId: me.eventId,
    staffId,
    participantId: me.participantId,
  });
  const thread = await directRepo.findThread(deps.db, me.eventId, id);
  return { ok: true, thread: presentThread(thread!) };
}

/** 'direct:list': every thread of the event for a moderator, a visitor's own otherwise; newest activity first. */
export async function list({ deps, me }: RealtimeContext): Promise<RealtimeAcks['direct:list']> {
  const own = me.isModerator ? undefined : me.participantId;
  const threads = await directRepo.listThreads(deps.db, me.eventId, own, DIRECT_LIST_MAX);
  return { ok: true, threads: threads.map(presentThread) };
}

/**
 * 'direct:call': rings the other side of a thread ('direct:ringing'): a visitor rings the event's
 * moderators, a moderator the thread's visitor. Fails NOT_FOUND (not this visitor's thread),
 * FORBIDDEN (video calls not allowed for this staff or event).
 */
export async function call(
  { deps, io, me }: RealtimeContext,
  { threadId }: RealtimeInput<'direct:call'>,
): Promise<RealtimeAcks['direct:call']> {
  const thread = await threadFor(deps, me, threadId);
  if (!thread) return fail('NOT_FOUND');
  if (!thread.videoCalls) return fail('FORBIDDEN');
  const byVisitor = isThreadVisitor(me, thread);
  io.to(byVisitor ? moderatorsRoom(me.eventId) : participantRoom(thread.participantId)).emit(
    'direct:ringing',
    {
      thread: presentThread(thread),
      callerName: byVisitor ? me.authorName : thread.staffName,
    },
  );
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// The organiser's staff inbox (issue 17: shared inbox/inbox.schema.ts), over HTTP. The inbox
// module checks the organiser's access to the event; these functions take the event as reached.

/** The contract's ChatMessage of a row (as chat.service presents a socket's). Throws nothing. */
function presentMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
    chatId: (row.threadId ?? row.chatId)!,
    participantId: row.participantId,
    authorName: row.authorName,
    byModerator: row.byModerator,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The inbox's thread of a view. Throws nothing. */
const presentStaffThread = (view: StaffThreadView): InboxThread => ({
  ...presentThread(view),
  unread: view.unread,
});

/** Every thread of the event with its unread count, newest activity first. Throws nothing expected. */
export async function staffThreads(deps: Deps, eventId: string): Promise<InboxThread[]> {
  const views = await directRepo.listStaffThreads(deps.db, eventId, INBOX_LIST_MAX);
  return views.map(presentStaffThread);
}

/**
 * A thread of the event with a page of its messages (the page before `before`, else the newest);
 * reading the newest page marks what it shows read for the whole staff. Throws NOT_FOUND.
 */
export async function staffThread(
  deps: Deps,
  eventId: string,
  threadId: string,
  before?: number,
): Promise<InboxThreadResults> {
  const found = await directRepo.findThread(deps.db, eventId, threadId);
  if (!found) throw new AppError('NOT_FOUND');
  const rows = await listMessages(
    deps.db,
    { kind: 'thread', id: threadId },
    { before, limit: HISTORY_PAGE + 1 },
  );
  const hasMore = rows.length > HISTORY_PAGE;
  const messages = rows.slice(hasMore ? 1 : 0);
  const newest = messages.at(-1)?.seq;
  if (before === undefined && newest !== undefined) await directRepo.markStaffRead(deps.db, threadId, newest);
  const thread = await directRepo.findStaffThread(deps.db, eventId, threadId);
  if (!thread) throw new AppError('NOT_FOUND');
  return { thread: presentStaffThread(thread), messages: messages.map(presentMessage), hasMore };
}

/**
 * Stores an answer of the organiser's inbox in a thread of the event, as a moderator's answer is (the
 * staff's name, `byModerator`), and sends a new one at once to the thread's chat room, its visitor
 * and the event's moderators, on every node. Answers the message, whether it is new (a repeated
 * `clientId` is not) and whether the visitor had a venue open. Throws NOT_FOUND.
 */
export async function staffAnswer(
  deps: Deps,
  eventId: string,
  threadId: string,
  { text, clientId }: InboxAnswerRequest,
): Promise<{ message: ChatMessage; created: boolean; visitorOnline: boolean }> {
  const thread = await directRepo.findThread(deps.db, eventId, threadId);
  if (!thread) throw new AppError('NOT_FOUND');
  const { message: row, created } = await directRepo.insertStaffAnswer(deps.db, {
    eventId,
    threadId,
    authorName: thread.staffName,
    text,
    clientId,
  });
  const message = presentMessage(row);
  if (!created) return { message, created, visitorOnline: false };
  const delivered = await deps.sockets?.staffAnswered(eventId, threadId, message);
  return { message, created, visitorOnline: delivered?.visitorOnline ?? false };
}

/**
 * Sends a staff answer stored over HTTP as 'chat:send' sends one: 'chat:message' to the thread's
 * room, 'direct:thread' to its visitor and the event's moderators; answers whether the visitor has a
 * socket open on any node. Called through deps.sockets. Throws what socket.io throws.
 */
export async function deliverStaffAnswer(
  deps: Deps,
  io: VenueServer,
  eventId: string,
  threadId: string,
  message: ChatMessage,
): Promise<{ visitorOnline: boolean }> {
  io.to(chatRoom(threadId)).emit('chat:message', message);
  const thread = await directRepo.findThread(deps.db, eventId, threadId);
  if (!thread) return { visitorOnline: false };
  await announceThread(deps, io, thread);
  return { visitorOnline: await isVisitorOnline(io, thread) };
}

/** Whether the thread's visitor has a socket open on any node. Throws what socket.io throws. */
export async function isVisitorOnline(
  io: VenueServer,
  thread: Pick<ThreadView, 'participantId'>,
): Promise<boolean> {
  return (await io.in(participantRoom(thread.participantId)).fetchSockets()).length > 0;
}

/**
 * Claims the "staff answered" mail about answer `answerSeq` for the thread's visitor: their address
 * and name when this answer opens a burst not mailed yet, else undefined (pass the transaction that
 * queues the mail). Throws nothing expected.
 */
export async function claimVisitorMail(
  db: Deps['db'],
  threadId: string,
  answerSeq: number,
): Promise<{ participantId: string; email: string; firstName: string; lastName: string } | undefined> {
  if (!(await directRepo.claimVisitorMail(db, threadId, answerSeq))) return undefined;
  return directRepo.visitorOf(db, threadId);
}

/** Unread counts per event of the tenant (every event, or only `eventIds`) with something unread. Throws nothing. */
export const staffUnreadByEvent = (deps: Deps, tenantId: string, eventIds: readonly string[] | null) =>
  directRepo.unreadByEvent(deps.db, tenantId, eventIds);

/**
 * For advanced reporting (a booth's leads): per visitor and staff figure among `staffIds`, the
 * messages the visitor sent in their direct chat in [from, to) (deleted ones included). Throws nothing.
 */
export const visitorMessagesToStaff = (
  db: Db,
  eventId: string,
  staffIds: readonly string[],
  from: Date,
  to: Date,
) => directRepo.visitorMessagesToStaff(db, eventId, staffIds, from, to);
