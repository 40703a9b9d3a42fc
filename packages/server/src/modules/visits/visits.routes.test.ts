import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, tokenOf } from '../../../test/app.js';
import { call, errorOf, ok } from '../../../test/http.js';
import { buildAsset, buildEvent, buildUser, uniqueEmail } from '../../../test/factories.js';
import { participants, visitorSessions } from '../../db/schema/index.js';
import { hashToken } from '../../platform/tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A business account with an event and the organiser calls the tests need. */
async function organiser() {
  const { user, token } = await buildUser(t.db, { plan: 'business' });
  const event = await buildEvent(t.db, { tenantId: user.id });
  const auth = { token };
  let settingsVersion = 1;
  return {
    user,
    event,
    auth,
    /** POST events/{id}/elements: the element as read back. */
    async add(element: object, parentId: string | null = null) {
      const results = await ok(
        await call(t.app, 'POST', `events/${event.id}/elements`, { ...auth, body: { parentId, element } }),
      );
      return results.element as { id: string };
    },
    /** PUT events/{id}/settings with these changes. */
    async settings(changes: object) {
      await ok(
        await call(t.app, 'PUT', `events/${event.id}/settings`, {
          ...auth,
          body: { version: settingsVersion, ...changes },
        }),
      );
      settingsVersion += 1;
    },
    /** PUT events/{id}/regpage: the current page with these changes. */
    async page(changes: object) {
      const { page } = await ok(await call(t.app, 'GET', `events/${event.id}/regpage`, auth));
      const { eventId: _e, headerImageUrl: _h, backgroundImageUrl: _b, updatedAt: _u, ...fields } = page;
      await ok(
        await call(t.app, 'PUT', `events/${event.id}/regpage`, { ...auth, body: { ...fields, ...changes } }),
      );
    },
  };
}

/** Registers a visitor on the event's page; the id and the token of the mailed personal link. */
async function registered(pageCode: string, email = uniqueEmail('visitor')) {
  await ok(
    await call(t.app, 'POST', `public/regpage/${pageCode}/register`, {
      body: { email, firstName: 'Grace', lastName: 'Hopper', termsAccepted: true },
    }),
  );
  const [mail] = await t.mails(email);
  const [row] = await t.db.select().from(participants).where(eq(participants.email, email));
  return { id: row!.id, email, token: tokenOf(mail!.links[0]!) };
}

const enter = (pageCode: string, token: string) =>
  call(t.app, 'POST', `public/venue/${pageCode}/enter`, { body: { token } });
const venueOf = (pageCode: string, visitorToken?: string) =>
  call(t.app, 'GET', `public/venue/${pageCode}`, {
    headers: visitorToken === undefined ? {} : { visitorToken },
  });
const leave = (pageCode: string, visitorToken: string) =>
  call(t.app, 'POST', `public/venue/${pageCode}/leave`, { headers: { visitorToken } });
const sessionsOf = async (participantId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(visitorSessions)
      .where(eq(visitorSessions.participantId, participantId))
  )[0]!.n;

describe('POST public/venue/{pageCode}/enter', () => {
  it('exchanges the mailed link for a visitor session and confirms the participant', async () => {
    const o = await organiser();
    const visitor = await registered(o.event.pageCode);
    const [before] = await t.db.select().from(participants).where(eq(participants.id, visitor.id));
    expect(before!.confirmed).toBe(false);

    const results = await ok(await enter(o.event.pageCode, visitor.token));
    expect(results.participant).toEqual({
      id: visitor.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      isModerator: false,
    });
    expect(results.visitorToken).toMatch(/^[\w-]{40,}$/);
    expect(results.visitorToken).not.toBe(visitor.token);
    const [after] = await t.db.select().from(participants).where(eq(participants.id, visitor.id));
    expect(after!.confirmed).toBe(true);
    expect(after!.confirmedAt).toBeInstanceOf(Date);
    // Only the hash is stored, bound to the participant and the event.
    const [session] = await t.db
      .select()
      .from(visitorSessions)
      .where(eq(visitorSessions.participantId, visitor.id));
    expect(session).toMatchObject({ tokenHash: hashToken(results.visitorToken), eventId: o.event.id });
    // The link works again (another device): a second session.
    const again = await ok(await enter(o.event.pageCode, visitor.token));
    expect(again.visitorToken).not.toBe(results.visitorToken);
    expect(await sessionsOf(visitor.id)).toBe(2);
  });

  it("refuses an unknown token and the link of another event's participant", async () => {
    const a = await organiser();
    const b = await organiser();
    const visitorOfB = await registered(b.event.pageCode);
    expect(errorOf(await enter(a.event.pageCode, 'x'.repeat(43)))).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(errorOf(await enter(a.event.pageCode, visitorOfB.token))).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(await sessionsOf(visitorOfB.id)).toBe(0);
    expect((await enter(`no-such-${a.event.pageCode}`, visitorOfB.token)).statusCode).toBe(404);
    expect((await enter(a.event.pageCode, 'short')).statusCode).toBe(400);
  });

  it('says whether the address is one of the moderators, in any case', async () => {
    const o = await organiser();
    const email = uniqueEmail('mod');
    const moderator = await registered(o.event.pageCode, email);
    const other = await registered(o.event.pageCode);
    await o.add({ kind: 'EVENT_MODERATOR', email: email.toUpperCase(), firstName: 'Mo', lastName: 'Reed' });
    const entered = await ok(await enter(o.event.pageCode, moderator.token));
    expect(entered.participant.isModerator).toBe(true);
    expect((await ok(await enter(o.event.pageCode, other.token))).participant.isModerator).toBe(false);
    await o.settings({ open: true });
    const open = await ok(await venueOf(o.event.pageCode, entered.visitorToken));
    expect(open.participant.isModerator).toBe(true);
    expect(open.venue.moderators).toEqual([]);
  });

  it('is rate limited per network address', async () => {
    const limited = await createTestApp({ rateLimits: { visitEnter: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const hit = () =>
        call(limited.app, 'POST', 'public/venue/nowhere/enter', { body: { token: 'x'.repeat(43) } });
      expect((await hit()).statusCode).toBe(404);
      expect((await hit()).statusCode).toBe(404);
      const third = await hit();
      expect(third.statusCode).toBe(429);
      expect(third.json().errorKey).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('GET public/venue/{pageCode}', () => {
  it('refuses a missing, unknown or ended session and one of another event', async () => {
    const a = await organiser();
    const b = await organiser();
    const visitorOfB = await registered(b.event.pageCode);
    const { visitorToken } = await ok(await enter(b.event.pageCode, visitorOfB.token));
    expect(errorOf(await venueOf(a.event.pageCode))).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(errorOf(await venueOf(a.event.pageCode, 'y'.repeat(43)))).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(errorOf(await venueOf(a.event.pageCode, visitorToken))).toBe('VISITOR_TOKEN_IS_INVALID');
    // The personal link itself is no visitor session.
    expect(errorOf(await venueOf(b.event.pageCode, visitorOfB.token))).toBe('VISITOR_TOKEN_IS_INVALID');
    expect((await venueOf(`no-such-${a.event.pageCode}`, visitorToken)).statusCode).toBe(404);
    expect((await ok(await venueOf(b.event.pageCode, visitorToken))).state).toBe('closed');
  });

  it("answers a closed event's text and no venue", async () => {
    const o = await organiser();
    await o.page({ language: 'de', confirmClosedText: '<p>Bald geht es los</p>' });
    const logo = await buildAsset(t, { tenantId: o.user.id, kind: 'image' });
    await o.settings({ logoAssetId: logo.id, title2: 'Second line' });
    const visitor = await registered(o.event.pageCode);
    const { visitorToken } = await ok(await enter(o.event.pageCode, visitor.token));
    const results = await ok(await venueOf(o.event.pageCode, visitorToken));
    expect(results).toEqual({
      state: 'closed',
      event: {
        id: o.event.id,
        pageCode: o.event.pageCode,
        title1: o.event.title1,
        title2: 'Second line',
        mainColor: o.event.mainColor,
        textColor: o.event.textColor,
        logoUrl: expect.stringMatching(/^\/files\//),
        logoLink: null,
        helpEmail: null,
        helpBoothId: null,
        startRoomId: null,
        allowChatVideo: false,
        open: false,
        timeZone: 'UTC',
        language: 'de',
      },
      text: '<p>Bald geht es los</p>',
      participant: { id: visitor.id, firstName: 'Grace', lastName: 'Hopper', isModerator: false },
    });
  });

  it("answers an open event's venue without moderators and hidden fields, with its assets", async () => {
    const o = await organiser();
    const image = await buildAsset(t, { tenantId: o.user.id, kind: 'image' });
    const document = await buildAsset(t, { tenantId: o.user.id, kind: 'document' });
    const logo = await buildAsset(t, { tenantId: o.user.id, kind: 'image' });
    const unused = await buildAsset(t, { tenantId: o.user.id, kind: 'image' });
    const hall = await o.add({ kind: 'HALL', designId: 'hall-atrium', title: 'Main hall' });
    const booth = await o.add({ kind: 'BOOTH', designId: 'booth-kiosk', title: 'Booth A' });
    await o.add({ kind: 'HALL_CANVAS', slotId: 'canvas-1', imageAssetId: image.id }, hall.id);
    await o.add(
      { kind: 'BOOTH_DOCMONITOR', slotId: 'monitor-1', title: 'Brochure', documentAssetId: document.id },
      booth.id,
    );
    const company = await o.add({ kind: 'PROFILE_ITEM', type: 'textfield', label: 'Company' });
    await o.add({ kind: 'PROFILE_ITEM', type: 'textfield', label: 'Internal note', hidden: true });
    await o.add({ kind: 'EVENT_MODERATOR', email: 'mo@acme-events.com', firstName: 'Mo', lastName: 'Reed' });
    await o.settings({ open: true, startRoomId: hall.id, logoAssetId: logo.id });
    const visitor = await registered(o.event.pageCode);
    const { visitorToken } = await ok(await enter(o.event.pageCode, visitor.token));

    const results = await ok(await venueOf(o.event.pageCode, visitorToken));
    expect(results.state).toBe('open');
    expect(results).not.toHaveProperty('text');
    expect(results.event).toMatchObject({ id: o.event.id, open: true, startRoomId: hall.id, language: 'en' });
    expect(results.venue.rooms.map((r: { id: string }) => r.id)).toEqual([hall.id, booth.id]);
    expect(results.venue.moderators).toEqual([]);
    expect(JSON.stringify(results)).not.toContain('mo@acme-events.com');
    expect(results.venue.profileItems.map((p: { id: string }) => p.id)).toEqual([company.id]);
    expect(JSON.stringify(results)).not.toContain('Internal note');
    const assets = results.assets as { id: string; url: string }[];
    expect(assets.map((a) => a.id).sort()).toEqual([image.id, document.id, logo.id].sort());
    expect(assets.map((a) => a.id)).not.toContain(unused.id);
    expect(results.event.logoUrl).toBe(assets.find((a) => a.id === logo.id)!.url);
    expect(results.participant).toEqual({
      id: visitor.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      isModerator: false,
    });
    // Visitors fetch the files without an organiser session (capability urls).
    for (const asset of assets) {
      const file = await t.app.inject({ method: 'GET', url: asset.url });
      expect(file.statusCode, asset.url).toBe(200);
      expect(file.rawPayload.length).toBeGreaterThan(0);
    }
  });

  it('notes when the session was last seen, at most once a minute', async () => {
    const o = await organiser();
    const visitor = await registered(o.event.pageCode);
    const { visitorToken } = await ok(await enter(o.event.pageCode, visitor.token));
    const seen = async () =>
      (
        await t.db
          .select({ at: visitorSessions.lastSeenAt })
          .from(visitorSessions)
          .where(eq(visitorSessions.tokenHash, hashToken(visitorToken)))
      )[0]!.at.getTime();
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await t.db
      .update(visitorSessions)
      .set({ lastSeenAt: longAgo })
      .where(eq(visitorSessions.tokenHash, hashToken(visitorToken)));
    await ok(await venueOf(o.event.pageCode, visitorToken));
    const first = await seen();
    expect(first).toBeGreaterThan(Date.now() - 60_000);
    await ok(await venueOf(o.event.pageCode, visitorToken));
    expect(await seen()).toBe(first);
  });
});

describe('POST public/venue/{pageCode}/leave', () => {
  it('ends the session: its token stops working, other sessions go on', async () => {
    const o = await organiser();
    const visitor = await registered(o.event.pageCode);
    const one = (await ok(await enter(o.event.pageCode, visitor.token))).visitorToken;
    const two = (await ok(await enter(o.event.pageCode, visitor.token))).visitorToken;
    expect(await ok(await leave(o.event.pageCode, one))).toEqual({});
    expect(errorOf(await venueOf(o.event.pageCode, one))).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(errorOf(await leave(o.event.pageCode, one))).toBe('VISITOR_TOKEN_IS_INVALID');
    await ok(await venueOf(o.event.pageCode, two));
  });

  it("refuses another event's session", async () => {
    const a = await organiser();
    const b = await organiser();
    const visitorOfB = await registered(b.event.pageCode);
    const { visitorToken } = await ok(await enter(b.event.pageCode, visitorOfB.token));
    expect(errorOf(await leave(a.event.pageCode, visitorToken))).toBe('VISITOR_TOKEN_IS_INVALID');
    await ok(await venueOf(b.event.pageCode, visitorToken));
  });
});

describe('DELETE participants/{id}', () => {
  it("ends the removed participant's sessions", async () => {
    const o = await organiser();
    const visitor = await registered(o.event.pageCode);
    const stays = await registered(o.event.pageCode);
    const { visitorToken } = await ok(await enter(o.event.pageCode, visitor.token));
    const other = (await ok(await enter(o.event.pageCode, stays.token))).visitorToken;
    await ok(await call(t.app, 'DELETE', `participants/${visitor.id}`, o.auth));
    expect(await sessionsOf(visitor.id)).toBe(0);
    expect(errorOf(await venueOf(o.event.pageCode, visitorToken))).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(errorOf(await enter(o.event.pageCode, visitor.token))).toBe('VISITOR_TOKEN_IS_INVALID');
    await ok(await venueOf(o.event.pageCode, other));
  });
});
