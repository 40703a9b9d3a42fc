import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import {
  type OneTimeTokenPurpose,
  type SessionPurpose,
  type SessionRow,
  type UserRow,
  oneTimeTokens,
  sessions,
  users,
} from '../../db/schema/index.js';

/** Stores a session. Throws nothing. */
export async function insertSession(
  db: Db,
  session: { tokenHash: string; userId: string; purpose: SessionPurpose; expiresAt: Date },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(session).returning();
  return row;
}

// Every API call with a token looks its session up (issue 20, P1).
const liveSession = preparedOn((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('auth_find_live_session'),
);

/** The live (not revoked, not expired) session with this token hash, with its user. Throws nothing. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await liveSession(db).execute({ tokenHash, now: now.toISOString() });
  return row;
}

/** Moves lastSeenAt (and a sliding expiry) forward. Throws nothing. */
export async function touchSession(db: Db, id: string, now: Date, expiresAt?: Date): Promise<void> {
  await db
    .update(sessions)
    .set(expiresAt ? { lastSeenAt: now, expiresAt } : { lastSeenAt: now })
    .where(eq(sessions.id, id));
}

/** Revokes one session. Throws nothing. */
export async function revokeSession(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user, or only those of one purpose. Throws nothing. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  purpose?: SessionPurpose,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        purpose ? eq(sessions.purpose, purpose) : undefined,
      ),
    );
}

/** Revokes every live session of a user except one. Throws nothing. */
export async function revokeOtherSessions(db: Db, userId: string, keepId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepId)));
}

/** Stores a single-use token. Throws nothing. */
export async function insertOneTimeToken(
  db: Db,
  token: { tokenHash: string; userId: string; purpose: OneTimeTokenPurpose; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeTokens).values(token);
}

/**
 * Uses a single-use token in one statement (so two concurrent uses cannot both succeed) and answers
 * its user id, or undefined when it is unknown, of another purpose, used or expired. Throws nothing.
 */
export async function consumeOneTimeToken(
  db: Db,
  tokenHash: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}

/** Makes every unused token of this purpose of the user unusable. Throws nothing. */
export async function invalidateOneTimeTokens(
  db: Db,
  userId: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
}

/** Sets the password hash. Throws nothing. */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
