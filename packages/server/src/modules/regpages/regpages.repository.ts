import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type NewRegPage,
  type RegPageRow,
  participants,
  registrationPageViews,
  registrationPages,
} from '../../db/schema/index.js';

/** The registration page row of an event, or undefined before its first save. Throws nothing. */
export async function findPage(db: Db, eventId: string): Promise<RegPageRow | undefined> {
  const [row] = await db.select().from(registrationPages).where(eq(registrationPages.eventId, eventId));
  return row;
}

/** Inserts the first saved version of a page; undefined when another save made it meanwhile. Throws nothing. */
export async function insertPage(db: Db, row: NewRegPage): Promise<RegPageRow | undefined> {
  const [saved] = await db.insert(registrationPages).values(row).onConflictDoNothing().returning();
  return saved;
}

/** Replaces a page's fields if its version is still `version`, increasing it; undefined otherwise. Throws nothing. */
export async function updatePage(
  db: Db,
  eventId: string,
  version: number,
  row: Omit<NewRegPage, 'eventId' | 'version'>,
): Promise<RegPageRow | undefined> {
  const [saved] = await db
    .update(registrationPages)
    .set({ ...row, version: version + 1, updatedAt: new Date() })
    .where(and(eq(registrationPages.eventId, eventId), eq(registrationPages.version, version)))
    .returning();
  return saved;
}

/** The participants of an event. Throws nothing. */
export async function countParticipants(db: Db, eventId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(participants).where(eq(participants.eventId, eventId));
  return Number(row?.n ?? 0);
}

/** Counts one load of the event's registration page in the current hour (the database's clock, UTC). Throws nothing expected. */
export async function addPageView(db: Db, eventId: string): Promise<void> {
  await db
    .insert(registrationPageViews)
    .values({ eventId, hour: sql`date_trunc('hour', now() at time zone 'UTC') at time zone 'UTC'`, views: 1 })
    .onConflictDoUpdate({
      target: [registrationPageViews.eventId, registrationPageViews.hour],
      set: { views: sql`${registrationPageViews.views} + 1` },
    });
}

/** The loads of the event's registration page in the hours that overlap [from, to). Throws nothing. */
export async function sumPageViews(db: Db, eventId: string, from: Date, to: Date): Promise<number> {
  const v = registrationPageViews;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${v.views}), 0)::int` })
    .from(v)
    .where(
      and(
        eq(v.eventId, eventId),
        sql`${v.hour} > ${from.toISOString()}::timestamptz - interval '1 hour'`,
        sql`${v.hour} < ${to.toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.n ?? 0);
}
