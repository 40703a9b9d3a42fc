import { EmptyResults } from '../api.js';
import { endpoints } from '../contract.js';
import {
  VideoJoinRequest,
  VideoJoinResults,
  VideoModerateRequest,
  VideoRoomsResults,
} from './video.schema.js';
import { VenueParams } from './visits.contract.js';

/**
 * public/venue/{pageCode}/video/*: breakout rooms and staff calls on the configured provider (the
 * Janus signalling proxy at JANUS_PROXY_PATH is no JSON call and is not described here). Visitor
 * calls: the session of public/venue/{pageCode}/enter in the `visitorToken` header.
 */
export const videoApi = endpoints('video', {
  join: {
    method: 'POST',
    path: '/public/venue/:pageCode/video/join',
    summary: 'Join a breakout room or a staff video call',
    description:
      "Joins a breakout room (`breakoutId`) or a staff video call (`threadId`) for the visitor of the `visitorToken` header, and answers what the browser needs: for Janus the room, its pin, the visitor's feed id, the bitrate and the proxy's path; for Jitsi the domain, room name and a JWT. A breakout: any visitor; its moderator (or, without one, every moderator of the event) gets `moderator`. A staff call: the thread's visitor or a moderator of the event, while the staff allows video calls and the event allows chat video (else FORBIDDEN). Unknown breakout or thread, or one of another event: NOT_FOUND (404). Closed event or removed from this room: FORBIDDEN. Room at capacity: ROOM_FULL. No video provider: VIDEO_NOT_CONFIGURED. A missing, unknown or ended session: VISITOR_TOKEN_IS_INVALID. Rate limited per network address.",
    access: 'visitor',
    params: VenueParams,
    body: VideoJoinRequest,
    results: VideoJoinResults,
    errors: ['VISITOR_TOKEN_IS_INVALID', 'ROOM_FULL', 'VIDEO_NOT_CONFIGURED', 'FORBIDDEN', 'NOT_FOUND'],
  },
  rooms: {
    method: 'GET',
    path: '/public/venue/:pageCode/video/rooms',
    summary: 'Count the people in each breakout room',
    description:
      'How many people are in each breakout room of the event now, with its capacity (Jitsi cannot tell: 0), and which provider runs them; without a provider, provider null and no rooms. Closed event: FORBIDDEN. A missing, unknown or ended session: VISITOR_TOKEN_IS_INVALID. Unknown page code: 404.',
    access: 'visitor',
    params: VenueParams,
    results: VideoRoomsResults,
    errors: ['VISITOR_TOKEN_IS_INVALID', 'FORBIDDEN', 'NOT_FOUND'],
  },
  moderate: {
    method: 'POST',
    path: '/public/venue/:pageCode/video/moderate',
    summary: 'Mute or remove a person from a video room',
    description:
      "The room's moderator mutes (`mid` of the person's audio stream required) or removes a person by feed id; a removed person's joins of that room are refused until the event ends. Not the room's moderator or closed event: FORBIDDEN. Unknown room, feed, or a person who left: NOT_FOUND (404); on Jitsi moderation happens in Jitsi's own screen (NOT_FOUND). No video provider: VIDEO_NOT_CONFIGURED. A missing, unknown or ended session: VISITOR_TOKEN_IS_INVALID. Rate limited per network address.",
    access: 'visitor',
    params: VenueParams,
    body: VideoModerateRequest,
    results: EmptyResults,
    errors: ['VISITOR_TOKEN_IS_INVALID', 'VIDEO_NOT_CONFIGURED', 'FORBIDDEN', 'NOT_FOUND'],
  },
});
