import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JANUS_PROXY_PATH } from '@foyer/shared';
import { chromium } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { type Venue, type Visitor, buildVenue, listen } from '../../../test/realtime.js';
import { videoRooms } from '../../db/schema/index.js';
import { type LaunchedJanus, startJanus } from './janus.launcher.js';

const log = { info: () => undefined, warn: console.warn, error: console.error };

let dataDir: string;
let janus: LaunchedJanus;
let t: TestApp;
let venue: Venue;

/** Starts Janus with Foyer's configuration; the suite fails (not skips) when it cannot. */
async function launch(): Promise<LaunchedJanus> {
  const launched = await startJanus({ dataDir, log });
  if (!launched) throw new Error('Janus did not start: see the warning above');
  return launched;
}
const videoOf = (j: LaunchedJanus) => ({ janus: { url: j.url, adminKey: j.adminKey }, dataDir });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'foyer-janus-'));
  janus = await launch();
  t = await createTestApp({ video: videoOf(janus) });
  venue = await buildVenue(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
  await janus?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

type Json = Record<string, unknown> & { janus: string; data?: { id: number }; plugindata?: { data: Json } };

/** A session with a videoroom handle on Janus's own HTTP API (as a browser would have, unproxied). */
async function janusHandle(url: string) {
  const post = async (path: string, body: object): Promise<Json> => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      body: JSON.stringify({ ...body, transaction: randomBytes(6).toString('hex') }),
    });
    return (await res.json()) as Json;
  };
  const session = (await post('', { janus: 'create' })).data!.id;
  const handle = (await post(`/${session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' })).data!.id;
  return {
    /** A synchronous videoroom request's data. */
    request: async (body: object) =>
      (await post(`/${session}/${handle}`, { janus: 'message', body })).plugindata!.data,
    /** Sends an asynchronous request (join…); its answer comes as an event. */
    send: (body: object) => post(`/${session}/${handle}`, { janus: 'message', body }),
    /** Events waiting for this session (long poll). */
    events: async (): Promise<Json[]> =>
      (await (await fetch(`${url}/${session}?maxev=10&rid=${Date.now()}`)).json()) as Json[],
    close: () => post(`/${session}`, { janus: 'destroy' }),
  };
}

/** Waits for an event of this session that matches. */
async function eventOf(
  h: Awaited<ReturnType<typeof janusHandle>>,
  match: (data: Json) => boolean,
): Promise<Json> {
  for (let i = 0; i < 10; i += 1) {
    const found = (await h.events()).map((e) => e.plugindata?.data).find((d) => d && match(d));
    if (found) return found;
  }
  throw new Error('no such event');
}

const api = (method: 'GET' | 'POST', path: string, visitorToken: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/public/venue/${venue.event.pageCode}/video/${path}`,
    headers: { visitorToken },
    payload,
  });
type Seat = { room: number; pin: string; feedId: number; moderator: boolean; bitrate: number };
const joinRoom = async (target: object, visitor: Visitor) =>
  (await api('POST', 'join', visitor.visitorToken, target)).json() as {
    success: boolean;
    errorKey?: string;
    results: Seat;
  };
const joined = async (target: object, visitor: Visitor) => {
  const body = await joinRoom(target, visitor);
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.results;
};

/** Enters the Janus room for real as a publisher with what the join answered. */
async function sitIn(results: { room: number; pin: string; feedId: number }, display: string) {
  const h = await janusHandle(janus.url);
  await h.send({
    request: 'join',
    ptype: 'publisher',
    room: results.room,
    pin: results.pin,
    id: results.feedId,
    display,
  });
  await eventOf(h, (d) => d.videoroom === 'joined');
  return h;
}

describe('joins on Janus', () => {
  it('creates the room once for two first joins at once, with a pin and a feed id each', async () => {
    const breakoutId = await venue.add({ kind: 'EVENT_BREAKOUT', name: 'Open space', capacity: 6 });
    const [ada, bob] = await Promise.all([venue.visitor('Ada'), venue.visitor('Bob')]);
    const [a, b] = await Promise.all([joined({ breakoutId }, ada), joined({ breakoutId }, bob)]);
    expect(a).toMatchObject({
      provider: 'janus',
      server: JANUS_PROXY_PATH,
      capacity: 6,
      bitrate: 512_000,
      iceServers: [],
    });
    expect(b.room).toBe(a.room);
    expect(b.pin).toBe(a.pin);
    expect(a.pin.length).toBeGreaterThanOrEqual(16);
    expect(b.feedId).not.toBe(a.feedId);
    for (const id of [a.room, a.feedId, b.feedId]) expect(Number.isSafeInteger(id) && id > 0).toBe(true);
    const rows = await t.db
      .select()
      .from(videoRooms)
      .where(and(eq(videoRooms.eventId, venue.event.id), eq(videoRooms.roomKey, `breakout:${breakoutId}`)));
    expect(rows).toHaveLength(1);
    const h = await janusHandle(janus.url);
    expect(await h.request({ request: 'exists', room: a.room })).toMatchObject({ exists: true });
    // The pin is required (433: unauthorized).
    await h.send({ request: 'join', ptype: 'publisher', room: a.room, pin: 'guess', display: 'Eve' });
    expect(await eventOf(h, (d) => 'error_code' in d)).toMatchObject({ error_code: 433 });
    await h.close();
  });

  it('answers ROOM_FULL once the room holds its capacity', async () => {
    const breakoutId = await venue.add({ kind: 'EVENT_BREAKOUT', name: 'Pair', capacity: 2 });
    const [ada, bob, cy] = await Promise.all([
      venue.visitor('Ada'),
      venue.visitor('Bob'),
      venue.visitor('Cy'),
    ]);
    const inside = [await sitIn(await joined({ breakoutId }, ada), 'Ada')];
    inside.push(await sitIn(await joined({ breakoutId }, bob), 'Bob'));
    expect(await joinRoom({ breakoutId }, cy)).toMatchObject({ success: false, errorKey: 'ROOM_FULL' });
    const { results } = (await api('GET', 'rooms', cy.visitorToken)).json();
    expect(results.rooms).toContainEqual({ breakoutId, count: 2, capacity: 2 });
    await inside[0]!.close();
    await expect.poll(async () => (await joinRoom({ breakoutId }, cy)).success).toBe(true);
    await inside[1]!.close();
  });

  it('removes a person: Janus kicks them and their next join is refused', async () => {
    const breakoutId = await venue.add({ kind: 'EVENT_BREAKOUT', name: 'Workshop' });
    const mo = await venue.visitor('Mo', venue.moderatorEmail);
    const bob = await venue.visitor('Bob');
    expect((await joined({ breakoutId }, mo)).moderator).toBe(true);
    const seat = await joined({ breakoutId }, bob);
    const h = await sitIn(seat, 'Bob');
    const target = { breakoutId };
    const byBob = await api('POST', 'moderate', bob.visitorToken, {
      target,
      feedId: seat.feedId,
      action: 'remove',
    });
    expect(byBob.json().errorKey).toBe('FORBIDDEN');
    const res = await api('POST', 'moderate', mo.visitorToken, {
      target,
      feedId: seat.feedId,
      action: 'remove',
    });
    expect(res.json(), res.body).toEqual({ success: true, results: {} });
    expect(await eventOf(h, (d) => d.leaving !== undefined)).toMatchObject({
      leaving: 'ok',
      reason: 'kicked',
    });
    expect(await joinRoom({ breakoutId }, bob)).toMatchObject({ success: false, errorKey: 'FORBIDDEN' });
    const unknown = await api('POST', 'moderate', mo.visitorToken, { target, feedId: 1, action: 'remove' });
    expect(unknown.statusCode).toBe(404);
    await h.close();
  });
});

describe('moderator mute', () => {
  it("mutes a publisher's audio stream by its mid", async () => {
    const breakoutId = await venue.add({ kind: 'EVENT_BREAKOUT', name: 'Talk' });
    const mo = await venue.visitor('Mo', venue.moderatorEmail);
    const ada = await venue.visitor('Ada');
    const seat = await joined({ breakoutId }, ada);
    const base = await listen(t.app);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--allow-loopback-in-peer-connection',
      ],
    });
    try {
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${base}/api/v1/openapi.json`);
      const args = {
        server: JANUS_PROXY_PATH,
        token: ada.visitorToken,
        room: seat.room,
        pin: seat.pin,
        id: seat.feedId,
      };
      const mids: { audio: string; video: string } = await page.evaluate(
        `(${PUBLISH_THROUGH_PROXY})(${JSON.stringify(args)})`,
      );
      // A second person sees the publisher's streams, unmoderated.
      const watcher = await sitIn(await joined({ breakoutId }, mo), 'Mo');
      const streams = async () => {
        const h = await janusHandle(janus.url);
        await h.send({
          request: 'join',
          ptype: 'publisher',
          room: seat.room,
          pin: seat.pin,
          display: 'probe',
        });
        const data = await eventOf(h, (d) => d.videoroom === 'joined');
        await h.close();
        const publisher = (
          data.publishers as { id: number; streams: { mid: string; moderated?: boolean }[] }[]
        ).find((p) => p.id === seat.feedId);
        return publisher?.streams.find((s) => s.mid === mids.audio);
      };
      await expect.poll(async () => (await streams()) !== undefined, { timeout: 15_000 }).toBe(true);
      expect((await streams())!.moderated).toBeFalsy();
      const target = { breakoutId };
      const res = await api('POST', 'moderate', mo.visitorToken, {
        target,
        feedId: seat.feedId,
        action: 'mute',
        mid: mids.audio,
      });
      expect(res.json(), res.body).toEqual({ success: true, results: {} });
      expect((await streams())!.moderated).toBe(true);
      const wrong = await api('POST', 'moderate', mo.visitorToken, {
        target,
        feedId: seat.feedId,
        action: 'mute',
        mid: '9',
      });
      expect(wrong.statusCode).toBe(404);
      await watcher.close();
    } finally {
      await browser.close();
    }
  });
});

/**
 * Run in the page (plain JavaScript: the server's types know no DOM): publishes fake camera and
 * microphone through Foyer's proxy, with the visitor token as janus.js sends it, and answers the mids
 * of the published streams once Janus has answered the offer.
 */
const PUBLISH_THROUGH_PROXY = `async (a) => {
  const post = async (path, body) => (await fetch(a.server + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, token: a.token, transaction: String(Math.random()) }),
  })).json();
  const session = (await post('', { janus: 'create' })).data.id;
  const handle = (await post('/' + session, { janus: 'attach', plugin: 'janus.plugin.videoroom' })).data.id;
  await post('/' + session + '/' + handle, {
    janus: 'message',
    body: { request: 'join', ptype: 'publisher', room: a.room, pin: a.pin, id: a.id, display: 'Ada' },
  });
  const media = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
  const pc = new RTCPeerConnection();
  for (const track of media.getTracks()) pc.addTrack(track, media);
  await pc.setLocalDescription(await pc.createOffer());
  await new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') resolve();
    pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && resolve();
  });
  await post('/' + session + '/' + handle, { janus: 'message', body: { request: 'publish' }, jsep: pc.localDescription });
  for (let i = 0; i < 10; i += 1) {
    const url = a.server + '/' + session + '?maxev=10&rid=' + Date.now() + '&token=' + encodeURIComponent(a.token);
    const answer = (await (await fetch(url)).json()).find((e) => e.jsep && e.jsep.type === 'answer');
    if (answer) {
      await pc.setRemoteDescription(answer.jsep);
      window.publisher = pc; // held while the moderator mutes
      const mid = (kind) => pc.getTransceivers().find((tr) => tr.sender.track && tr.sender.track.kind === kind).mid;
      return { audio: mid('audio'), video: mid('video') };
    }
  }
  throw new Error('Janus did not answer the offer');
}`;

describe('the signalling proxy', () => {
  it('forwards a session exchange with a visitor token and takes the token out', async () => {
    const breakoutId = await venue.add({ kind: 'EVENT_BREAKOUT', name: 'Proxy room' });
    const ada = await venue.visitor('Ada');
    const seat = await joined({ breakoutId }, ada);
    const post = (path: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `${JANUS_PROXY_PATH}${path}`,
        payload: { ...body, transaction: 'tx' },
      });
    const created = await post('', { janus: 'create', token: ada.visitorToken });
    expect(created.statusCode, created.body).toBe(200);
    const session = created.json().data.id;
    const attached = await post(`/${session}`, {
      janus: 'attach',
      plugin: 'janus.plugin.videoroom',
      token: ada.visitorToken,
    });
    const handle = attached.json().data.id;
    expect(handle).toEqual(expect.any(Number));
    const join = await post(`/${session}/${handle}`, {
      janus: 'message',
      token: ada.visitorToken,
      body: {
        request: 'join',
        ptype: 'publisher',
        room: seat.room,
        pin: seat.pin,
        id: seat.feedId,
        display: 'Ada',
      },
    });
    expect(join.json()).toMatchObject({ janus: 'ack' });
    const poll = await t.app.inject({
      method: 'GET',
      url: `${JANUS_PROXY_PATH}/${session}?maxev=5&rid=1&token=${encodeURIComponent(ada.visitorToken)}`,
    });
    expect(poll.json()).toContainEqual(
      expect.objectContaining({
        plugindata: expect.objectContaining({
          data: expect.objectContaining({ videoroom: 'joined', id: seat.feedId }),
        }),
      }),
    );

    expect((await post('', { janus: 'create' })).statusCode).toBe(401);
    expect((await post('', { janus: 'create', token: 'x'.repeat(43) })).statusCode).toBe(401);
    const noToken = await t.app.inject({ method: 'GET', url: `${JANUS_PROXY_PATH}/${session}?maxev=1` });
    expect(noToken.statusCode).toBe(401);
    // Publishing under a feed id Foyer did not hand this visitor for this room.
    const bob = await joined({ breakoutId }, await venue.visitor('Bob'));
    for (const body of [
      { request: 'join', ptype: 'publisher', room: seat.room, pin: seat.pin, id: bob.feedId, display: 'Ada' },
      { request: 'join', ptype: 'publisher', room: seat.room, pin: seat.pin, display: 'Ada' },
      {
        request: 'joinandconfigure',
        ptype: 'publisher',
        room: seat.room,
        pin: seat.pin,
        id: 7,
        display: 'Ada',
      },
    ]) {
      const refused = await post(`/${session}/${handle}`, {
        janus: 'message',
        token: ada.visitorToken,
        body,
      });
      expect(refused.statusCode, JSON.stringify(body)).toBe(403);
    }
    for (const request of ['create', 'destroy', 'edit', 'rtp_forward']) {
      const refused = await post(`/${session}/${handle}`, {
        janus: 'message',
        token: ada.visitorToken,
        body: { request, room: 4242 },
      });
      expect(refused.statusCode, request).toBe(403);
    }
    await post(`/${session}`, { janus: 'destroy', token: ada.visitorToken });
  });
});

// Last: the app of the other tests knows the Janus before the restart.
describe('a Janus restart', () => {
  it('re-creates the room on the next join after Janus restarted', async () => {
    const breakoutId = await venue.add({ kind: 'EVENT_BREAKOUT', name: 'Survivor' });
    const ada = await venue.visitor('Ada');
    const before = await joined({ breakoutId }, ada);
    await janus.stop();
    janus = await launch();
    // The same database, a provider that knows the new Janus.
    const again = await createTestApp({ db: t.db, video: videoOf(janus) });
    try {
      const res = await again.app.inject({
        method: 'POST',
        url: `/api/v1/public/venue/${venue.event.pageCode}/video/join`,
        headers: { visitorToken: ada.visitorToken },
        payload: { breakoutId },
      });
      const after = res.json().results;
      expect(after).toMatchObject({ room: before.room, pin: before.pin });
      const h = await sitIn(after, 'Ada');
      expect(await h.request({ request: 'listparticipants', room: before.room })).toMatchObject({
        participants: [{ id: after.feedId, display: 'Ada' }],
      });
      await h.close();
    } finally {
      await again.close();
    }
  });
});
