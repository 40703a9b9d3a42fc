import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { bugReports, monitoringJourneys, monitoringRequests } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildUser } from '../../../test/factories.js';
import { call, fieldsOf, ok } from '../../../test/http.js';

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
