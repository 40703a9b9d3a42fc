import { randomBytes } from 'node:crypto';
import {
  type TheatreVideo,
  type Webcast,
  type WebcastCreateRequest,
  type WebcastDetail,
  type WebcastHealth,
  type WebcastListResults,
  type WebcastNotice,
  type WebcastSlideChoice,
  type WebcastStage,
  type WebcastPlayback,
  isUuid,
  planOf,
  quotaOf,
} from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { AssetRow, WebcastRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import * as assetsService from '../assets/assets.service.js';
import * as usersService from '../users/users.service.js';
import * as venueService from '../venue/venue.service.js';
import { VENUE_USAGE } from '../venue/venue.service.js';
import { fetchHealth } from './webcasts.health.js';
import * as repo from './webcasts.repository.js';
import type { WebcastOptions } from './webcasts.options.js';
import type { Studio } from './webcasts.studio.js';
import { type PlaybackOptions, playbackOf } from './webcasts.playback.js';

/**
 * Webcasts (spec §3 Webcast asset, §6 quota, issue 18): an asset of kind webcast (name, usages, the
 * media library) plus its broadcast side here — a secret stream key that an encoder publishes with,
 * checked by the media server's callbacks, and whether it is live.
 */

/**
 * What webcasts need besides the database: the media server, when there is one, and how playback
 * addresses are signed.
 */
export type WebcastDeps = Deps & { webcast?: WebcastOptions; playback: PlaybackOptions; studio?: Studio };

/** The content type of a webcast asset: what viewers play is its HLS master playlist. */
const WEBCAST_MIME = 'application/vnd.apple.mpegurl';

/**
 * How long a live broadcast counts without a callback from its media server (which calls every
 * 10 s while it runs): past this, its server is taken for gone and a new publisher may take over.
 */
export const LIVE_STALE_AFTER_MS = 35_000;

/** A new secret stream key: 144 random bits, letters of an RTMP stream name. */
const newStreamKey = () => `fyr_${randomBytes(18).toString('base64url')}`;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Whether a live broadcast's media server stopped calling back (it crashed). */
const isStale = (row: WebcastRow, now: Date) =>
  now.getTime() - row.updatedAt.getTime() >= LIVE_STALE_AFTER_MS;

function present(
  deps: Pick<WebcastDeps, 'playback'>,
  row: WebcastRow,
  asset: AssetRow,
  usages: number,
  now = new Date(),
): Webcast {
  const gone = row.status === 'live' && isStale(row, now);
  return {
    id: row.assetId,
    name: asset.name,
    status: gone ? 'ended' : row.status,
    liveSince: iso(row.liveSince),
    endedAt: gone ? iso(row.updatedAt) : iso(row.endedAt),
    createdAt: asset.createdAt.toISOString(),
    held: row.held,
    playbackUrl: playbackOf(deps.playback, row.assetId, now).url,
    usages,
  };
}

/** The notice and the slide the console shows the viewers. */
const stageOf = (row: WebcastRow): WebcastStage => ({
  notice: noticeOf(row),
  slide:
    row.slideId !== null && row.slideTitle !== null && row.slideUrl !== null && row.slideShownAt
      ? { id: row.slideId, title: row.slideTitle, url: row.slideUrl, shownAt: row.slideShownAt.toISOString() }
      : null,
});

/** The notice a moderator posted to the viewers, if any. */
const noticeOf = (row: WebcastRow): WebcastNotice | null =>
  row.notice !== null && row.noticePostedAt
    ? { text: row.notice, postedAt: row.noticePostedAt.toISOString() }
    : null;

/** Players open on the webcast now, on every node (none without a realtime server). Throws nothing. */
export const viewersOf = async (deps: Deps, id: string) => (await deps.sockets?.watchers(id)) ?? 0;

function presentDetail(
  deps: WebcastDeps,
  row: WebcastRow,
  asset: AssetRow,
  live: { usages: number; recordings: AssetRow[]; health: WebcastHealth | null; viewers: number },
): WebcastDetail {
  const ingest = deps.webcast ? { serverUrl: deps.webcast.rtmpUrl, streamKey: row.streamKey } : null;
  const shown = present(deps, row, asset, live.usages);
  return {
    ...shown,
    ingest,
    recordings: live.recordings.map((r) => assetsService.presentAsset(r)),
    health: shown.status === 'live' ? live.health : null,
    viewers: live.viewers,
    ...stageOf(row),
  };
}

/** The webcasts the tenant's plan allows (spec §6: 1/2/4; unknown plans: no limit). */
async function limitOf(deps: { db: Db }, tenantId: string): Promise<number> {
  const main = await usersService.findUserById(deps, tenantId);
  if (!main) throw new AppError('NOT_FOUND');
  return quotaOf(planOf(main)).webcasts;
}

/** The account's webcasts, newest first, with the plan's limit and what is left. Throws NOT_FOUND (no account). */
export async function listWebcasts(deps: WebcastDeps, tenantId: string): Promise<WebcastListResults> {
  const rows = await repo.listOfTenant(deps.db, tenantId);
  const ids = rows.map((r) => r.assetId);
  const [assets, usages, limit] = await Promise.all([
    assetsService.ownAssets(deps.db, tenantId, ids),
    assetsService.usageCounts(deps.db, ids),
    limitOf(deps, tenantId),
  ]);
  const webcasts = rows
    .flatMap((row) => {
      const asset = assets.get(row.assetId);
      return asset ? [present(deps, row, asset, usages.get(row.assetId) ?? 0)] : [];
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return {
    webcasts,
    limit: Number.isFinite(limit) ? limit : null,
    left: Number.isFinite(limit) ? Math.max(0, limit - webcasts.length) : null,
  };
}

/** One webcast of the tenant with its ingest settings. Throws NOT_FOUND (also for another tenant's). */
export async function getWebcast(deps: WebcastDeps, tenantId: string, id: string): Promise<WebcastDetail> {
  const row = isUuid(id) ? await repo.findOfTenant(deps.db, tenantId, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  return detailOf(deps, row);
}

/**
 * What a console shows of its webcast (asked every 5 s by each open console): the state, where an
 * encoder sends it and the signal while live — not the usages and recordings of the organiser's
 * page. Throws NOT_FOUND (deleted).
 */
export async function webcastOfConsole(
  deps: WebcastDeps,
  id: string,
): Promise<
  Pick<
    WebcastDetail,
    | 'id'
    | 'name'
    | 'status'
    | 'liveSince'
    | 'endedAt'
    | 'held'
    | 'playbackUrl'
    | 'ingest'
    | 'health'
    | 'notice'
    | 'slide'
  >
> {
  const row = await repo.findById(deps.db, id);
  const asset = row && (await assetsService.ownAssets(deps.db, row.tenantId, [id])).get(id);
  if (!row || !asset) throw new AppError('NOT_FOUND');
  const statUrl = deps.webcast?.statUrl;
  const health = row.status === 'live' && statUrl ? await fetchHealth(statUrl, id) : null;
  const {
    usages: _usages,
    recordings: _recordings,
    createdAt: _createdAt,
    viewers: _viewers,
    ...shown
  } = presentDetail(deps, row, asset, { usages: 0, recordings: [], health, viewers: 0 });
  return shown;
}

/**
 * Where a visitor of an open event plays one of the webcasts its venue uses (a talk, a door, a link
 * item): the master playlist under a token of this hour. Throws NOT_FOUND (unknown, another
 * account's, not used by the event's venue, or the event closed).
 */
export async function visitorPlayback(
  deps: WebcastDeps,
  event: VisitedEvent,
  id: string,
): Promise<WebcastPlayback> {
  await usedByVenue(deps.db, event, id);
  return playbackOf(deps.playback, id);
}

/** The event a visitor is in. */
type VisitedEvent = { id: string; tenantId: string; open: boolean };

/** The webcast `id` when the open event's venue uses it. Throws NOT_FOUND (else). */
async function usedByVenue(db: Db, event: VisitedEvent, id: string): Promise<WebcastRow> {
  const row = event.open && isUuid(id) ? await repo.findOfTenant(db, event.tenantId, id) : undefined;
  const usages = row ? await assetsService.usagesOf(db, id) : [];
  if (!row || !usages.some((u) => u.type === VENUE_USAGE && u.id === event.id))
    throw new AppError('NOT_FOUND');
  return row;
}

/**
 * A visitor's player of a webcast opened (realtime 'webcast:watch'): the notice and the slide shown
 * now. Throws NOT_FOUND (not a webcast of the open event's venue).
 */
export async function watchedStage(deps: Deps, event: VisitedEvent, id: string): Promise<WebcastStage> {
  return stageOf(await usedByVenue(deps.db, event, id));
}

/** Sends the stage of a changed row to every open player of the webcast. Throws NOT_FOUND (no row: deleted). */
async function showStage(deps: WebcastDeps, row: WebcastRow | undefined): Promise<void> {
  if (!row) throw new AppError('NOT_FOUND');
  await deps.sockets?.webcastStage(row.assetId, stageOf(row));
}

/**
 * A moderator's notice to the viewers (null: removed): stored, then sent to every open player of the
 * webcast. Throws NOT_FOUND (deleted).
 */
export async function postNotice(deps: WebcastDeps, id: string, text: string | null): Promise<void> {
  await showStage(deps, await repo.setNotice(deps.db, id, text, new Date()));
}

/**
 * The slides the console of webcast `id` can show: those of the auditoriums (in the account's events)
 * whose talks play it, each once, in the order of their times. Throws nothing expected.
 */
export async function slideChoices(deps: WebcastDeps, id: string): Promise<WebcastSlideChoice[]> {
  const events = (await assetsService.usagesOf(deps.db, id)).filter((u) => u.type === VENUE_USAGE);
  const seen = new Map<string, WebcastSlideChoice & { time: number }>();
  for (const event of events) {
    const venue = await venueService.loadVenue(deps.db, event.id);
    for (const room of venue.rooms) {
      const talk = room.elements.find(
        (e): e is TheatreVideo => e.kind === 'THEATRE_VIDEO' && e.webcastAssetId === id,
      );
      if (!talk) continue;
      for (const slide of room.elements)
        if (slide.kind === 'THEATRE_SLIDE' && !seen.has(slide.id))
          seen.set(slide.id, {
            id: slide.id,
            title: slide.title,
            url: slide.url,
            talkTitle: talk.title,
            eventName: event.label,
            time: slide.time,
          });
    }
  }
  return [...seen.values()].sort((a, b) => a.time - b.time).map(({ time: _time, ...choice }) => choice);
}

/**
 * Shows one of the webcast's slides to every viewer now (null: none): a copy of its title and address
 * is kept, so it stays as shown. Throws NOT_FOUND (not one of its slides, or the webcast deleted).
 */
export async function showSlide(deps: WebcastDeps, id: string, slideId: string | null): Promise<void> {
  const slide = slideId === null ? null : (await slideChoices(deps, id)).find((s) => s.id === slideId);
  if (slide === undefined) throw new AppError('NOT_FOUND');
  await showStage(deps, await repo.setSlide(deps.db, id, slide, new Date()));
}

async function detailOf(deps: WebcastDeps, row: WebcastRow): Promise<WebcastDetail> {
  const id = row.assetId;
  const asset = (await assetsService.ownAssets(deps.db, row.tenantId, [id])).get(id);
  if (!asset) throw new AppError('NOT_FOUND');
  const [usages, recordingIds] = await Promise.all([
    assetsService.usageCounts(deps.db, [id]),
    repo.listRecordingIds(deps.db, id),
  ]);
  const statUrl = deps.webcast?.statUrl;
  const [videos, health, viewers] = await Promise.all([
    assetsService.ownAssets(deps.db, row.tenantId, recordingIds),
    row.status === 'live' && statUrl ? fetchHealth(statUrl, id) : null,
    viewersOf(deps, id),
  ]);
  const recordings = recordingIds.flatMap((r) => videos.get(r) ?? []);
  return presentDetail(deps, row, asset, { usages: usages.get(id) ?? 0, recordings, health, viewers });
}

/**
 * Makes a webcast with a new stream key. The plan's quota is checked under a lock of the account's
 * row, so parallel requests cannot pass it. Throws PREMIUM_REQUIRED (at the plan's limit), NOT_FOUND.
 */
export async function createWebcast(
  deps: WebcastDeps,
  tenantId: string,
  input: WebcastCreateRequest,
): Promise<WebcastDetail> {
  return deps.db.transaction(async (tx) => {
    const account = await usersService.lockAccount(tx, tenantId);
    const used = await assetsService.countAssets({ db: tx }, tenantId, 'webcast');
    if (used >= quotaOf(planOf(account)).webcasts) throw new AppError('PREMIUM_REQUIRED');
    const asset = await assetsService.createFilelessAsset(tx, tenantId, {
      kind: 'webcast',
      name: input.name,
      mime: WEBCAST_MIME,
    });
    const row = await repo.insertWebcast(tx, { assetId: asset.id, tenantId, streamKey: newStreamKey() });
    return presentDetail(deps, row, asset, { usages: 0, recordings: [], health: null, viewers: 0 });
  });
}

/**
 * Gives the webcast a new stream key: the old one is refused from now on, and a broadcast running
 * with it is stopped at the media server's next callback (within about 10 s). Throws NOT_FOUND.
 */
export async function rotateKey(deps: WebcastDeps, tenantId: string, id: string): Promise<WebcastDetail> {
  if (!isUuid(id) || !(await repo.setKey(deps.db, tenantId, id, newStreamKey())))
    throw new AppError('NOT_FOUND');
  return getWebcast(deps, tenantId, id);
}

// ---------------------------------------------------------------------------------------------
// The media server's callbacks (nginx-rtmp on_publish, on_update, on_publish_done)

/** Who publishes: the media server's client id and the encoder's address (unique while it runs). */
export type Publisher = { clientId: string; addr: string };

const publisherId = (p: Publisher) => `${p.clientId}@${p.addr}`.slice(0, 200);

/**
 * An encoder asks to publish with `streamKey`: answers the webcast's id to relay the stream to, or
 * null to refuse — an unknown (wrong, rotated, deleted) key, a webcast a moderator ended (held), or
 * one that another encoder broadcasts to now. A live broadcast whose media server stopped calling back (crashed) no longer
 * counts. Throws nothing expected.
 */
export async function acceptPublish(
  deps: { db: Db },
  streamKey: string,
  publisher: Publisher,
  now = new Date(),
): Promise<string | null> {
  if (!streamKey) return null;
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockByKey(tx, streamKey);
    if (!row) return null;
    if (row.held || (row.status === 'live' && !isStale(row, now))) return null;
    await repo.markLive(tx, row.assetId, publisherId(publisher), now);
    return row.assetId;
  });
}

/**
 * The media server's periodic call for a running broadcast: true to let it go on, false to stop it
 * (its key was rotated, its webcast deleted or ended by a moderator, or another publisher took over). Throws nothing.
 */
export const keepPublishing = (deps: { db: Db }, streamKey: string, publisher: Publisher, now = new Date()) =>
  repo.touchLive(deps.db, streamKey, publisherId(publisher), now);

/** A publisher stopped: its webcast is `ended` (unless another publisher is live on it). Throws nothing. */
export const endPublish = (deps: { db: Db }, publisher: Publisher, now = new Date()) =>
  repo.markEnded(deps.db, publisherId(publisher), now);

/** Whether this webcast broadcasts now (live, and its media server still calls back). */
export const isBroadcasting = (row: WebcastRow, now = new Date()) =>
  row.status === 'live' && !isStale(row, now);

/** Whether the webcast is broadcasting now (live, and its media server still calls back). Throws nothing. */
export async function isLive(deps: { db: Db }, id: string, now = new Date()): Promise<boolean> {
  const row = isUuid(id) ? await repo.findById(deps.db, id) : undefined;
  return row ? isBroadcasting(row, now) : false;
}

/** Ends broadcasts whose media server has not called back for LIVE_STALE_AFTER_MS. Throws nothing. */
export const endStaleBroadcasts = (deps: { db: Db }, now = new Date()) =>
  repo.endStale(deps.db, new Date(now.getTime() - LIVE_STALE_AFTER_MS), now);

/**
 * A moderator ends the broadcast (`held`): the webcast is ended now, encoders are refused until
 * allowed again, and a running one is disconnected — at once through the launched media server's
 * control page, else at its next on_update (about 10 s). Or allows going live again. Throws NOT_FOUND
 * (the webcast deleted).
 */
export async function holdBroadcast(
  deps: WebcastDeps,
  id: string,
  held: boolean,
  now = new Date(),
): Promise<void> {
  const row = await repo.setHeld(deps.db, id, held, now);
  if (!row) throw new AppError('NOT_FOUND');
  if (held) await deps.studio?.stopAir(id);
  const control = deps.webcast?.controlUrl;
  if (held && control)
    await fetch(`${control}/drop/publisher?app=live&name=${encodeURIComponent(row.streamKey)}`, {
      signal: AbortSignal.timeout(2_000),
    }).catch(() => undefined); // on_update refuses it within about 10 s anyway
}

/**
 * The organiser lets encoders go live again after a moderator ended the broadcast; answers the
 * webcast. Throws NOT_FOUND (another tenant's, unknown).
 */
export async function allowBroadcast(
  deps: WebcastDeps,
  tenantId: string,
  id: string,
): Promise<WebcastDetail> {
  if (!isUuid(id) || !(await repo.findOfTenant(deps.db, tenantId, id))) throw new AppError('NOT_FOUND');
  await holdBroadcast(deps, id, false);
  return getWebcast(deps, tenantId, id);
}
