import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEBCAST_TOKEN_HEADER } from '@foyer/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildUser } from '../../../test/factories.js';
import { call, ok } from '../../../test/http.js';
import { commandLine, freePort, isRunning } from '../../platform/launch/process.js';
import { type LaunchedRtmp, PID_FILE, mediaPaths, startRtmp } from '../../platform/rtmp/launcher.js';

/**
 * Webcasts through a real nginx with the RTMP module and ffmpeg, launched as `npm start` launches
 * them, with the app listening on loopback for nginx's callbacks (`npm run test:webcast`).
 */

const log = { info: () => undefined, warn: console.warn, error: console.error };
// Two renditions only: the machine has two cores, and each encoding costs one ffmpeg's work.
const RENDITIONS = ['source', '360p'] as const;

/** An encoder: ffmpeg publishing a test picture and tone to `url` for at most `seconds`. */
function publish(url: string, seconds = 60) {
  const started = Date.now();
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15', '-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '30', '-c:a', 'aac', '-t', String(seconds)],
      ...['-f', 'flv', url],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; ms: number; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, ms: Date.now() - started, stderr })),
  );
  return { child, started, exited };
}

/** Whether 127.0.0.1:port accepts a TCP connection now. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('webcasts through nginx-rtmp', () => {
  let dataDir: string;
  let rtmp: LaunchedRtmp;
  let t: TestApp;
  let base: string;
  const encoders: ChildProcess[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foyer-webcast-'));
    const appPort = await freePort();
    const callbackSecret = randomBytes(24).toString('hex');
    const launched = await startRtmp({
      dataDir,
      log,
      callbackBase: `http://127.0.0.1:${appPort}`,
      callbackSecret,
      host: '127.0.0.1',
      port: await freePort(),
      renditions: RENDITIONS,
    });
    // The suite fails (not skips) when nginx cannot start.
    if (!launched) throw new Error('nginx-rtmp did not start: see the warning above');
    rtmp = launched;
    t = await createTestApp({
      webcast: {
        rtmpUrl: `rtmp://127.0.0.1:${rtmp.rtmpPort}/live`,
        relayUrl: rtmp.rtmpUrl,
        studioIngestUrl: `${rtmp.rtmpUrl}/live`,
        callbackSecret,
        hlsDir: rtmp.hlsDir,
        recordingsDir: rtmp.recordingsDir,
        statUrl: rtmp.statUrl,
        controlUrl: rtmp.controlUrl,
      },
    });
    await t.app.listen({ port: appPort, host: '127.0.0.1' });
    base = `http://127.0.0.1:${appPort}`;
  });
  afterAll(async () => {
    for (const encoder of encoders) encoder.kill('SIGKILL');
    await t?.close();
    await rtmp?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const encoder = (url: string) => {
    const e = publish(url);
    encoders.push(e.child);
    return e;
  };
  /** A new webcast of a new organiser: its id, key and where to publish. */
  async function newWebcast() {
    const { token } = await buildUser(t.db, { plan: 'starter' });
    const { id } = ok(await call(t.app, 'POST', 'webcasts', { token, body: { name: 'Main stage' } })).webcast;
    const { webcast } = ok(await call(t.app, 'GET', `webcasts/${id}`, { token }));
    const playbackUrl = webcast.playbackUrl as string;
    return {
      token,
      id: id as string,
      ingest: webcast.ingest as { serverUrl: string; streamKey: string },
      /** The HLS folder under its playback token: `/hls/<token>`. */
      hls: playbackUrl.slice(0, playbackUrl.lastIndexOf('/')),
    };
  }
  const webcastOf = async (token: string, id: string) =>
    ok(await call(t.app, 'GET', `webcasts/${id}`, { token })).webcast;
  /** The body of GET <path> from the listening app, or null unless 200. */
  const text = async (path: string) => {
    const res = await fetch(`${base}${path}`);
    return res.status === 200 ? res.text() : null;
  };
  /** Every file and folder name under the HLS folder. */
  const hlsNames = () => readdir(rtmp.hlsDir, { recursive: true }).catch(() => [] as string[]);
  /** When the newest segment of a variant was written (0: none yet). */
  const newestSegment = async (variant: string) => {
    const folder = join(rtmp.hlsDir, variant);
    const names = (await readdir(folder).catch(() => [] as string[])).filter((n) => n.endsWith('.ts'));
    const times = await Promise.all(names.map(async (n) => (await stat(join(folder, n))).mtimeMs));
    return Math.max(0, ...times);
  };

  /** Publishes with `key` and expects the encoder to be turned away at once. */
  async function expectRefused(serverUrl: string, key: string) {
    const refused = await encoder(`${serverUrl}/${key}`).exited;
    expect(refused.code, refused.stderr).not.toBe(0);
    expect(refused.ms).toBeLessThan(5_000);
  }

  it('refuses a wrong key, a rotated one and the key of a deleted webcast, writing nothing', async () => {
    const { token, id, ingest } = await newWebcast();
    await expectRefused(ingest.serverUrl, 'fyr_not-a-key-of-anyone');
    ok(await call(t.app, 'POST', `webcasts/${id}/stream-key`, { token }));
    await expectRefused(ingest.serverUrl, ingest.streamKey);
    expect((await webcastOf(token, id)).status).toBe('idle');

    const deleted = await newWebcast();
    ok(await call(t.app, 'DELETE', `assets/item/${deleted.id}`, { token: deleted.token }));
    await expectRefused(deleted.ingest.serverUrl, deleted.ingest.streamKey);
    expect(await hlsNames()).toEqual([]);
  });

  it('drops a running encoder within about 10 s once its key is replaced', async () => {
    const { token, id, ingest } = await newWebcast();
    const running = encoder(`${ingest.serverUrl}/${ingest.streamKey}`);
    await expect.poll(async () => (await webcastOf(token, id)).status, { timeout: 10_000 }).toBe('live');
    const rotatedAt = Date.now();
    ok(await call(t.app, 'POST', `webcasts/${id}/stream-key`, { token }));
    // nginx asks Foyer every 10 s (on_update) and drops the encoder on its refusal.
    await expect.poll(() => running.child.exitCode, { timeout: 15_000, interval: 100 }).not.toBeNull();
    expect(running.child.exitCode).not.toBe(0);
    expect(Date.now() - rotatedAt).toBeLessThan(15_000);
    await expect.poll(async () => (await webcastOf(token, id)).status, { timeout: 10_000 }).toBe('ended');
  });

  it('disconnects the encoder at once when a moderator ends the broadcast, and refuses it until allowed', async () => {
    const { token, id, ingest } = await newWebcast();
    const running = encoder(`${ingest.serverUrl}/${ingest.streamKey}`);
    await expect.poll(async () => (await webcastOf(token, id)).status, { timeout: 10_000 }).toBe('live');
    const { webcastToken } = ok(
      await call(t.app, 'POST', `webcasts/${id}/login-as`, { token, body: { role: 'moderator' } }),
    );
    const consoleCall = (path: string) =>
      call(t.app, 'POST', path, { headers: { [WEBCAST_TOKEN_HEADER]: webcastToken } });
    const endedAt = Date.now();
    ok(await consoleCall('webcast-console/broadcast/end'));
    // Through nginx-rtmp's control page, not at the next on_update 10 s later.
    await expect.poll(() => running.child.exitCode, { timeout: 5_000, interval: 100 }).not.toBeNull();
    expect(Date.now() - endedAt).toBeLessThan(5_000);
    expect((await webcastOf(token, id)).status).toBe('ended');
    await expectRefused(ingest.serverUrl, ingest.streamKey);

    ok(await consoleCall('webcast-console/broadcast/allow'));
    const again = encoder(`${ingest.serverUrl}/${ingest.streamKey}`);
    await expect.poll(async () => (await webcastOf(token, id)).status, { timeout: 10_000 }).toBe('live');
    again.child.kill('SIGTERM');
    await again.exited;
    // Both broadcasts' recordings are imported (or, this short, dropped) before the next test looks.
    await expect.poll(() => readdir(rtmp.recordingsDir), { timeout: 30_000, interval: 250 }).toEqual([]);
  });

  it('goes live from an encoder: HLS of every rendition at /hls/, named by the webcast id only', async () => {
    const { token, id, ingest, hls } = await newWebcast();
    const first = encoder(`${ingest.serverUrl}/${ingest.streamKey}`);

    // The master playlist lists every rendition.
    await expect.poll(() => text(`${hls}/${id}.m3u8`), { timeout: 20_000, interval: 100 }).toMatch(/#EXTM3U/);
    console.info(`webcast: master playlist served ${Date.now() - first.started} ms after the publish began`);
    const master = (await text(`${hls}/${id}.m3u8`))!;
    for (const rendition of RENDITIONS) expect(master).toContain(`${id}_${rendition}/index.m3u8`);

    // A variant playlist and one of its segments are served.
    await expect
      .poll(() => text(`${hls}/${id}_360p/index.m3u8`), { timeout: 20_000, interval: 100 })
      .toMatch(/\.ts$/m);
    console.info(`webcast: 360p segment listed ${Date.now() - first.started} ms after the publish began`);
    const variant = (await text(`${hls}/${id}_360p/index.m3u8`))!;
    const segment = variant.split('\n').find((line) => line.endsWith('.ts'))!;
    const res = await fetch(`${base}${hls}/${id}_360p/${segment}`);
    expect(res.status).toBe(200);
    // Named by the clock (never twice), so a CDN may keep it for good.
    expect(segment).toMatch(/^\d{13}\.ts$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes[0]).toBe(0x47); // an MPEG-TS packet
    expect(await text(`${hls}/${id}_source/index.m3u8`)).toMatch(/\.ts$/m);

    const live = await webcastOf(token, id);
    expect(live.status).toBe('live');
    expect(live.liveSince).not.toBeNull();
    // Its health as nginx-rtmp measures it (the test picture is 320x180 at 15 fps).
    expect(live.health).toMatchObject({ fps: 15, videoCodec: 'H264', audioCodec: 'AAC', droppedFrames: 0 });
    expect(live.health.width).toBe(320);
    // The encoder sends in real time (-re) on loopback: its media runs at most a little behind the clock.
    expect(live.health.ingestDelayMs).toBeGreaterThanOrEqual(0);
    expect(live.health.ingestDelayMs).toBeLessThan(3_000);

    // A second encoder with the same key is refused at once; the first goes on.
    const second = await encoder(`${ingest.serverUrl}/${ingest.streamKey}`).exited;
    expect(second.code, second.stderr).not.toBe(0);
    expect(second.ms).toBeLessThan(5_000);
    expect(first.child.exitCode).toBeNull();

    // Past nginx's first on_update (10 s) segments keep coming: the relay into `show` was not stopped.
    await expect
      .poll(() => newestSegment(`${id}_360p`), { timeout: 30_000, interval: 250 })
      .toBeGreaterThan(first.started + 14_000);
    expect(first.child.exitCode).toBeNull();
    expect((await webcastOf(token, id)).status).toBe('live');
    // Past nginx-rtmp's first 10-s measurement the bitrate is known.
    expect((await webcastOf(token, id)).health.bitrateKbps).toBeGreaterThan(20);

    // The key names no file or folder, and no playlist mentions it.
    const names = await hlsNames();
    expect(names).toContain(`${id}.m3u8`);
    expect(names.filter((n) => n.includes(ingest.streamKey))).toEqual([]);
    for (const path of [
      `${hls}/${id}.m3u8`,
      `${hls}/${id}_360p/index.m3u8`,
      `${hls}/${id}_source/index.m3u8`,
    ])
      expect(await text(path)).not.toContain(ingest.streamKey);
    expect(await text(`${hls}/${ingest.streamKey}.m3u8`)).toBeNull();
    // Without its token nothing is served.
    expect(await text(`/hls/${id}.m3u8`)).toBeNull();
    expect(await text(`/hls/x.y/${id}.m3u8`)).toBeNull();

    first.child.kill('SIGTERM');
    await first.exited;
    await expect.poll(async () => (await webcastOf(token, id)).status, { timeout: 10_000 }).toBe('ended');

    // The broadcast was recorded whole and becomes a video of the media library, listed on the webcast.
    await expect
      .poll(async () => (await webcastOf(token, id)).recordings.length, { timeout: 30_000, interval: 250 })
      .toBe(1);
    const [recording] = (await webcastOf(token, id)).recordings;
    expect(recording).toMatchObject({ kind: 'video', type: 'video/mp4', width: 320, height: 180 });
    expect(recording.duration).toBeGreaterThan(12);
    expect(recording.name).toMatch(/^Main stage /);
    // The encoder's file goes once the recording is listed (webcasts.recordings.ts: listed, then removed).
    await expect.poll(() => readdir(rtmp.recordingsDir), { timeout: 10_000 }).toEqual([]);
    expect((await webcastOf(token, id)).health).toBeNull();
  });
});

describe('an nginx left behind', () => {
  it('is stopped by the next start through its pid file', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'foyer-webcast-stale-'));
    const options = {
      dataDir,
      log,
      callbackBase: 'http://127.0.0.1:9',
      callbackSecret: 'secret',
      host: '127.0.0.1',
      port: await freePort(),
      renditions: RENDITIONS,
    };
    let stale: ChildProcess | undefined;
    try {
      // What a killed server leaves: nginx running as it was started, and its pid file.
      const first = await startRtmp(options);
      expect(first).not.toBeNull();
      const [program, ...args] = await commandLine(first!.pid);
      await first!.stop();
      stale = spawn(program!, args, { detached: true, stdio: 'ignore' });
      stale.unref();
      await writeFile(join(mediaPaths(dataDir).prefix, PID_FILE), `${stale.pid}\n`);
      await expect.poll(() => accepts(options.port), { timeout: 10_000 }).toBe(true);

      const next = await startRtmp(options);
      expect(next).not.toBeNull();
      expect(await isRunning(stale.pid!)).toBe(false);
      // The stale one was gone before the port was chosen: the next one has the same port.
      expect(next!.rtmpPort).toBe(options.port);
      await next!.stop();
    } finally {
      if (stale?.pid && (await isRunning(stale.pid))) stale.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
