import type {
  VideoJoinRequest,
  VideoJoinResults,
  VideoModerateRequest,
  VideoRoomsResults,
} from '@foyer/shared';
import { api } from '../../../api/client';

const videoPath = (pageCode: string) => `public/venue/${encodeURIComponent(pageCode)}/video`;

export const videoRoomsKey = (pageCode: string) => ['visit', 'video', 'rooms', pageCode] as const;

/**
 * POST public/venue/{pageCode}/video/join: a place in a breakout room or staff call. The call screen
 * says every refusal itself (ROOM_FULL, VIDEO_NOT_CONFIGURED, FORBIDDEN, NOT_FOUND), without a toast
 * and without leaving the venue for /404.
 */
export function joinVideo(
  pageCode: string,
  visitorToken: string,
  target: VideoJoinRequest,
): Promise<VideoJoinResults> {
  return api.post<VideoJoinResults>(`${videoPath(pageCode)}/join`, target, {
    visitorToken,
    silentCodes: ['ROOM_FULL', 'VIDEO_NOT_CONFIGURED', 'FORBIDDEN', 'NOT_FOUND'],
  });
}

/** GET public/venue/{pageCode}/video/rooms: how many people are in each breakout room now. */
export function fetchVideoRooms(pageCode: string, visitorToken: string): Promise<VideoRoomsResults> {
  return api.get<VideoRoomsResults>(`${videoPath(pageCode)}/rooms`, { visitorToken });
}

/** POST public/venue/{pageCode}/video/moderate: the room's moderator mutes or removes someone. */
export function moderateVideo(
  pageCode: string,
  visitorToken: string,
  request: VideoModerateRequest,
): Promise<unknown> {
  // The person may have left meanwhile (NOT_FOUND): the screen says it did not work, the venue stays.
  return api.post(`${videoPath(pageCode)}/moderate`, request, {
    visitorToken,
    silentCodes: ['NOT_FOUND', 'FORBIDDEN'],
  });
}
