import { isUuid } from '@foyer/shared';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type ChatMessageRow,
  chatMessages,
  chatMutes,
  participants,
  venueElements,
} from '../../db/schema/index.js';

/**
 * Where messages are written: an event chat (EVENT_CHAT element) or a direct thread; both are
 * "chats" to clients, stored in different columns.
 */
export type Channel = { kind: 'chat' | 'thread'; id: string };

/** The condition selecting a channel's messages. */
const inChannel = (channel: Channel) =>
  channel.kind === 'chat' ? eq(chatMessages.chatId, channel.id) : eq(chatMessages.threadId, channel.id);

/** The chat id clients know a stored message by (its chat or its thread). Throws nothing. */
export const channelIdOf = (row: ChatMessageRow): string => (row.chatId ?? row.threadId)!;

/** True when the event has an element with this id of one of these kinds. Throws nothing. */
export async function hasElement(
  db: Db,
  eventId: string,
  id: string,
  kinds: readonly string[],
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .select({ id: venueElements.id })
    .from(venueElements)
    .where(
      and(
        eq(venueElements.id, id),
        eq(venueElements.eventId, eventId),
        inArray(venueElements.kind, [...kinds]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The addresses (lower case) of the event's moderators (EVENT_MODERATOR elements). Throws nothing. */
export async function moderatorEmails(db: Db, eventId: string): Promise<Set<string>> {
  const rows = await db
    .select({ email: sql<string>`lower(${venueElements.data}->>'email')` })
    .from(venueElements)
    .where(and(eq(venueElements.eventId, eventId), eq(venueElements.kind, 'EVENT_MODERATOR')));
  return new Set(rows.map((r) => r.email));
}

/**
 * Messages of a channel not deleted, oldest first: the newest `limit` (before `before` if given),
 * or every one after `after`. Throws nothing.
 */
export async function listMessages(
  db: Db,
  channel: Channel,
  range: { before?: number; after?: number; limit?: number },
): Promise<ChatMessageRow[]> {
  const where = and(
    inChannel(channel),
    isNull(chatMessages.deletedAt),
    range.before !== undefined ? lt(chatMessages.seq, range.before) : undefined,
    range.after !== undefined ? gt(chatMessages.seq, range.after) : undefined,
  );
  if (range.limit === undefined)
    return db.select().from(chatMessages).where(where).orderBy(asc(chatMessages.seq));
  const rows = await db
    .select()
    .from(chatMessages)
    .where(where)
    .orderBy(desc(chatMessages.seq))
    .limit(range.limit);
  return rows.reverse();
}

/**
 * Ids of the channel's deleted messages with seq ≤ `upTo`: the `limit` latest deletions, newest
 * first (what a client rejoining with `after` = upTo may still show). Throws nothing.
 */
export async function listDeletedIds(
  db: Db,
  channel: Channel,
  upTo: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(inChannel(channel), isNotNull(chatMessages.deletedAt), lte(chatMessages.seq, upTo)))
    .orderBy(desc(chatMessages.deletedAt), desc(chatMessages.seq))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The message a participant sent with this client id, or undefined. Throws nothing. */
export async function findByClientId(
  db: Db,
  participantId: string,
  clientId: string,
): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.participantId, participantId), eq(chatMessages.clientId, clientId)));
  return row;
}

/**
 * Stores a message in a channel unless this participant already sent one with the same client id;
 * either way the stored one and whether it is new. Throws nothing expected.
 */
export async function insertMessage(
  db: Db,
  channel: Channel,
  row: {
    eventId: string;
    participantId: string;
    authorName: string;
    byModerator: boolean;
    text: string;
    clientId: string;
  },
): Promise<{ message: ChatMessageRow; created: boolean }> {
  const [inserted] = await db
    .insert(chatMessages)
    .values({
      ...row,
      chatId: channel.kind === 'chat' ? channel.id : null,
      threadId: channel.kind === 'thread' ? channel.id : null,
    })
    .onConflictDoNothing({ target: [chatMessages.participantId, chatMessages.clientId] })
    .returning();
  if (inserted) return { message: inserted, created: true };
  const existing = await findByClientId(db, row.participantId, row.clientId);
  return { message: existing!, created: false };
}

/**
 * Stores messages in a channel in this order (their seq increasing), with no author or dedup check:
 * history imported or seeded at once. Answers them oldest first. Throws nothing expected.
 */
export async function insertMessages(
  db: Db,
  channel: Channel,
  rows: {
    eventId: string;
    participantId: string | null;
    authorName: string;
    text: string;
    clientId: string;
  }[],
): Promise<ChatMessageRow[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(chatMessages)
    .values(
      rows.map((row) => ({
        ...row,
        chatId: channel.kind === 'chat' ? channel.id : null,
        threadId: channel.kind === 'thread' ? channel.id : null,
      })),
    )
    .returning();
  return inserted.sort((x, y) => x.seq - y.seq);
}

/** Marks a message of this channel deleted; false when it has no such message. Throws nothing. */
export async function deleteMessage(db: Db, channel: Channel, messageId: string): Promise<boolean> {
  if (!isUuid(messageId)) return false;
  const rows = await db
    .update(chatMessages)
    .set({ deletedAt: sql`coalesce(${chatMessages.deletedAt}, now())` })
    .where(and(eq(chatMessages.id, messageId), inChannel(channel)))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

/** True when the participant is muted in the event's chats. Throws nothing. */
export async function isMuted(db: Db, eventId: string, participantId: string): Promise<boolean> {
  const rows = await db
    .select({ at: chatMutes.mutedAt })
    .from(chatMutes)
    .where(and(eq(chatMutes.eventId, eventId), eq(chatMutes.participantId, participantId)));
  return rows.length > 0;
}

/** Mutes or unmutes a participant in the event's chats. Throws nothing expected. */
export async function setMuted(
  db: Db,
  eventId: string,
  participantId: string,
  muted: boolean,
): Promise<void> {
  if (muted) await db.insert(chatMutes).values({ eventId, participantId }).onConflictDoNothing();
  else
    await db
      .delete(chatMutes)
      .where(and(eq(chatMutes.eventId, eventId), eq(chatMutes.participantId, participantId)));
}

/** True when the participant belongs to the event. Throws nothing. */
export async function isParticipantOf(db: Db, eventId: string, participantId: string): Promise<boolean> {
  if (!isUuid(participantId)) return false;
  const rows = await db
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.id, participantId), eq(participants.eventId, eventId)));
  return rows.length > 0;
}

/**
 * The event's chat messages sent in [from, to), deleted ones included: per event chat (`chatId`)
 * and for the direct threads together (`chatId` null) the messages and the distinct participants
 * who sent them (staff answers have none), and those participants across all of them (`total`).
 * Throws nothing.
 */
export async function chatActivity(
  db: Db,
  eventId: string,
  from: Date,
  to: Date,
): Promise<{ chats: { chatId: string | null; messages: number; chatters: number }[]; chatters: number }> {
  const m = chatMessages;
  const result = await db.execute(sql`select ${m.chatId} as chat_id, grouping(${m.chatId})::int as total,
      count(*)::int as messages, count(distinct ${m.participantId})::int as chatters
    from ${m}
    where ${m.eventId} = ${eventId} and ${m.createdAt} >= ${from.toISOString()}::timestamptz
      and ${m.createdAt} < ${to.toISOString()}::timestamptz
    group by grouping sets ((${m.chatId}), ())`);
  const rows = (
    result as unknown as {
      rows: { chat_id: string | null; total: number; messages: number; chatters: number }[];
    }
  ).rows;
  const total = rows.find((r) => Number(r.total) === 1);
  return {
    chats: rows
      .filter((r) => Number(r.total) === 0)
      .map((r) => ({ chatId: r.chat_id, messages: Number(r.messages), chatters: Number(r.chatters) })),
    chatters: total ? Number(total.chatters) : 0,
  };
}

/**
 * Per participant of the event: the messages they sent in [from, to) in its event chats and direct
 * threads (deleted ones included; staff answers have no participant) and when the first was sent.
 * Throws nothing.
 */
export async function messagesByParticipant(
  db: Db,
  eventId: string,
  from: Date,
  to: Date,
): Promise<Map<string, { count: number; firstAt: Date }>> {
  const m = chatMessages;
  const rows = await db
    .select({
      participantId: m.participantId,
      count: sql<number>`count(*)::int`,
      firstAt: sql<number>`(extract(epoch from min(${m.createdAt})) * 1000)::float8`,
    })
    .from(m)
    .where(
      and(
        eq(m.eventId, eventId),
        isNotNull(m.participantId),
        sql`${m.createdAt} >= ${from.toISOString()}::timestamptz`,
        sql`${m.createdAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(m.participantId);
  return new Map(
    rows.map((r) => [r.participantId!, { count: Number(r.count), firstAt: new Date(Number(r.firstAt)) }]),
  );
}
