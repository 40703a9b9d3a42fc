import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type EventRow,
  type ParticipantRow,
  type VisitorSessionRow,
  events,
  participants,
  venueElements,
  visitorSessions,
} from '../../db/schema/index.js';

/** True when the event's venue has an EVENT_MODERATOR element with this address (any case). Throws nothing. */
export async function isModeratorEmail(db: Db, eventId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: venueElements.id })
    .from(venueElements)
    .where(
      and(
        eq(venueElements.eventId, eventId),
        eq(venueElements.kind, 'EVENT_MODERATOR'),
        sql`lower(${venueElements.data}->>'email') = ${email.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Adds a visitor session. Throws nothing expected. */
export async function insertSession(
  db: Db,
  row: { tokenHash: string; participantId: string; eventId: string },
): Promise<VisitorSessionRow> {
  const [saved] = await db.insert(visitorSessions).values(row).returning();
  return saved!;
}

/** Sets a session's last_seen_at to now if it is older than `before`. Throws nothing. */
export async function touchSession(db: Db, id: string, before: Date): Promise<void> {
  await db
    .update(visitorSessions)
    .set({ lastSeenAt: new Date() })
    .where(and(eq(visitorSessions.id, id), lt(visitorSessions.lastSeenAt, before)));
}

/** Removes a visitor session. Throws nothing. */
export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(visitorSessions).where(eq(visitorSessions.id, id));
}

/** Whether the participant's address is a moderator (EVENT_MODERATOR element) of the event. */
const isModeratorSql = sql<boolean>`exists (select 1 from ${venueElements} where ${venueElements.eventId} = ${events.id} and ${venueElements.kind} = 'EVENT_MODERATOR' and lower(${venueElements.data}->>'email') = lower(btrim(${participants.email})))`;

/** A visitor session with its participant and event, and whether the participant moderates it. */
export type SessionStanding = {
  session: VisitorSessionRow;
  participant: ParticipantRow;
  event: EventRow;
  isModerator: boolean;
};

/**
 * The event with this page code, with the session of this token hash when it is one of that event
 * (none without a hash), in one query on the unique page code and token hash; undefined when no
 * event has the page code. Throws nothing.
 */
export async function findEventSession(
  db: Db,
  pageCode: string,
  tokenHash: string | undefined,
): Promise<{ event: EventRow; standing?: SessionStanding } | undefined> {
  const [row] = await db
    .select({
      event: events,
      session: visitorSessions,
      participant: participants,
      isModerator: isModeratorSql,
    })
    .from(events)
    .leftJoin(
      visitorSessions,
      and(
        eq(visitorSessions.eventId, events.id),
        tokenHash === undefined ? sql`false` : eq(visitorSessions.tokenHash, tokenHash),
      ),
    )
    .leftJoin(participants, eq(participants.id, visitorSessions.participantId))
    .where(eq(events.pageCode, pageCode));
  if (!row) return undefined;
  const { event, session, participant, isModerator } = row;
  return {
    event,
    standing:
      session && participant ? { session, participant, event, isModerator: Boolean(isModerator) } : undefined,
  };
}

/** The session of this token hash, whatever its event, with its participant and event. Throws nothing. */
export async function findSessionStanding(db: Db, tokenHash: string): Promise<SessionStanding | undefined> {
  const [row] = await db
    .select({
      event: events,
      session: visitorSessions,
      participant: participants,
      isModerator: isModeratorSql,
    })
    .from(visitorSessions)
    .innerJoin(events, eq(events.id, visitorSessions.eventId))
    .innerJoin(participants, eq(participants.id, visitorSessions.participantId))
    .where(eq(visitorSessions.tokenHash, tokenHash));
  return row && { ...row, isModerator: Boolean(row.isModerator) };
}

/**
 * Whether the session with this id still lives, and then whether its event is open and its
 * participant a moderator of it (a socket's rights, checked again at each request). Throws nothing.
 */
export async function sessionRights(
  db: Db,
  sessionId: string,
): Promise<{ open: boolean; isModerator: boolean } | undefined> {
  const [row] = await db
    .select({ open: events.open, isModerator: isModeratorSql })
    .from(visitorSessions)
    .innerJoin(events, eq(events.id, visitorSessions.eventId))
    .innerJoin(participants, eq(participants.id, visitorSessions.participantId))
    .where(eq(visitorSessions.id, sessionId));
  return row && { open: row.open, isModerator: Boolean(row.isModerator) };
}
