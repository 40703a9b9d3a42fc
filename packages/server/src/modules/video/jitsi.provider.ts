import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { VideoJoinResults } from '@foyer/shared';
import { AppError } from '../../errors.js';
import type { VideoJoiner, VideoProvider, VideoRoom } from './video.provider.js';

/** How long a Jitsi token stays valid: long enough for a long session in one room. */
const JWT_LIFETIME_S = 4 * 60 * 60;
const ROOM_NAME_CHARS = 24;

export type JitsiProviderOptions = {
  domain: string;
  appId?: string;
  appSecret?: string;
  /** Where the room-name secret is kept when there is no appSecret (DATA_DIR). */
  dataDir?: string;
};

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An HS256 JSON Web Token of these claims. */
export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/**
 * The secret that makes room names unguessable without JITSI_APP_SECRET: DATA_DIR/video-secret,
 * created once (by whichever node gets there first) so that every node names rooms alike.
 */
async function storedSecret(dataDir: string): Promise<string> {
  const path = join(dataDir, 'video-secret');
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 }).catch(
      () => undefined,
    );
    return (await readFile(path, 'utf8')).trim();
  }
}

/**
 * Rooms on the organiser's own Jitsi Meet. The room name is an HMAC of the room, so only people Foyer
 * let in learn it; with an app id and secret the join carries a JWT whose moderator claim makes the
 * room's moderator a Jitsi moderator (on a Jitsi with token authentication).
 */
export function createJitsiProvider(options: JitsiProviderOptions): VideoProvider {
  let secret: Promise<string> | null = null;
  const nameKey = () => {
    if (options.appSecret) return Promise.resolve(options.appSecret);
    secret ??= storedSecret(options.dataDir ?? 'data');
    return secret;
  };

  async function roomNameOf(room: VideoRoom): Promise<string> {
    const mac = createHmac('sha256', await nameKey())
      .update(`${room.eventId}:${room.roomKey}`)
      .digest('hex');
    return `foyer-${mac.slice(0, ROOM_NAME_CHARS)}`;
  }

  function jwtFor(roomName: string, who: VideoJoiner): string | null {
    if (!options.appId || !options.appSecret) return null;
    const claims = {
      aud: 'jitsi',
      iss: options.appId,
      sub: options.domain,
      room: roomName,
      exp: Math.floor(Date.now() / 1000) + JWT_LIFETIME_S,
      context: { user: { name: who.displayName, moderator: who.moderator } },
    };
    return signJwt(claims, options.appSecret);
  }

  return {
    name: 'jitsi',

    async join(room: VideoRoom, who: VideoJoiner): Promise<VideoJoinResults> {
      const roomName = await roomNameOf(room);
      return {
        provider: 'jitsi',
        domain: options.domain,
        roomName,
        jwt: jwtFor(roomName, who),
        title: room.title,
        displayName: who.displayName,
        moderator: who.moderator,
        capacity: room.capacity,
      };
    },

    // Jitsi's occupancy is not visible to Foyer (no API without a Prosody module): 0, and the
    // capacity is not enforced by the server on Jitsi.
    count: async () => 0,

    // Moderators moderate inside Jitsi's own screen (the JWT's moderator claim); Foyer knows no feeds.
    moderate: async () => {
      throw new AppError('NOT_FOUND');
    },

    close: async () => undefined,
  };
}
