import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import { isUuid } from '@foyer/shared';
import { run } from '../../platform/media/tools.js';
import * as assetsService from '../assets/assets.service.js';
import type { MediaDeps } from '../assets/assets.service.js';
import { adoptRecording } from '../venue/editor.service.js';
import * as repo from './webcasts.repository.js';

/**
 * Recordings of webcasts (issue 18): the launched media server records every broadcast of the
 * `show` application into `<webcastId>-<time>.flv`; each finished file becomes a video asset of the
 * webcast's account (MP4, moov first for playback from the start, a poster frame), listed on the
 * webcast's page and taken as the on-demand video of the talks that play the webcast and have none. The file on disk is the queue: it is deleted only once
 * imported, and what a crash left is imported at the next start.
 */

/** Shorter recordings (an encoder that connected and dropped) are discarded. */
const MIN_BYTES = 16 * 1024;
/** A remux copies streams: minutes even for hours of broadcast. */
const REMUX_TIMEOUT_MS = 30 * 60_000;

/** The webcast a recording file belongs to, by its name (`<webcastId>-YYYYMMDD-HHMMSS.flv`), or null. */
export function webcastIdOfRecording(file: string): string | null {
  const id = basename(file).slice(0, 36);
  return isUuid(id) && /^-\d{8}-\d{6}\.flv$/.test(basename(file).slice(36)) ? id : null;
}

/** The time a recording began, from its name, as the media server's clock wrote it (local time). */
function startedAt(file: string): Date | null {
  const m = /-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.flv$/.exec(file);
  return m ? new Date(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : null;
}

/** Whether `path` is a file directly inside `dir` (a callback can name no other file). */
const isInside = (dir: string, path: string) => resolve(path).startsWith(resolve(dir) + sep);

export type RecordingDeps = MediaDeps & { log?: MediaDeps['log'] & { info?(msg: string): void } };

/**
 * Imports one finished recording as a video asset of the webcast's account and deletes the file;
 * answers the asset's id, or null when it was discarded (outside the folder, not a recording, too
 * short, its webcast deleted). Throws when the remux or the import fails (the file is kept).
 */
export async function importRecording(
  deps: RecordingDeps,
  recordingsDir: string,
  path: string,
): Promise<string | null> {
  const id = webcastIdOfRecording(path);
  if (!id || !isInside(recordingsDir, path)) return null;
  const info = await stat(path).catch(() => null);
  if (!info) return null;
  const row = await repo.findById(deps.db, id);
  const asset = row && (await assetsService.ownAssets(deps.db, row.tenantId, [id])).get(id);
  const owner = row && asset ? { tenantId: row.tenantId, name: asset.name } : undefined;
  if (!owner || info.size < MIN_BYTES) {
    await rm(path, { force: true });
    return null;
  }
  await mkdir(deps.spoolDir, { recursive: true });
  const work = await mkdtemp(join(deps.spoolDir, 'recording-'));
  try {
    const began = startedAt(path) ?? info.birthtime;
    const mp4 = join(work, `${owner.name} ${began.toISOString().slice(0, 16).replace('T', ' ')}.mp4`);
    await run(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        path,
        '-map',
        '0',
        '-c',
        'copy',
        '-movflags',
        '+faststart',
        '-y',
        mp4,
      ],
      REMUX_TIMEOUT_MS,
    );
    const video = await assetsService.importFile(deps, owner.tenantId, 'video', {
      path: mp4,
      name: basename(mp4),
    });
    // Talks that play this webcast and have no video yet: it is their on-demand video now.
    await adoptRecording(deps, owner.tenantId, { webcastId: id, videoId: video.id, startedAt: began });
    // Listed on the webcast last, when all is done. The webcast may have been deleted meanwhile:
    // then the recording stays an ordinary video.
    await repo.addRecording(deps.db, { assetId: video.id, webcastId: id }).catch(() => undefined);
    await rm(path, { force: true });
    return video.id;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The recordings left in the folder (a crash, a stop mid-import), oldest first. Throws nothing. */
export async function leftRecordings(recordingsDir: string): Promise<string[]> {
  const names = await readdir(recordingsDir).catch(() => [] as string[]);
  return names
    .filter((n) => webcastIdOfRecording(n) !== null)
    .sort((a, b) => a.slice(37).localeCompare(b.slice(37)))
    .map((n) => join(recordingsDir, n));
}
