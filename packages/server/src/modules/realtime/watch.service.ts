import type { RealtimeAcks, RealtimeInput } from '@foyer/shared';
import { AppError } from '../../errors.js';
import * as webcastsService from '../webcasts/webcasts.service.js';
import { type RealtimeContext, fail, watchRoom } from './realtime.context.js';

/**
 * The players of webcasts in the live venue (contract: shared visits/watch.schema.ts): a visitor's
 * open player is in the webcast's watch room, which the console counts (its viewers) and its
 * notices and slides reach.
 */

/**
 * 'webcast:watch': the player of a webcast of the visitor's venue opened; answers its stage. Fails
 * NOT_FOUND (a webcast the venue does not use, or another account's).
 */
export async function watch(
  { deps, socket, me }: RealtimeContext,
  { webcastId }: RealtimeInput<'webcast:watch'>,
): Promise<RealtimeAcks['webcast:watch']> {
  try {
    // The handshake and each request's standing check that the event is open.
    const event = { id: me.eventId, tenantId: me.tenantId, open: true };
    const stage = await webcastsService.watchedStage(deps, event, webcastId);
    await socket.join(watchRoom(webcastId));
    return { ok: true, ...stage };
  } catch (e) {
    if (e instanceof AppError && e.code === 'NOT_FOUND') return fail('NOT_FOUND');
    throw e;
  }
}

/** 'webcast:unwatch': the player closed. Never fails. */
export async function unwatch(
  { socket }: RealtimeContext,
  { webcastId }: RealtimeInput<'webcast:unwatch'>,
): Promise<RealtimeAcks['webcast:unwatch']> {
  await socket.leave(watchRoom(webcastId));
  return { ok: true };
}
