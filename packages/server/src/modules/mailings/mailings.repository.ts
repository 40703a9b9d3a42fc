import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type MailingRow, type NewMailing, mailings } from '../../db/schema/index.js';

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
  patch: Pick<NewMailing, 'name' | 'subject' | 'html' | 'text' | 'textIsCustom' | 'eventIds' | 'segment'>,
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
