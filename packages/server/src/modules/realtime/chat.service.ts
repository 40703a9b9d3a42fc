import {
  type ChatMessage,
  DELETED_IDS_MAX,
  HISTORY_PAGE,
  ROOM_KINDS,
  type RealtimeAcks,
  type RealtimeInput,
} from '@foyer/shared';
import type { Db } from '../../db/client.js';
import type { ChatMessageRow } from '../../db/schema/index.js';
import type { ThreadView } from './direct.repository.js';
import { announceThread, isThreadVisitor, isVisitorOnline, threadFor } from './direct.service.js';
import {
  type RealtimeContext,
  type SocketData,
  type VenueServer,
  chatRoom,
  fail,
  participantRoom,
  venueRoom,
} from './realtime.context.js';
import * as repo from './realtime.repository.js';
import type { Channel } from './realtime.repository.js';

/**
 * Chats and presence of the live venue (contract: shared visits/chat.schema.ts): event chats
 * (EVENT_CHAT elements) for everyone, direct threads (direct.service.ts) for their visitor and the
 * event's moderators, moderation by the event's moderators, and who is in which venue room.
 */

/** The contract's ChatMessage of a row. Throws nothing. */
function present(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
    chatId: repo.channelIdOf(row),
    participantId: row.participantId,
    authorName: row.authorName,
    byModerator: row.byModerator,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A channel a visitor may use, with its thread when it is a direct thread. */
type Access = { channel: Channel; thread?: ThreadView };

/**
 * The channel behind a chat id for this visitor: an EVENT_CHAT of the event (everyone), or a
 * thread of the event whose visitor this is or whose event this visitor moderates. Anything else:
 * undefined (answered NOT_FOUND). Throws nothing.
 */
async function accessTo({ deps, me }: RealtimeContext, chatId: string): Promise<Access | undefined> {
  if (await repo.hasElement(deps.db, me.eventId, chatId, ['EVENT_CHAT']))
    return { channel: { kind: 'chat', id: chatId } };
  const thread = await threadFor(deps, me, chatId);
  return thread && { channel: { kind: 'thread', id: chatId }, thread };
}

/**
 * 'chat:join': follows a chat. Without `after` its newest page; with `after` (a reconnect) every
 * message since and the deletions the client may still show. Fails NOT_FOUND.
 */
export async function join(
  ctx: RealtimeContext,
  { chatId, after }: RealtimeInput<'chat:join'>,
): Promise<RealtimeAcks['chat:join']> {
  const { deps, socket, me } = ctx;
  const channel = (await accessTo(ctx, chatId))?.channel;
  if (!channel) return fail('NOT_FOUND');
  // In the room before reading: a message sent meanwhile arrives (at worst twice, never lost).
  await socket.join(chatRoom(chatId));
  const muted = await repo.isMuted(deps.db, me.eventId, me.participantId);
  if (after !== undefined) {
    const [rows, deletedIds] = await Promise.all([
      repo.listMessages(deps.db, channel, { after }),
      repo.listDeletedIds(deps.db, channel, after, DELETED_IDS_MAX),
    ]);
    return { ok: true, messages: rows.map(present), hasMore: false, muted, deletedIds };
  }
  const rows = await repo.listMessages(deps.db, channel, { limit: HISTORY_PAGE + 1 });
  const hasMore = rows.length > HISTORY_PAGE;
  return { ok: true, messages: rows.slice(hasMore ? 1 : 0).map(present), hasMore, muted };
}

/** 'chat:history': the page of messages before `before`. Fails NOT_FOUND. */
export async function history(
  ctx: RealtimeContext,
  { chatId, before }: RealtimeInput<'chat:history'>,
): Promise<RealtimeAcks['chat:history']> {
  const channel = (await accessTo(ctx, chatId))?.channel;
  if (!channel) return fail('NOT_FOUND');
  const rows = await repo.listMessages(ctx.deps.db, channel, { before, limit: HISTORY_PAGE + 1 });
  const hasMore = rows.length > HISTORY_PAGE;
  return { ok: true, messages: rows.slice(hasMore ? 1 : 0).map(present), hasMore };
}

/** 'chat:leave': stops following a chat. */
export async function leave(
  { socket }: RealtimeContext,
  { chatId }: RealtimeInput<'chat:leave'>,
): Promise<RealtimeAcks['chat:leave']> {
  await socket.leave(chatRoom(chatId));
  return { ok: true };
}

/**
 * 'chat:send': stores a message and sends it to the chat's room (in a thread, a moderator writes in
 * the staff's name, and the thread's inboxes follow). A retried client id answers the stored
 * message again, uncounted. Fails NOT_FOUND, MUTED, RATE_LIMITED, VALIDATION_FAILED (a client id
 * of another chat).
 */
export async function send(
  ctx: RealtimeContext,
  { chatId, text, clientId }: RealtimeInput<'chat:send'>,
): Promise<RealtimeAcks['chat:send']> {
  const { deps, io, me } = ctx;
  // Three reads at once (every message's delay before its fan-out), judged in this order.
  const [target, muted, stored] = await Promise.all([
    accessTo(ctx, chatId),
    repo.isMuted(deps.db, me.eventId, me.participantId),
    repo.findByClientId(deps.db, me.participantId, clientId),
  ]);
  if (!target) return fail('NOT_FOUND');
  if (muted) return fail('MUTED');
  if (stored)
    return repo.channelIdOf(stored) === chatId
      ? { ok: true, message: present(stored) }
      : fail('VALIDATION_FAILED');
  if (!(await ctx.allows.message(me.participantId))) return fail('RATE_LIMITED');
  const { thread } = target;
  const asStaff = thread !== undefined && !isThreadVisitor(me, thread);
  const { message, created } = await repo.insertMessage(deps.db, target.channel, {
    eventId: me.eventId,
    participantId: me.participantId,
    authorName: asStaff ? thread.staffName : me.authorName,
    byModerator: me.isModerator,
    text,
    clientId,
  });
  const presented = present(message);
  if (created) {
    io.to(chatRoom(chatId)).emit('chat:message', presented);
    if (thread) await announceThread(deps, io, thread);
    if (asStaff && !(await isVisitorOnline(io, thread)))
      await ctx.staffAnswerAway(me.eventId, thread.id, presented);
  }
  return { ok: true, message: presented };
}

/** 'chat:delete': a moderator deletes a message for every client of the chat. Fails FORBIDDEN, NOT_FOUND. */
export async function remove(
  ctx: RealtimeContext,
  { chatId, messageId }: RealtimeInput<'chat:delete'>,
): Promise<RealtimeAcks['chat:delete']> {
  const { deps, io, me } = ctx;
  if (!me.isModerator) return fail('FORBIDDEN');
  const target = await accessTo(ctx, chatId);
  if (!target || !(await repo.deleteMessage(deps.db, target.channel, messageId))) return fail('NOT_FOUND');
  io.to(chatRoom(chatId)).emit('chat:deleted', { chatId, messageId });
  // The thread's last text may have been the deleted one: inboxes show the one before it.
  if (target.thread) await announceThread(deps, io, target.thread);
  return { ok: true };
}

/**
 * 'chat:mute': a moderator mutes or unmutes a participant of the event in all its chats; the
 * participant's sockets are told. Fails FORBIDDEN, NOT_FOUND.
 */
export async function mute(
  { deps, io, me }: RealtimeContext,
  { participantId, muted }: RealtimeInput<'chat:mute'>,
): Promise<RealtimeAcks['chat:mute']> {
  if (!me.isModerator) return fail('FORBIDDEN');
  if (!(await repo.isParticipantOf(deps.db, me.eventId, participantId))) return fail('NOT_FOUND');
  await repo.setMuted(deps.db, me.eventId, participantId, muted);
  io.to(participantRoom(participantId)).emit('chat:muted', { muted });
  return { ok: true };
}

/** People (not tabs) in a venue room, across nodes. Throws nothing expected. */
async function presenceOf(io: VenueServer, eventId: string, roomId: string): Promise<number> {
  const sockets = await io.in(venueRoom(eventId, roomId)).fetchSockets();
  return new Set(sockets.map((s) => s.data.participantId)).size;
}

/** Tells everyone in a venue room how many people are there now; answers the count. Throws nothing expected. */
async function announcePresence(io: VenueServer, eventId: string, roomId: string): Promise<number> {
  const count = await presenceOf(io, eventId, roomId);
  io.to(venueRoom(eventId, roomId)).emit('room:presence', { roomId, count });
  return count;
}

/**
 * 'room:enter': the visitor is in this room of the venue now (and no longer in the one before);
 * both rooms learn their count. Fails NOT_FOUND (not a room of the event).
 */
export async function enterRoom(
  { deps, io, socket, me }: RealtimeContext,
  { roomId }: RealtimeInput<'room:enter'>,
): Promise<RealtimeAcks['room:enter']> {
  if (!(await repo.hasElement(deps.db, me.eventId, roomId, ROOM_KINDS))) return fail('NOT_FOUND');
  const previous = me.roomId;
  if (previous === roomId) return { ok: true, count: await presenceOf(io, me.eventId, roomId) };
  if (previous) await socket.leave(venueRoom(me.eventId, previous));
  me.roomId = roomId;
  await socket.join(venueRoom(me.eventId, roomId));
  if (previous) await announcePresence(io, me.eventId, previous);
  return { ok: true, count: await announcePresence(io, me.eventId, roomId) };
}

/** After a visitor's socket closed: the room it was in learns its new count. Throws nothing expected. */
export async function leftVenue(io: VenueServer, me: SocketData): Promise<void> {
  if (me.roomId) await announcePresence(io, me.eventId, me.roomId);
}

/**
 * For the event report: the event's chat messages sent in [from, to) (deleted ones included), per
 * event chat (`chatId`) and for all direct threads together (`chatId` null), with the distinct
 * participants who wrote them, and those participants across all chats (`chatters`). Throws nothing.
 */
export const chatActivityOf = (db: Db, eventId: string, from: Date, to: Date) =>
  repo.chatActivity(db, eventId, from, to);

/**
 * For advanced reporting: per participant of the event, the messages they sent in [from, to) in
 * its event chats and direct chats with booth staff (deleted ones included) and when the first was
 * sent. Throws nothing.
 */
export const messagesByParticipant = (db: Db, eventId: string, from: Date, to: Date) =>
  repo.messagesByParticipant(db, eventId, from, to);
