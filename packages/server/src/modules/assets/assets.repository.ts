import type { AssetKind, AssetListQuery, AssetUsage } from '@foyer/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type AssetRow, type NewAsset, assetUsages, assets } from '../../db/schema/index.js';

export type AssetPatch = Partial<Omit<NewAsset, 'id' | 'tenantId' | 'origin' | 'kind' | 'createdAt'>>;

/** Custom assets of the tenant and every template, of one kind. */
const visibleTo = (tenantId: string, kind: AssetKind): SQL =>
  and(eq(assets.kind, kind), or(eq(assets.tenantId, tenantId), eq(assets.origin, 'template')))!;

/** `%`, `_` and `\` of a search taken literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORT_COLUMNS = { name: assets.name, created: assets.createdAt, size: assets.size } as const;

/**
 * One page of the assets a tenant sees of a kind, and how many there are. A search matches names;
 * with `templateKeys` (the templates whose name in the user's language matches) templates match by
 * those instead of their stored English names. Throws nothing.
 */
export async function listAssets(
  db: Db,
  tenantId: string,
  kind: AssetKind,
  query: AssetListQuery,
  templateKeys?: string[],
): Promise<{ rows: AssetRow[]; total: number }> {
  const named = (search: string) =>
    templateKeys === undefined
      ? ilike(assets.name, likePattern(search))
      : or(
          and(ne(assets.origin, 'template'), ilike(assets.name, likePattern(search))),
          templateKeys.length > 0 ? inArray(assets.templateKey, templateKeys) : sql`false`,
        );
  const where = query.search
    ? and(visibleTo(tenantId, kind), named(query.search))
    : visibleTo(tenantId, kind);
  const direction = query.order === 'ASC' ? asc : desc;
  const rows = await db
    .select()
    .from(assets)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[query.sort]), direction(assets.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await db.select({ n: count() }).from(assets).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** The asset with this id, or undefined. Throws nothing. */
export async function findAssetById(db: Db, id: string): Promise<AssetRow | undefined> {
  const [row] = await db.select().from(assets).where(eq(assets.id, id)).limit(1);
  return row;
}

/** Inserts assets; answers them in the given order. Throws nothing. */
export async function insertAssets(db: Db, rows: NewAsset[]): Promise<AssetRow[]> {
  if (rows.length === 0) return [];
  return db.insert(assets).values(rows).returning();
}

/** Inserts a template asset unless one with its template key exists; undefined then. Throws nothing. */
export async function insertTemplateAsset(db: Db, row: NewAsset): Promise<AssetRow | undefined> {
  const [inserted] = await db.insert(assets).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The template keys already seeded. Throws nothing. */
export async function listTemplateKeys(db: Db): Promise<Set<string>> {
  const rows = await db.select({ key: assets.templateKey }).from(assets).where(isNotNull(assets.templateKey));
  return new Set(rows.map((r) => r.key!));
}

/** Updates an asset and answers the new row. Throws nothing. */
export async function updateAsset(db: Db, id: string, patch: AssetPatch): Promise<AssetRow | undefined> {
  const [row] = await db
    .update(assets)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(assets.id, id))
    .returning();
  return row;
}

/** Locks the asset's row for the rest of the transaction (usages wait for it). Throws nothing. */
export async function lockAsset(db: Db, id: string): Promise<void> {
  await db.select({ id: assets.id }).from(assets).where(eq(assets.id, id)).for('update');
}

/** Deletes an asset row (its usages must be gone). Throws the database's foreign key error otherwise. */
export async function deleteAsset(db: Db, id: string): Promise<void> {
  await db.delete(assets).where(eq(assets.id, id));
}

/** Records (or relabels) one use of an asset. Throws the foreign key error for an unknown asset. */
export async function upsertUsage(db: Db, assetId: string, usage: AssetUsage): Promise<void> {
  await db
    .insert(assetUsages)
    .values({ assetId, usageType: usage.type, ownerId: usage.id, label: usage.label })
    .onConflictDoUpdate({
      target: [assetUsages.assetId, assetUsages.usageType, assetUsages.ownerId],
      set: { label: usage.label },
    });
}

/** Forgets every use by one owner (e.g. all assets an event used as its logo). Throws nothing. */
export async function deleteUsages(db: Db, owner: { type: string; id: string }): Promise<void> {
  await db
    .delete(assetUsages)
    .where(and(eq(assetUsages.usageType, owner.type), eq(assetUsages.ownerId, owner.id)));
}

/** Where an asset is used, oldest first. Throws nothing. */
export async function listUsages(db: Db, assetId: string): Promise<AssetUsage[]> {
  const rows = await db
    .select()
    .from(assetUsages)
    .where(eq(assetUsages.assetId, assetId))
    .orderBy(asc(assetUsages.createdAt), asc(assetUsages.usageType), asc(assetUsages.ownerId));
  return rows.map((r) => ({ type: r.usageType, id: r.ownerId, label: r.label }));
}

/** The assets with these ids (any tenant). Throws nothing. */
export async function findAssetsByIds(db: Db, ids: string[]): Promise<AssetRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(assets).where(inArray(assets.id, ids));
}

/** The seeded template asset with this template key, or undefined. Throws nothing. */
export async function findTemplateAsset(db: Db, key: string): Promise<AssetRow | undefined> {
  const [row] = await db.select().from(assets).where(eq(assets.templateKey, key)).limit(1);
  return row;
}

/** Every template asset. Throws nothing. */
export async function listTemplateAssets(db: Db): Promise<AssetRow[]> {
  return db.select().from(assets).where(isNotNull(assets.templateKey));
}

/** How many custom assets of a kind the tenant has (templates not counted). Throws nothing. */
export async function countOfTenant(db: Db, tenantId: string, kind: AssetKind): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.kind, kind)));
  return row?.n ?? 0;
}

/** How many usages each of these assets has (assets without any are left out). Throws nothing. */
export async function countUsages(db: Db, assetIds: string[]): Promise<Map<string, number>> {
  if (assetIds.length === 0) return new Map();
  const rows = await db
    .select({ id: assetUsages.assetId, n: count() })
    .from(assetUsages)
    .where(inArray(assetUsages.assetId, assetIds))
    .groupBy(assetUsages.assetId);
  return new Map(rows.map((r) => [r.id, r.n]));
}
