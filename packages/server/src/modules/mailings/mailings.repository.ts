import { type SQL, and, asc, count, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type MailingDeliveryRow,
  type MailingRow,
  type NewMailing,
  appSecrets,
  mailingDeliveries,
  mailings,
  registrationPages,
} from '../../db/schema/index.js';

const ofTenant = (tenantId: string, id: string) => and(eq(mailings.tenantId, tenantId), eq(mailings.id, id));

/** The tenant's mailings, newest first, whose name or subject holds `search`. Throws nothing. */
export async function listMailings(db: Db, tenantId: string, search?: string): Promise<MailingRow[]> {
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select()
    .from(mailings)
    .where(
      and(
        eq(mailings.tenantId, tenantId),
        like ? or(ilike(mailings.name, like), ilike(mailings.subject, like)) : undefined,
      ),
    )
    .orderBy(desc(mailings.createdAt), desc(mailings.id));
}

/** The tenant's mailing with this id, or undefined. Throws nothing. */
export async function findMailing(db: Db, tenantId: string, id: string): Promise<MailingRow | undefined> {
  const [row] = await db.select().from(mailings).where(ofTenant(tenantId, id)).limit(1);
  return row;
}

/** Adds a mailing. Throws nothing expected. */
export async function insertMailing(db: Db, row: NewMailing): Promise<MailingRow> {
  const [saved] = await db.insert(mailings).values(row).returning();
  return saved!;
}

/**
 * Replaces a draft's fields if it is still a draft at `version`, and increases the version;
 * undefined when it changed meanwhile. Throws nothing expected.
 */
export async function updateDraft(
  db: Db,
  tenantId: string,
  id: string,
  version: number,
  patch: Pick<
    NewMailing,
    'name' | 'subject' | 'html' | 'text' | 'textIsCustom' | 'eventIds' | 'segment' | 'trackClicks'
  >,
): Promise<MailingRow | undefined> {
  const [row] = await db
    .update(mailings)
    .set({ ...patch, updatedAt: new Date(), version: sql`${mailings.version} + 1` })
    .where(and(ofTenant(tenantId, id), eq(mailings.version, version), eq(mailings.status, 'draft')))
    .returning();
  return row;
}

/** Deletes a draft; false when it is gone or no longer a draft. Throws nothing. */
export async function deleteDraft(db: Db, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(mailings)
    .where(and(ofTenant(tenantId, id), eq(mailings.status, 'draft')))
    .returning({ id: mailings.id });
  return rows.length > 0;
}

/**
 * Moves a mailing from one status to another (and sets `patch`), if it is still in `from`; the row
 * as changed, or undefined when it was not in `from`. Throws nothing.
 */
export async function moveMailing(
  db: Db,
  tenantId: string | null,
  id: string,
  from: readonly MailingRow['status'][],
  patch: Partial<Pick<NewMailing, 'status' | 'sendAt' | 'relativeMinutes'>>,
): Promise<MailingRow | undefined> {
  const [row] = await db
    .update(mailings)
    .set({ ...patch, updatedAt: new Date(), version: sql`${mailings.version} + 1` })
    .where(
      and(
        tenantId ? eq(mailings.tenantId, tenantId) : undefined,
        eq(mailings.id, id),
        inArray(mailings.status, [...from]),
      ),
    )
    .returning();
  return row;
}

/** The mailing with this id whatever its account, or undefined. Throws nothing. */
export async function findMailingById(db: Db, id: string): Promise<MailingRow | undefined> {
  const [row] = await db.select().from(mailings).where(eq(mailings.id, id)).limit(1);
  return row;
}

/**
 * Scheduled mailings whose time has come: those at a time once `send_at` passed, and reminders once
 * their event's start (read now from its registration page, so a reminder follows a moved event)
 * plus their offset passed; a reminder whose event has no start waits. A due reminder's `send_at`
 * becomes that moment (the time it went out, whatever the event does later). Throws nothing.
 */
export async function dueMailings(db: Db, now: Date): Promise<MailingRow[]> {
  const p = registrationPages;
  const reminders = await db.execute(sql`update ${mailings}
    set send_at = ${p}.starts_at + ${mailings}.relative_minutes * interval '1 minute'
    from ${p}
    where ${mailings}.status = 'scheduled' and ${mailings}.relative_minutes is not null
      and cardinality(${mailings}.event_ids) = 1 and ${p}.event_id = ${mailings}.event_ids[1]
      and ${p}.starts_at + ${mailings}.relative_minutes * interval '1 minute' <= ${now.toISOString()}::timestamptz
    returning ${mailings}.id`);
  const reminderIds = (reminders as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  return db
    .select()
    .from(mailings)
    .where(
      and(
        eq(mailings.status, 'scheduled'),
        or(
          and(isNull(mailings.relativeMinutes), sql`${mailings.sendAt} <= ${now}`),
          reminderIds.length > 0 ? inArray(mailings.id, reminderIds) : undefined,
        ),
      ),
    );
}

/** Mailings that are sending (to pick up after a restart). Throws nothing. */
export async function sendingMailings(db: Db): Promise<MailingRow[]> {
  return db.select().from(mailings).where(eq(mailings.status, 'sending'));
}

/**
 * One delivery per row of `recipients` (a select of `id`, `email`), none for an address that has one
 * already; answers how many the mailing has. Throws nothing expected.
 */
export async function insertDeliveries(db: Db, mailingId: string, recipients: SQL): Promise<number> {
  await db.execute(sql`insert into ${mailingDeliveries} (mailing_id, participant_id, email)
    select ${mailingId}::uuid, r.id, r.email from (${recipients}) r
    on conflict (mailing_id, email) do nothing`);
  const [row] = await db
    .select({ n: count() })
    .from(mailingDeliveries)
    .where(eq(mailingDeliveries.mailingId, mailingId));
  return row?.n ?? 0;
}

/**
 * Claims up to `limit` due pending deliveries of the mailing for this sender (SKIP LOCKED: two
 * senders never claim the same one): `sending`, locked now, one attempt more; one statement that
 * answers the claimed rows. Throws nothing.
 */
export async function claimDeliveries(
  db: Db,
  mailingId: string,
  limit: number,
): Promise<MailingDeliveryRow[]> {
  const d = mailingDeliveries;
  const due = sql`(select ${d.id} from ${d}
    where ${d.mailingId} = ${mailingId} and ${d.status} = 'pending' and ${d.nextAttemptAt} <= now()
    order by ${d.nextAttemptAt}, ${d.id}
    limit ${limit}
    for update skip locked)`;
  return db
    .update(d)
    .set({ status: 'sending', lockedAt: sql`now()`, attempts: sql`${d.attempts} + 1` })
    .where(inArray(d.id, due))
    .returning();
}

/** What became of one claimed delivery (`attempts` as claimed, so a claim released meanwhile is left alone). */
export type Settlement = {
  id: string;
  attempts: number;
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  response: string | null;
  /** When a delivery going back to pending is due again. */
  nextAttemptAt?: Date;
};

/**
 * Records what became of many claimed deliveries in one statement (UPDATE … FROM VALUES); sent ones
 * are stamped now. A delivery no longer `sending` at the attempt it was claimed with (released as
 * stale and claimed again, or cancelled) is left as it is. Throws nothing.
 */
export async function settleDeliveries(db: Db, settled: readonly Settlement[]): Promise<void> {
  if (settled.length === 0) return;
  const d = mailingDeliveries;
  const rows = settled.map(
    (s) =>
      sql`(${s.id}::uuid, ${s.attempts}::int, ${s.status}, ${s.response}, ${s.nextAttemptAt?.toISOString() ?? null}::timestamptz)`,
  );
  await db.execute(sql`update ${d} set
      status = v.status,
      response = v.response,
      sent_at = case when v.status = 'sent' then now() else ${d.sentAt} end,
      next_attempt_at = coalesce(v.next_attempt_at, ${d.nextAttemptAt}),
      locked_at = null
    from (values ${sql.join(rows, sql`, `)}) as v(id, attempts, status, response, next_attempt_at)
    where ${d.id} = v.id and ${d.attempts} = v.attempts and ${d.status} = 'sending'`);
}

/**
 * Marks claims a living sender still holds as fresh (its heartbeat while their mails are out), so
 * that releaseStale can tell them from a dead sender's. Throws nothing.
 */
export async function touchClaims(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailingDeliveries)
    .set({ lockedAt: sql`now()` })
    .where(and(inArray(mailingDeliveries.id, [...ids]), eq(mailingDeliveries.status, 'sending')));
}

/**
 * Deliveries left `sending` for longer than `staleAfterMs` by the database's clock (their sender
 * died while handing them to SMTP: a living one refreshes its claims) go back to pending; answers
 * how many. Throws nothing.
 */
export async function releaseStale(db: Db, staleAfterMs: number): Promise<number> {
  const rows = await db
    .update(mailingDeliveries)
    .set({ status: 'pending', lockedAt: null })
    .where(
      and(
        eq(mailingDeliveries.status, 'sending'),
        lt(mailingDeliveries.lockedAt, sql`now() - ${staleAfterMs} * interval '1 millisecond'`),
      ),
    )
    .returning({ id: mailingDeliveries.id });
  return rows.length;
}

/**
 * Sending mailings with deliveries due that nobody started, resumed, claimed, refreshed or sent
 * for `idleForMs` by the database's clock: no sender is at them (it died, or its job is held back
 * in the queue). Throws nothing.
 */
export async function idleMailings(db: Db, idleForMs: number): Promise<string[]> {
  const d = mailingDeliveries;
  const rows = await db
    .select({ id: d.mailingId })
    .from(d)
    .innerJoin(mailings, eq(mailings.id, d.mailingId))
    .where(eq(mailings.status, 'sending'))
    .groupBy(d.mailingId)
    .having(
      and(
        sql`count(*) filter (where ${d.status} = 'pending' and ${d.nextAttemptAt} <= now()) > 0`,
        sql`greatest(max(${d.lockedAt}), max(${d.sentAt}), max(${mailings.updatedAt})) < now() - ${idleForMs} * interval '1 millisecond'`,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Deliveries of sending mailings still to go out (pending, or handed to SMTP and not settled); those
 * of a paused mailing wait for its organiser, not for the queue. Throws nothing.
 */
export async function countPendingDeliveries(db: Db): Promise<number> {
  const d = mailingDeliveries;
  const [row] = await db
    .select({ n: count() })
    .from(d)
    .innerJoin(mailings, eq(mailings.id, d.mailingId))
    .where(and(eq(mailings.status, 'sending'), inArray(d.status, ['pending', 'sending'])));
  return row?.n ?? 0;
}

/** Pending deliveries of the mailing become skipped (cancelled). Throws nothing. */
export async function skipPending(db: Db, mailingId: string): Promise<void> {
  await db
    .update(mailingDeliveries)
    .set({ status: 'skipped', response: 'cancelled' })
    .where(and(eq(mailingDeliveries.mailingId, mailingId), eq(mailingDeliveries.status, 'pending')));
}

/** What `progressOf` counts of one mailing's deliveries. */
export type DeliveryCounts = { byStatus: Record<string, number>; recent: number; clicked: number };

/**
 * Per mailing of these ids: deliveries by status, those sent since `since`, and the recipients who
 * clicked a tracked link. Throws nothing.
 */
export async function progressOf(
  db: Db,
  mailingIds: readonly string[],
  since: Date,
): Promise<Map<string, DeliveryCounts>> {
  const out = new Map<string, DeliveryCounts>();
  if (mailingIds.length === 0) return out;
  const rows = await db
    .select({
      mailingId: mailingDeliveries.mailingId,
      status: mailingDeliveries.status,
      n: count(),
      recent: sql<number>`count(*) filter (where ${mailingDeliveries.sentAt} >= ${since})`,
      clicked: sql<number>`count(*) filter (where ${mailingDeliveries.clickedAt} is not null)`,
    })
    .from(mailingDeliveries)
    .where(inArray(mailingDeliveries.mailingId, [...mailingIds]))
    .groupBy(mailingDeliveries.mailingId, mailingDeliveries.status);
  for (const r of rows) {
    const entry = out.get(r.mailingId) ?? { byStatus: {}, recent: 0, clicked: 0 };
    entry.byStatus[r.status] = r.n;
    entry.recent += Number(r.recent);
    entry.clicked += Number(r.clicked);
    out.set(r.mailingId, entry);
  }
  return out;
}

/** One page of a mailing's deliveries by address, optionally of one status, and their total. Throws nothing. */
export async function listDeliveries(
  db: Db,
  mailingId: string,
  page: { status?: MailingDeliveryRow['status']; offset: number; limit: number },
): Promise<{ rows: MailingDeliveryRow[]; total: number }> {
  const where = and(
    eq(mailingDeliveries.mailingId, mailingId),
    page.status ? eq(mailingDeliveries.status, page.status) : undefined,
  );
  const rows = await db
    .select()
    .from(mailingDeliveries)
    .where(where)
    .orderBy(asc(mailingDeliveries.email))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(mailingDeliveries).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Counts a click on a tracked link of the delivery (the first one's time kept). Throws nothing. */
export async function recordClick(db: Db, deliveryId: string): Promise<void> {
  await db
    .update(mailingDeliveries)
    .set({
      clicks: sql`${mailingDeliveries.clicks} + 1`,
      clickedAt: sql`coalesce(${mailingDeliveries.clickedAt}, now())`,
    })
    .where(eq(mailingDeliveries.id, deliveryId));
}

/** The delivery with this id, or undefined. Throws nothing. */
export async function findDelivery(db: Db, id: string): Promise<MailingDeliveryRow | undefined> {
  const [row] = await db.select().from(mailingDeliveries).where(eq(mailingDeliveries.id, id)).limit(1);
  return row;
}

/** The app's secret of this name, made (random) on first use by whichever node comes first. Throws nothing expected. */
export async function appSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}
