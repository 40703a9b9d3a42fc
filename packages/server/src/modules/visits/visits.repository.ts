import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type ParticipantRow,
  type VisitorSessionRow,
  participants,
  venueElements,
  visitorSessions,
} from '../../db/schema/index.js';

/** The participant with this id, or undefined. Throws nothing. */
export async function findParticipant(db: Db, id: string): Promise<ParticipantRow | undefined> {
  const [row] = await db.select().from(participants).where(eq(participants.id, id));
  return row;
}

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

/** The visitor session whose token has this hash, or undefined. Throws nothing. */
export async function findSession(db: Db, tokenHash: string): Promise<VisitorSessionRow | undefined> {
  const [row] = await db.select().from(visitorSessions).where(eq(visitorSessions.tokenHash, tokenHash));
  return row;
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
