import { z } from 'zod';
import { EmptyResults } from '../api.js';
import { LIMITS } from '../limits.js';
import { MSG, requiredText } from '../validators.js';

/** Asset kinds (spec §3 Assets). */
export const ASSET_KINDS = ['image', 'avatar', 'video', 'document', 'webcast'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** URL segment of each kind (`/assets/images`, `GET assets/images`). */
export const ASSET_KIND_PATHS = {
  images: 'image',
  avatars: 'avatar',
  videos: 'video',
  documents: 'document',
  webcasts: 'webcast',
} as const satisfies Record<string, AssetKind>;
export type AssetKindPath = keyof typeof ASSET_KIND_PATHS;
export const ASSET_KIND_PATH_NAMES = Object.keys(ASSET_KIND_PATHS) as AssetKindPath[];

/** The URL segment of a kind. */
export function pathOfKind(kind: AssetKind): AssetKindPath {
  return ASSET_KIND_PATH_NAMES.find((p) => ASSET_KIND_PATHS[p] === kind)!;
}

export type UploadKind = Exclude<AssetKind, 'webcast'>;
export type UploadRule = { extensions: readonly string[]; mimeTypes: readonly string[]; maxBytes: number };

const MiB = 1024 * 1024;

/** Upload rules of spec §5, with the size limit per kind; the server checks content, not names. */
export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  image: {
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'svg'],
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml'],
    maxBytes: 20 * MiB,
  },
  avatar: { extensions: ['jpg', 'jpeg', 'png'], mimeTypes: ['image/jpeg', 'image/png'], maxBytes: 10 * MiB },
  video: {
    extensions: ['mp4', 'mpeg', 'mpg', 'avi', 'mov', 'qt'],
    mimeTypes: ['video/mp4', 'video/mpeg', 'video/x-msvideo', 'video/avi', 'video/quicktime'],
    maxBytes: 500 * MiB,
  },
  document: { extensions: ['pdf'], mimeTypes: ['application/pdf'], maxBytes: 50 * MiB },
};

export const isUploadKind = (kind: AssetKind): kind is UploadKind => kind !== 'webcast';

/** True when the file name has an extension allowed for the kind (a first check in the browser). */
export function checkUploadName(kind: UploadKind, fileName: string): boolean {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return fileName.includes('.') && UPLOAD_RULES[kind].extensions.includes(ext);
}

/** `accept` map for a dropzone: mime type → extensions. */
export function acceptFor(kind: UploadKind): Record<string, string[]> {
  const rule = UPLOAD_RULES[kind];
  return Object.fromEntries(rule.mimeTypes.map((m) => [m, rule.extensions.map((e) => `.${e}`)]));
}

export const ASSET_SORTS = ['name', 'created', 'size'] as const;
export const SORT_ORDERS = ['ASC', 'DESC'] as const;

/** GET assets/{kindPath} query. */
export const AssetListQuery = z.object({
  search: z.string().trim().max(100, MSG.maxLength).optional(),
  sort: z.enum(ASSET_SORTS).default('created'),
  order: z.enum(SORT_ORDERS).default('DESC'),
  page: z.coerce.number().int().min(1).max(LIMITS.maxInteger).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIMITS.pageSize),
});
export type AssetListQuery = z.infer<typeof AssetListQuery>;

export const ASSET_ORIGINS = ['custom', 'template'] as const;

/** An asset as the API presents it. */
export const Asset = z.object({
  id: z.string(),
  kind: z.enum(ASSET_KINDS),
  origin: z.enum(ASSET_ORIGINS),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable().optional(),
  height: z.number().int().nullable().optional(),
  duration: z.number().nullable().optional(),
  /**
   * Where the file is served (`/files/…`). A webcast has no file: its organiser page
   * (`/webcasts/{id}`); viewers play it under a signed address from the playback calls.
   */
  url: z.string(),
  originalUrl: z.string(),
  thumbnailUrl: z.string().nullable().optional(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type Asset = z.infer<typeof Asset>;

export const CropRect = z.strictObject({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});
export type CropRect = z.infer<typeof CropRect>;

/** PUT assets/{id}: rename and/or crop (a crop makes a new version). */
export const AssetUpdateRequest = z
  .strictObject({ name: requiredText(200).optional(), crop: CropRect.optional() })
  .refine((v) => v.name !== undefined || v.crop !== undefined, { message: MSG.required, path: ['name'] });
export type AssetUpdateRequest = z.infer<typeof AssetUpdateRequest>;

/** Where an asset is used (answered with REMOVABLE_DOC_HAS_DEPENDENCIES). */
export const AssetUsage = z.object({ type: z.string(), id: z.string(), label: z.string() });
export type AssetUsage = z.infer<typeof AssetUsage>;

/** GET assets/{kindPath}: one page of assets and how many match in all. */
export const AssetListResults = z.object({ assets: z.array(Asset), total: z.number().int() });
export type AssetListResults = z.infer<typeof AssetListResults>;

/** GET assets/item/{id}, PUT assets/item/{id}: one asset. */
export const AssetResults = z.object({ asset: Asset });

/** POST assets/{kindPath}: the assets of the batch, in the order of the files. */
export const AssetsResults = z.object({ assets: z.array(Asset) });

/** GET assets/item/{id}/usages */
export const AssetUsagesResults = z.object({ usages: z.array(AssetUsage) });

/**
 * DELETE assets/item/{id}: no results (`{ success: true }`); refused with REMOVABLE_DOC_HAS_DEPENDENCIES,
 * the usages (a refusal answers 200, so its results pass this schema too).
 */
export const AssetDeleteResults = z.union([EmptyResults, AssetUsagesResults]).optional();

/** `results` of an upload refused as UNSUPPORTED_MEDIA_TYPE: each refused file and why (a message key). */
export const AssetUploadRefusal = z.object({
  files: z.array(z.object({ name: z.string(), reason: z.string() })),
});

/** POST assets/{kindPath}: the multipart form, 1..uploadFilesAtOnce files in the field `files`. */
export const AssetUploadForm = z.object({
  files: z.array(z.file()).min(1).max(LIMITS.uploadFilesAtOnce).optional(),
});

/** Crop presets of spec §9: the 16:9 title image and the 140x38 logo. */
export const CROP_PRESETS = [
  { key: 'free', aspect: undefined },
  { key: 'wide', aspect: 16 / 9 },
  { key: 'logo', aspect: 140 / 38 },
  { key: 'square', aspect: 1 },
] as const;
