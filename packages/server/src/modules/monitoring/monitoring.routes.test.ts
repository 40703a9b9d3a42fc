import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { bugReports, monitoringJourneys, monitoringRequests } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildUser } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST monitoring/request', () => {
  it('stores the timing, with the user when logged in', async () => {
    const { user, token } = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/monitoring/request',
      headers: { authToken: token },
      payload: { method: 'get', path: '/api/v1/user', time: 123.4, error: 'boom' },
    });
    expect(res.json()).toEqual({ success: true });
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
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/monitoring/request',
      payload: { method: 'GET', path: '/x' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().results.fields)).toEqual(['time']);
  });
});

describe('POST monitoring/request/journey', () => {
  it('stores a known journey name without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/monitoring/request/journey',
      headers: { journeyName: 'accountCreated' },
    });
    expect(res.json()).toEqual({ success: true });
    const rows = await t.db.select().from(monitoringJourneys);
    expect(rows.map((r) => r.journeyName)).toContain('accountCreated');
  });

  it('answers 400 for an unknown or missing journey name', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/monitoring/request/journey',
      headers: { journeyName: 'hacked' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().results.fields).toEqual({ journeyName: 'validation.invalid' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/monitoring/request/journey' });
    expect(missing.json().results.fields).toEqual({ journeyName: 'validation.required' });
  });
});

describe('POST monitoring/bugReport', () => {
  it('stores the report with the request language when none is given', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/monitoring/bugReport',
      headers: { language: 'es' },
      payload: {
        title: 'Button does nothing',
        description: 'Clicking save shows no toast',
        email: 'ada@acme-events.com',
      },
    });
    expect(res.json()).toEqual({ success: true });
    const [row] = await t.db.select().from(bugReports).orderBy(desc(bugReports.createdAt)).limit(1);
    expect(row).toMatchObject({ title: 'Button does nothing', language: 'es', email: 'ada@acme-events.com' });
  });

  it('refuses an empty title or description and a bad email', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/monitoring/bugReport',
      payload: { title: ' ', description: '', email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().results.fields).toEqual({
      title: 'validation.required',
      description: 'validation.required',
      email: 'validation.email',
    });
  });
});
