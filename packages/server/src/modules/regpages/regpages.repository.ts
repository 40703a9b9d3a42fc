import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type NewRegPage,
  type RegPageRow,
  events,
  registrationCounts,
  registrationPageViews,
  registrationPages,
} from '../../db/schema/index.js';

/** The registration page row of an event, or undefined before its first save. Throws nothing. */
export async function findPage(db: Db, eventId: string): Promise<RegPageRow | undefined> {
  const [row] = await db.select().from(registrationPages).where(eq(registrationPages.eventId, eventId));
  return row;
}

/** Whether an event's saved page takes registrations, and its version; undefined before its first save. Throws nothing. */
export async function findPageFlags(
  db: Db,
  eventId: string,
): Promise<{ open: boolean; expired: boolean; version: number } | undefined> {
  const [row] = await db
    .select({
      open: registrationPages.open,
      expired: registrationPages.expired,
      version: registrationPages.version,
    })
    .from(registrationPages)
    .where(eq(registrationPages.eventId, eventId));
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

/** The participants of an event, as the database counts them (`registration_counts`). Throws nothing. */
export async function countParticipants(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: registrationCounts.registrations })
    .from(registrationCounts)
    .where(eq(registrationCounts.eventId, eventId));
  return row?.n ?? 0;
}

/** Loads of one event's registration page in one hour (UTC), to add to its count. */
export type PageViewsInsert = { eventId: string; hour: Date; views: number };

/**
 * Adds loads to the hours' counts in one statement, whatever their number (the rows travel as one
 * JSON value); loads of an event deleted meanwhile are left out. Throws a foreign key violation
 * only when an event goes during the statement.
 */
export async function addPageViews(db: Db, rows: readonly PageViewsInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const v = registrationPageViews;
  const json = JSON.stringify(
    rows.map((r) => ({ event_id: r.eventId, hour: r.hour.toISOString(), views: r.views })),
  );
  await db.execute(sql`insert into ${v} (event_id, hour, views)
    select r.event_id, r.hour, r.views
    from json_to_recordset(${json}::json) as r(event_id uuid, hour timestamptz, views integer)
    where exists (select 1 from ${events} e where e.id = r.event_id)
    on conflict (event_id, hour) do update set views = ${v}.views + excluded.views`);
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
