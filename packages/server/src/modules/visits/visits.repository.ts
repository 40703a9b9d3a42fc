import { and, eq, lt, sql } from 'drizzle-orm';
import { type BucketSpec, bucketStartOf } from '../../db/buckets.js';
import type { Db } from '../../db/client.js';
import {
  type EventRow,
  type ParticipantRow,
  type VisitorSessionRow,
  events,
  participants,
  venueElements,
  venueEntries,
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

/**
 * Adds a visitor session and its venue entry (which outlives the session; run it in a transaction).
 * Throws nothing expected.
 */
export async function insertSession(
  db: Db,
  row: { tokenHash: string; participantId: string; eventId: string },
): Promise<VisitorSessionRow> {
  const [saved] = await db.insert(visitorSessions).values(row).returning();
  await db
    .insert(venueEntries)
    .values({ eventId: row.eventId, participantId: row.participantId, enteredAt: saved!.createdAt });
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

/** What a visitor's frequent calls need of their session (the activity ingest): four ids and a flag, no rows. */
export type PageVisitor = { sessionId: string; participantId: string; eventId: string; open: boolean };

/** An event found by its page code, with the visitor of the token hash asked for when it has one. */
export type PageOfVisitor = { eventId: string; open: boolean; visitor?: PageVisitor };

/**
 * For each (page code, token hash) of `keys`, in their order: undefined when no event has the page
 * code, else the event's id and whether it is open with, when the token hash is one of a session of
 * that event, the visitor (a participant's sessions go with them). One query for them all on the
 * unique page code and token hash; the keys travel as one JSON value (as activity records do: no
 * limit of bound parameters, the same on PGlite and PostgreSQL). Throws nothing.
 */
export async function findPageVisitors(
  db: Db,
  keys: readonly { pageCode: string; tokenHash: string | undefined }[],
): Promise<(PageOfVisitor | undefined)[]> {
  const found = new Array<PageOfVisitor | undefined>(keys.length).fill(undefined);
  if (keys.length === 0) return found;
  const json = JSON.stringify(keys.map((k, i) => ({ i, p: k.pageCode, h: k.tokenHash ?? null })));
  const result = await db.execute(sql`select k.i, e.id as event_id, e.open, s.id as session_id,
      s.participant_id
    from json_to_recordset(${json}::json) as k(i integer, p text, h text)
    join ${events} e on e.page_code = k.p
    left join ${visitorSessions} s on s.event_id = e.id and s.token_hash = k.h`);
  type Row = {
    i: number;
    event_id: string;
    open: boolean;
    session_id: string | null;
    participant_id: string | null;
  };
  for (const r of (result as unknown as { rows: Row[] }).rows) {
    const { event_id: eventId, open } = r;
    found[r.i] = {
      eventId,
      open,
      visitor:
        r.session_id === null || r.participant_id === null
          ? undefined
          : { sessionId: r.session_id, participantId: r.participant_id, eventId, open },
    };
  }
  return found;
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

/**
 * The event's venue entries (visitor sessions begun) in [from, to), per bucket (start in epoch ms)
 * and participant. A session ended by its visitor is gone, and so is its entry. Throws nothing.
 */
export async function entriesByBucket(
  db: Db,
  eventId: string,
  from: Date,
  to: Date,
  spec: BucketSpec,
): Promise<{ at: number; participantId: string; entries: number }[]> {
  const v = venueEntries;
  const result = await db.execute(sql`select ${bucketStartOf(v.enteredAt, spec)} as at,
      ${v.participantId} as participant_id, count(*)::int as entries
    from ${v}
    where ${v.eventId} = ${eventId} and ${v.enteredAt} >= ${from.toISOString()}::timestamptz
      and ${v.enteredAt} < ${to.toISOString()}::timestamptz
    group by 1, 2`);
  return (result as unknown as { rows: { at: number; participant_id: string; entries: number }[] }).rows.map(
    (r) => ({ at: Number(r.at), participantId: r.participant_id, entries: Number(r.entries) }),
  );
}

/**
 * Per participant of the event with venue entries in [from, to): how many and when the first was.
 * Throws nothing.
 */
export async function entriesByParticipant(
  db: Db,
  eventId: string,
  from: Date,
  to: Date,
): Promise<Map<string, { count: number; firstAt: Date }>> {
  const v = venueEntries;
  const rows = await db
    .select({
      participantId: v.participantId,
      count: sql<number>`count(*)::int`,
      // Epoch milliseconds: an expression's time comes back as each driver's text otherwise.
      firstAt: sql<number>`(extract(epoch from min(${v.enteredAt})) * 1000)::float8`,
    })
    .from(v)
    .where(
      and(
        eq(v.eventId, eventId),
        sql`${v.enteredAt} >= ${from.toISOString()}::timestamptz`,
        sql`${v.enteredAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(v.participantId);
  return new Map(
    rows.map((r) => [r.participantId, { count: Number(r.count), firstAt: new Date(Number(r.firstAt)) }]),
  );
}

/** The participants of the event who ever entered the venue (a venue entry). Throws nothing. */
export async function entrantIds(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ participantId: venueEntries.participantId })
    .from(venueEntries)
    .where(eq(venueEntries.eventId, eventId));
  return rows.map((r) => r.participantId);
}
