import { DIRECT_LIST_MAX, type DirectThread, type RealtimeAcks, type RealtimeInput } from '@foyer/shared';
import type { Deps } from '../../context.js';
import * as directRepo from './direct.repository.js';
import type { ThreadView } from './direct.repository.js';
import {
  type RealtimeContext,
  type SocketData,
  type VenueServer,
  fail,
  moderatorsRoom,
  participantRoom,
} from './realtime.context.js';

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
