import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type WebcastRow, webcastRecordings, webcasts } from '../../db/schema/index.js';

/** The tenant's webcasts (in no order). Throws nothing. */
export async function listOfTenant(db: Db, tenantId: string): Promise<WebcastRow[]> {
  return db.select().from(webcasts).where(eq(webcasts.tenantId, tenantId));
}

/** The tenant's webcast with this (asset) id, or undefined. Throws nothing. */
export async function findOfTenant(db: Db, tenantId: string, id: string): Promise<WebcastRow | undefined> {
  const [row] = await db
    .select()
    .from(webcasts)
    .where(and(eq(webcasts.tenantId, tenantId), eq(webcasts.assetId, id)))
    .limit(1);
  return row;
}

/** The webcast whose stream key this is, locked for the rest of the transaction. Throws nothing. */
export async function lockByKey(db: Db, streamKey: string): Promise<WebcastRow | undefined> {
  const [row] = await db.select().from(webcasts).where(eq(webcasts.streamKey, streamKey)).for('update');
  return row;
}

export async function insertWebcast(
  db: Db,
  row: { assetId: string; tenantId: string; streamKey: string },
): Promise<WebcastRow> {
  const [created] = await db.insert(webcasts).values(row).returning();
  return created!;
}

/** Gives the tenant's webcast a new key; undefined when there is no such webcast. Throws nothing. */
export async function setKey(
  db: Db,
  tenantId: string,
  id: string,
  streamKey: string,
): Promise<WebcastRow | undefined> {
  const [row] = await db
    .update(webcasts)
    .set({ streamKey, updatedAt: new Date() })
    .where(and(eq(webcasts.tenantId, tenantId), eq(webcasts.assetId, id)))
    .returning();
  return row;
}

/** Marks the webcast live with this publisher (a publish accepted). Throws nothing. */
export async function markLive(db: Db, id: string, publisher: string, at: Date): Promise<void> {
  await db
    .update(webcasts)
    .set({ status: 'live', liveSince: at, endedAt: null, publisher, updatedAt: at })
    .where(eq(webcasts.assetId, id));
}

/**
 * Keeps the publisher's broadcast alive (the media server's periodic update): true when it is the
 * live publisher of the webcast with this key. Throws nothing.
 */
export async function touchLive(db: Db, streamKey: string, publisher: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(webcasts)
    .set({ updatedAt: at })
    .where(
      and(
        eq(webcasts.streamKey, streamKey),
        eq(webcasts.publisher, publisher),
        eq(webcasts.status, 'live'),
        eq(webcasts.held, false),
      ),
    )
    .returning({ id: webcasts.assetId });
  return rows.length > 0;
}

/** Ends the broadcast of this publisher (if it is still the live one). Throws nothing. */
export async function markEnded(db: Db, publisher: string, at: Date): Promise<void> {
  await db
    .update(webcasts)
    .set({ status: 'ended', endedAt: at, publisher: null, updatedAt: at })
    .where(and(eq(webcasts.publisher, publisher), eq(webcasts.status, 'live')));
}

/**
 * A moderator ends the broadcast (`held`: publishes are refused until allowed again) or allows going
 * live again; ending also ends a live broadcast at once. Answers the row, or undefined when there is
 * no such webcast. Throws nothing.
 */
export async function setHeld(db: Db, id: string, held: boolean, at: Date): Promise<WebcastRow | undefined> {
  const [row] = await db
    .update(webcasts)
    .set(
      held
        ? {
            held,
            status: sql`case when ${webcasts.status} = 'live' then 'ended' else ${webcasts.status} end`,
            endedAt: sql`case when ${webcasts.status} = 'live' then ${at} else ${webcasts.endedAt} end`,
            publisher: null,
            updatedAt: at,
          }
        : { held, updatedAt: at },
    )
    .where(eq(webcasts.assetId, id))
    .returning();
  return row;
}

/** Sets (or with null removes) the notice to the viewers. Answers the row, or undefined when there is none. Throws nothing. */
export async function setNotice(
  db: Db,
  id: string,
  text: string | null,
  at: Date,
): Promise<WebcastRow | undefined> {
  const [row] = await db
    .update(webcasts)
    .set({ notice: text, noticePostedAt: text === null ? null : at, updatedAt: at })
    .where(eq(webcasts.assetId, id))
    .returning();
  return row;
}

/** Sets (or with null removes) the slide shown to the viewers. Answers the row, or undefined when there is none. Throws nothing. */
export async function setSlide(
  db: Db,
  id: string,
  slide: { id: string; title: string; url: string } | null,
  at: Date,
): Promise<WebcastRow | undefined> {
  const [row] = await db
    .update(webcasts)
    .set({
      slideId: slide?.id ?? null,
      slideTitle: slide?.title ?? null,
      slideUrl: slide?.url ?? null,
      slideShownAt: slide ? at : null,
      updatedAt: at,
    })
    .where(eq(webcasts.assetId, id))
    .returning();
  return row;
}

/** Ends the broadcasts whose media server stopped calling back before `staleBefore`. Throws nothing. */
export async function endStale(db: Db, staleBefore: Date, at: Date): Promise<number> {
  const rows = await db
    .update(webcasts)
    .set({ status: 'ended', endedAt: sql`${webcasts.updatedAt}`, publisher: null, updatedAt: at })
    .where(and(eq(webcasts.status, 'live'), lt(webcasts.updatedAt, staleBefore)))
    .returning({ id: webcasts.assetId });
  return rows.length;
}

/** The webcast with this (asset) id, or undefined. Throws nothing. */
export async function findById(db: Db, id: string): Promise<WebcastRow | undefined> {
  const [row] = await db.select().from(webcasts).where(eq(webcasts.assetId, id)).limit(1);
  return row;
}

/** Records that a video asset is a recording of the webcast. Throws when the webcast is gone. */
export async function addRecording(db: Db, row: { assetId: string; webcastId: string }): Promise<void> {
  await db.insert(webcastRecordings).values(row).onConflictDoNothing();
}

/** The asset ids of the webcast's recordings, newest first. Throws nothing. */
export async function listRecordingIds(db: Db, webcastId: string): Promise<string[]> {
  const rows = await db
    .select({ id: webcastRecordings.assetId })
    .from(webcastRecordings)
    .where(eq(webcastRecordings.webcastId, webcastId))
    .orderBy(desc(webcastRecordings.createdAt));
  return rows.map((r) => r.id);
}
