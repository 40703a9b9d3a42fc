import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildElement, buildEvent, buildParticipant, buildUser } from '../../../test/factories.js';
import { call, errorKeyOf, errorOf, fieldsOf, ok } from '../../../test/http.js';
import { rtmpNotify } from '../../../test/rtmp.js';
import { events, webcasts } from '../../db/schema/index.js';
import { RTMP_CALLBACK_PATHS } from '../../platform/rtmp/callbacks.js';
import type { WebcastOptions } from './webcasts.options.js';
import { isValidPlaybackToken, playbackOf } from './webcasts.playback.js';
import { LIVE_STALE_AFTER_MS, acceptPublish, endStaleBroadcasts } from './webcasts.service.js';

const MEDIA: WebcastOptions = {
  rtmpUrl: 'rtmp://media.foyer.test:1935/live',
  relayUrl: 'rtmp://127.0.0.1:1935',
  studioIngestUrl: 'rtmp://127.0.0.1:1935/live',
  callbackSecret: 'callback-secret-of-this-test',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webcast: MEDIA });
});
afterAll(() => t.close());

const create = async (token: string, name = 'Keynote stage') =>
  ok(await call(t.app, 'POST', 'webcasts', { token, body: { name } })).webcast;

/** nginx-rtmp's notification: a form-encoded POST to Foyer's callback with the secret. */
const notify = (path: string, form: Record<string, string>, secret: string | null = MEDIA.callbackSecret) =>
  rtmpNotify(t.app, path, form, secret);
const publish = (key: string, clientid = '1', secret: string | null = MEDIA.callbackSecret) =>
  notify(RTMP_CALLBACK_PATHS.publish, { call: 'publish', name: key, clientid }, secret);
const update = (key: string, clientid = '1') =>
  notify(RTMP_CALLBACK_PATHS.update, { call: 'update_publish', name: key, clientid });
const done = (key: string, clientid = '1') =>
  notify(RTMP_CALLBACK_PATHS.publishDone, { call: 'publish_done', name: key, clientid });

describe('webcasts of an account', () => {
  it('creates a webcast with a secret key, lists it with the quota and shows its ingest settings', async () => {
    const { token } = await buildUser(t.db, { plan: 'starter' });
    const empty = ok(await call(t.app, 'GET', 'webcasts', { token }));
    expect(empty).toEqual({ webcasts: [], limit: 2, left: 2 });

    const made = await create(token);
    expect(made).toMatchObject({
      name: 'Keynote stage',
      status: 'idle',
      liveSince: null,
      endedAt: null,
      usages: 0,
      playbackUrl: expect.stringMatching(new RegExp(`^/hls/[^/]+/${made.id}\\.m3u8$`)),
      ingest: { serverUrl: MEDIA.rtmpUrl },
    });
    expect(made.ingest.streamKey).toMatch(/^fyr_[A-Za-z0-9_-]{24}$/);

    const listed = ok(await call(t.app, 'GET', 'webcasts', { token }));
    expect(listed.limit).toBe(2);
    expect(listed.left).toBe(1);
    expect(listed.webcasts).toEqual([expect.objectContaining({ id: made.id, name: 'Keynote stage' })]);
    // The list never carries the key.
    expect(JSON.stringify(listed)).not.toContain(made.ingest.streamKey);

    const got = ok(await call(t.app, 'GET', `webcasts/${made.id}`, { token })).webcast;
    expect(got.ingest.streamKey).toBe(made.ingest.streamKey);
  });

  it("is a webcast asset of the media library: renamed there, and its url is the webcast's page", async () => {
    const { token } = await buildUser(t.db, { plan: 'business' });
    const made = await create(token, 'Stage A');
    const { assets } = ok(await call(t.app, 'GET', 'assets/webcasts', { token }));
    expect(assets).toEqual([
      expect.objectContaining({ id: made.id, kind: 'webcast', name: 'Stage A', url: `/webcasts/${made.id}` }),
    ]);
    ok(await call(t.app, 'PUT', `assets/item/${made.id}`, { token, body: { name: 'Main stage' } }));
    expect(ok(await call(t.app, 'GET', `webcasts/${made.id}`, { token })).webcast.name).toBe('Main stage');
  });

  it('refuses a webcast past the plan’s limit (free: 1), also for parallel requests', async () => {
    const { token } = await buildUser(t.db);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => call(t.app, 'POST', 'webcasts', { token, body: { name: `Stage ${n}` } })),
    );
    expect(answers.filter((r) => r.json().success)).toHaveLength(1);
    for (const refused of answers.filter((r) => !r.json().success))
      expect(errorKeyOf(refused)).toBe('PREMIUM_REQUIRED');
    expect(ok(await call(t.app, 'GET', 'webcasts', { token }))).toMatchObject({ limit: 1, left: 0 });
  });

  it('asks for a name', async () => {
    const { token } = await buildUser(t.db, { plan: 'business' });
    const res = await call(t.app, 'POST', 'webcasts', { token, body: { name: '  ' } });
    expect(fieldsOf(res)).toHaveProperty('name');
  });

  it("lets a sub-account work on the account's webcasts; another account sees none of them", async () => {
    const main = await buildUser(t.db, { plan: 'business' });
    const sub = await buildUser(t.db, { mainAccountId: main.user.id });
    const made = await create(sub.token, 'Made by the team');
    expect(ok(await call(t.app, 'GET', 'webcasts', { token: main.token })).webcasts).toHaveLength(1);

    const other = await buildUser(t.db, { plan: 'business' });
    expect(ok(await call(t.app, 'GET', 'webcasts', { token: other.token })).webcasts).toEqual([]);
    for (const [method, path] of [
      ['GET', `webcasts/${made.id}`],
      ['POST', `webcasts/${made.id}/stream-key`],
    ] as const)
      expect(errorOf(await call(t.app, method, path, { token: other.token }), 404)).toBe('NOT_FOUND');
    expect(errorOf(await call(t.app, 'GET', 'webcasts/not-an-id', { token: main.token }), 404)).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await call(t.app, 'GET', 'webcasts'), 401)).toBe('UNAUTHORIZED');
  });

  it('cannot be deleted while a talk uses it, and says where (spec §4)', async () => {
    const { user, token } = await buildUser(t.db, { plan: 'business' });
    const made = await create(token);
    const event = await buildEvent(t.db, { tenantId: user.id, name: 'Summit' });
    const theatre = await buildElement(t.db, {
      event,
      element: { kind: 'THEATRE', designId: 'theatre-amphi', title: 'Auditorium' },
    });
    const talk = await buildElement(t.db, {
      event,
      parentId: theatre.element.id,
      element: { kind: 'THEATRE_VIDEO', title: 'Opening', webcastAssetId: made.id },
    });
    expect(ok(await call(t.app, 'GET', `webcasts/${made.id}`, { token })).webcast.usages).toBe(1);

    const refused = await call(t.app, 'DELETE', `assets/item/${made.id}`, { token });
    expect(errorOf(refused)).toBe('REMOVABLE_DOC_HAS_DEPENDENCIES');
    expect(refused.json().results.usages).toEqual([expect.objectContaining({ label: expect.any(String) })]);

    ok(
      await call(t.app, 'DELETE', `events/${event.id}/elements/${talk.element.id}?version=${talk.version}`, {
        token,
      }),
    );
    ok(await call(t.app, 'DELETE', `assets/item/${made.id}`, { token }));
    expect(errorOf(await call(t.app, 'GET', `webcasts/${made.id}`, { token }), 404)).toBe('NOT_FOUND');
    expect(await t.db.select().from(webcasts).where(eq(webcasts.assetId, made.id))).toEqual([]);
  });
});

describe('going live: the media server asks Foyer (nginx-rtmp callbacks)', () => {
  it('relays a publish with the right key into the stream named by the webcast id', async () => {
    const { token } = await buildUser(t.db, { plan: 'business' });
    const made = await create(token);
    const res = await publish(made.ingest.streamKey, '11');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${MEDIA.relayUrl}/show/${made.id}`);
    expect(res.headers.location).not.toContain(made.ingest.streamKey);

    const live = ok(await call(t.app, 'GET', `webcasts/${made.id}`, { token })).webcast;
    expect(live.status).toBe('live');
    expect(Date.parse(live.liveSince)).toBeGreaterThan(Date.now() - 60_000);

    expect((await update(made.ingest.streamKey, '11')).statusCode).toBe(200);
    // nginx's own relay session into show/<id> is updated too, and must never be cut.
    const relay = { call: 'update_play', app: '', flashver: 'ngx-local-relay', clientid: '99' };
    const relayed = await notify(RTMP_CALLBACK_PATHS.update, {
      ...relay,
      name: made.id,
      addr: `127.0.0.1:1935/show/${made.id}`,
    });
    expect(relayed.statusCode).toBe(200);
    expect((await done(made.ingest.streamKey, '11')).statusCode).toBe(200);
    const ended = ok(await call(t.app, 'GET', `webcasts/${made.id}`, { token })).webcast;
    expect(ended).toMatchObject({ status: 'ended', liveSince: live.liveSince });
    expect(ended.endedAt).not.toBeNull();

    // A new broadcast makes it live again.
    expect((await publish(made.ingest.streamKey, '12')).statusCode).toBe(302);
    expect(ok(await call(t.app, 'GET', `webcasts/${made.id}`, { token })).webcast.status).toBe('live');
  });

  it('refuses a wrong key, an empty one, and any call without the secret', async () => {
    const { token } = await buildUser(t.db, { plan: 'business' });
    const made = await create(token);
    expect((await publish('fyr_not-the-key')).statusCode).toBe(403);
    expect((await publish('')).statusCode).toBe(403);
    expect((await publish(made.ingest.streamKey, '1', 'wrong-secret')).statusCode).toBe(403);
    expect(
      (await notify(RTMP_CALLBACK_PATHS.publish, { call: 'publish', name: made.ingest.streamKey }, null))
        .statusCode,
    ).toBe(403);
    expect(ok(await call(t.app, 'GET', `webcasts/${made.id}`, { token })).webcast.status).toBe('idle');
  });

  it('refuses a second publisher while one is live; the refused one’s end changes nothing', async () => {
    const { token } = await buildUser(t.db, { plan: 'business' });
    const made = await create(token);
    const key = made.ingest.streamKey;
    const both = await Promise.all([publish(key, '21'), publish(key, '22')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([302, 403]);
    const loser = both[0]!.statusCode === 403 ? '21' : '22';
    const winner = loser === '21' ? '22' : '21';
    expect((await done(key, loser)).statusCode).toBe(200);
    expect(ok(await call(t.app, 'GET', `webcasts/${made.id}`, { token })).webcast.status).toBe('live');
    expect((await update(key, loser)).statusCode).toBe(403);
    expect((await update(key, winner)).statusCode).toBe(200);
  });

  it('stops a broadcast whose key was replaced or whose webcast was deleted, and refuses the old key', async () => {
    const { token } = await buildUser(t.db, { plan: 'business' });
    const made = await create(token);
    const oldKey = made.ingest.streamKey;
    expect((await publish(oldKey, '31')).statusCode).toBe(302);
    const rotated = ok(await call(t.app, 'POST', `webcasts/${made.id}/stream-key`, { token })).webcast;
    expect(rotated.ingest.streamKey).not.toBe(oldKey);
    expect(rotated.ingest.streamKey).toMatch(/^fyr_/);
    // The media server's next update for the old key stops that broadcast.
    expect((await update(oldKey, '31')).statusCode).toBe(403);
    expect((await publish(oldKey, '32')).statusCode).toBe(403);

    const other = await create(token, 'Side stage');
    expect((await publish(other.ingest.streamKey, '33')).statusCode).toBe(302);
    ok(await call(t.app, 'DELETE', `assets/item/${other.id}`, { token }));
    expect((await update(other.ingest.streamKey, '33')).statusCode).toBe(403);
    expect((await publish(other.ingest.streamKey, '34')).statusCode).toBe(403);
  });

  it('takes a broadcast whose media server stopped calling back for gone: shown ended, a new publisher may go live', async () => {
    const { token } = await buildUser(t.db, { plan: 'business' });
    const made = await create(token);
    const key = made.ingest.streamKey;
    const then = new Date(Date.now() - LIVE_STALE_AFTER_MS - 1_000);
    expect(await acceptPublish(t, key, { clientId: '41', addr: '192.0.2.1' }, then)).toBe(made.id);
    const shown = ok(await call(t.app, 'GET', `webcasts/${made.id}`, { token })).webcast;
    expect(shown.status).toBe('ended');
    expect(shown.endedAt).toBe(then.toISOString());
    expect((await publish(key, '42')).statusCode).toBe(302);
    expect(ok(await call(t.app, 'GET', `webcasts/${made.id}`, { token })).webcast.status).toBe('live');
    // Sweeping stale broadcasts leaves the fresh one alone.
    expect(await endStaleBroadcasts(t)).toBe(0);
  });
});

describe('HLS at /hls/<playback token>/', () => {
  /** The HLS folder's path of a playback address (`/hls/<token>/<id>.m3u8`), and its token. */
  const tokenOf = (url: string) => /\/hls\/([^/]+)\//.exec(url)![1]!;

  it('answers 404 without a media server folder', async () => {
    const id = '0d6c9f5e-2f43-4c26-9d0e-0b8a1e4e1b10';
    for (const url of [`/hls/${id}.m3u8`, `/hls/abc.def/${id}.m3u8`])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it("serves a live webcast's playlists and segments under its token only, cached as a CDN needs", async () => {
    const hlsDir = await mkdtemp(join(tmpdir(), 'foyer-hls-'));
    const local = await createTestApp({ webcast: { ...MEDIA, hlsDir } });
    const get = (url: string) => local.app.inject({ method: 'GET', url });
    try {
      const { token } = await buildUser(local.db, { plan: 'business' });
      const made = ok(await call(local.app, 'POST', 'webcasts', { token, body: { name: 'Stage' } })).webcast;
      const { id, ingest, playbackUrl } = made;
      const other = ok(await call(local.app, 'POST', 'webcasts', { token, body: { name: 'Other' } })).webcast;
      expect(playbackUrl).toMatch(new RegExp(`^/hls/[0-9a-z]+\\.[\\w-]{22}/${id}\\.m3u8$`));
      const base = `/hls/${tokenOf(playbackUrl)}`;
      await mkdir(join(hlsDir, `${id}_360p`));
      await writeFile(
        join(hlsDir, `${id}.m3u8`),
        `#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=900000\n${id}_360p/index.m3u8\n`,
      );
      await writeFile(join(hlsDir, `${id}_360p`, 'index.m3u8'), '#EXTM3U\n#EXTINF:2.0,\n1764000000123.ts\n');
      await writeFile(join(hlsDir, `${id}_360p`, '1764000000123.ts'), Buffer.alloc(188, 0x47));
      await writeFile(join(hlsDir, `${id}_360p`, 'notes.txt'), 'not media');
      // Before the broadcast (what a former one left): no playlist.
      expect((await get(playbackUrl)).statusCode).toBe(404);

      const callback = (path: string, call: string) =>
        rtmpNotify(
          local.app,
          path,
          { call, name: ingest.streamKey, clientid: '5', addr: '192.0.2.9' },
          MEDIA.callbackSecret,
        );
      expect((await callback(RTMP_CALLBACK_PATHS.publish, 'publish')).statusCode).toBe(302);
      // Live status is looked up at most once a second per webcast.
      await expect.poll(async () => (await get(playbackUrl)).statusCode, { timeout: 3_000 }).toBe(200);
      const playlist = await get(playbackUrl);
      expect(playlist.body).toContain(`${id}_360p/index.m3u8`);
      expect(playlist.headers['cache-control']).toBe('public, max-age=1');
      expect(playlist.headers['access-control-allow-origin']).toBe('*');
      expect((await get(`${base}/${id}_360p/index.m3u8`)).statusCode).toBe(200);
      const segment = await get(`${base}/${id}_360p/1764000000123.ts`);
      expect(segment.statusCode).toBe(200);
      expect(segment.rawPayload).toHaveLength(188);
      // Segments are named by the clock, never twice: a CDN keeps them for good.
      expect(segment.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      // Without a token, with a forged, altered or another webcast's token: refused, and not cached.
      const forged = `${tokenOf(playbackUrl).split('.')[0]}.${'A'.repeat(22)}`;
      const later = `${(Number.parseInt(tokenOf(playbackUrl).split('.')[0]!, 36) + 3600).toString(36)}.${tokenOf(playbackUrl).split('.')[1]}`;
      for (const url of [
        `/hls/${forged}/${id}.m3u8`,
        `/hls/${later}/${id}.m3u8`,
        `/hls/${tokenOf(other.playbackUrl)}/${id}_360p/1764000000123.ts`,
        `/hls/x/${id}_360p/index.m3u8`,
      ]) {
        const refused = await get(url);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.headers['cache-control'], url).toBe('no-store');
      }
      for (const url of [
        `/hls/${id}.m3u8`,
        `/hls/${id}_360p/1764000000123.ts`,
        `${base}/${id}_360p/notes.txt`,
        `${base}/missing.m3u8`,
        `${base}/../${id}.m3u8`,
        `${base}/${id}_360p/../../${id}.m3u8`,
      ])
        expect((await get(url)).statusCode, url).toBe(404);

      // Once it ended the playlists go (after the one-second cache), so players say so.
      expect((await callback(RTMP_CALLBACK_PATHS.publishDone, 'publish_done')).statusCode).toBe(200);
      await expect.poll(async () => (await get(playbackUrl)).statusCode, { timeout: 3_000 }).toBe(404);
    } finally {
      await local.close();
      await rm(hlsDir, { recursive: true, force: true });
    }
  });

  it('signs tokens per hour that expire an hour after it, and refuses them then', () => {
    const options = { secret: 'a-secret-of-this-test', baseUrl: 'https://cdn.foyer.test' };
    const id = '0d6c9f5e-2f43-4c26-9d0e-0b8a1e4e1b10';
    const at = (iso: string) => new Date(iso);
    const first = playbackOf(options, id, at('2026-11-25T10:05:00Z'));
    // Everyone who starts in the same hour plays the same address: a CDN caches each segment once.
    expect(playbackOf(options, id, at('2026-11-25T10:59:59Z'))).toEqual(first);
    expect(first.expiresAt).toBe('2026-11-25T12:00:00.000Z');
    expect(first.url).toMatch(new RegExp(`^https://cdn\\.foyer\\.test/hls/[^/]+/${id}\\.m3u8$`));
    const token = tokenOf(first.url);
    expect(isValidPlaybackToken(options, token, id, at('2026-11-25T11:59:59Z'))).toBe(true);
    expect(isValidPlaybackToken(options, token, id, at('2026-11-25T12:00:00Z'))).toBe(false);
    expect(
      isValidPlaybackToken(
        { ...options, secret: 'another-secret-entirely' },
        token,
        id,
        at('2026-11-25T10:06:00Z'),
      ),
    ).toBe(false);
    expect(isValidPlaybackToken(options, token, id.replace('0d6c', '1d6c'), at('2026-11-25T10:06:00Z'))).toBe(
      false,
    );
    expect(tokenOf(playbackOf(options, id, at('2026-11-25T11:00:00Z')).url)).not.toBe(token);
  });

  it('gives visitors of an open event that uses the webcast a playback address, and nobody else', async () => {
    const { user, token } = await buildUser(t.db, { plan: 'business' });
    const made = await create(token);
    const unused = await create(token, 'Unused stage');
    const event = await buildEvent(t.db, { tenantId: user.id });
    const otherEvent = await buildEvent(t.db, { tenantId: user.id });
    const theatre = await buildElement(t.db, {
      event,
      element: { kind: 'THEATRE', designId: 'theatre-amphi', title: 'Auditorium' },
    });
    await buildElement(t.db, {
      event,
      parentId: theatre.element.id,
      element: { kind: 'THEATRE_VIDEO', title: 'Opening', webcastAssetId: made.id },
    });
    const enter = async (ev: typeof event) => {
      await t.db.update(events).set({ open: true }).where(eq(events.id, ev.id));
      const { token: link } = await buildParticipant(t.db, ev);
      return ok(await call(t.app, 'POST', `public/venue/${ev.pageCode}/enter`, { body: { token: link } }))
        .visitorToken as string;
    };
    const visitor = await enter(event);
    const playback = (pageCode: string, id: string, visitorToken?: string) =>
      call(t.app, 'GET', `public/venue/${pageCode}/webcasts/${id}/playback`, {
        headers: visitorToken ? { visitorToken } : {},
      });

    const res = await playback(event.pageCode, made.id, visitor);
    const given = ok(res).playback;
    expect(res.headers['cache-control']).toBe('no-store');
    expect(given.url).toBe(made.playbackUrl);
    expect(Date.parse(given.expiresAt) - Date.now()).toBeGreaterThan(3_599_000);

    expect(errorOf(await playback(event.pageCode, unused.id, visitor), 404)).toBe('NOT_FOUND');
    expect(errorOf(await playback(event.pageCode, 'not-an-id', visitor), 404)).toBe('NOT_FOUND');
    expect(errorOf(await playback(event.pageCode, made.id))).toBe('VISITOR_TOKEN_IS_INVALID');
    // A visitor of another event of the same organiser, at this event or at their own.
    const stranger = await enter(otherEvent);
    expect(errorOf(await playback(event.pageCode, made.id, stranger))).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(errorOf(await playback(otherEvent.pageCode, made.id, stranger), 404)).toBe('NOT_FOUND');
    // Closed again: the venue is closed, and so is its stage.
    await t.db.update(events).set({ open: false }).where(eq(events.id, event.id));
    expect(errorOf(await playback(event.pageCode, made.id, visitor), 404)).toBe('NOT_FOUND');
  });

  it('checks the token, then redirects to the HLS origin of an external media server', async () => {
    const external = await createTestApp({
      webcast: { ...MEDIA, hlsOrigin: 'https://media.foyer.test/hls/' },
    });
    try {
      const { token } = await buildUser(external.db, { plan: 'business' });
      const { id, playbackUrl } = ok(
        await call(external.app, 'POST', 'webcasts', { token, body: { name: 'Stage' } }),
      ).webcast;
      const res = await external.app.inject({
        method: 'GET',
        url: playbackUrl.replace(`${id}.m3u8`, `${id}_360p/index.m3u8`),
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`https://media.foyer.test/hls/${id}_360p/index.m3u8`);
      const refused = await external.app.inject({ method: 'GET', url: `/hls/x.y/${id}.m3u8` });
      expect(refused.statusCode).toBe(403);
      // The pages may fetch and play from there (hls.js, or the browser's own HLS).
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/connect-src 'self' https:\/\/media\.foyer\.test[;\s]/);
      expect(csp).toMatch(/media-src 'self' blob: https:\/\/media\.foyer\.test[;\s]/);
    } finally {
      await external.close();
    }
  });

  it('hands out addresses on CDN_BASE_URL and lets the pages fetch from it', async () => {
    const cdn = await createTestApp({
      webcast: MEDIA,
      playback: { secret: 'a-secret-of-this-test', baseUrl: 'https://cdn.foyer.test/origin' },
    });
    try {
      const { token } = await buildUser(cdn.db, { plan: 'business' });
      const res = await call(cdn.app, 'POST', 'webcasts', { token, body: { name: 'Stage' } });
      const { id, playbackUrl } = ok(res).webcast;
      expect(playbackUrl).toMatch(new RegExp(`^https://cdn\\.foyer\\.test/origin/hls/[^/]+/${id}\\.m3u8$`));
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.foyer\.test[;\s]/);
      expect(csp).toMatch(/media-src 'self' blob: https:\/\/cdn\.foyer\.test[;\s]/);
    } finally {
      await cdn.close();
    }
  });
});

describe('without a media server', () => {
  it('makes webcasts without ingest settings and refuses every callback', async () => {
    const bare = await createTestApp();
    try {
      const { token } = await buildUser(bare.db, { plan: 'business' });
      const made = ok(await call(bare.app, 'POST', 'webcasts', { token, body: { name: 'Later' } })).webcast;
      expect(made.ingest).toBeNull();
      const res = await bare.app.inject({
        method: 'POST',
        url: `${RTMP_CALLBACK_PATHS.publish}?secret=`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'call=publish&name=x',
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await bare.close();
    }
  });
});
