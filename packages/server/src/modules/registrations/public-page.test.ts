import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { quotaOf } from '@foyer/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, TEST_PUBLIC_URL, createTestApp } from '../../../test/app.js';
import { buildEvent, buildRegPage, buildUser, uniqueEmail } from '../../../test/factories.js';
import { call, ok } from '../../../test/http.js';
import { buildApp } from '../../app.js';
import { pageViewsOf } from '../regpages/regpages.service.js';

// Pages kept a minute: every change below must be seen without waiting for the time to run out.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicPages: { ttlMs: 60_000 } });
});
afterAll(() => t.close());

async function organiser(plan: 'free' | 'business' = 'business') {
  const { user, token } = await buildUser(t.db, { plan });
  const event = await buildEvent(t.db, { tenantId: user.id });
  return { user, token, event };
}

const get = (app: TestApp['app'], pageCode: string, headers: Record<string, string> = {}) =>
  call(app, 'GET', `public/regpage/${pageCode}`, { headers });

/** Saves the event's registration page through the API (as the organiser's editor does) with `changes`. */
async function savePage(o: Awaited<ReturnType<typeof organiser>>, changes: object) {
  const { page } = ok(await call(t.app, 'GET', `events/${o.event.id}/regpage`, { token: o.token }));
  const { eventId: _e, headerImageUrl: _h, backgroundImageUrl: _b, updatedAt: _u, ...fields } = page;
  ok(
    await call(t.app, 'PUT', `events/${o.event.id}/regpage`, {
      token: o.token,
      body: { ...fields, ...changes },
    }),
  );
}

const cspOf = (headers: Record<string, unknown>) =>
  new Map(
    String(headers['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('GET public/regpage/{pageCode}', () => {
  it('answers an ETag of its bytes, the same on every load, for browsers to revalidate', async () => {
    const o = await organiser();
    const first = await get(t.app, o.event.pageCode);
    const second = await get(t.app, o.event.pageCode);
    expect(ok(first).state).toBe('open');
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers the kept bytes in brotli or gzip to a browser that takes them, the same JSON', async () => {
    const o = await organiser();
    const plain = await get(t.app, o.event.pageCode);
    const br = await get(t.app, o.event.pageCode, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(t.app, o.event.pageCode, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers.vary).toContain('accept-encoding');
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('answers 304 without a body to a browser that has the page, 200 to one with another copy', async () => {
    const o = await organiser();
    const { etag } = (await get(t.app, o.event.pageCode)).headers as { etag: string };
    for (const ifNoneMatch of [etag, `"old", W/${etag}`, '*']) {
      const res = await get(t.app, o.event.pageCode, { 'if-none-match': ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const other = await get(t.app, o.event.pageCode, { 'if-none-match': '"something-else"' });
    expect(ok(other).state).toBe('open');
    expect(other.headers.etag).toBe(etag);
  });

  it("shows an organiser's change at once, with a new ETag: text, closing, language, the event opened", async () => {
    const o = await organiser();
    const etags = new Set<string>();
    const load = async () => {
      const res = await get(t.app, o.event.pageCode);
      etags.add(String(res.headers.etag));
      return ok(res);
    };
    expect((await load()).page.description).not.toContain('Doors open at nine');

    await savePage(o, { description: '<p>Doors open at nine.</p>' });
    expect((await load()).page.description).toContain('Doors open at nine');
    await savePage(o, { open: false });
    expect((await load()).state).toBe('closed');
    await savePage(o, { open: true, language: 'de' });
    const german = await load();
    expect(german.state).toBe('open');
    expect(german.page.language).toBe('de');
    const { event } = ok(await call(t.app, 'GET', `events/${o.event.id}`, { token: o.token }));
    expect(german.event.open).toBe(false);
    ok(
      await call(t.app, 'PUT', `events/${o.event.id}/settings`, {
        token: o.token,
        body: { version: event.version, open: true },
      }),
    );
    expect((await load()).event.open).toBe(true);
    expect(etags.size).toBe(5);
  });

  it('turns full at once when the registration that takes the last seat comes in', async () => {
    const o = await organiser('free');
    expect(ok(await get(t.app, o.event.pageCode)).state).toBe('open');
    for (let i = 0; i < quotaOf('free').registrationsPerEvent; i++) {
      expect(ok(await get(t.app, o.event.pageCode)).state).toBe('open');
      ok(
        await call(t.app, 'POST', `public/regpage/${o.event.pageCode}/register`, {
          body: {
            email: uniqueEmail('visitor'),
            firstName: 'Grace',
            lastName: 'Hopper',
            termsAccepted: true,
          },
        }),
      );
    }
    expect(ok(await get(t.app, o.event.pageCode)).state).toBe('full');
  });

  it("keeps a page at most its time when the change comes from elsewhere (another node's, a job's)", async () => {
    let now = Date.now();
    const s = await createTestApp({ publicPages: { ttlMs: 2_000, now: () => now } });
    try {
      const { user } = await buildUser(s.db, { plan: 'business' });
      const event = await buildEvent(s.db, { tenantId: user.id });
      const before = await get(s.app, event.pageCode);
      // Written straight to the database: this node does not hear of it.
      await buildRegPage(s.db, event, { open: false });
      expect((await get(s.app, event.pageCode)).headers.etag).toBe(before.headers.etag);
      now += 1_999;
      expect((await get(s.app, event.pageCode)).headers.etag).toBe(before.headers.etag);
      now += 2;
      const after = await get(s.app, event.pageCode);
      expect(ok(after).state).toBe('closed');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await s.close();
    }
  });

  it('answers the same ETag on every node, so a browser revalidates anywhere', async () => {
    const o = await organiser();
    const node = await buildApp({ db: t.db, publicUrl: TEST_PUBLIC_URL, devMailbox: false });
    try {
      const here = await get(t.app, o.event.pageCode);
      const there = await get(node, o.event.pageCode, { 'if-none-match': String(here.headers.etag) });
      expect(there.statusCode).toBe(304);
      expect(there.headers.etag).toBe(here.headers.etag);
    } finally {
      await node.close();
    }
  });

  it('counts a page view for every load, 200 and 304 alike, and none for HEAD', async () => {
    const o = await organiser();
    const from = new Date(Date.now() - 3_600_000);
    const to = new Date(Date.now() + 3_600_000);
    const { etag } = (await get(t.app, o.event.pageCode)).headers as { etag: string };
    await get(t.app, o.event.pageCode);
    expect((await get(t.app, o.event.pageCode, { 'if-none-match': etag })).statusCode).toBe(304);
    expect(
      (await t.app.inject({ method: 'HEAD', url: `/api/v1/public/regpage/${o.event.pageCode}` })).statusCode,
    ).toBe(200);
    expect(await pageViewsOf(t.db, o.event.id, from, to)).toBe(3);
  });

  it('carries the security headers of the JSON API, on 200 and 304 answers', async () => {
    const o = await organiser();
    const page = await get(t.app, o.event.pageCode);
    const again = await get(t.app, o.event.pageCode, { 'if-none-match': String(page.headers.etag) });
    for (const res of [page, again]) {
      const csp = cspOf(res.headers);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')?.[0]).toBe("'self'");
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('answers 404 for an unknown page code', async () => {
    expect((await get(t.app, 'no-such-page')).statusCode).toBe(404);
  });
});
