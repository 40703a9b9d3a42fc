import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MSG } from '../validators.js';

/**
 * Video in the live venue (issue 7): breakout rooms (EVENT_BREAKOUT, up to LIMITS.breakoutParticipants
 * people) and video calls with booth staff (a direct thread, see direct.schema), behind one
 * provider chosen by the server's configuration:
 *   - 'janus'  JANUS_URL (the HTTP API of a Janus 1.1 gateway with the videoroom plugin), or the
 *              Janus that `npm start` runs on loopback when the `janus` program is installed.
 *              Foyer's own call screen; the browser signals through Foyer's proxy at JANUS_PROXY_PATH
 *              (Janus itself need not be reachable from the browser, only its media ports).
 *   - 'jitsi'  JITSI_DOMAIN (the organiser's own Jitsi Meet), embedded with @jitsi/react-sdk. With
 *              JITSI_APP_ID and JITSI_APP_SECRET the server signs a JWT that makes the room's moderator
 *              a Jitsi moderator.
 *   - none     every join answers VIDEO_NOT_CONFIGURED (a business error).
 * JANUS_URL wins when both are set.
 *
 * Visitor calls (header `visitorToken`; VISITOR_TOKEN_IS_INVALID as for every visitor call):
 *   POST public/venue/{pageCode}/video/join      VideoJoinRequest → VideoJoinResults
 *        Breakout: any visitor of the open event. Staff call: the thread's participant or a moderator
 *        of the event, while the staff allows video calls and the event allows chat video.
 *        Unknown breakout/thread, or one of another event → NOT_FOUND (404). The event closed →
 *        FORBIDDEN. A staff call not allowed → FORBIDDEN. Removed from this room by its moderator →
 *        FORBIDDEN. Room at capacity (the breakout's `capacity`; a staff call: 2) → ROOM_FULL
 *        (business error). No provider → VIDEO_NOT_CONFIGURED (business error).
 *        The room is created on the provider on first use, with its own secret (Janus: a pin for
 *        the joiners, a secret kept by the server for moderation; Jitsi: an unguessable name).
 *   GET  public/venue/{pageCode}/video/rooms     → VideoRoomsResults (how many people are in each
 *        breakout room now, for "n of 30" on the room's button; [] without a provider)
 *   POST public/venue/{pageCode}/video/moderate  VideoModerateRequest → EmptyResults
 *        Only the room's moderator (see VideoJoinResults.moderator), else FORBIDDEN. 'mute' stops
 *        the person's microphone for everyone (Janus `moderate` on their audio stream, named by the
 *        request's `mid`, which 'mute' requires); 'remove' kicks them and refuses their joins of that
 *        room until the event ends. Unknown feed, or one that has left → NOT_FOUND. Jitsi: moderators
 *        moderate in Jitsi's own screen, so this answers NOT_FOUND there.
 *
 * Moderator rights in a breakout room: the visitor whose address is the breakout's moderator
 * (an EVENT_MODERATOR element); a breakout without one: every moderator of the event. In a staff
 * call: the event's moderators.
 */

/**
 * Where the browser talks to Janus (proxied by Foyer's server to JANUS_URL). janus.js must send the
 * visitor token as its `token` (else 401), and join as a publisher only with `id: feedId` of its own
 * join in that room (else 403); room management requests are refused (403).
 */
export const JANUS_PROXY_PATH = '/api/v1/janus';

export const VIDEO_PROVIDERS = ['janus', 'jitsi'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** Bits per second each camera sends, fit for the room's size (the SFU forwards every feed to every peer). */
export function bitrateFor(capacity: number): number {
  if (capacity <= 2) return 1_500_000;
  if (capacity <= 4) return 1_000_000;
  if (capacity <= 9) return 512_000;
  if (capacity <= 16) return 384_000;
  return 256_000;
}

/** People in a staff video call: the visitor and one moderator. */
export const STAFF_CALL_CAPACITY = 2;
/** Capacity of a breakout room unless it says less. */
export const BREAKOUT_CAPACITY = LIMITS.breakoutParticipants;

const id = z.string().min(1).max(64);

export const VideoJoinRequest = z.union([
  z.strictObject({ breakoutId: id }),
  z.strictObject({ threadId: id }),
]);
export type VideoJoinRequest = z.infer<typeof VideoJoinRequest>;

const joinCommon = {
  /** The room's title: the breakout's name, or the staff's name for a call. */
  title: z.string(),
  /** The name others see. */
  displayName: z.string(),
  /** This visitor has moderator rights in this room. */
  moderator: z.boolean(),
  capacity: z.number().int(),
};

export const VideoJoinResults = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('janus'),
    ...joinCommon,
    /** Janus server URL for janus.js: JANUS_PROXY_PATH on this origin. */
    server: z.string(),
    /** The Janus videoroom id. */
    room: z.number().int(),
    /** The room's pin (join with it). */
    pin: z.string(),
    /** The id to join with (the server knows whose feed it is, for moderation). */
    feedId: z.number().int(),
    /** Bits per second for this visitor's camera (bitrateFor(capacity)). */
    bitrate: z.number().int(),
    /** Extra ICE servers (STUN/TURN) for the browser; [] on loopback. */
    iceServers: z.array(z.object({ urls: z.union([z.string(), z.array(z.string())]) })),
  }),
  z.object({
    provider: z.literal('jitsi'),
    ...joinCommon,
    domain: z.string(),
    roomName: z.string(),
    /** A signed token (moderator claim) when the server has JITSI_APP_SECRET, else null. */
    jwt: z.string().nullable(),
  }),
]);
export type VideoJoinResults = z.infer<typeof VideoJoinResults>;

export const VideoRoomsResults = z.object({
  provider: z.enum(VIDEO_PROVIDERS).nullable(),
  rooms: z.array(z.object({ breakoutId: z.string(), count: z.number().int(), capacity: z.number().int() })),
});
export type VideoRoomsResults = z.infer<typeof VideoRoomsResults>;

export const VideoModerateRequest = z
  .strictObject({
    /** The breakout room or staff call the person is in. */
    target: VideoJoinRequest,
    /** The person's Janus feed id (their VideoJoinResults.feedId, as the room lists it). */
    feedId: z.number().int(),
    action: z.enum(['mute', 'remove']),
    /**
     * 'mute' only, required there: the mid of the person's audio stream, as the moderator's client
     * sees it in the publisher's `streams` (Janus 1.1 mutes one stream by mid, and its
     * listparticipants does not tell the server the streams).
     */
    mid: z.string().min(1).max(64).optional(),
  })
  .refine((r) => r.action !== 'mute' || r.mid !== undefined, { path: ['mid'], message: MSG.required });
export type VideoModerateRequest = z.infer<typeof VideoModerateRequest>;
