import type { VideoJoinResults, VideoProvider as VideoProviderName } from '@foyer/shared';

/** Where providers write what an operator must see (the app's logger fits). */
export type VideoLog = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
};

/** A video room of an event: `breakout:{elementId}` or `call:{threadId}`. */
export type VideoRoom = { eventId: string; roomKey: string; title: string; capacity: number };

/** Who joins: the participant, the name others see, and whether they moderate this room. */
export type VideoJoiner = { participantId: string; displayName: string; moderator: boolean };

export type VideoModeration = {
  action: 'mute' | 'remove';
  /** Janus: the mid of the publisher's audio stream to mute (the moderator's client knows it). */
  mid?: string;
};

/** One interface, several SFUs: the service decides rights, the provider runs the room. */
export type VideoProvider = {
  readonly name: VideoProviderName;
  /**
   * Creates the room on first use and answers what the browser needs to join it.
   * Throws ROOM_FULL (at capacity), FORBIDDEN, INTERNAL_ERROR (the SFU failed).
   */
  join(room: VideoRoom, who: VideoJoiner): Promise<VideoJoinResults>;
  /** People in the room now (0 when the provider cannot tell). Throws INTERNAL_ERROR. */
  count(room: VideoRoom): Promise<number>;
  /**
   * Mutes or removes the person of this feed (a seat of this room, checked by the caller).
   * Throws NOT_FOUND (the provider cannot moderate this feed), INTERNAL_ERROR.
   */
  moderate(room: VideoRoom, feedId: number, moderation: VideoModeration): Promise<void>;
  /** Ends what the provider holds open (sessions). */
  close(): Promise<void>;
};

/** How the server reaches its SFU; both unset: video is not set up. JANUS wins when both are given. */
export type VideoOptions = {
  janus?: {
    /** Janus's HTTP API, e.g. http://127.0.0.1:8088/janus. */
    url: string;
    /** The videoroom admin_key, when that Janus requires one to create rooms. */
    adminKey?: string;
    /** stun:/turn: urls handed to browsers. */
    iceServers?: string[];
  };
  jitsi?: {
    domain: string;
    /** With appSecret: joins carry a signed JWT (moderator claim). */
    appId?: string;
    appSecret?: string;
  };
  /** DATA_DIR: where the Jitsi room-name secret is kept when JITSI_APP_SECRET is unset. */
  dataDir?: string;
};

/** A random integer in [1, 2^53): a Janus room or feed id that JSON and JavaScript carry exactly. */
export function randomSafeId(): number {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  // 21 high bits + 32 low bits = 53 bits.
  const id = (bytes[0]! & 0x1f_ffff) * 2 ** 32 + bytes[1]!;
  return id === 0 ? 1 : id;
}
