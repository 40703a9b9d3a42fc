import {
  BREAKOUT_CAPACITY,
  STAFF_CALL_CAPACITY,
  type VideoJoinRequest,
  type VideoJoinResults,
  type VideoModerateRequest,
  type VideoRoomsResults,
} from '@foyer/shared';
import type { Deps } from '../../context.js';
import { AppError } from '../../errors.js';
import { type Visitor, resolveVisitor } from '../../plugins/visitor-auth.js';
import { createJanusProvider } from './janus.provider.js';
import { createJitsiProvider } from './jitsi.provider.js';
import * as repo from './video.repository.js';
import type { VideoLog, VideoOptions, VideoProvider, VideoRoom } from './video.provider.js';

/** The provider the options name (Janus wins over Jitsi), or null: video is not set up. */
export function createVideoProvider(
  deps: Deps,
  options: VideoOptions | undefined,
  log: VideoLog,
): VideoProvider | null {
  if (options?.janus) return createJanusProvider({ db: deps.db, log, ...options.janus });
  if (options?.jitsi) return createJitsiProvider({ ...options.jitsi, dataDir: options.dataDir });
  return null;
}

export const breakoutKey = (breakoutId: string) => `breakout:${breakoutId}`;
export const callKey = (threadId: string) => `call:${threadId}`;

/** A visitor of an open event. Throws NOT_FOUND, VISITOR_TOKEN_IS_INVALID, FORBIDDEN (closed). */
async function openVisit(deps: Deps, pageCode: string, visitorToken: string | undefined): Promise<Visitor> {
  const visitor = await resolveVisitor(deps, { pageCode, visitorToken });
  if (!visitor.event.open) throw new AppError('FORBIDDEN');
  return visitor;
}

/** The configured provider. Throws VIDEO_NOT_CONFIGURED. */
function need(provider: VideoProvider | null): VideoProvider {
  if (!provider) throw new AppError('VIDEO_NOT_CONFIGURED');
  return provider;
}

/**
 * The room a visitor asks for and whether they moderate it. Throws NOT_FOUND (unknown breakout or
 * thread, another event's, or another visitor's thread), FORBIDDEN (a staff call not allowed).
 */
async function roomFor(
  deps: Deps,
  { event, participant, isModerator }: Visitor,
  target: VideoJoinRequest,
): Promise<{ room: VideoRoom; moderator: boolean }> {
  if ('breakoutId' in target) {
    const breakout = await repo.findBreakout(deps.db, event.id, target.breakoutId);
    if (!breakout) throw new AppError('NOT_FOUND');
    const moderator = breakout.moderatorEmail
      ? breakout.moderatorEmail.trim().toLowerCase() === participant.email.trim().toLowerCase()
      : isModerator;
    const room = {
      eventId: event.id,
      roomKey: breakoutKey(breakout.id),
      title: breakout.name,
      capacity: breakout.capacity ?? BREAKOUT_CAPACITY,
    };
    return { room, moderator };
  }
  const call = await repo.findCall(deps.db, event.id, target.threadId);
  // Someone else's thread is not revealed (as in the direct chat).
  if (!call || (call.participantId !== participant.id && !isModerator)) throw new AppError('NOT_FOUND');
  if (!call.allowVideoCalls || !event.allowChatVideo) throw new AppError('FORBIDDEN');
  const room = {
    eventId: event.id,
    roomKey: callKey(call.id),
    title: call.staffName,
    capacity: STAFF_CALL_CAPACITY,
  };
  return { room, moderator: isModerator };
}

/**
 * POST public/venue/{pageCode}/video/join: what the visitor's browser needs to enter the breakout
 * room or staff call. Throws NOT_FOUND, VISITOR_TOKEN_IS_INVALID, FORBIDDEN (closed event, call not
 * allowed, removed by the moderator), VIDEO_NOT_CONFIGURED, ROOM_FULL, INTERNAL_ERROR (the SFU failed).
 */
export async function join(
  deps: Deps,
  provider: VideoProvider | null,
  pageCode: string,
  visitorToken: string | undefined,
  target: VideoJoinRequest,
): Promise<VideoJoinResults> {
  const visitor = await openVisit(deps, pageCode, visitorToken);
  const { event, participant } = visitor;
  const video = need(provider);
  const { room, moderator } = await roomFor(deps, visitor, target);
  if (await repo.isRemoved(deps.db, event.id, room.roomKey, participant.id)) throw new AppError('FORBIDDEN');
  return video.join(room, {
    participantId: participant.id,
    displayName: `${participant.firstName} ${participant.lastName}`.trim(),
    moderator,
  });
}

/**
 * GET public/venue/{pageCode}/video/rooms: how many people are in each breakout room now ([] without
 * a provider). Throws NOT_FOUND, VISITOR_TOKEN_IS_INVALID, FORBIDDEN (closed event), INTERNAL_ERROR.
 */
export async function rooms(
  deps: Deps,
  provider: VideoProvider | null,
  pageCode: string,
  visitorToken: string | undefined,
): Promise<VideoRoomsResults> {
  const { event } = await openVisit(deps, pageCode, visitorToken);
  if (!provider) return { provider: null, rooms: [] };
  const breakouts = await repo.listBreakouts(deps.db, event.id);
  // Only rooms used at least once can hold anyone: the others are not asked about.
  const used = new Set(
    (
      await repo.listRooms(
        deps.db,
        event.id,
        breakouts.map((b) => breakoutKey(b.id)),
      )
    ).map((r) => r.roomKey),
  );
  const counted = await Promise.all(
    breakouts.map(async (b) => {
      const capacity = b.capacity ?? BREAKOUT_CAPACITY;
      const room = { eventId: event.id, roomKey: breakoutKey(b.id), title: '', capacity };
      const count = used.has(room.roomKey) ? await provider.count(room) : 0;
      return { breakoutId: b.id, count, capacity };
    }),
  );
  return { provider: provider.name, rooms: counted };
}

/**
 * POST public/venue/{pageCode}/video/moderate: the room's moderator mutes or removes a person; a
 * removed person's joins of that room are refused from now on. Throws NOT_FOUND (unknown room or
 * feed), VISITOR_TOKEN_IS_INVALID, FORBIDDEN (closed event, not the room's moderator),
 * VIDEO_NOT_CONFIGURED, INTERNAL_ERROR.
 */
export async function moderate(
  deps: Deps,
  provider: VideoProvider | null,
  pageCode: string,
  visitorToken: string | undefined,
  request: VideoModerateRequest,
): Promise<void> {
  const visitor = await openVisit(deps, pageCode, visitorToken);
  const { event } = visitor;
  const video = need(provider);
  const { room, moderator } = await roomFor(deps, visitor, request.target);
  if (!moderator) throw new AppError('FORBIDDEN');
  const seat = await repo.findSeat(deps.db, event.id, room.roomKey, request.feedId);
  if (!seat) throw new AppError('NOT_FOUND');
  if (request.action === 'remove')
    await repo.insertRemoval(deps.db, {
      eventId: event.id,
      roomKey: room.roomKey,
      participantId: seat.participantId,
    });
  await video.moderate(room, request.feedId, { action: request.action, mid: request.mid });
}
