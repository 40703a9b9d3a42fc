import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type MailRow, mailOutbox } from '../../db/schema/index.js';

export type NewMail = {
  to: string;
  template: string;
  subject: string;
  html: string;
  text: string;
  /** `kept` for a mail only shown locally (a mailing without SMTP); default pending. */
  status?: 'pending' | 'kept';
};

/** Adds a mail, pending unless told (call inside the transaction of the change that causes it). Throws nothing. */
export async function insertMail(db: Db, mail: NewMail): Promise<MailRow> {
  const [row] = await db.insert(mailOutbox).values(mail).returning();
  return row;
}

/** Adds mails as insertMail does, in one statement; answers their rows in the same order. Throws nothing. */
export async function insertMails(db: Db, mails: readonly NewMail[]): Promise<MailRow[]> {
  if (mails.length === 0) return [];
  return db
    .insert(mailOutbox)
    .values([...mails])
    .returning();
}

/** Rows a sending claim left behind for this long are taken again (the node that claimed them died). */
const STALE_CLAIM = sql`interval '5 minutes'`;

/**
 * Claims up to `limit` due mails, marking them `sending`; SKIP LOCKED lets several nodes claim
 * side by side without taking the same row twice. Throws nothing.
 */
export async function claimDueMails(db: Db, limit: number): Promise<MailRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    UPDATE mail_outbox SET status = 'sending', locked_at = now(), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE (status = 'pending' AND next_attempt_at <= now())
         OR (status = 'sending' AND locked_at < now() - ${STALE_CLAIM})
      ORDER BY created_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(mailOutbox)
    .where(
      sql`${mailOutbox.id} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .orderBy(mailOutbox.createdAt);
}

/** Claims one mail if it is due (pending, its time come), marking it `sending`; else undefined. Throws nothing. */
export async function claimMail(db: Db, id: string): Promise<MailRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sending', lockedAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(
      and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
    )
    .returning();
  return row;
}

/** Marks a claimed mail as done (`sent` or `kept`). Throws nothing. */
export async function markDone(db: Db, id: string, status: 'sent' | 'kept'): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status, sentAt: new Date(), lockedAt: null, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

/** Puts a failed mail back for a later attempt, or marks it `failed` for good. Throws nothing. */
export async function markFailed(db: Db, id: string, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { status: 'pending', nextAttemptAt: retryAt, lockedAt: null, lastError: error }
        : { status: 'failed', lockedAt: null, lastError: error },
    )
    .where(eq(mailOutbox.id, id));
}

/** Mails newest first, optionally only those to one address. Throws nothing. */
export async function listMails(db: Db, options: { to?: string; limit?: number } = {}): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to ? sql`lower(${mailOutbox.to}) = ${options.to.toLowerCase()}` : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit ?? 200);
}

/** One mail by id, or undefined. Throws nothing. */
export async function findMail(db: Db, id: string): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row;
}

/** Mails not sent yet: pending (due or waiting for a retry) or being handed on. Throws nothing. */
export async function countUnsent(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending']));
  return row?.n ?? 0;
}
