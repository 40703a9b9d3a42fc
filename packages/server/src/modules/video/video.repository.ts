import { isUuid } from '@foyer/shared';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  type VideoRoomRow,
  directThreads,
  venueElements,
  videoJanusHandles,
  videoJanusSessions,
  videoRemovals,
  videoRooms,
  videoSeats,
} from '../../db/schema/index.js';

/** A breakout room as video needs it; `moderatorEmail` of its EVENT_MODERATOR, null when it has none. */
export type BreakoutView = {
  id: string;
  name: string;
  capacity: number | null;
  moderatorEmail: string | null;
};

/** The event's EVENT_BREAKOUT with this id, or undefined. Throws nothing. */
export async function findBreakout(db: Db, eventId: string, id: string): Promise<BreakoutView | undefined> {
  if (!isUuid(id)) return undefined;
  const moderator = alias(venueElements, 'moderator');
  const [row] = await db
    .select({
      id: venueElements.id,
      name: sql<string>`coalesce(${venueElements.data}->>'name', '')`,
      capacity: sql<number | null>`(${venueElements.data}->>'capacity')::int`,
      moderatorEmail: sql<string | null>`${moderator.data}->>'email'`,
    })
    .from(venueElements)
    .leftJoin(
      moderator,
      and(eq(moderator.id, venueElements.refElementId), eq(moderator.kind, 'EVENT_MODERATOR')),
    )
    .where(
      and(
        eq(venueElements.id, id),
        eq(venueElements.eventId, eventId),
        eq(venueElements.kind, 'EVENT_BREAKOUT'),
      ),
    );
  return row;
}

/** The ids and capacities of the event's breakout rooms. Throws nothing. */
export async function listBreakouts(
  db: Db,
  eventId: string,
): Promise<{ id: string; capacity: number | null }[]> {
  return db
    .select({ id: venueElements.id, capacity: sql<number | null>`(${venueElements.data}->>'capacity')::int` })
    .from(venueElements)
    .where(and(eq(venueElements.eventId, eventId), eq(venueElements.kind, 'EVENT_BREAKOUT')))
    .orderBy(venueElements.position);
}

/** A staff call's thread: whose it is, the staff's name and whether the staff takes video calls. */
export type CallView = { id: string; participantId: string; staffName: string; allowVideoCalls: boolean };

/** The event's direct thread with this id and its staff, or undefined. Throws nothing. */
export async function findCall(db: Db, eventId: string, threadId: string): Promise<CallView | undefined> {
  if (!isUuid(threadId)) return undefined;
  const [row] = await db
    .select({
      id: directThreads.id,
      participantId: directThreads.participantId,
      staffName: sql<string>`coalesce(${venueElements.data}->>'name', '')`,
      allowVideoCalls: sql<boolean>`coalesce((${venueElements.data}->>'allowVideoCalls')::boolean, false)`,
    })
    .from(directThreads)
    .innerJoin(venueElements, eq(venueElements.id, directThreads.staffId))
    .where(and(eq(directThreads.id, threadId), eq(directThreads.eventId, eventId)));
  return row;
}

/** The provider room of this event's room key, or undefined. Throws nothing. */
export async function findRoom(db: Db, eventId: string, roomKey: string): Promise<VideoRoomRow | undefined> {
  const [row] = await db
    .select()
    .from(videoRooms)
    .where(and(eq(videoRooms.eventId, eventId), eq(videoRooms.roomKey, roomKey)));
  return row;
}

/** The provider rooms of these room keys of the event. Throws nothing. */
export async function listRooms(db: Db, eventId: string, roomKeys: string[]): Promise<VideoRoomRow[]> {
  if (roomKeys.length === 0) return [];
  return db
    .select()
    .from(videoRooms)
    .where(and(eq(videoRooms.eventId, eventId), inArray(videoRooms.roomKey, roomKeys)));
}

/**
 * Adds a room unless one exists already (for this room key, or by chance with this Janus room id):
 * concurrent first joins all read back the one that won. Throws nothing expected.
 */
export async function insertRoomIfAbsent(
  db: Db,
  row: { eventId: string; roomKey: string; janusRoom: number; pin: string; secret: string },
): Promise<void> {
  await db.insert(videoRooms).values(row).onConflictDoNothing();
}

/** Notes whose feed id this is. Throws nothing expected. */
export async function insertSeat(
  db: Db,
  row: { feedId: number; eventId: string; roomKey: string; participantId: string },
): Promise<void> {
  await db.insert(videoSeats).values(row);
}

/** The seat of this feed in this room of the event, or undefined. Throws nothing. */
export async function findSeat(
  db: Db,
  eventId: string,
  roomKey: string,
  feedId: number,
): Promise<{ participantId: string } | undefined> {
  const [row] = await db
    .select({ participantId: videoSeats.participantId })
    .from(videoSeats)
    .where(
      and(eq(videoSeats.feedId, feedId), eq(videoSeats.eventId, eventId), eq(videoSeats.roomKey, roomKey)),
    );
  return row;
}

/** Every feed id a participant was handed in this room of the event. Throws nothing. */
export async function feedsOf(
  db: Db,
  eventId: string,
  roomKey: string,
  participantId: string,
): Promise<number[]> {
  const rows = await db
    .select({ feedId: videoSeats.feedId })
    .from(videoSeats)
    .where(
      and(
        eq(videoSeats.eventId, eventId),
        eq(videoSeats.roomKey, roomKey),
        eq(videoSeats.participantId, participantId),
      ),
    );
  return rows.map((r) => r.feedId);
}

/** True when a moderator removed this participant from this room of the event. Throws nothing. */
export async function isRemoved(
  db: Db,
  eventId: string,
  roomKey: string,
  participantId: string,
): Promise<boolean> {
  const rows = await db
    .select({ roomKey: videoRemovals.roomKey })
    .from(videoRemovals)
    .where(
      and(
        eq(videoRemovals.eventId, eventId),
        eq(videoRemovals.roomKey, roomKey),
        eq(videoRemovals.participantId, participantId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Refuses this participant's joins of this room from now on (again: no change). Throws nothing expected. */
export async function insertRemoval(
  db: Db,
  row: { eventId: string; roomKey: string; participantId: string },
): Promise<void> {
  await db.insert(videoRemovals).values(row).onConflictDoNothing();
}

/** Whether this feed id was handed to this participant for this Janus room. Throws nothing. */
export async function isSeatOf(
  db: Db,
  seat: { feedId: number; participantId: string; janusRoom: number },
): Promise<boolean> {
  const rows = await db
    .select({ feedId: videoSeats.feedId })
    .from(videoSeats)
    .innerJoin(
      videoRooms,
      and(eq(videoRooms.eventId, videoSeats.eventId), eq(videoRooms.roomKey, videoSeats.roomKey)),
    )
    .where(
      and(
        eq(videoSeats.feedId, seat.feedId),
        eq(videoSeats.participantId, seat.participantId),
        eq(videoRooms.janusRoom, seat.janusRoom),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A Janus session created through the proxy: whose it is and in which event. */
export type JanusSessionOwner = { participantId: string; eventId: string };

/** Notes who created this Janus session (again: no change). Throws nothing expected. */
export async function insertJanusSession(
  db: Db,
  row: { janusSessionId: string; participantId: string; eventId: string },
): Promise<void> {
  await db.insert(videoJanusSessions).values(row).onConflictDoNothing();
}

/** Who created this Janus session through the proxy, or undefined. Throws nothing. */
export async function findJanusSession(
  db: Db,
  janusSessionId: string,
): Promise<JanusSessionOwner | undefined> {
  const [row] = await db
    .select({ participantId: videoJanusSessions.participantId, eventId: videoJanusSessions.eventId })
    .from(videoJanusSessions)
    .where(eq(videoJanusSessions.janusSessionId, janusSessionId));
  return row;
}

/** Forgets a Janus session and its handles. Throws nothing expected. */
export async function deleteJanusSession(db: Db, janusSessionId: string): Promise<void> {
  await db.delete(videoJanusSessions).where(eq(videoJanusSessions.janusSessionId, janusSessionId));
}

/** Forgets the Janus sessions created before `before` (and their handles); answers how many. Throws nothing expected. */
export async function deleteJanusSessionsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(videoJanusSessions)
    .where(lt(videoJanusSessions.createdAt, before))
    .returning({ id: videoJanusSessions.janusSessionId });
  return rows.length;
}

/** Notes a handle attached in a known Janus session (again: no change). Throws nothing expected. */
export async function insertJanusHandle(
  db: Db,
  row: { janusHandleId: string; janusSessionId: string },
): Promise<void> {
  await db.insert(videoJanusHandles).values(row).onConflictDoNothing();
}

/** Whether this handle was attached through the proxy in this Janus session. Throws nothing. */
export async function isJanusHandleOf(
  db: Db,
  janusHandleId: string,
  janusSessionId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: videoJanusHandles.janusHandleId })
    .from(videoJanusHandles)
    .where(
      and(
        eq(videoJanusHandles.janusHandleId, janusHandleId),
        eq(videoJanusHandles.janusSessionId, janusSessionId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Forgets a handle. Throws nothing expected. */
export async function deleteJanusHandle(db: Db, janusHandleId: string): Promise<void> {
  await db.delete(videoJanusHandles).where(eq(videoJanusHandles.janusHandleId, janusHandleId));
}

/** The event whose video room this Janus room is, or undefined. Throws nothing. */
export async function eventOfJanusRoom(db: Db, janusRoom: number): Promise<string | undefined> {
  const [row] = await db
    .select({ eventId: videoRooms.eventId })
    .from(videoRooms)
    .where(eq(videoRooms.janusRoom, janusRoom));
  return row?.eventId;
}
