import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { JANUS_PROXY_PATH } from '@foyer/shared';
import { chromium } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { type Venue, type Visitor, buildVenue, listen } from '../../../test/realtime.js';
import { videoJanusSessions, videoRooms } from '../../db/schema/index.js';
import { type LaunchedJanus, PID_FILE, startJanus, stopStaleJanus } from '../../platform/janus/launcher.js';
import { isRunning } from '../../platform/launch/process.js';

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
      // The venue: the one page whose Permissions-Policy lets it use camera and microphone.
      await page.goto(`${base}/v/${venue.event.pageCode}`);
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

describe('Janus sessions of the proxy', () => {
  type Answer = { statusCode: number; body: string; json: () => Json };
  const proxy = (app: TestApp, token: string) => ({
    post: (path: string, body: object): Promise<Answer> =>
      app.app.inject({
        method: 'POST',
        url: `${JANUS_PROXY_PATH}${path}`,
        payload: { ...body, token, transaction: randomBytes(6).toString('hex') },
      }),
    poll: (session: string | number): Promise<Answer> =>
      app.app.inject({
        method: 'GET',
        url: `${JANUS_PROXY_PATH}/${session}?maxev=5&rid=${Date.now()}&token=${encodeURIComponent(token)}`,
      }),
  });
  /** A session with a videoroom handle made through the proxy by this visitor. */
  async function open(visitor: Visitor, app = t) {
    const p = proxy(app, visitor.visitorToken);
    const session = (await p.post('', { janus: 'create' })).json().data!.id;
    const handle = (await p.post(`/${session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' })).json()
      .data!.id;
    return { p, session, handle };
  }
  /** What the proxy answers for a session it refuses: as Janus answers for a session it does not know. */
  const noSuchSession = (res: Answer) => {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ janus: 'error', error: { code: 458 } });
  };
  const rowsOf = (session: number) =>
    t.db
      .select()
      .from(videoJanusSessions)
      .where(eq(videoJanusSessions.janusSessionId, String(session)));

  it("refuses another visitor everything on a visitor's Janus session, and the owner keeps it", async () => {
    const breakoutId = await venue.add({ kind: 'EVENT_BREAKOUT', name: 'Private talk' });
    const [ada, bob] = await Promise.all([venue.visitor('Ada'), venue.visitor('Bob')]);
    const seat = await joined({ breakoutId }, ada);
    const a = await open(ada);
    expect(await rowsOf(a.session)).toMatchObject([
      { participantId: ada.participantId, eventId: venue.event.id },
    ]);
    const b = proxy(t, bob.visitorToken);
    noSuchSession(await b.post(`/${a.session}`, { janus: 'keepalive' }));
    // Janus reads leading zeros, and ids in the body, as the same session.
    noSuchSession(await b.post(`/00${a.session}`, { janus: 'keepalive' }));
    expect((await b.post('', { janus: 'keepalive', session_id: a.session })).statusCode).toBe(403);
    noSuchSession(await b.post(`/${a.session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' }));
    const asking = { janus: 'message', body: { request: 'listparticipants', room: seat.room } };
    noSuchSession(await b.post(`/${a.session}/${a.handle}`, asking));
    noSuchSession(await b.post(`/${a.session}/${a.handle}`, { janus: 'detach' }));
    noSuchSession(await b.post(`/${a.session}`, { janus: 'destroy' }));
    // A create naming A's id makes a new session instead of telling that the id is taken.
    const created = (await b.post('', { janus: 'create', id: a.session })).json();
    expect(created).toMatchObject({ janus: 'success' });
    expect(created.data!.id).not.toBe(a.session);
    // Ada's join: its events are hers, and Bob's long poll neither sees nor takes them.
    const join = { request: 'join', ptype: 'publisher', room: seat.room, pin: seat.pin, id: seat.feedId };
    expect(
      (await a.p.post(`/${a.session}/${a.handle}`, { janus: 'message', body: join })).json(),
    ).toMatchObject({
      janus: 'ack',
    });
    const stolen = await b.poll(a.session);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).toBe('');
    expect((await a.p.poll(a.session)).json()).toContainEqual(
      expect.objectContaining({
        plugindata: expect.objectContaining({ data: expect.objectContaining({ videoroom: 'joined' }) }),
      }),
    );
    expect((await a.p.post(`/${a.session}`, { janus: 'keepalive' })).json()).toMatchObject({ janus: 'ack' });
    expect((await a.p.post(`/${a.session}/${a.handle}`, asking)).json()).toMatchObject({
      plugindata: { data: { participants: [{ id: seat.feedId }] } },
    });
    expect((await a.p.post(`/${a.session}/${a.handle}`, { janus: 'detach' })).json()).toMatchObject({
      janus: 'success',
    });
    expect((await a.p.post(`/${a.session}`, { janus: 'destroy' })).json()).toMatchObject({
      janus: 'success',
    });
    expect(await rowsOf(a.session)).toEqual([]);
    await proxy(t, bob.visitorToken).post(`/${created.data!.id}`, { janus: 'destroy' });
  });

  it("names only rooms of the visitor's event", async () => {
    const [elsewhere, ada] = [await buildVenue(t.app, t.db), await venue.visitor('Ada')];
    const cy = await elsewhere.visitor('Cy');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/venue/${elsewhere.event.pageCode}/video/join`,
      headers: { visitorToken: cy.visitorToken },
      payload: { breakoutId: await elsewhere.add({ kind: 'EVENT_BREAKOUT', name: 'Theirs' }) },
    });
    const theirs = res.json().results as Seat;
    // Their room exists on Janus (the join made it).
    const direct = await janusHandle(janus.url);
    expect(await direct.request({ request: 'exists', room: theirs.room })).toMatchObject({ exists: true });
    await direct.close();
    const mine = await joined({ breakoutId: await venue.add({ kind: 'EVENT_BREAKOUT', name: 'Mine' }) }, ada);
    const a = await open(ada);
    for (const body of [
      { request: 'listparticipants', room: theirs.room },
      { request: 'exists', room: theirs.room },
      { request: 'join', ptype: 'subscriber', room: theirs.room, streams: [] },
      { request: 'join', ptype: 'publisher', room: theirs.room, pin: theirs.pin, id: theirs.feedId },
      { request: 'configure', room: theirs.room },
      { request: 'switch', room: theirs.room, streams: [] },
      { request: 'listparticipants', room: 4242 },
      { request: 'listparticipants', room: String(mine.room) },
    ]) {
      const res = await a.p.post(`/${a.session}/${a.handle}`, { janus: 'message', body });
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
    }
    expect(
      (
        await a.p.post(`/${a.session}/${a.handle}`, {
          janus: 'message',
          body: { request: 'listparticipants', room: mine.room },
        })
      ).json(),
    ).toMatchObject({ plugindata: { data: { videoroom: 'participants', room: mine.room } } });
    await a.p.post(`/${a.session}`, { janus: 'destroy' });
  });

  it('keeps a session bound on another node, and forgets it once Janus has no more of it', async () => {
    const [ada, bob] = await Promise.all([venue.visitor('Ada'), venue.visitor('Bob')]);
    const a = await open(ada);
    const node = await createTestApp({ db: t.db, video: videoOf(janus) });
    try {
      expect(
        (await proxy(node, ada.visitorToken).post(`/${a.session}`, { janus: 'keepalive' })).json(),
      ).toMatchObject({ janus: 'ack' });
      noSuchSession(await proxy(node, bob.visitorToken).post(`/${a.session}`, { janus: 'keepalive' }));
    } finally {
      await node.close();
    }
    // Gone from Janus behind the proxy's back (as after a timeout or a Janus restart).
    const res = await fetch(`${janus.url}/${a.session}`, {
      method: 'POST',
      body: JSON.stringify({ janus: 'destroy', transaction: 'x' }),
    });
    expect(((await res.json()) as Json).janus).toBe('success');
    expect(await rowsOf(a.session)).toHaveLength(1);
    noSuchSession(await a.p.post(`/${a.session}`, { janus: 'keepalive' }));
    expect(await rowsOf(a.session)).toEqual([]);
  });

  it('refuses a visitor whose session ended, on every node within 5 s', async () => {
    const ada = await venue.visitor('Ada');
    const a = await open(ada);
    const left = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/venue/${venue.event.pageCode}/leave`,
      headers: { visitorToken: ada.visitorToken },
    });
    expect(left.json(), left.body).toMatchObject({ success: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 5_001);
      expect((await a.p.post(`/${a.session}`, { janus: 'keepalive' })).statusCode).toBe(401);
      expect((await a.p.poll(a.session)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    await fetch(`${janus.url}/${a.session}`, {
      method: 'POST',
      body: JSON.stringify({ janus: 'destroy', transaction: 'x' }),
    });
  });
});

describe('a Janus started with the server', () => {
  const hosts: ChildProcess[] = [];
  afterAll(() => {
    for (const child of hosts) child.kill('SIGKILL');
  });
  /** Starts Janus in a server stand-in process; the stand-in and Janus's pid. */
  async function host(folder: string, mode?: 'no-setpriv') {
    const script = fileURLToPath(new URL('../../../test/janus-host.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script, folder, ...(mode ? [mode] : [])], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    hosts.push(child);
    const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
    return { child, pid: (JSON.parse(line) as { pid: number }).pid };
  }
  // Killed by its death signal Janus is gone at once; stopped through its pid file it gets SIGTERM
  // first (SIGKILL after a grace period).
  const gone = (pid: number) =>
    expect.poll(() => isRunning(pid), { timeout: 20_000, interval: 100 }).toBe(false);

  it('dies with a server killed by SIGKILL', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'foyer-janus-host-'));
    try {
      const { child, pid } = await host(folder);
      expect(await isRunning(pid)).toBe(true);
      expect((await readFile(join(folder, 'janus', PID_FILE), 'utf8')).trim()).toBe(String(pid));
      child.kill('SIGKILL');
      await gone(pid);
    } finally {
      await stopStaleJanus(join(folder, 'janus'), log);
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('without setpriv, is stopped by the next start through its pid file', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'foyer-janus-host-'));
    try {
      const first = await host(folder, 'no-setpriv');
      first.child.kill('SIGKILL');
      await once(first.child, 'exit');
      expect(await isRunning(first.pid)).toBe(true);
      const next = await host(folder, 'no-setpriv');
      await gone(first.pid);
      expect(await isRunning(next.pid)).toBe(true);
      next.child.kill('SIGKILL');
    } finally {
      await stopStaleJanus(join(folder, 'janus'), log);
      await rm(folder, { recursive: true, force: true });
    }
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
