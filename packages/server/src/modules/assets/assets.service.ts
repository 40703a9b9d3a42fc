import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ASSET_KIND_PATHS,
  type Asset,
  type AssetKind,
  type AssetKindPath,
  type AssetListQuery,
  type AssetUpdateRequest,
  type AssetUsage,
  DEFAULT_LANGUAGE,
  type Language,
  MSG,
  UPLOAD_RULES,
  type UploadKind,
  isUploadKind,
  isUuid,
} from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { AssetRow, NewAsset } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { detectUpload } from '../../platform/media/detect.js';
import { mapLimit } from '../../platform/media/pool.js';
import { type Processed, cropImage, processUpload } from '../../platform/media/process.js';
import { type Storage, extensionOfType } from '../../platform/storage/storage.js';
import * as repo from './assets.repository.js';
import { templateAssetName, templateKeysNamed } from './templates/names.js';

/** What the media library needs besides the database: where files go and how large they may be. */
export type MediaDeps = Deps & {
  storage: Storage;
  /** Local folder for uploads being checked and processed (never served). */
  spoolDir: string;
  /** Bytes per file by kind (UPLOAD_RULES unless a test lowers them). */
  uploadLimits: Record<UploadKind, number>;
  log?: { error(obj: unknown, msg: string): void };
};

/** The app-wide part of MediaDeps (buildApp's options). */
export type MediaOptions = Pick<MediaDeps, 'storage' | 'spoolDir' | 'uploadLimits'>;

/** The upload limits of the shared rules, with overrides. */
export const uploadLimitsOf = (overrides: Partial<Record<UploadKind, number>> = {}) =>
  Object.fromEntries(
    (Object.keys(UPLOAD_RULES) as UploadKind[]).map((k) => [k, overrides[k] ?? UPLOAD_RULES[k].maxBytes]),
  ) as Record<UploadKind, number>;

/** Public address of a stored file (a capability URL: the key has a 128-bit random segment). */
export const fileUrl = (key: string) => `/files/${key}`;

/** A webcast's "file": the organiser's page of it (viewers get signed playback addresses instead). */
const webcastPagePath = (id: string) => `/webcasts/${id}`;

/** The Asset of the API contract for a row. Throws nothing. */
export function presentAsset(row: AssetRow, language: Language = DEFAULT_LANGUAGE): Asset {
  return {
    id: row.id,
    kind: row.kind,
    origin: row.origin,
    name: templateAssetName(row.templateKey, row.name, language),
    type: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    duration: row.duration,
    url: row.kind === 'webcast' ? webcastPagePath(row.id) : fileUrl(row.webKey ?? row.originalKey),
    originalUrl: row.kind === 'webcast' ? webcastPagePath(row.id) : fileUrl(row.originalKey),
    thumbnailUrl: row.thumbKey ? fileUrl(row.thumbKey) : null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** The kind of a URL segment. Throws NOT_FOUND for anything but the five kinds. */
export function kindOfPath(path: string): AssetKind {
  const kind = (ASSET_KIND_PATHS as Record<string, AssetKind>)[path];
  if (!kind || !Object.hasOwn(ASSET_KIND_PATHS, path)) throw new AppError('NOT_FOUND');
  return kind;
}

/** Bytes a file of the kind may have. Throws NOT_FOUND (unknown kind, or webcasts: not uploaded). */
export function uploadLimitOf(deps: MediaDeps, kindPath: string): number {
  const kind = kindOfPath(kindPath);
  if (!isUploadKind(kind)) throw new AppError('NOT_FOUND');
  return deps.uploadLimits[kind];
}

/**
 * The tenant's custom assets of a kind plus the templates, one page; templates named (and searched) in
 * `language`. Throws NOT_FOUND (unknown kind).
 */
export async function listAssets(
  deps: Deps,
  tenantId: string,
  kindPath: string,
  query: AssetListQuery,
  language: Language = DEFAULT_LANGUAGE,
) {
  const kind = kindOfPath(kindPath as AssetKindPath);
  const templates =
    query.search && language !== 'en'
      ? { language, keys: templateKeysNamed(query.search, language) }
      : undefined;
  const { rows, total } = await repo.listAssets(deps.db, tenantId, kind, query, templates?.keys);
  return { assets: rows.map((row) => presentAsset(row, language)), total };
}

/** An asset the tenant may see (its own or a template). Throws NOT_FOUND (also for other tenants'). */
async function loadVisible(db: Db, tenantId: string, id: string): Promise<AssetRow> {
  const row = isUuid(id) ? await repo.findAssetById(db, id) : undefined;
  if (!row || (row.origin !== 'template' && row.tenantId !== tenantId)) throw new AppError('NOT_FOUND');
  return row;
}

/** An asset the tenant may change. Throws NOT_FOUND, FORBIDDEN (templates). */
async function loadOwn(db: Db, tenantId: string, id: string): Promise<AssetRow> {
  const row = await loadVisible(db, tenantId, id);
  if (row.origin === 'template')
    throw new AppError('FORBIDDEN', { message: 'Template assets are read-only.' });
  return row;
}

/** How many of its own assets of a kind the tenant has (e.g. webcasts, for its quota). Throws nothing. */
export const countAssets = (deps: { db: Db }, tenantId: string, kind: AssetKind) =>
  repo.countOfTenant(deps.db, tenantId, kind);

/** One asset (a template named in `language`). Throws NOT_FOUND. */
export async function getAsset(
  deps: Deps,
  tenantId: string,
  id: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Asset> {
  return presentAsset(await loadVisible(deps.db, tenantId, id), language);
}

// ---------------------------------------------------------------------------------------------
// Uploads

/** One file part of a multipart upload, as @fastify/multipart gives it. */
export type UploadPart = { fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

type Spooled = { name: string; path: string; work: string; size: number };
type Checked = Spooled & { mime: string; processed: Processed };

/** The name of an asset from the uploaded file's name: no folders, no extension, at most 200 characters. */
export function assetNameOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const name = (dot > 0 ? base.slice(0, dot) : base)
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  return name || 'file';
}

/**
 * Removes what interrupted uploads left in the spool folder (at least `maxAgeMs` old, so that uploads
 * still running in another process sharing the folder are kept); answers how many. Throws nothing.
 */
export async function sweepSpool(spoolDir: string, maxAgeMs = 6 * 60 * 60 * 1000): Promise<number> {
  const entries = await readdir(spoolDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of entries) {
    const path = join(spoolDir, name);
    const info = await stat(path).catch(() => null);
    // maxAgeMs 0 takes everything: a file written this very millisecond has an mtime a fraction of a
    // millisecond ahead of Date.now().
    if (info && (maxAgeMs <= 0 || Date.now() - info.mtimeMs >= maxAgeMs)) {
      await rm(path, { recursive: true, force: true }).catch(() => undefined);
      removed++;
    }
  }
  return removed;
}

/**
 * Empties the spool folder when the server starts: nothing of this process can be in flight yet, so
 * whatever is there was left by a process that was killed mid-upload. Answers how many entries it
 * removed. Throws nothing.
 */
export function clearSpool(spoolDir: string): Promise<number> {
  return sweepSpool(spoolDir, 0);
}

/** A new random storage folder for an asset: `assets/<128-bit hex>`. */
const newFolder = () => `assets/${randomBytes(16).toString('hex')}`;
/** The folder of one version: `v<n>.<random>` so that concurrent crops never share keys. */
const versionFolder = (folder: string, version: number) =>
  `${folder}/v${version}.${randomBytes(4).toString('hex')}`;

/** Stores an original and its renditions under `base`; answers the keys. Deletes what it stored on failure. */
export async function storeFiles(
  storage: Storage,
  base: string,
  original: { path: string; mime: string },
  processed: Processed,
): Promise<{ originalKey: string; webKey: string | null; thumbKey: string | null }> {
  const stored: string[] = [];
  const put = async (name: string, file: { path: string; mime: string }) => {
    const key = `${base}/${name}.${extensionOfType(file.mime)}`;
    stored.push(key);
    await storage.put(key, createReadStream(file.path), file.mime);
    return key;
  };
  try {
    const originalKey = await put('original', original);
    const webKey = processed.web ? await put('web', processed.web) : null;
    const thumbKey = processed.thumb ? await put('thumb', processed.thumb) : null;
    return { originalKey, webKey, thumbKey };
  } catch (e) {
    await deleteKeys(storage, stored);
    throw e;
  }
}

/** Removes stored files, ignoring failures (an orphan file is harmless, a failed request is not). */
async function deleteKeys(storage: Storage, keys: (string | null)[], log?: MediaDeps['log']) {
  await Promise.all(
    keys
      .filter((k): k is string => Boolean(k))
      .map((k) =>
        storage.delete(k).catch((e) => log?.error({ err: e, key: k }, 'could not delete a stored file')),
      ),
  );
}

/** Writes each part to the spool; enforces the field name, the count and the size per file. */
async function spool(parts: AsyncIterable<UploadPart>, dir: string, maxBytes: number): Promise<Spooled[]> {
  const files: Spooled[] = [];
  try {
    for await (const part of parts) {
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw new AppError('VALIDATION_FAILED', { fields: { [part.fieldname]: MSG.unknownField } });
      }
      const work = join(dir, String(files.length));
      await mkdir(work);
      const path = join(work, 'upload');
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated)
        throw new AppError('PAYLOAD_TOO_LARGE', {
          message: `${part.filename} is larger than ${Math.floor(maxBytes / 1024 / 1024)} MiB.`,
        });
      files.push({ name: part.filename, path, work, size: (await stat(path)).size });
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('VALIDATION_FAILED', { fields: { files: MSG.tooManyFiles } });
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE');
    throw e;
  }
  if (files.length === 0) throw new AppError('VALIDATION_FAILED', { fields: { files: MSG.required } });
  return files;
}

/** Checks a spooled file by its content and makes its renditions: the file checked, or why it was refused. */
async function checkFile(kind: UploadKind, file: Spooled) {
  const verdict = await detectUpload(kind, file.path);
  if (!verdict.ok)
    return { refused: { name: file.name, reason: verdict.reason, detected: verdict.detected } };
  try {
    const processed = await processUpload(kind, verdict.mime, file.path, file.work);
    return { checked: { ...file, mime: verdict.mime, processed } satisfies Checked };
  } catch {
    // Magic bytes of an image but not decodable: not an image either.
    return { refused: { name: file.name, reason: 'upload.wrongType' as const, detected: verdict.mime } };
  }
}

/** Stores checked files and inserts their rows in one transaction; on failure nothing stays stored. */
async function storeChecked(deps: MediaDeps, tenantId: string, kind: UploadKind, checked: Checked[]) {
  const rows: NewAsset[] = [];
  const storedKeys: string[] = [];
  try {
    for (const file of checked) {
      const keys = await storeFiles(
        deps.storage,
        versionFolder(newFolder(), 1),
        { path: file.path, mime: file.mime },
        file.processed,
      );
      storedKeys.push(...[keys.originalKey, keys.webKey, keys.thumbKey].filter((k): k is string => !!k));
      rows.push({
        tenantId,
        kind,
        origin: 'custom',
        name: assetNameOf(file.name),
        mime: file.mime,
        size: file.size,
        width: file.processed.width,
        height: file.processed.height,
        duration: file.processed.duration,
        ...keys,
      });
    }
    return await deps.db.transaction((tx) => repo.insertAssets(tx, rows));
  } catch (e) {
    await deleteKeys(deps.storage, storedKeys, deps.log);
    throw e;
  }
}

/**
 * Adds a file of this machine to the tenant's media library as if it had been uploaded (checked by
 * content, renditions made, stored): a webcast's recording. The file itself is left where it is.
 * Throws UNSUPPORTED_MEDIA_TYPE when it is not of the kind.
 */
export async function importFile(
  deps: MediaDeps,
  tenantId: string,
  kind: UploadKind,
  file: { path: string; name: string },
): Promise<AssetRow> {
  await mkdir(deps.spoolDir, { recursive: true });
  const work = await mkdtemp(join(deps.spoolDir, 'import-'));
  try {
    const outcome = await checkFile(kind, { ...file, work, size: (await stat(file.path)).size });
    if (!outcome.checked)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: `${file.name}: ${outcome.refused?.reason}` });
    const [row] = await storeChecked(deps, tenantId, kind, [outcome.checked]);
    return row!;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Uploads a batch (1..10 files) of one kind: each file is spooled, checked by content and processed;
 * only when every file passed are they stored and their rows inserted in one transaction. Nothing is
 * stored otherwise. Throws NOT_FOUND (kind), VALIDATION_FAILED (no files, more than 10, other fields),
 * PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE (results.files = [{ name, reason }]).
 */
export async function uploadAssets(
  deps: MediaDeps,
  tenantId: string,
  kindPath: string,
  parts: AsyncIterable<UploadPart>,
): Promise<Asset[]> {
  const kind = kindOfPath(kindPath);
  if (!isUploadKind(kind)) throw new AppError('NOT_FOUND');
  await mkdir(deps.spoolDir, { recursive: true });
  const dir = await mkdtemp(join(deps.spoolDir, 'upload-'));
  try {
    const files = await spool(parts, dir, deps.uploadLimits[kind]);
    // Checked and processed a few at a time; every file is looked at, so all refusals are named.
    const outcomes = await mapLimit(files, 3, (file) => checkFile(kind, file));
    const checked: Checked[] = outcomes.flatMap((o) => (o.checked ? [o.checked] : []));
    const refused = outcomes.flatMap((o) => (o.refused ? [o.refused] : []));
    if (refused.length > 0)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
        message: refused.map((r) => `${r.name}: ${r.reason} (content: ${r.detected})`).join('; '),
        results: { files: refused.map(({ name, reason }) => ({ name, reason })) },
      });
    const inserted = await storeChecked(deps, tenantId, kind, checked);
    return inserted.map((row) => presentAsset(row));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Rename, crop, delete

const CROPPABLE = ['image/jpeg', 'image/png', 'image/gif'];

/**
 * Renames and/or crops an asset; a crop makes a new version (a new original cut from the current one,
 * renditions remade) and removes the files of the previous one. Throws NOT_FOUND, FORBIDDEN
 * (templates), VALIDATION_FAILED (crop of a kind that cannot be cropped, or outside the image).
 */
export async function updateAsset(
  deps: MediaDeps,
  tenantId: string,
  id: string,
  body: AssetUpdateRequest,
): Promise<Asset> {
  const row = await loadOwn(deps.db, tenantId, id);
  if (!body.crop) {
    const updated = await repo.updateAsset(deps.db, id, { name: body.name });
    if (!updated) throw new AppError('NOT_FOUND');
    return presentAsset(updated);
  }
  const crop = body.crop;
  if (!CROPPABLE.includes(row.mime) || (row.kind !== 'image' && row.kind !== 'avatar'))
    throw new AppError('VALIDATION_FAILED', { fields: { crop: MSG.invalid } });
  if (crop.x + crop.width > (row.width ?? 0) || crop.y + crop.height > (row.height ?? 0))
    throw new AppError('VALIDATION_FAILED', { fields: { crop: MSG.invalid } });

  await mkdir(deps.spoolDir, { recursive: true });
  const work = await mkdtemp(join(deps.spoolDir, 'crop-'));
  try {
    const current = await deps.storage.get(row.originalKey);
    if (!current) throw new AppError('NOT_FOUND', { message: 'The stored file is missing.' });
    const source = join(work, 'current');
    await pipeline(current.stream, createWriteStream(source));
    const out = join(work, 'cropped');
    await cropImage(source, row.mime, crop, out);
    const processed = await processUpload(row.kind as UploadKind, row.mime, out, work);
    const version = row.version + 1;
    const folder = row.originalKey.split('/').slice(0, 2).join('/');
    const keys = await storeFiles(
      deps.storage,
      versionFolder(folder, version),
      { path: out, mime: row.mime },
      processed,
    );
    const updated = await repo
      .updateAsset(deps.db, id, {
        ...keys,
        name: body.name ?? row.name,
        size: (await stat(out)).size,
        width: processed.width,
        height: processed.height,
        version,
      })
      .catch(async (e) => {
        await deleteKeys(deps.storage, [keys.originalKey, keys.webKey, keys.thumbKey], deps.log);
        throw e;
      });
    if (!updated) throw new AppError('NOT_FOUND');
    await deleteKeys(deps.storage, [row.originalKey, row.webKey, row.thumbKey], deps.log);
    return presentAsset(updated);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Deletes an asset and its files. Throws NOT_FOUND, FORBIDDEN (templates),
 * REMOVABLE_DOC_HAS_DEPENDENCIES with results.usages when something uses it.
 */
export async function deleteAsset(deps: MediaDeps, tenantId: string, id: string): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const found = await loadOwn(tx, tenantId, id);
    await repo.lockAsset(tx, id);
    const usages = await repo.listUsages(tx, id);
    if (usages.length > 0) throw new AppError('REMOVABLE_DOC_HAS_DEPENDENCIES', { results: { usages } });
    await repo.deleteAsset(tx, id);
    return found;
  });
  await deleteKeys(deps.storage, [row.originalKey, row.webKey, row.thumbKey], deps.log);
}

/** Where a visible asset is used. Throws NOT_FOUND. */
export async function usagesForTenant(deps: Deps, tenantId: string, id: string): Promise<AssetUsage[]> {
  await loadVisible(deps.db, tenantId, id);
  return repo.listUsages(deps.db, id);
}

/** The original file of a visible asset, opened for download, with a file name. Throws NOT_FOUND. */
export async function openOriginal(deps: MediaDeps, tenantId: string, id: string) {
  const row = await loadVisible(deps.db, tenantId, id);
  const file = await deps.storage.get(row.originalKey);
  if (!file) throw new AppError('NOT_FOUND', { message: 'The stored file is missing.' });
  return { ...file, contentType: row.mime, fileName: `${row.name}.${extensionOfType(row.mime)}` };
}

// ---------------------------------------------------------------------------------------------
// Usage tracking: other modules call these inside their own transactions.

/** Records that `usage` (e.g. { type: 'event.logo', id: eventId, label: eventName }) uses the asset. */
export async function registerUsage(tx: Db, assetId: string, usage: AssetUsage): Promise<void> {
  await repo.upsertUsage(tx, assetId, usage);
}

/** Forgets every asset use of one owner (call before registering its current ones, or on its deletion). */
export async function unregisterUsages(tx: Db, owner: { type: string; id: string }): Promise<void> {
  await repo.deleteUsages(tx, owner);
}

/** How many places use each of these assets (0 for unused ones). Throws nothing. */
export async function usageCounts(db: Db, assetIds: string[]): Promise<Map<string, number>> {
  const counted = await repo.countUsages(db, assetIds);
  return new Map(assetIds.map((id) => [id, counted.get(id) ?? 0]));
}

/**
 * A new asset of the tenant without a file (a webcast: its media is a live stream). Call inside the
 * transaction that creates the row owning its other half. Throws nothing expected.
 */
export async function createFilelessAsset(
  tx: Db,
  tenantId: string,
  asset: { kind: Exclude<AssetKind, UploadKind>; name: string; mime: string },
): Promise<AssetRow> {
  const [row] = await repo.insertAssets(tx, [
    {
      tenantId,
      origin: 'custom',
      kind: asset.kind,
      name: asset.name,
      mime: asset.mime,
      size: 0,
      originalKey: '',
    },
  ]);
  return row!;
}

/** The tenant's own assets with these ids, by id (others' and templates left out). Throws nothing. */
export async function ownAssets(db: Db, tenantId: string, ids: string[]): Promise<Map<string, AssetRow>> {
  const rows = await repo.findAssetsByIds(db, [...new Set(ids.filter((id) => isUuid(id)))]);
  return new Map(rows.filter((r) => r.tenantId === tenantId && r.origin === 'custom').map((r) => [r.id, r]));
}

/** Where an asset is used. Throws nothing. */
export async function usagesOf(db: Db, assetId: string): Promise<AssetUsage[]> {
  return repo.listUsages(db, assetId);
}

/**
 * The assets with these ids that the tenant may use (its own and templates), by id; others are
 * left out. Throws nothing.
 */
export async function usableAssets(db: Db, tenantId: string, ids: string[]): Promise<Map<string, AssetRow>> {
  const wanted = [...new Set(ids.filter((id) => isUuid(id)))];
  const rows = await repo.findAssetsByIds(db, wanted);
  return new Map(
    rows.filter((r) => r.origin === 'template' || r.tenantId === tenantId).map((r) => [r.id, r]),
  );
}

/** The template assets by their template key (e.g. 'backdrop-main-hall'). Throws nothing. */
/** The id of the template asset with this key, or null when it is not seeded. Throws nothing. */
export const templateAssetId = async (db: Db, key: string): Promise<string | null> =>
  (await repo.findTemplateAsset(db, key))?.id ?? null;

export async function templateAssetsByKey(db: Db): Promise<Map<string, AssetRow>> {
  const rows = await repo.listTemplateAssets(db);
  return new Map(rows.map((r) => [r.templateKey!, r]));
}
