import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { WebcastRole, WebcastStudio } from '@foyer/shared';
import { AppError } from '../../errors.js';
import { type JanusHandle, JanusRequestError, openJanusHandle } from '../../platform/janus/session.js';
import { type LaunchLog, freeUdpPair, spawnTied, terminate } from '../../platform/launch/process.js';
import { type JanusClient, createJanusClient, ensureVideoroom } from '../../platform/janus/client.js';
import { randomSafeId } from '../video/video.provider.js';

/**
 * The browser studio (issue 18 "Going live"): speakers and moderators send camera, microphone and/or
 * screen from the console by WebRTC into a Janus videoroom of the webcast (Foyer negotiates on their
 * behalf, so browsers never talk to Janus). The speaker a moderator puts on air is RTP-forwarded by
 * Janus to an ffmpeg of this server, which encodes H.264/AAC and publishes to the webcast's RTMP
 * ingest with its stream key — so a studio broadcast is checked, relayed, packaged to HLS and
 * recorded exactly as one from OBS. Switching speakers moves Janus's forward to the same ports;
 * ffmpeg times packets by the clock, so the broadcast runs on without a break.
 *
 * The studio lives in this process (its Janus sessions and ffmpeg): with several nodes, the console
 * calls of one webcast must reach one node (README, "Webcasts").
 */

export type StudioOptions = {
  /** Janus's HTTP API. */
  janusUrl: string;
  /** The videoroom's admin_key, when Janus has one (rooms are created with it). */
  adminKey?: string;
  /** The RTMP address the studio's encoder publishes to, by stream key (rtmp://…/live/KEY). */
  ingestUrl(streamKey: string): string;
  /** Where Janus sends forwarded RTP: this server's address as Janus reaches it. Default 127.0.0.1. */
  rtpHost?: string;
  log: LaunchLog;
};

/** Who presents in the studio: one console session. */
export type Presenter = { tokenHash: string; webcastId: string; displayName: string; role: WebcastRole };

export type Studio = {
  /** The studio of a webcast as the console session `tokenHash` sees it. Throws nothing. */
  state(webcastId: string, tokenHash: string): WebcastStudio;
  /**
   * The presenter's browser offers its media (SDP with all ICE candidates): answers Janus's SDP and
   * the presenter's feed. A console session already in the studio leaves first. Throws ROOM_FULL,
   * INTERNAL_ERROR (Janus failing).
   */
  join(who: Presenter, offer: string): Promise<{ answer: string; feedId: string }>;
  /** The presenter leaves the studio (off air, if on air: the broadcast ends). Throws nothing. */
  leave(webcastId: string, tokenHash: string): Promise<void>;
  /**
   * Puts `feedId` on air: starts the encoder publishing with `streamKey`, or switches it to this
   * feed. Throws NOT_FOUND (no such feed in the studio), INTERNAL_ERROR.
   */
  putOnAir(webcastId: string, feedId: string, streamKey: string): Promise<void>;
  /** Whether anyone of the studio is on air (the encoder runs). */
  isOnAir(webcastId: string): boolean;
  /** Takes the studio off air: the encoder stops, so the broadcast ends. Throws nothing. */
  stopAir(webcastId: string): Promise<void>;
  /** Ends every studio (server shutdown). Throws nothing. */
  close(): Promise<void>;
};

/** Presenters one studio holds at most. */
export const STUDIO_CAPACITY = 8;
/** What a presenter sends at most (bits/s): Janus tells the browser. */
const STUDIO_BITRATE = 2_500_000;
const FFMPEG_STOP = [
  { signal: 'SIGINT', waitMs: 5_000 },
  { signal: 'SIGKILL', waitMs: 2_000 },
] as const;
const [W, H] = [1280, 720];
const OPUS_PT = 111;
const VP8_PT = 96;

type Feed = {
  id: number;
  tokenHash: string;
  displayName: string;
  role: WebcastRole;
  handle: JanusHandle;
  connected: boolean;
  sending: boolean;
};

type Air = {
  feedId: number;
  /** Where ffmpeg listens for the forward. */
  ports: { audio: number; video: number };
  streamIds: number[];
  child: ChildProcess;
  sdpFile: string;
  stopping: boolean;
};

type Stage = {
  room: number;
  pin: string;
  secret: string;
  feeds: Map<string, Feed>;
  air: Air | null;
  /** Serialises changes of the air (start, switch, stop). */
  queue: Promise<unknown>;
};

/** The SDP ffmpeg reads Janus's forward by: Opus and VP8 on two port pairs of loopback. */
export function forwardSdp(audioPort: number, videoPort: number): string {
  return [
    'v=0',
    'o=- 0 0 IN IP4 127.0.0.1',
    's=Foyer studio',
    'c=IN IP4 127.0.0.1',
    't=0 0',
    `m=audio ${audioPort} RTP/AVP ${OPUS_PT}`,
    `a=rtpmap:${OPUS_PT} opus/48000/2`,
    `m=video ${videoPort} RTP/AVP ${VP8_PT}`,
    `a=rtpmap:${VP8_PT} VP8/90000`,
    '',
  ].join('\n');
}

/**
 * ffmpeg's arguments: RTP in (timed by the clock on arrival, no reordering queue, so a switch of
 * source with other sequence numbers and timestamps runs on), H.264 + AAC out to RTMP, a key frame
 * every 2 s (the HLS segment length).
 */
export function encoderArgs(sdpFile: string, rtmpUrl: string): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ...['-protocol_whitelist', 'file,udp,rtp', '-reorder_queue_size', '0'],
    ...['-use_wallclock_as_timestamps', '1', '-fflags', '+genpts', '-i', sdpFile],
    ...['-map', '0:v:0', '-map', '0:a:0'],
    // A browser starts small and grows as its bandwidth estimate does (and presenters differ): the
    // broadcast keeps one 720p picture, each source fitted into it.
    ...[
      '-vf',
      `scale=${W}:${H}:force_original_aspect_ratio=decrease,pad=${W}:${H}:(ow-iw)/2:(oh-ih)/2,setsar=1`,
    ],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
    ...['-r', '30', '-g', '60', '-keyint_min', '60', '-sc_threshold', '0'],
    ...['-b:v', '2500k', '-maxrate', '2500k', '-bufsize', '5000k'],
    ...['-af', 'aresample=async=1000', '-c:a', 'aac', '-b:a', '128k', '-ar', '48000'],
    ...['-f', 'flv', rtmpUrl],
  ];
}

/** Every `stream_id` in Janus's answer to rtp_forward (its form differs between versions). */
function streamIdsOf(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(streamIdsOf);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    (key === 'stream_id' || key.endsWith('_stream_id')) && typeof v === 'number' ? [v] : streamIdsOf(v),
  );
}

export function createStudio(options: StudioOptions): Studio {
  const { log } = options;
  const janus: JanusClient = createJanusClient(options.janusUrl, log);
  const stages = new Map<string, Stage>();
  const rtpHost = options.rtpHost ?? '127.0.0.1';
  // Room creation and RTP forwarding (lock_rtp_forward) need the videoroom's admin_key when it has one.
  const adminKey = options.adminKey ? { admin_key: options.adminKey } : {};
  let isClosing = false;

  function stageOf(webcastId: string): Stage {
    let stage = stages.get(webcastId);
    if (!stage) {
      stage = {
        room: randomSafeId(),
        pin: randomBytes(12).toString('base64url'),
        secret: randomBytes(24).toString('base64url'),
        feeds: new Map(),
        air: null,
        queue: Promise.resolve(),
      };
      stages.set(webcastId, stage);
    }
    return stage;
  }

  /** Runs `change` of the stage's air after the ones before it. */
  function serially<T>(stage: Stage, change: () => Promise<T>): Promise<T> {
    const next = stage.queue.then(change, change);
    stage.queue = next.catch(() => undefined);
    return next;
  }

  const ensureRoom = (stage: Stage, webcastId: string) =>
    ensureVideoroom(janus, stage.room, {
      pin: stage.pin,
      secret: stage.secret,
      ...adminKey,
      publishers: STUDIO_CAPACITY,
      bitrate: STUDIO_BITRATE,
      bitrate_cap: true,
      videocodec: 'vp8',
      audiocodec: 'opus',
      description: `Studio ${webcastId}`,
      is_private: true,
      permanent: false,
    });

  async function stopForward(stage: Stage, air: Air) {
    for (const streamId of air.streamIds)
      await janus
        .videoroom({
          request: 'stop_rtp_forward',
          ...adminKey,
          room: stage.room,
          secret: stage.secret,
          publisher_id: air.feedId,
          stream_id: streamId,
        })
        .catch(() => undefined); // the publisher left: its forwards went with it
    air.streamIds = [];
  }

  async function forward(stage: Stage, air: Air, feedId: number) {
    const { ports } = air;
    const data = await janus.videoroom({
      request: 'rtp_forward',
      ...adminKey,
      room: stage.room,
      secret: stage.secret,
      publisher_id: feedId,
      host: rtpHost,
      audio_port: ports.audio,
      audio_pt: OPUS_PT,
      video_port: ports.video,
      video_pt: VP8_PT,
    });
    air.feedId = feedId;
    air.streamIds = streamIdsOf(data);
  }

  /** Ends the air of the stage: the forward and the encoder (the broadcast ends with it). */
  async function endAir(stage: Stage) {
    const air = stage.air;
    if (!air) return;
    air.stopping = true;
    stage.air = null;
    // At shutdown Janus may be stopping first; the forwards end with their publishers anyway.
    if (!isClosing) await stopForward(stage, air);
    await terminate(air.child, FFMPEG_STOP);
    await rm(air.sdpFile, { force: true });
  }

  async function startAir(stage: Stage, webcastId: string, feedId: number, streamKey: string) {
    const audio = await freeUdpPair();
    let video = await freeUdpPair();
    while (video === audio) video = await freeUdpPair();
    const sdpFile = join(tmpdir(), `foyer-studio-${webcastId}-${randomBytes(4).toString('hex')}.sdp`);
    await writeFile(sdpFile, forwardSdp(audio, video));
    const { child } = await spawnTied('ffmpeg', encoderArgs(sdpFile, options.ingestUrl(streamKey)), {
      deathSignal: 'KILL',
      exitSignal: 'SIGKILL',
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors = `${errors}${chunk.toString()}`.slice(-2_000);
    });
    const air: Air = { feedId, ports: { audio, video }, streamIds: [], child, sdpFile, stopping: false };
    stage.air = air;
    child.once('exit', (code) => {
      if (air.stopping) return;
      // Refused by the ingest (held, another encoder), or failed: the studio is off air.
      log.warn(`Webcasts: the studio encoder of ${webcastId} stopped (${code}): ${errors.trim()}`);
      void serially(stage, async () => {
        if (stage.air === air) await endAir(stage);
      });
    });
    // ffmpeg opens its UDP ports at once; a moment later the forward (with a key frame asked for) comes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await forward(stage, air, feedId);
  }

  function dropFeed(webcastId: string, stage: Stage, feed: Feed) {
    if (stage.feeds.get(feed.tokenHash) === feed) stage.feeds.delete(feed.tokenHash);
    void serially(stage, async () => {
      if (stage.air?.feedId === feed.id) await endAir(stage);
    });
    void feed.handle.close();
    if (stage.feeds.size === 0 && !stage.air) forgetStage(webcastId, stage);
  }

  function forgetStage(webcastId: string, stage: Stage) {
    if (stages.get(webcastId) !== stage) return;
    stages.delete(webcastId);
    // At shutdown Janus may be stopping too; it forgets its rooms anyway.
    if (isClosing) return;
    void janus
      .videoroom({ request: 'destroy', room: stage.room, secret: stage.secret })
      .catch(() => undefined);
  }

  const janusFailure = (e: unknown, what: string) => {
    if (e instanceof AppError) return e;
    log.error(`Webcasts: the studio could not ${what}: ${(e as Error).message}`);
    return new AppError('INTERNAL_ERROR');
  };

  return {
    state(webcastId, tokenHash) {
      const stage = stages.get(webcastId);
      const feeds = stage ? [...stage.feeds.values()] : [];
      return {
        available: true,
        you: stage?.feeds.get(tokenHash)?.id.toString() ?? null,
        onAir: stage?.air?.feedId.toString() ?? null,
        presenters: feeds.map((f) => ({
          id: f.id.toString(),
          displayName: f.displayName,
          role: f.role,
          ready: f.connected && f.sending,
        })),
      };
    },

    async join(who, offer) {
      const before = stages.get(who.webcastId);
      const earlier = before?.feeds.get(who.tokenHash);
      if (before && earlier) dropFeed(who.webcastId, before, earlier);
      // Dropping the only presenter forgets the stage: this join makes the next one.
      const stage = stageOf(who.webcastId);
      if (stage.feeds.size >= STUDIO_CAPACITY) throw new AppError('ROOM_FULL');
      try {
        await ensureRoom(stage, who.webcastId);
      } catch (e) {
        throw janusFailure(e, 'make its room');
      }
      const id = randomSafeId();
      let feed: Feed | undefined;
      const handle = await openJanusHandle(options.janusUrl, 'janus.plugin.videoroom', (notice) => {
        if (!feed) return;
        if (notice.janus === 'webrtcup') feed.connected = true;
        else if (notice.janus === 'media' && notice.receiving === true) feed.sending = true;
        else if (['hangup', 'detached', 'gone'].includes(notice.janus)) dropFeed(who.webcastId, stage, feed);
      }).catch((e: unknown) => {
        throw janusFailure(e, 'reach Janus');
      });
      feed = {
        id,
        tokenHash: who.tokenHash,
        displayName: who.displayName,
        role: who.role,
        handle,
        connected: false,
        sending: false,
      };
      try {
        await handle.request({
          request: 'join',
          ptype: 'publisher',
          room: stage.room,
          pin: stage.pin,
          id,
          display: who.displayName.slice(0, 100),
        });
        const { jsep } = await handle.request(
          { request: 'publish', audio: true, video: true, bitrate: STUDIO_BITRATE },
          { type: 'offer', sdp: offer },
        );
        if (jsep?.type !== 'answer') throw new Error('Janus answered no SDP');
        stage.feeds.set(who.tokenHash, feed);
        return { answer: jsep.sdp, feedId: id.toString() };
      } catch (e) {
        await handle.close();
        if (stage.feeds.size === 0 && !stage.air) forgetStage(who.webcastId, stage);
        if (e instanceof JanusRequestError && e.code === 432) throw new AppError('ROOM_FULL');
        throw janusFailure(e, 'take the presenter in');
      }
    },

    async leave(webcastId, tokenHash) {
      const stage = stages.get(webcastId);
      const feed = stage?.feeds.get(tokenHash);
      if (stage && feed) dropFeed(webcastId, stage, feed);
      if (stage) await stage.queue;
    },

    putOnAir(webcastId, feedId, streamKey) {
      const stage = stages.get(webcastId);
      const feed = stage && [...stage.feeds.values()].find((f) => f.id.toString() === feedId);
      if (!stage || !feed) return Promise.reject(new AppError('NOT_FOUND'));
      return serially(stage, async () => {
        if (!stage.feeds.has(feed.tokenHash)) throw new AppError('NOT_FOUND');
        try {
          const air = stage.air;
          if (!air) return await startAir(stage, webcastId, feed.id, streamKey);
          if (air.feedId === feed.id) return;
          await stopForward(stage, air);
          await forward(stage, air, feed.id);
        } catch (e) {
          await endAir(stage);
          throw janusFailure(e, 'put the presenter on air');
        }
      });
    },

    isOnAir: (webcastId) => Boolean(stages.get(webcastId)?.air),

    async stopAir(webcastId) {
      const stage = stages.get(webcastId);
      if (!stage) return;
      await serially(stage, () => endAir(stage));
      if (stage.feeds.size === 0) forgetStage(webcastId, stage);
    },

    async close() {
      isClosing = true;
      for (const [webcastId, stage] of [...stages]) {
        await serially(stage, () => endAir(stage));
        for (const feed of [...stage.feeds.values()]) dropFeed(webcastId, stage, feed);
      }
      await janus.close();
    },
  };
}
