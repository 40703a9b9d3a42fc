import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { bugReports, clickLogs, monitoringJourneys, monitoringRequests } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit.js';
import { buildUser } from '../../../test/factories.js';
import { call, errorKeyOf, fieldsOf, ok } from '../../../test/http.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST monitoring/request', () => {
  it('stores the timing, with the user when logged in', async () => {
    const { user, token } = await buildUser(t.db);
    const res = await call(t.app, 'POST', 'monitoring/request', {
      token,
      body: { method: 'get', path: '/api/v1/user', time: 123.4, error: 'boom' },
    });
    expect(ok(res)).toEqual({});
    const rows = await t.db.select().from(monitoringRequests);
    expect(rows).toContainEqual(
      expect.objectContaining({
        userId: user.id,
        method: 'GET',
        path: '/api/v1/user',
        timeMs: 123,
        error: 'boom',
      }),
    );
  });

  it('answers 400 for a missing time', async () => {
    const res = await call(t.app, 'POST', 'monitoring/request', { body: { method: 'GET', path: '/x' } });
    expect(Object.keys(fieldsOf(res))).toEqual(['time']);
  });
});

describe('POST monitoring/request/journey', () => {
  const journey = (headers: Record<string, string> = {}) =>
    call(t.app, 'POST', 'monitoring/request/journey', { headers });

  it('stores a known journey name without a session', async () => {
    expect(ok(await journey({ journeyName: 'accountCreated' }))).toEqual({});
    const rows = await t.db.select().from(monitoringJourneys);
    expect(rows.map((r) => r.journeyName)).toContain('accountCreated');
  });

  it('answers 400 for an unknown or missing journey name', async () => {
    expect(fieldsOf(await journey({ journeyName: 'hacked' }))).toEqual({ journeyName: 'validation.invalid' });
    expect(fieldsOf(await journey())).toEqual({ journeyName: 'validation.required' });
  });
});

describe('POST monitoring/bugReport', () => {
  it('stores the report with the request language when none is given', async () => {
    const res = await call(t.app, 'POST', 'monitoring/bugReport', {
      headers: { language: 'es' },
      body: {
        title: 'Button does nothing',
        description: 'Clicking save shows no toast',
        email: 'ada@acme-events.com',
      },
    });
    expect(ok(res)).toEqual({});
    const [row] = await t.db.select().from(bugReports).orderBy(desc(bugReports.createdAt)).limit(1);
    expect(row).toMatchObject({ title: 'Button does nothing', language: 'es', email: 'ada@acme-events.com' });
  });

  it('refuses an empty title or description and a bad email', async () => {
    const res = await call(t.app, 'POST', 'monitoring/bugReport', {
      body: { title: ' ', description: '', email: 'nope' },
    });
    expect(fieldsOf(res)).toEqual({
      title: 'validation.required',
      description: 'validation.required',
      email: 'validation.email',
    });
  });
});

describe('POST monitoring/clicks', () => {
  const click = (target: string, at = '2026-03-02T09:15:00.000Z') => ({ path: '/events/list', target, at });

  it('stores a batch without a session (a beacon) with no user', async () => {
    const res = await call(t.app, 'POST', 'monitoring/clicks', {
      body: { clicks: [click('button Create event'), click('link Assets', '2026-03-02T09:15:04.500Z')] },
    });
    expect(ok(res)).toEqual({});
    const rows = await t.db.select().from(clickLogs).where(eq(clickLogs.path, '/events/list'));
    expect(
      rows.map(({ userId, target, clickedAt }) => ({ userId, target, at: clickedAt.toISOString() })),
    ).toEqual(
      expect.arrayContaining([
        { userId: null, target: 'button Create event', at: '2026-03-02T09:15:00.000Z' },
        { userId: null, target: 'link Assets', at: '2026-03-02T09:15:04.500Z' },
      ]),
    );
  });

  it("stores a live session's user with every click of the batch", async () => {
    const { user, token } = await buildUser(t.db);
    const res = await call(t.app, 'POST', 'monitoring/clicks', {
      token,
      body: { clicks: [click('menuitem Log out'), click('tab Videos')] },
    });
    expect(ok(res)).toEqual({});
    const rows = await t.db.select().from(clickLogs).where(eq(clickLogs.userId, user.id));
    expect(rows.map((r) => r.target).sort()).toEqual(['menuitem Log out', 'tab Videos']);
  });

  it('refuses a batch of 51 clicks, storing none of them', async () => {
    const clicks = Array.from({ length: 51 }, (_, i) => click(`button Too many ${i}`));
    const res = await call(t.app, 'POST', 'monitoring/clicks', { body: { clicks } });
    expect(fieldsOf(res)).toEqual({ clicks: 'validation.invalid' });
    const rows = await t.db.select().from(clickLogs).where(eq(clickLogs.target, 'button Too many 0'));
    expect(rows).toEqual([]);
  });

  it('refuses a too long target, a bad time and fields it does not know', async () => {
    const res = await call(t.app, 'POST', 'monitoring/clicks', {
      body: {
        clicks: [
          { path: '/events/list', target: 'x'.repeat(121), at: '2026-03-02T09:15:00.000Z' },
          { path: '/events/list', target: 'button Save', at: 'yesterday' },
          { ...click('button Save'), value: 'secret' },
        ],
      },
    });
    expect(fieldsOf(res)).toMatchObject({
      'clicks.0.target': 'validation.maxLength',
      'clicks.1.at': 'validation.invalid',
    });
    expect(Object.keys(fieldsOf(res))).toHaveLength(3);
  });

  it('answers 429 past the batches a minute one address may send', async () => {
    // The default limit (the test app relaxes every limit but the ones it is given).
    const limited = await createTestApp({ rateLimits: { clickLogs: DEFAULT_RATE_LIMITS.clickLogs } });
    const post = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/monitoring/clicks',
        remoteAddress: '203.0.113.7',
        payload: { clicks: [] },
      });
    try {
      for (let i = 0; i < DEFAULT_RATE_LIMITS.clickLogs.max; i++) expect((await post()).statusCode).toBe(400);
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(errorKeyOf(refused)).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
