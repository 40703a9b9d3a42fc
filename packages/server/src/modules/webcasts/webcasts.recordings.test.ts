import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import type { TheatreVideo } from '@foyer/shared';
import { buildAsset, buildElement, buildEvent, buildUser } from '../../../test/factories.js';
import { call, ok } from '../../../test/http.js';
import { rtmpNotify } from '../../../test/rtmp.js';
import { run } from '../../platform/media/tools.js';
import { RTMP_CALLBACK_PATHS } from '../../platform/rtmp/callbacks.js';
import type { WebcastOptions } from './webcasts.options.js';
import { flatten, loadVenue } from '../venue/venue.service.js';
import { webcastIdOfRecording } from './webcasts.recordings.js';

let recordingsDir: string;
let media: WebcastOptions;
let t: TestApp;
beforeAll(async () => {
  recordingsDir = await mkdtemp(join(tmpdir(), 'foyer-rec-'));
  media = {
    rtmpUrl: 'rtmp://127.0.0.1:1935/live',
    relayUrl: 'rtmp://127.0.0.1:1935',
    studioIngestUrl: 'rtmp://127.0.0.1:1935/live',
    callbackSecret: 'recordings-test-secret',
    recordingsDir,
  };
  t = await createTestApp({ webcast: media });
});
afterAll(async () => {
  await t.close();
  await rm(recordingsDir, { recursive: true, force: true });
});

/** What the media server's `record all` writes: FLV (H.264 + AAC), named by the webcast and its start. */
async function recordFlv(path: string, seconds = 2) {
  await run('ffmpeg', [
    ...[
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=320x180:rate=15:duration=${seconds}`,
    ],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-f', 'flv', '-y', path],
  ]);
}

const recordDone = (app: TestApp, path: string, secret = media.callbackSecret) =>
  rtmpNotify(
    app.app,
    RTMP_CALLBACK_PATHS.recordDone,
    { call: 'record_done', app: 'show', name: 'x', path },
    secret,
  );

/** The webcast's recordings once there are `n` (polled: the import runs after the callback's answer). */
async function recordingsOf(app: TestApp, token: string, id: string, n: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { recordings } = ok(await call(app.app, 'GET', `webcasts/${id}`, { token })).webcast;
    if (recordings.length >= n || Date.now() > deadline) return recordings;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('recordings of a webcast', () => {
  it('names its webcast by the file name only', () => {
    const id = '0d6c9f5e-2f43-4c26-9d0e-0b8a1e4e1b10';
    expect(webcastIdOfRecording(`/rec/${id}-20261125-101500.flv`)).toBe(id);
    for (const name of [`${id}.flv`, `${id}-20261125-101500.mp4`, 'fyr_secret-20261125-101500.flv'])
      expect(webcastIdOfRecording(name)).toBeNull();
  });

  it('turns a finished recording into a video asset of the webcast, as MP4, and removes the file', async () => {
    const { token } = await buildUser(t.db, { plan: 'business' });
    const webcast = ok(
      await call(t.app, 'POST', 'webcasts', { token, body: { name: 'Main stage' } }),
    ).webcast;
    const file = join(recordingsDir, `${webcast.id}-20261125-101500.flv`);
    await recordFlv(file);
    expect((await recordDone(t, file)).statusCode).toBe(200);

    const [recording] = await recordingsOf(t, token, webcast.id, 1);
    expect(recording).toMatchObject({ kind: 'video', type: 'video/mp4', width: 320, height: 180 });
    expect(recording.name).toMatch(/^Main stage 2026-11-25 \d{2}:\d{2}$/);
    expect(recording.duration).toBeGreaterThan(1.5);
    expect(recording.thumbnailUrl).not.toBeNull();
    await expect.poll(() => existsSync(file)).toBe(false);
    // An ordinary video of the media library: usable as a talk's on-demand video.
    const { assets } = ok(await call(t.app, 'GET', 'assets/videos', { token }));
    expect(assets.map((a: { id: string }) => a.id)).toContain(recording.id);
    const played = await t.app.inject({ method: 'GET', url: recording.url });
    expect(played.statusCode).toBe(200);
    // MP4 with the index first: a browser starts playing before the whole file is there.
    expect(played.rawPayload.subarray(0, 4096).includes(Buffer.from('moov'))).toBe(true);
  });

  it('becomes the on-demand video of the talks that play the webcast and have none, rehearsals excepted', async () => {
    const { user, token } = await buildUser(t.db, { plan: 'business' });
    const webcast = ok(await call(t.app, 'POST', 'webcasts', { token, body: { name: 'Keynote' } })).webcast;
    const own = await buildAsset(t, { tenantId: user.id, kind: 'video' });
    const event = await buildEvent(t.db, { tenantId: user.id });
    const theatre = await buildElement(t.db, {
      event,
      element: { kind: 'THEATRE', designId: 'theatre-amphi', title: 'Auditorium' },
    });
    const talk = (title: string, fields: Record<string, unknown>) =>
      buildElement(t.db, {
        event,
        parentId: theatre.element.id,
        element: { kind: 'THEATRE_VIDEO', title, webcastAssetId: webcast.id, ...fields },
      });
    const plain = await talk('Opening', {});
    const withVideo = await talk('Panel', { videoAssetId: own.id });
    const later = await talk('Closing', { plannedLiveStart: '2030-05-01T14:00:00Z' });
    const scheduled = await talk('Keynote', {
      plannedLiveStart: '2020-05-01T14:00:00Z',
      onDemandFrom: '2020-05-02T09:00:00Z',
    });

    const file = join(recordingsDir, `${webcast.id}-20261125-101500.flv`);
    await recordFlv(file);
    const before = Date.now();
    expect((await recordDone(t, file)).statusCode).toBe(200);
    const [recording] = await recordingsOf(t, token, webcast.id, 1);

    const talks = new Map(
      flatten(await loadVenue(t.db, event.id)).map((f) => [f.element.id, f.element as TheatreVideo]),
    );
    // A talk without a video: the recording, on demand from now.
    expect(talks.get(plain.element.id)!.videoAssetId).toBe(recording.id);
    expect(Date.parse(talks.get(plain.element.id)!.onDemandFrom!)).toBeGreaterThanOrEqual(before - 1000);
    // A talk whose on-demand start is set keeps it.
    expect(talks.get(scheduled.element.id)).toMatchObject({
      videoAssetId: recording.id,
      onDemandFrom: '2020-05-02T09:00:00.000Z',
    });
    // The organiser's own video stays; a broadcast long before the planned start was a rehearsal.
    expect(talks.get(withVideo.element.id)!.videoAssetId).toBe(own.id);
    expect(talks.get(later.element.id)!.videoAssetId).toBeNull();
    // The recording is now in use where the talks are (it cannot be deleted while they play it).
    const usages = ok(await call(t.app, 'GET', `assets/item/${recording.id}/usages`, { token })).usages;
    expect(usages).toEqual([expect.objectContaining({ id: event.id })]);
  });

  it('ignores files outside its folder, other names, and calls without the secret', async () => {
    const { token } = await buildUser(t.db, { plan: 'business' });
    const webcast = ok(await call(t.app, 'POST', 'webcasts', { token, body: { name: 'Side' } })).webcast;
    const elsewhere = await mkdtemp(join(tmpdir(), 'foyer-elsewhere-'));
    try {
      const outside = join(elsewhere, `${webcast.id}-20261125-101500.flv`);
      await writeFile(outside, Buffer.alloc(64 * 1024));
      expect((await recordDone(t, outside)).statusCode).toBe(200);
      expect(
        (await recordDone(t, join(recordingsDir, '..', `${webcast.id}-20261125-101500.flv`))).statusCode,
      ).toBe(200);
      const ours = join(recordingsDir, `${webcast.id}-20261125-111500.flv`);
      await recordFlv(ours, 1);
      expect((await recordDone(t, ours, 'wrong')).statusCode).toBe(403);
      await recordDone(t, join(recordingsDir, 'unrelated.flv'));
      // Imports run one after the other: once a later good one is in, the ones above were looked at.
      const probe = ok(await call(t.app, 'POST', 'webcasts', { token, body: { name: 'Probe' } })).webcast;
      const probeFile = join(recordingsDir, `${probe.id}-20261125-111600.flv`);
      await recordFlv(probeFile, 1);
      await recordDone(t, probeFile);
      expect(await recordingsOf(t, token, probe.id, 1)).toHaveLength(1);
      expect(ok(await call(t.app, 'GET', `webcasts/${webcast.id}`, { token })).webcast.recordings).toEqual(
        [],
      );
      expect(existsSync(outside)).toBe(true);
      expect(existsSync(ours)).toBe(true);
      await rm(ours);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('imports at start what a crash left, and drops recordings of deleted webcasts and empty ones', async () => {
    const { user, token } = await buildUser(t.db, { plan: 'business' });
    const kept = ok(await call(t.app, 'POST', 'webcasts', { token, body: { name: 'Kept' } })).webcast;
    const gone = ok(await call(t.app, 'POST', 'webcasts', { token, body: { name: 'Gone' } })).webcast;
    ok(await call(t.app, 'DELETE', `assets/item/${gone.id}`, { token }));
    const left = join(recordingsDir, `${kept.id}-20261125-120000.flv`);
    const empty = join(recordingsDir, `${kept.id}-20261125-120500.flv`);
    const orphan = join(recordingsDir, `${gone.id}-20261125-120000.flv`);
    await recordFlv(left, 1);
    await writeFile(empty, Buffer.alloc(100));
    await recordFlv(orphan, 1);

    // A second app on the same database and folder, as after a restart: it imports on start.
    const restarted = await createTestApp({ webcast: media, db: t.db });
    try {
      expect(await recordingsOf(t, token, kept.id, 1)).toHaveLength(1);
      const deadline = Date.now() + 10_000;
      while ((existsSync(empty) || existsSync(orphan) || existsSync(left)) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect([existsSync(left), existsSync(empty), existsSync(orphan)]).toEqual([false, false, false]);
      expect(ok(await call(t.app, 'GET', `webcasts/${kept.id}`, { token })).webcast.recordings).toHaveLength(
        1,
      );
      expect((await recordingsOf(t, token, kept.id, 1))[0].name).toMatch(/^Kept /);
      expect(user.id).toBeTruthy();
    } finally {
      await restarted.close();
    }
  });
});
