import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A file of the media library. Custom assets belong to a tenant (the main account); template assets
 * (origin 'template') have no tenant, are shown to every account and are seeded at start.
 */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'avatar', 'video', 'document', 'webcast'] }).notNull(),
    origin: text('origin', { enum: ['custom', 'template'] }).notNull(),
    name: text('name').notNull(),
    /** Content type of the original, decided by its content. */
    mime: text('mime').notNull(),
    /** Bytes of the current original. */
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Seconds (videos). */
    duration: doublePrecision('duration'),
    /** 1, +1 per crop; each version has its own storage keys. */
    version: integer('version').notNull().default(1),
    originalKey: text('original_key').notNull(),
    /** Web rendition; null when the original is served as is (SVG, small GIF, video, PDF). */
    webKey: text('web_key'),
    thumbKey: text('thumb_key'),
    /** Stable name of a seeded template, for idempotent seeding. */
    templateKey: text('template_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assets_tenant_kind_idx').on(t.tenantId, t.kind, t.createdAt),
    index('assets_origin_kind_idx').on(t.origin, t.kind),
  ],
);

/** Where an asset is used (an event's logo, a booth's document…), registered by the module using it. */
export const assetUsages = pgTable(
  'asset_usages',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    /** e.g. 'event.logo'. */
    usageType: text('usage_type').notNull(),
    /** Id of the using row (an event id…). */
    ownerId: text('owner_id').notNull(),
    /** What a person recognises it by (the event's name). */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.usageType, t.ownerId] }),
    index('asset_usages_owner_idx').on(t.usageType, t.ownerId),
  ],
);

export type AssetRow = typeof assets.$inferSelect;
export type NewAsset = typeof assets.$inferInsert;
export type AssetUsageRow = typeof assetUsages.$inferSelect;
