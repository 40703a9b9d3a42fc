import { isUuid } from '@foyer/shared';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
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
