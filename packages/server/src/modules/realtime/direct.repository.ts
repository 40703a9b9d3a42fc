import { isUuid } from '@foyer/shared';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type ChatMessageRow,
  chatMessages,
  directThreads,
  events,
  participants,
  shownInEvent,
  venueElements,
} from '../../db/schema/index.js';

/** A direct thread with what its presentation needs: staff, visitor, video rule, newest message. */
export type ThreadView = {
  id: string;
  eventId: string;
  staffId: string;
  staffName: string;
  roomId: string | null;
  participantId: string;
  participantName: string;
  videoCalls: boolean;
  lastSeq: number | null;
  lastText: string | null;
  lastMessageAt: Date | null;
  createdAt: Date;
};

/** The thread's newest message not deleted (a lateral subquery on the outer thread row). */
function lastMessage(db: Db) {
  return db
    .select({ seq: chatMessages.seq, text: chatMessages.text, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, directThreads.id), isNull(chatMessages.deletedAt)))
    .orderBy(desc(chatMessages.seq))
    .limit(1)
    .as('last_message');
}

/** Threads matching `where`, newest activity first (at most `limit`). Throws nothing. */
async function selectThreads(db: Db, where: SQL | undefined, limit: number): Promise<ThreadView[]> {
  const last = lastMessage(db);
  return db
    .select({
      id: directThreads.id,
      eventId: directThreads.eventId,
      staffId: directThreads.staffId,
      staffName: sql<string>`coalesce(${venueElements.data}->>'name', '')`,
      roomId: venueElements.parentId,
      participantId: directThreads.participantId,
      participantName: sql<string>`trim(${participants.firstName} || ' ' || ${participants.lastName})`,
      videoCalls: sql<boolean>`(${venueElements.data}->>'allowVideoCalls') = 'true' and ${events.allowChatVideo}`,
      lastSeq: last.seq,
      lastText: last.text,
      lastMessageAt: last.createdAt,
      createdAt: directThreads.createdAt,
    })
    .from(directThreads)
    .innerJoin(venueElements, eq(venueElements.id, directThreads.staffId))
    .innerJoin(participants, eq(participants.id, directThreads.participantId))
    .innerJoin(events, eq(events.id, directThreads.eventId))
    .leftJoinLateral(last, sql`true`)
    .where(where)
    .orderBy(desc(sql`coalesce(${last.createdAt}, ${directThreads.createdAt})`), desc(directThreads.id))
    .limit(limit);
}

/** The event's thread with this id, or undefined. Throws nothing. */
export async function findThread(db: Db, eventId: string, threadId: string): Promise<ThreadView | undefined> {
  if (!isUuid(threadId)) return undefined;
  const [row] = await selectThreads(
    db,
    and(eq(directThreads.id, threadId), eq(directThreads.eventId, eventId)),
    1,
  );
  return row;
}

/**
 * The event's threads, newest activity first: every one, or only this participant's. Throws
 * nothing.
 */
export function listThreads(
  db: Db,
  eventId: string,
  participantId: string | undefined,
  limit: number,
): Promise<ThreadView[]> {
  return selectThreads(
    db,
    and(
      eq(directThreads.eventId, eventId),
      participantId ? eq(directThreads.participantId, participantId) : undefined,
    ),
    limit,
  );
}

/**
 * True when the event has a BOOTH_STAFF element with this id that visitors may contact: allowChat
 * on, or video calls allowed (its allowVideoCalls and the event's allowChatVideo; a call needs a
 * thread). Throws nothing.
 */
export async function isContactStaff(db: Db, eventId: string, staffId: string): Promise<boolean> {
  if (!isUuid(staffId)) return false;
  const rows = await db
    .select({ id: venueElements.id })
    .from(venueElements)
    .innerJoin(events, eq(events.id, venueElements.eventId))
    .where(
      and(
        eq(venueElements.id, staffId),
        shownInEvent(eventId),
        eq(venueElements.kind, 'BOOTH_STAFF'),
        sql`((${venueElements.data}->>'allowChat') = 'true' or ((${venueElements.data}->>'allowVideoCalls') = 'true' and ${events.allowChatVideo}))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The id of the participant's thread with this staff, created unless it exists (the unique
 * staff+participant pair makes concurrent opens meet on one row). Throws nothing expected.
 */
export async function openThread(
  db: Db,
  row: { eventId: string; staffId: string; participantId: string },
): Promise<string> {
  const [inserted] = await db
    .insert(directThreads)
    .values(row)
    .onConflictDoNothing({ target: [directThreads.staffId, directThreads.participantId] })
    .returning({ id: directThreads.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: directThreads.id })
    .from(directThreads)
    .where(and(eq(directThreads.staffId, row.staffId), eq(directThreads.participantId, row.participantId)));
  return existing!.id;
}

// ---------------------------------------------------------------------------------------------
// The organiser's staff inbox (issue 17)

/**
 * The seq after which a thread's visitor messages are unread: the inbox's read mark or the last
 * staff answer (anyone but the thread's visitor: a moderator in the venue, the inbox), the later.
 */
const unreadAfter = sql`greatest(direct_threads.staff_read_seq, coalesce((
  select max(m.seq) from chat_messages m
  where m.thread_id = direct_threads.id and m.deleted_at is null
    and m.participant_id is distinct from direct_threads.participant_id), 0))`;

/** The thread's unread visitor messages (see unreadAfter; the outer query reads direct_threads unaliased). */
const unreadCount = sql<number>`(
  select count(*)::int from chat_messages v
  where v.thread_id = direct_threads.id and v.deleted_at is null
    and v.participant_id = direct_threads.participant_id and v.seq > ${unreadAfter})`;

/** A thread with its unread visitor messages. */
export type StaffThreadView = ThreadView & { unread: number };

/** Unread counts of the thread ids given. Throws nothing. */
async function unreadOf(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: directThreads.id, unread: unreadCount })
    .from(directThreads)
    .where(inArray(directThreads.id, ids));
  return new Map(rows.map((r) => [r.id, Number(r.unread)]));
}

/** Views with their unread counts. Throws nothing. */
async function withUnread(db: Db, views: ThreadView[]): Promise<StaffThreadView[]> {
  const unread = await unreadOf(
    db,
    views.map((v) => v.id),
  );
  return views.map((v) => ({ ...v, unread: unread.get(v.id) ?? 0 }));
}

/** Every thread of the event with its unread count, newest activity first (at most `limit`). Throws nothing. */
export async function listStaffThreads(db: Db, eventId: string, limit: number): Promise<StaffThreadView[]> {
  return withUnread(db, await listThreads(db, eventId, undefined, limit));
}

/** The event's thread with this id and its unread count, or undefined. Throws nothing. */
export async function findStaffThread(
  db: Db,
  eventId: string,
  threadId: string,
): Promise<StaffThreadView | undefined> {
  const thread = await findThread(db, eventId, threadId);
  return thread && (await withUnread(db, [thread]))[0];
}

/** Moves the inbox's read mark of the thread up to `seq` (never back). Throws nothing. */
export async function markStaffRead(db: Db, threadId: string, seq: number): Promise<void> {
  await db
    .update(directThreads)
    .set({ staffReadSeq: sql`greatest(${directThreads.staffReadSeq}, ${seq})` })
    .where(eq(directThreads.id, threadId));
}

/**
 * Per event of the tenant (every one, or only `eventIds`) with something unread: the threads with
 * unread messages and the unread messages. Throws nothing.
 */
export async function unreadByEvent(
  db: Db,
  tenantId: string,
  eventIds: readonly string[] | null,
): Promise<{ eventId: string; threads: number; messages: number }[]> {
  if (eventIds !== null && eventIds.length === 0) return [];
  const perThread = db
    .select({ eventId: directThreads.eventId, unread: unreadCount.as('unread') })
    .from(directThreads)
    .innerJoin(events, eq(events.id, directThreads.eventId))
    .where(
      and(
        eq(events.tenantId, tenantId),
        eventIds === null ? undefined : inArray(directThreads.eventId, [...eventIds]),
      ),
    )
    .as('per_thread');
  const rows = await db
    .select({
      eventId: perThread.eventId,
      threads: sql<number>`count(*)::int`,
      messages: sql<number>`sum(${perThread.unread})::int`,
    })
    .from(perThread)
    .where(sql`${perThread.unread} > 0`)
    .groupBy(perThread.eventId);
  return rows.map((r) => ({ eventId: r.eventId, threads: Number(r.threads), messages: Number(r.messages) }));
}

/**
 * Stores an answer of the organiser's inbox in the thread, as a moderator's (no participant, the
 * staff's name), unless the inbox already stored one with this client id in the thread; either way
 * the stored one and whether it is new. Throws nothing expected.
 */
export async function insertStaffAnswer(
  db: Db,
  row: { eventId: string; threadId: string; authorName: string; text: string; clientId: string },
): Promise<{ message: ChatMessageRow; created: boolean }> {
  const sameClient = and(
    eq(chatMessages.threadId, row.threadId),
    isNull(chatMessages.participantId),
    eq(chatMessages.clientId, row.clientId),
  );
  const [stored] = await db.select().from(chatMessages).where(sameClient).limit(1);
  if (stored) return { message: stored, created: false };
  const [message] = await db
    .insert(chatMessages)
    .values({
      eventId: row.eventId,
      threadId: row.threadId,
      participantId: null,
      authorName: row.authorName,
      byModerator: true,
      text: row.text,
      clientId: row.clientId,
    })
    .returning();
  return { message: message!, created: true };
}

/**
 * Claims the mail about the staff answer `answerSeq` for the thread's visitor: true (and the claim
 * recorded) only when no mail was sent for the current burst — the answers since the visitor's last
 * message — so a burst of answers mails once. Atomic: concurrent claims get one true. Throws nothing.
 */
export async function claimVisitorMail(db: Db, threadId: string, answerSeq: number): Promise<boolean> {
  // The burst's first answer: the first non-visitor message after the visitor's last one.
  const firstAnswer = sql`(
    select min(a.seq) from chat_messages a
    where a.thread_id = direct_threads.id and a.deleted_at is null
      and a.participant_id is distinct from direct_threads.participant_id
      and a.seq > coalesce((select max(v.seq) from chat_messages v
        where v.thread_id = direct_threads.id and v.participant_id = direct_threads.participant_id), 0))`;
  const rows = await db
    .update(directThreads)
    .set({ visitorMailedSeq: sql`greatest(${directThreads.visitorMailedSeq}, ${answerSeq})` })
    .where(and(eq(directThreads.id, threadId), sql`${directThreads.visitorMailedSeq} < ${firstAnswer}`))
    .returning({ id: directThreads.id });
  return rows.length > 0;
}

/** The address and name of the thread's visitor, or undefined. Throws nothing. */
export async function visitorOf(
  db: Db,
  threadId: string,
): Promise<{ participantId: string; email: string; firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({
      participantId: participants.id,
      email: participants.email,
      firstName: participants.firstName,
      lastName: participants.lastName,
    })
    .from(directThreads)
    .innerJoin(participants, eq(participants.id, directThreads.participantId))
    .where(eq(directThreads.id, threadId));
  return row;
}

/**
 * Per visitor and staff figure among `staffIds` of the event: the messages the visitor sent in
 * their direct thread in [from, to) (deleted ones included; the staff's answers not). Throws nothing.
 */
export async function visitorMessagesToStaff(
  db: Db,
  eventId: string,
  staffIds: readonly string[],
  from: Date,
  to: Date,
): Promise<{ participantId: string; staffId: string; messages: number }[]> {
  if (staffIds.length === 0) return [];
  const t = directThreads;
  const m = chatMessages;
  const rows = await db
    .select({ participantId: t.participantId, staffId: t.staffId, messages: sql<number>`count(*)::int` })
    .from(m)
    .innerJoin(t, and(eq(t.id, m.threadId), eq(t.participantId, m.participantId)))
    .where(
      and(
        eq(t.eventId, eventId),
        inArray(t.staffId, [...staffIds]),
        sql`${m.createdAt} >= ${from.toISOString()}::timestamptz`,
        sql`${m.createdAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(t.participantId, t.staffId);
  return rows.map((r) => ({ ...r, messages: Number(r.messages) }));
}
