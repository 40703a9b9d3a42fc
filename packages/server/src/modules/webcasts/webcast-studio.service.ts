import type { WebcastStudio } from '@foyer/shared';
import { AppError } from '../../errors.js';
import type { Webcaster } from './webcast-users.service.js';
import * as repo from './webcasts.repository.js';
import { type WebcastDeps, isBroadcasting } from './webcasts.service.js';

/**
 * The browser studio as console sessions use it (issue 18): moderators and speakers present,
 * moderators put one of them on air. Rights are decided here at each call; the media is
 * webcasts.studio's.
 */

const NO_STUDIO: WebcastStudio = { available: false, you: null, onAir: null, presenters: [] };

/** Throws FORBIDDEN for viewers: only moderators and speakers present. */
function presenting(who: Webcaster) {
  if (who.role === 'viewer') throw new AppError('FORBIDDEN');
}

/** The studio as this console sees it. Throws FORBIDDEN (viewers). */
export function studioOf(deps: WebcastDeps, who: Webcaster): WebcastStudio {
  presenting(who);
  return deps.studio ? deps.studio.state(who.webcastId, who.tokenHash) : NO_STUDIO;
}

/**
 * The console joins the studio with its browser's SDP offer; answers the SDP answer. Throws
 * FORBIDDEN (viewers), VIDEO_NOT_CONFIGURED (no studio), ROOM_FULL, INTERNAL_ERROR.
 */
export async function joinStudio(deps: WebcastDeps, who: Webcaster, sdp: string) {
  presenting(who);
  if (!deps.studio) throw new AppError('VIDEO_NOT_CONFIGURED');
  const joined = await deps.studio.join(who, sdp);
  return { sdp: joined.answer, feedId: joined.feedId, studio: studioOf(deps, who) };
}

/** The console leaves the studio (the broadcast ends if it was on air). Throws FORBIDDEN (viewers). */
export async function leaveStudio(deps: WebcastDeps, who: Webcaster): Promise<WebcastStudio> {
  presenting(who);
  await deps.studio?.leave(who.webcastId, who.tokenHash);
  return studioOf(deps, who);
}

/**
 * A moderator puts a presenter on air (going live, or switching) or, with null, takes the studio
 * off air. Throws FORBIDDEN (not a moderator), VIDEO_NOT_CONFIGURED, NOT_FOUND (the presenter left,
 * the webcast deleted), BROADCAST_HELD (a moderator ended the broadcast), BROADCAST_BUSY (an
 * encoder is live), INTERNAL_ERROR.
 */
export async function airStudio(
  deps: WebcastDeps,
  who: Webcaster,
  feedId: string | null,
): Promise<WebcastStudio> {
  if (who.role !== 'moderator') throw new AppError('FORBIDDEN');
  const { studio } = deps;
  if (!studio) throw new AppError('VIDEO_NOT_CONFIGURED');
  if (feedId === null) {
    await studio.stopAir(who.webcastId);
    return studioOf(deps, who);
  }
  const row = await repo.findById(deps.db, who.webcastId);
  if (!row) throw new AppError('NOT_FOUND');
  if (!studio.isOnAir(who.webcastId)) {
    if (row.held) throw new AppError('BROADCAST_HELD');
    if (isBroadcasting(row)) throw new AppError('BROADCAST_BUSY');
  }
  await studio.putOnAir(who.webcastId, feedId, row.streamKey);
  return studioOf(deps, who);
}
