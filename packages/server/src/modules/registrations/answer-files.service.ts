import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MSG } from '@foyer/shared';
import type { Deps } from '../../context.js';
import { AppError } from '../../errors.js';
import { detectUpload } from '../../platform/media/detect.js';
import { type Storage, extensionOfType } from '../../platform/storage/storage.js';
import type { UploadPart } from '../assets/assets.service.js';
import { lentRoomUsages } from '../venue/editor.service.js';
import {
  type EventScope,
  removeEvent,
  requireEvent,
  requireEventByPageCode,
} from '../events/events.service.js';
import {
  type FileRemovalDeps,
  addAnswerFile,
  deleteStoredFiles,
  removeFilesOfEvent,
  removeUnclaimedFilesBefore,
} from '../participants/participants.service.js';
import {
  countRegistrations,
  forgetPageUsages,
  pageOf,
  registrationLimitOf,
} from '../regpages/regpages.service.js';

/** Bytes an answer file may have (spec §3 Profile item, type file). */
export const ANSWER_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Multipart field of an answer file. */
export const ANSWER_FILE_FIELD = 'file';

/** Storage folder of answer files; /files never serves keys under it. */
export const PRIVATE_PREFIX = 'private/';

/** Age after which an upload no registration claimed is deleted by the sweep. */
export const UNCLAIMED_FILE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** How often the sweep of unclaimed files runs (besides once at start). */
export const UNCLAIMED_FILE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Rows one sweep statement removes at most (then it goes on with the next batch). */
const SWEEP_BATCH = 500;

/** What an upload needs besides the database: where files go and where they are checked first. */
export type AnswerFileDeps = Deps & {
  storage: Storage;
  spoolDir: string;
  log?: { error(obj: unknown, msg: string): void };
};

/** The name kept of an uploaded file: no folders or control characters, at most 200 characters. */
export function answerFileNameOf(filename: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  if (base.length <= 200) return base || 'file';
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return `${base.slice(0, base.length - ext.length).slice(0, 200 - ext.length)}${ext}`;
}

/**
 * The page's event when it takes registrations now. Throws NOT_FOUND, REGISTRATION_CLOSED (closed
 * or expired), REGISTRATION_FULL.
 */
async function openEventOf(deps: Deps, pageCode: string) {
  const event = await requireEventByPageCode(deps, pageCode);
  const page = await pageOf(deps.db, event);
  if (page.expired || !page.open) throw new AppError('REGISTRATION_CLOSED');
  const [count, limit] = await Promise.all([
    countRegistrations(deps.db, event.id),
    registrationLimitOf(deps.db, event.tenantId),
  ]);
  if (count >= limit) throw new AppError('REGISTRATION_FULL');
  return event;
}

/** Writes the part to `path`. Throws VALIDATION_FAILED (another field), PAYLOAD_TOO_LARGE. */
async function spoolPart(part: UploadPart, path: string): Promise<void> {
  if (part.fieldname !== ANSWER_FILE_FIELD) {
    part.file.resume();
    throw new AppError('VALIDATION_FAILED', { fields: { [part.fieldname]: MSG.unknownField } });
  }
  try {
    await pipeline(part.file, createWriteStream(path));
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE');
    throw e;
  }
  if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
}

/** The file's real type when it is a PDF, JPEG or PNG (by content), else undefined. Throws on I/O errors. */
async function answerFileType(path: string): Promise<string | undefined> {
  for (const kind of ['document', 'avatar'] as const) {
    const verdict = await detectUpload(kind, path);
    if (verdict.ok) return verdict.mime;
  }
  return undefined;
}

/**
 * POST public/regpage/{pageCode}/files: checks one uploaded file by content (PDF, JPEG or PNG, at
 * most 10 MiB), stores it under a private key and adds it unclaimed; answers its id. Throws
 * NOT_FOUND, REGISTRATION_CLOSED, REGISTRATION_FULL, VALIDATION_FAILED (no file, another field),
 * PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE.
 */
export async function uploadAnswerFile(
  deps: AnswerFileDeps,
  pageCode: string,
  part: UploadPart | undefined,
): Promise<{ id: string }> {
  const event = await openEventOf(deps, pageCode);
  if (!part) throw new AppError('VALIDATION_FAILED', { fields: { [ANSWER_FILE_FIELD]: MSG.required } });
  await mkdir(deps.spoolDir, { recursive: true });
  const dir = await mkdtemp(join(deps.spoolDir, 'answer-'));
  try {
    const path = join(dir, 'upload');
    await spoolPart(part, path);
    const mime = await answerFileType(path);
    if (!mime) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Only PDF, JPEG and PNG files.' });
    const size = (await stat(path)).size;
    const key = `${PRIVATE_PREFIX}answers/${randomBytes(16).toString('hex')}.${extensionOfType(mime)}`;
    await deps.storage.put(key, createReadStream(path), mime);
    try {
      const row = await addAnswerFile(deps.db, {
        eventId: event.id,
        storageKey: key,
        fileName: answerFileNameOf(part.filename),
        mime,
        size,
      });
      return { id: row.id };
    } catch (e) {
      await deps.storage
        .delete(key)
        .catch((err) => deps.log?.error({ err, key }, 'could not delete a stored file'));
      throw e;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * DELETE events/{id}: the event, its venue, its asset usages and its participants with their answer
 * files, in one transaction; after it the files' stored objects go and the visitors' sockets close.
 * It lives here, above events, registration pages and participants, so that it calls each of them
 * down (app.ts hands it to the events routes). Throws NOT_FOUND.
 */
export async function deleteEvent(
  deps: Deps & FileRemovalDeps,
  scope: EventScope,
  id: string,
): Promise<void> {
  const fileKeys = await deps.db.transaction(async (tx) => {
    const event = await requireEvent({ db: tx }, scope, id);
    // Other events show this event's shared rooms: they would lose them.
    const usages = await lentRoomUsages(tx, event);
    if (usages.length > 0) throw new AppError('REMOVABLE_DOC_HAS_DEPENDENCIES', { results: { usages } });
    await forgetPageUsages(tx, event.id);
    // The cascade would take the rows too, but not the stored objects: collect their keys first.
    const keys = await removeFilesOfEvent(tx, event.id);
    await removeEvent(tx, event);
    return keys;
  });
  await deps.sockets?.endSessions({ eventId: id });
  await deleteStoredFiles(deps, fileKeys);
}

/**
 * Deletes answer files no registration claimed within `maxAgeMs` of their upload (row, then
 * storage object); answers how many. Throws what the database throws.
 */
export async function sweepUnclaimedFiles(
  deps: FileRemovalDeps,
  maxAgeMs = UNCLAIMED_FILE_MAX_AGE_MS,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - maxAgeMs);
  let removed = 0;
  for (;;) {
    const keys = await removeUnclaimedFilesBefore(deps.db, cutoff, SWEEP_BATCH);
    await deleteStoredFiles(deps, keys);
    removed += keys.length;
    if (keys.length < SWEEP_BATCH) return removed;
  }
}

/**
 * Runs sweepUnclaimedFiles now and then every `intervalMs` on a timer that does not keep the
 * process alive; stop() ends the timer and waits for a sweep under way. Throws nothing (a failed
 * sweep is logged and retried at the next tick).
 */
export function startUnclaimedFileSweep(
  deps: FileRemovalDeps & { log: { error(obj: unknown, msg: string): void; info(msg: string): void } },
  intervalMs = UNCLAIMED_FILE_SWEEP_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      try {
        const removed = await sweepUnclaimedFiles(deps);
        if (removed > 0) deps.log.info(`removed ${removed} unclaimed answer files`);
      } catch (err) {
        deps.log.error({ err }, 'sweep of unclaimed answer files failed');
      }
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
