import {
  type ChatErrorCode,
  DIRECT_LIST_MAX,
  DirectCallRequest,
  DirectOpenRequest,
  type DirectRinging,
  type DirectThread,
} from '@foyer/shared';
import type { Server } from 'socket.io';
import { z } from 'zod';
import type { Deps } from '../../context.js';
import * as directRepo from './direct.repository.js';
import type { ThreadView } from './direct.repository.js';
import * as repo from './realtime.repository.js';
import type { Channel } from './realtime.repository.js';

type Failure = { ok: false; error: ChatErrorCode };
const fail = (error: ChatErrorCode): Failure => ({ ok: false, error });

/** Every socket of the event's moderators, and every socket of one participant (across nodes). */
export const moderatorsRoom = (eventId: string) => `event:${eventId}:moderators`;
const participantRoom = (participantId: string) => `participant:${participantId}`;
const DirectListRequest = z.strictObject({});

/** Who is asking: what the handshake learnt of the socket's visitor. */
type Me = { eventId: string; participantId: string; authorName: string; isModerator: boolean };

/** What the direct handlers need of the realtime module's connection handler. */
export type DirectContext = {
  deps: Deps;
  // biome-ignore lint/suspicious/noExplicitAny: the server's typed event maps are the realtime module's.
  io: Server<any, any, any, any>;
  me: Me;
  /**
   * Registers a handler with a validated payload (realtime.ts); it runs only while the session lives
   * and the event is open, with `me.isModerator` as of that moment.
   */
  on<S extends z.ZodType>(name: string, schema: S, handler: (input: z.infer<S>) => Promise<object>): void;
};

/** The contract's DirectThread of a view. Throws nothing. */
export function presentThread(view: ThreadView): DirectThread {
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

/** A channel a socket may use, with its thread when it is a direct thread. */
export type Access = { channel: Channel; thread?: ThreadView };

/**
 * The channel behind a chat id for this visitor: an EVENT_CHAT of the event (everyone), or a
 * thread of the event whose participant this is or whose event this visitor moderates. Anything
 * else: undefined (answered NOT_FOUND). Throws nothing.
 */
export async function accessTo(deps: Deps, me: Me, chatId: string): Promise<Access | undefined> {
  if (await repo.hasElement(deps.db, me.eventId, chatId, ['EVENT_CHAT']))
    return { channel: { kind: 'chat', id: chatId } };
  const thread = await directRepo.findThread(deps.db, me.eventId, chatId);
  if (!thread || !(thread.participantId === me.participantId || me.isModerator)) return undefined;
  return { channel: { kind: 'thread', id: chatId }, thread };
}

/** True when this visitor writes in the thread as its visitor (else: a moderator answering as the staff). */
export const isThreadVisitor = (me: Me, thread: ThreadView) => thread.participantId === me.participantId;

/**
 * Tells the thread's participant and every moderator of the event how the thread stands now
 * ('direct:thread'), after a message was added. Throws nothing expected.
 */
export async function announceThread(deps: Deps, io: DirectContext['io'], thread: ThreadView): Promise<void> {
  const fresh = await directRepo.findThread(deps.db, thread.eventId, thread.id);
  if (!fresh) return;
  io.to([participantRoom(fresh.participantId), moderatorsRoom(fresh.eventId)]).emit(
    'direct:thread',
    presentThread(fresh),
  );
}

/**
 * Registers the direct-thread events of one visitor socket (contract: shared visits/direct.schema.ts).
 * Failures answered: NOT_FOUND, FORBIDDEN, VALIDATION_FAILED and the session's own.
 */
export function registerDirectHandlers({ deps, io, me, on }: DirectContext): void {
  on('direct:open', DirectOpenRequest, async ({ staffId }) => {
    if (!(await directRepo.isContactStaff(deps.db, me.eventId, staffId))) return fail('NOT_FOUND');
    const id = await directRepo.openThread(deps.db, {
      eventId: me.eventId,
      staffId,
      participantId: me.participantId,
    });
    const thread = await directRepo.findThread(deps.db, me.eventId, id);
    return { ok: true, thread: presentThread(thread!) };
  });

  on('direct:list', DirectListRequest, async () => {
    const own = me.isModerator ? undefined : me.participantId;
    const threads = await directRepo.listThreads(deps.db, me.eventId, own, DIRECT_LIST_MAX);
    return { ok: true, threads: threads.map(presentThread) };
  });

  on('direct:call', DirectCallRequest, async ({ threadId }) => {
    const thread = (await accessTo(deps, me, threadId))?.thread;
    if (!thread) return fail('NOT_FOUND');
    if (!thread.videoCalls) return fail('FORBIDDEN');
    const byVisitor = isThreadVisitor(me, thread);
    const ringing: DirectRinging = {
      thread: presentThread(thread),
      callerName: byVisitor ? me.authorName : thread.staffName,
    };
    io.to(byVisitor ? moderatorsRoom(me.eventId) : participantRoom(thread.participantId)).emit(
      'direct:ringing',
      ringing,
    );
    return { ok: true };
  });
}
