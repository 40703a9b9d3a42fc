import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JANUS_PROXY_PATH, STAFF_CALL_CAPACITY } from '@foyer/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { call, errorKeyOf, ok } from '../../../test/http.js';
import { uniqueEmail } from '../../../test/factories.js';
import { type Venue, type Visitor, buildVenue } from '../../../test/realtime.js';
import {
  directThreads,
  events,
  videoJanusHandles,
  videoJanusSessions,
  videoRemovals,
} from '../../db/schema/index.js';

const JITSI = { domain: 'meet.acme-events.com', appId: 'foyer', appSecret: 'jitsi-app-secret' };

let jitsi: TestApp;
let none: TestApp;
let dataDir: string;
let venue: Venue;
let other: Venue;
let breakoutId: string;
let moderatedId: string;
let coachEmail: string;
let otherBreakoutId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'foyer-video-'));
  [jitsi, none] = await Promise.all([createTestApp({ video: { jitsi: JITSI, dataDir } }), createTestApp()]);
  venue = await buildVenue(jitsi.app, jitsi.db);
  other = await buildVenue(jitsi.app, jitsi.db);
  breakoutId = await venue.add({ kind: 'EVENT_BREAKOUT', name: 'Open space', capacity: 12 });
  coachEmail = uniqueEmail('coach');
  // Addresses compare in any case.
  const coachId = await venue.add({
    kind: 'EVENT_MODERATOR',
    email: coachEmail.toUpperCase(),
    firstName: 'Co',
    lastName: 'Ach',
  });
  moderatedId = await venue.add({ kind: 'EVENT_BREAKOUT', name: 'CV check', moderatorId: coachId });
  otherBreakoutId = await other.add({ kind: 'EVENT_BREAKOUT', name: 'Elsewhere' });
});
afterAll(async () => {
  await Promise.all([jitsi?.close(), none?.close()]);
  await rm(dataDir, { recursive: true, force: true });
});

type Target = { breakoutId: string } | { threadId: string };

const join_ = (t: TestApp, target: object, visitorToken?: string, pageCode = venue.event.pageCode) =>
  call(t.app, 'POST', `public/venue/${pageCode}/video/join`, {
    headers: visitorToken === undefined ? {} : { visitorToken },
    body: target,
  });
const moderate = (t: TestApp, body: object, visitorToken: string, pageCode = venue.event.pageCode) =>
  call(t.app, 'POST', `public/venue/${pageCode}/video/moderate`, { headers: { visitorToken }, body });
const rooms = (t: TestApp, visitorToken: string, pageCode = venue.event.pageCode) =>
  call(t.app, 'GET', `public/venue/${pageCode}/video/rooms`, { headers: { visitorToken } });

/** The claims of an HS256 JWT after checking its signature with the secret. */
function verifiedClaims(jwt: string, secret: string): Record<string, unknown> {
  const [header, payload, signature] = jwt.split('.');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  expect(signature).toBe(expected);
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  return JSON.parse(Buffer.from(payload!, 'base64url').toString());
}

/** A BOOTH_STAFF in a booth of its own and a thread of this visitor with it. */
async function staffCall(v: Venue, visitor: Visitor, allowVideoCalls: boolean): Promise<string> {
  const boothId = await v.add({ kind: 'BOOTH', designId: 'booth-kiosk', title: 'Booth' });
  const staffId = await v.add(
    { kind: 'BOOTH_STAFF', slotId: 'staff-1', name: 'Sam Seller', allowChat: true, allowVideoCalls },
    boothId,
  );
  const [thread] = await jitsi.db
    .insert(directThreads)
    .values({ eventId: v.event.id, staffId, participantId: visitor.participantId })
    .returning();
  return thread!.id;
}

const allowChatVideo = (v: Venue, allow: boolean) =>
  jitsi.db.update(events).set({ allowChatVideo: allow }).where(eq(events.id, v.event.id));

describe('POST public/venue/{pageCode}/video/join', () => {
  it('answers VIDEO_NOT_CONFIGURED without a provider', async () => {
    const v = await buildVenue(none.app, none.db);
    const id = await v.add({ kind: 'EVENT_BREAKOUT', name: 'Quiet room' });
    const ada = await v.visitor('Ada');
    const res = await join_(none, { breakoutId: id }, ada.visitorToken, v.event.pageCode);
    expect(res.statusCode).toBe(200);
    expect(errorKeyOf(res)).toBe('VIDEO_NOT_CONFIGURED');
    expect(ok(await rooms(none, ada.visitorToken, v.event.pageCode))).toEqual({ provider: null, rooms: [] });
  });

  it('answers the Jitsi domain, one stable room name per room and a signed JWT', async () => {
    const ada = await venue.visitor('Ada');
    const bob = await venue.visitor('Bob');
    const first = ok(await join_(jitsi, { breakoutId }, ada.visitorToken));
    expect(first).toMatchObject({
      provider: 'jitsi',
      domain: JITSI.domain,
      title: 'Open space',
      displayName: 'Ada Hopper',
      moderator: false,
      capacity: 12,
    });
    expect(first.roomName).toMatch(/^foyer-[0-9a-f]{24}$/);
    const again = ok(await join_(jitsi, { breakoutId }, bob.visitorToken));
    expect(again.roomName).toBe(first.roomName);
    const elsewhere = ok(await join_(jitsi, { breakoutId: moderatedId }, bob.visitorToken));
    expect(elsewhere.roomName).not.toBe(first.roomName);

    const claims = verifiedClaims(first.jwt, JITSI.appSecret);
    expect(claims).toMatchObject({
      aud: 'jitsi',
      iss: JITSI.appId,
      sub: JITSI.domain,
      room: first.roomName,
      context: { user: { name: 'Ada Hopper', moderator: false } },
    });
    const hours = ((claims.exp as number) - Date.now() / 1000) / 3600;
    expect(hours).toBeGreaterThan(3.9);
    expect(hours).toBeLessThanOrEqual(4);
  });

  it("makes the breakout's own moderator its moderator, and without one every moderator of the event", async () => {
    const coach = await venue.visitor('Cora', coachEmail);
    const mo = await venue.visitor('Mo', venue.moderatorEmail);
    const ada = await venue.visitor('Ada');
    const claim = async (visitor: Visitor, id: string) => {
      const results = ok(await join_(jitsi, { breakoutId: id }, visitor.visitorToken));
      expect(verifiedClaims(results.jwt, JITSI.appSecret).context).toEqual({
        user: { name: results.displayName, moderator: results.moderator },
      });
      return results.moderator as boolean;
    };
    expect(await claim(coach, moderatedId)).toBe(true);
    expect(await claim(mo, moderatedId)).toBe(false);
    expect(await claim(ada, moderatedId)).toBe(false);
    expect(await claim(mo, breakoutId)).toBe(true);
    expect(await claim(coach, breakoutId)).toBe(true);
    expect(await claim(ada, breakoutId)).toBe(false);
  });

  it('answers NOT_FOUND for a breakout of another event, an unknown one and an unknown thread', async () => {
    const ada = await venue.visitor('Ada');
    for (const target of [
      { breakoutId: otherBreakoutId },
      { breakoutId: venue.chatId },
      { breakoutId: 'no-such-id' },
      { threadId: '00000000-0000-4000-8000-000000000000' },
      { threadId: 'no-such-thread' },
    ]) {
      const res = await join_(jitsi, target, ada.visitorToken);
      expect(res.statusCode, JSON.stringify(target)).toBe(404);
      expect(errorKeyOf(res)).toBe('NOT_FOUND');
    }
  });

  it('needs a visitor session of this event', async () => {
    const stranger = await other.visitor('Eve');
    expect(errorKeyOf(await join_(jitsi, { breakoutId }))).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(errorKeyOf(await join_(jitsi, { breakoutId }, 'x'.repeat(43)))).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(errorKeyOf(await join_(jitsi, { breakoutId }, stranger.visitorToken))).toBe(
      'VISITOR_TOKEN_IS_INVALID',
    );
  });

  it('answers FORBIDDEN while the event is closed', async () => {
    const v = await buildVenue(jitsi.app, jitsi.db);
    const id = await v.add({ kind: 'EVENT_BREAKOUT', name: 'Later' });
    const ada = await v.visitor('Ada');
    await v.setOpen(false);
    const res = await join_(jitsi, { breakoutId: id }, ada.visitorToken, v.event.pageCode);
    expect(res.statusCode).toBe(403);
    expect(errorKeyOf(res)).toBe('FORBIDDEN');
    expect(errorKeyOf(await rooms(jitsi, ada.visitorToken, v.event.pageCode))).toBe('FORBIDDEN');
  });

  it('refuses a visitor the moderator removed from the room', async () => {
    const ada = await venue.visitor('Ada');
    await jitsi.db.insert(videoRemovals).values({
      eventId: venue.event.id,
      roomKey: `breakout:${breakoutId}`,
      participantId: ada.participantId,
    });
    expect(errorKeyOf(await join_(jitsi, { breakoutId }, ada.visitorToken))).toBe('FORBIDDEN');
    ok(await join_(jitsi, { breakoutId: moderatedId }, ada.visitorToken));
  });

  it('validates the target', async () => {
    const ada = await venue.visitor('Ada');
    for (const body of [
      {},
      { breakoutId: '' },
      { breakoutId, threadId: breakoutId },
      { roomId: breakoutId },
    ]) {
      const res = await join_(jitsi, body, ada.visitorToken);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorKeyOf(res)).toBe('VALIDATION_FAILED');
    }
  });
});

describe('staff video calls', () => {
  it("lets the thread's visitor and the event's moderators in, at most two, while calls are allowed", async () => {
    const v = await buildVenue(jitsi.app, jitsi.db);
    const ada = await v.visitor('Ada');
    const mo = await v.visitor('Mo', v.moderatorEmail);
    const bob = await v.visitor('Bob');
    const threadId = await staffCall(v, ada, true);
    const target: Target = { threadId };

    await allowChatVideo(v, false);
    expect(errorKeyOf(await join_(jitsi, target, ada.visitorToken, v.event.pageCode))).toBe('FORBIDDEN');
    await allowChatVideo(v, true);
    const visitor = ok(await join_(jitsi, target, ada.visitorToken, v.event.pageCode));
    expect(visitor).toMatchObject({ title: 'Sam Seller', moderator: false, capacity: STAFF_CALL_CAPACITY });
    const moderator = ok(await join_(jitsi, target, mo.visitorToken, v.event.pageCode));
    expect(moderator).toMatchObject({ moderator: true, roomName: visitor.roomName });
    // Another visitor does not learn that the thread exists.
    expect((await join_(jitsi, target, bob.visitorToken, v.event.pageCode)).statusCode).toBe(404);
  });

  it('refuses a call with a staff that does not allow video calls', async () => {
    const v = await buildVenue(jitsi.app, jitsi.db);
    await allowChatVideo(v, true);
    const ada = await v.visitor('Ada');
    const threadId = await staffCall(v, ada, false);
    const res = await join_(jitsi, { threadId }, ada.visitorToken, v.event.pageCode);
    expect(res.statusCode).toBe(403);
    expect(errorKeyOf(res)).toBe('FORBIDDEN');
  });
});

describe('GET public/venue/{pageCode}/video/rooms', () => {
  it('lists every breakout with its capacity (Jitsi cannot count: 0)', async () => {
    const ada = await venue.visitor('Ada');
    expect(ok(await rooms(jitsi, ada.visitorToken))).toEqual({
      provider: 'jitsi',
      rooms: [
        { breakoutId, count: 0, capacity: 12 },
        { breakoutId: moderatedId, count: 0, capacity: 30 },
      ],
    });
  });
});

describe('POST public/venue/{pageCode}/video/moderate', () => {
  it("is the room's moderator's only, and on Jitsi happens in Jitsi's own screen", async () => {
    const ada = await venue.visitor('Ada');
    const coach = await venue.visitor('Cora', coachEmail);
    const body = { target: { breakoutId: moderatedId }, feedId: 123, action: 'remove' };
    expect(errorKeyOf(await moderate(jitsi, body, ada.visitorToken))).toBe('FORBIDDEN');
    expect((await moderate(jitsi, body, coach.visitorToken)).statusCode).toBe(404);
  });

  it('needs the audio mid to mute, and a provider', async () => {
    const coach = await venue.visitor('Cora', coachEmail);
    const res = await moderate(
      jitsi,
      { target: { breakoutId: moderatedId }, feedId: 1, action: 'mute' },
      coach.visitorToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().results.fields).toEqual({ mid: 'validation.required' });

    const v = await buildVenue(none.app, none.db);
    const id = await v.add({ kind: 'EVENT_BREAKOUT', name: 'Quiet room' });
    const mo = await v.visitor('Mo', v.moderatorEmail);
    const body = { target: { breakoutId: id }, feedId: 1, action: 'mute', mid: '0' };
    expect(errorKeyOf(await moderate(none, body, mo.visitorToken, v.event.pageCode))).toBe(
      'VIDEO_NOT_CONFIGURED',
    );
  });
});

describe('Janus proxy', () => {
  it('does not exist without Janus', async () => {
    const ada = await venue.visitor('Ada');
    for (const t of [none, jitsi]) {
      const res = await t.app.inject({
        method: 'POST',
        url: JANUS_PROXY_PATH,
        payload: { janus: 'create', transaction: 'x', token: ada.visitorToken },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  /** An app whose proxy points at a closed port: whatever reached Janus would fail with 500. */
  const unreachable = () =>
    createTestApp({ db: jitsi.db, video: { janus: { url: 'http://127.0.0.1:9/janus' }, dataDir } });

  it('refuses, without asking Janus, requests where janus.js never sends them and sessions it did not make', async () => {
    const ada = await venue.visitor('Ada');
    const t = await unreachable();
    try {
      const post = (url: string, body: object) =>
        t.app.inject({
          method: 'POST',
          url: `${JANUS_PROXY_PATH}${url}`,
          payload: { ...body, token: ada.visitorToken, transaction: 'tx' },
        });
      for (const [url, body] of [
        ['', { janus: 'keepalive', session_id: 1 }],
        ['', { janus: 'attach', plugin: 'janus.plugin.videoroom', session_id: 1 }],
        ['', { janus: 'info' }],
        ['/1', { janus: 'message', handle_id: 2, body: { request: 'listparticipants', room: 3 } }],
        ['/1', { janus: 'claim' }],
        ['/1/2', { janus: 'attach', plugin: 'janus.plugin.videoroom' }],
        ['/1/2', { janus: 'keepalive' }],
      ] as const) {
        const res = await post(url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(403);
      }
      for (const url of ['/1', '/x1']) {
        const res = await post(url, { janus: 'keepalive' });
        expect(res.json(), url).toMatchObject({ janus: 'error', transaction: 'tx', error: { code: 458 } });
      }
      const poll = await t.app.inject({
        method: 'GET',
        url: `${JANUS_PROXY_PATH}/1?maxev=1&token=${encodeURIComponent(ada.visitorToken)}`,
      });
      expect([poll.statusCode, poll.body]).toEqual([404, '']);
    } finally {
      await t.close();
    }
  });

  it('is left out of the API document, which describes the video calls', async () => {
    const t = await unreachable();
    try {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
      const paths = Object.keys(doc.paths as object);
      expect(paths.filter((path) => path.startsWith(JANUS_PROXY_PATH))).toEqual([]);
      const join = doc.paths['/api/v1/public/venue/{pageCode}/video/join'].post;
      expect(join.operationId).toBe('videoJoin');
      expect(join.security).toEqual([{ visitorToken: [] }]);
      expect(join.responses['429'].description).toContain('RATE_LIMITED');
    } finally {
      await t.close();
    }
  });

  it('forgets Janus sessions older than a day when it starts', async () => {
    const ada = await venue.visitor('Ada');
    const row = { participantId: ada.participantId, eventId: venue.event.id };
    const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
    await jitsi.db.insert(videoJanusSessions).values([
      { ...row, janusSessionId: '901', createdAt: new Date(dayAgo - 60_000) },
      { ...row, janusSessionId: '902', createdAt: new Date(dayAgo + 60_000) },
    ]);
    await jitsi.db.insert(videoJanusHandles).values({ janusHandleId: '9011', janusSessionId: '901' });
    const t = await unreachable();
    await t.close();
    const left = await jitsi.db
      .select({ id: videoJanusSessions.janusSessionId })
      .from(videoJanusSessions)
      .where(inArray(videoJanusSessions.janusSessionId, ['901', '902']));
    expect(left).toEqual([{ id: '902' }]);
    expect(
      await jitsi.db.select().from(videoJanusHandles).where(eq(videoJanusHandles.janusHandleId, '9011')),
    ).toEqual([]);
  });
});

describe('Jitsi without an app secret', () => {
  it('names rooms with a secret kept under DATA_DIR and sends no JWT', async () => {
    const t = await createTestApp({ video: { jitsi: { domain: JITSI.domain }, dataDir } });
    try {
      const v = await buildVenue(t.app, t.db);
      const id = await v.add({ kind: 'EVENT_BREAKOUT', name: 'Open space' });
      const ada = await v.visitor('Ada');
      const first = ok(await join_(t, { breakoutId: id }, ada.visitorToken, v.event.pageCode));
      expect(first).toMatchObject({ provider: 'jitsi', jwt: null });
      const secret = (await readFile(join(dataDir, 'video-secret'), 'utf8')).trim();
      const mac = createHmac('sha256', secret).update(`${v.event.id}:breakout:${id}`).digest('hex');
      expect(first.roomName).toBe(`foyer-${mac.slice(0, 24)}`);
    } finally {
      await t.close();
    }
  });
});
