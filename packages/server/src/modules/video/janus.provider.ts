import { randomBytes } from 'node:crypto';
import { JANUS_PROXY_PATH, type VideoJoinResults, bitrateFor } from '@foyer/shared';
import type { Db } from '../../db/client.js';
import type { VideoRoomRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { type JanusClient, createJanusClient, ensureVideoroom } from '../../platform/janus/client.js';
import { JanusRequestError } from '../../platform/janus/session.js';
import * as repo from './video.repository.js';
import {
  type VideoJoiner,
  type VideoLog,
  type VideoModeration,
  type VideoProvider,
  type VideoRoom,
  randomSafeId,
} from './video.provider.js';

/** Videoroom error codes (janus_videoroom.c). */
const NO_SUCH_ROOM = 426;
const NO_SUCH_FEED = 428;

export type JanusProviderOptions = {
  db: Db;
  url: string;
  adminKey?: string;
  iceServers?: string[];
  log: VideoLog;
};

/**
 * Breakout rooms and staff calls on a Janus videoroom, rooms made on demand: the database keeps each
 * room's id, pin and secret, and Janus (which forgets rooms when it restarts) gets the room again
 * whenever it does not have it.
 */
export function createJanusProvider(options: JanusProviderOptions): VideoProvider {
  const { db } = options;
  const janus: JanusClient = createJanusClient(options.url, options.log);
  const iceServers = (options.iceServers ?? []).map((urls) => ({ urls }));

  /** The room's row, made on first use; two first joins at once end with the same row. */
  async function roomRow(room: VideoRoom): Promise<VideoRoomRow> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const found = await repo.findRoom(db, room.eventId, room.roomKey);
      if (found) return found;
      await repo.insertRoomIfAbsent(db, {
        eventId: room.eventId,
        roomKey: room.roomKey,
        janusRoom: randomSafeId(),
        pin: randomBytes(12).toString('base64url'),
        secret: randomBytes(24).toString('base64url'),
      });
    }
    // Only a repeated clash of random Janus room ids gets here.
    throw new AppError('INTERNAL_ERROR');
  }

  /** Creates the room on Janus unless it has it (e.g. after a restart). */
  async function ensureOnJanus(room: VideoRoom, row: VideoRoomRow): Promise<void> {
    try {
      await ensureVideoroom(janus, row.janusRoom, {
        pin: row.pin,
        secret: row.secret,
        ...(options.adminKey ? { admin_key: options.adminKey } : {}),
        publishers: room.capacity,
        bitrate: bitrateFor(room.capacity),
        bitrate_cap: true,
        description: room.title,
        // Not in Janus's public room list: joiners get the id and pin from Foyer.
        is_private: true,
        permanent: false,
        notify_joining: true,
      });
    } catch (e) {
      throw janusFailure(e, 'create');
    }
  }

  /** Ids of the people in the room on Janus (publishers, whether sending or not). */
  async function participantsOf(row: VideoRoomRow): Promise<number[]> {
    try {
      const data = await janus.videoroom({ request: 'listparticipants', room: row.janusRoom });
      return ((data.participants as { id: number }[] | undefined) ?? []).map((p) => p.id);
    } catch (e) {
      if (e instanceof JanusRequestError && e.code === NO_SUCH_ROOM) return [];
      throw janusFailure(e, 'listparticipants');
    }
  }

  function janusFailure(e: unknown, what: string): unknown {
    if (!(e instanceof JanusRequestError)) return e;
    options.log.error(`Video: Janus refused ${what}: ${e.message}`);
    return new AppError('INTERNAL_ERROR');
  }

  /** Kicks this feed; one that has already left is fine. */
  async function kick(row: VideoRoomRow, feedId: number): Promise<void> {
    try {
      await janus.videoroom({ request: 'kick', room: row.janusRoom, secret: row.secret, id: feedId });
    } catch (e) {
      if (!(e instanceof JanusRequestError && [NO_SUCH_ROOM, NO_SUCH_FEED].includes(e.code)))
        throw janusFailure(e, 'kick');
    }
  }

  /** Stops the audio stream `mid` of this feed for everyone. Throws NOT_FOUND when Janus has no such feed or stream. */
  async function mute(row: VideoRoomRow, feedId: number, mid: string | undefined): Promise<void> {
    if (!mid) throw new AppError('NOT_FOUND');
    try {
      await janus.videoroom({
        request: 'moderate',
        room: row.janusRoom,
        secret: row.secret,
        id: feedId,
        mid,
        mute: true,
      });
    } catch (e) {
      if (e instanceof JanusRequestError && [NO_SUCH_ROOM, NO_SUCH_FEED].includes(e.code))
        throw new AppError('NOT_FOUND');
      throw janusFailure(e, 'moderate');
    }
  }

  return {
    name: 'janus',

    async join(room: VideoRoom, who: VideoJoiner): Promise<VideoJoinResults> {
      const row = await roomRow(room);
      await ensureOnJanus(room, row);
      // A last-moment race past this count meets Janus's own cap (publishers = capacity).
      if ((await participantsOf(row)).length >= room.capacity) throw new AppError('ROOM_FULL');
      const feedId = randomSafeId();
      await repo.insertSeat(db, {
        feedId,
        eventId: room.eventId,
        roomKey: room.roomKey,
        participantId: who.participantId,
      });
      return {
        provider: 'janus',
        server: JANUS_PROXY_PATH,
        room: row.janusRoom,
        pin: row.pin,
        feedId,
        bitrate: bitrateFor(room.capacity),
        iceServers,
        title: room.title,
        displayName: who.displayName,
        moderator: who.moderator,
        capacity: room.capacity,
      };
    },

    async count(room: VideoRoom): Promise<number> {
      const row = await repo.findRoom(db, room.eventId, room.roomKey);
      return row ? (await participantsOf(row)).length : 0;
    },

    async moderate(room: VideoRoom, feedId: number, moderation: VideoModeration): Promise<void> {
      const row = await repo.findRoom(db, room.eventId, room.roomKey);
      const seat = await repo.findSeat(db, room.eventId, room.roomKey, feedId);
      if (!row || !seat) throw new AppError('NOT_FOUND');
      if (moderation.action === 'mute') return mute(row, feedId, moderation.mid);
      // The person may sit in the room twice (two tabs): every feed of theirs goes.
      const present = new Set(await participantsOf(row));
      const theirs = await repo.feedsOf(db, room.eventId, room.roomKey, seat.participantId);
      for (const id of new Set([feedId, ...theirs.filter((f) => present.has(f))])) await kick(row, id);
    },

    close: () => janus.close(),
  };
}
