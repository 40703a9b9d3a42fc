import { type VideoJoinRequest, type VideoModerateRequest, videoApi } from '@foyer/shared';
import { api } from '../../../api/client';

export const videoRoomsKey = (pageCode: string) => ['visit', 'video', 'rooms', pageCode] as const;

/**
 * POST public/venue/{pageCode}/video/join: a place in a breakout room or staff call. The call screen
 * says every refusal itself (ROOM_FULL, VIDEO_NOT_CONFIGURED, FORBIDDEN, NOT_FOUND), without a toast
 * and without leaving the venue for /404.
 */
export function joinVideo(pageCode: string, visitorToken: string, target: VideoJoinRequest) {
  return api.call(
    videoApi.join,
    { params: { pageCode }, body: target },
    { visitorToken, silentCodes: ['ROOM_FULL', 'VIDEO_NOT_CONFIGURED', 'FORBIDDEN', 'NOT_FOUND'] },
  );
}

/** GET public/venue/{pageCode}/video/rooms: how many people are in each breakout room now. */
export function fetchVideoRooms(pageCode: string, visitorToken: string) {
  return api.call(videoApi.rooms, { params: { pageCode } }, { visitorToken });
}

/** POST public/venue/{pageCode}/video/moderate: the room's moderator mutes or removes someone. */
export function moderateVideo(pageCode: string, visitorToken: string, request: VideoModerateRequest) {
  // The person may have left meanwhile (NOT_FOUND): the screen says it did not work, the venue stays.
  return api.call(
    videoApi.moderate,
    { params: { pageCode }, body: request },
    { visitorToken, silentCodes: ['NOT_FOUND', 'FORBIDDEN'] },
  );
}
