import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app.js';
import { openTestDb } from '../../test/db.js';
import { buildEvent, buildParticipant, buildUser } from '../../test/factories.js';
import { call, ok } from '../../test/http.js';
import { ask, buildVenue, connect, listen } from '../../test/realtime.js';
import { deliverMailing } from '../modules/mailings/delivery.service.js';
import { startJobs } from '../platform/jobs/jobs.js';
import { outboxSender } from '../platform/mail/sender.js';

const TOKEN = 'scrape-token-0123456789abcdef';
const BEARER = { authorization: `Bearer ${TOKEN}` };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
});
afterAll(() => t.close());

const scrape = (app: TestApp['app'] = t.app) =>
  app.inject({ method: 'GET', url: '/metrics', headers: BEARER });

/** The exposition of a scrape that succeeded. */
async function metricsOf(app: TestApp['app'] = t.app): Promise<string> {
  const res = await scrape(app);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

const unescapeLabel = (value: string) => value.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));

/** The value of the first sample `name{…}` whose labels include `labels`; undefined when there is none. */
function sample(body: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of body.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k!, unescapeLabel(v!)]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(m[3]);
  }
  return undefined;
}

/** The scraped value of a sample, polled until `expected` (socket and job events arrive on their own). */
const pollSample = (name: string, labels: Record<string, string> = {}) =>
  expect.poll(async () => sample(await metricsOf(), name, labels), { timeout: 10_000, interval: 100 });

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers 404 whatever the request, and measures nothing', async () => {
    const off = await createTestApp();
    try {
      for (const headers of [{}, BEARER, { accept: 'text/html' }]) {
        const res = await off.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe('');
      }
      // Counting into metrics that are off is harmless.
      expect(() => off.app.metrics.jobFailed('anything')).not.toThrow();
    } finally {
      await off.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('refuses a missing, wrong or non-bearer token with 401 and an empty body', async () => {
    const refused = [
      {},
      { authorization: 'Bearer wrong-token-0123456789abcdef' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: 'Bearer' },
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
      { authToken: TOKEN },
    ];
    for (const headers of refused) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.body).toBe('');
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the Prometheus text format to the bearer token, never cached, with the security headers', async () => {
    for (const authorization of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toContain('# TYPE foyer_http_request_duration_seconds histogram');
    }
  });

  it('times every request by method, route pattern and status, never by its raw address', async () => {
    const route = { method: 'GET', route: '/api/v1/events', status_code: '401' };
    const before = sample(await metricsOf(), 'foyer_http_request_duration_seconds_count', route) ?? 0;
    const id = randomUUID();
    // Without a session: 401, counted all the same.
    expect((await call(t.app, 'GET', 'events')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', 'events?page=2')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `events/${id}`)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `no-such-route-${id}`)).statusCode).toBe(404);

    const body = await metricsOf();
    expect(sample(body, 'foyer_http_request_duration_seconds_count', route)).toBe(before + 2);
    expect(sample(body, 'foyer_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(
      before + 2,
    );
    expect(body).toMatch(
      /^foyer_http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/v1\/events",status_code="401"\} \d+$/m,
    );
    expect(
      sample(body, 'foyer_http_request_duration_seconds_count', { ...route, route: '/api/v1/events/:id' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(body, 'foyer_http_request_duration_seconds_count', {
        method: 'GET',
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain(id);
    expect(body).not.toContain('page=2');
  });

  it('reads the mail queue depth from the database at each scrape: unsent mails and pending deliveries', async () => {
    const depth = async () => sample(await metricsOf(), 'foyer_mail_queue_depth');
    const { user } = await buildUser(t.db);
    const { user: organiser, token } = await buildUser(t.db, { plan: 'business' });
    const event = await buildEvent(t.db, { tenantId: organiser.id });
    await buildParticipant(t.db, event);
    await buildParticipant(t.db, event);
    const start = await depth();
    expect(start).toBeTypeOf('number');

    // A password reset queues one mail in the outbox (no job queue runs here: it stays unsent).
    ok(await call(t.app, 'POST', 'auth/passwordForgotten', { body: { email: user.email } }));
    expect(await depth()).toBe(start! + 1);

    // A mailing being sent: one pending delivery per participant, until they are delivered.
    const { mailing } = ok(
      await call(t.app, 'POST', 'mailings', {
        token,
        body: { name: 'News', subject: 'News', html: '<p>Hello</p>', eventIds: [event.id] },
      }),
    );
    ok(await call(t.app, 'POST', `mailings/${mailing.id}/send`, { token, body: {} }));
    expect(await depth()).toBe(start! + 3);
    await deliverMailing({ ...t.app.deps, mailer: outboxSender(t.db) }, mailing.id);
    expect(await depth()).toBe(start! + 1);
  });

  it('counts failed jobs by queue', async () => {
    const quiet = { info: () => {}, error: () => {} };
    // The queue as main.ts starts it beside the app, here on a database of its own.
    const database = await openTestDb();
    const jobs = await startJobs({
      sql: database.sql,
      log: quiet,
      pollingIntervalSeconds: 0.5,
      onFailure: t.app.metrics.jobFailed,
    });
    try {
      await jobs.work('test.failing', async () => {
        throw new Error('this job fails');
      });
      await jobs.work('test.passing', async () => {});
      expect(
        sample(await metricsOf(), 'foyer_job_failures_total', { queue: 'test.failing' }),
      ).toBeUndefined();
      await jobs.send('test.passing');
      await jobs.send('test.failing');
      await pollSample('foyer_job_failures_total', { queue: 'test.failing' }).toBe(1);
      expect(
        sample(await metricsOf(), 'foyer_job_failures_total', { queue: 'test.passing' }),
      ).toBeUndefined();
    } finally {
      await jobs.stop();
      await database.close();
    }
  }, 60_000);

  it("has the process's metrics, the event-loop delay among them", async () => {
    const body = await metricsOf();
    expect(body).toContain('# TYPE foyer_nodejs_eventloop_lag_p99_seconds gauge');
    expect(sample(body, 'foyer_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'foyer_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(body, 'foyer_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    // Nothing of prom-client's without the prefix.
    expect(body).not.toMatch(/^nodejs_|^process_/m);
  });

  it("counts this node's open venue sockets and its emits to rooms, once per emit", async () => {
    const base = await listen(t.app);
    const venue = await buildVenue(t.app, t.db);
    const message = { event: 'chat:message' };
    const sentBefore = sample(await metricsOf(), 'foyer_realtime_deliveries_total', message) ?? 0;
    expect(sample(await metricsOf(), 'foyer_realtime_connections')).toBe(0);

    const clients = [
      await connect(base, {
        pageCode: venue.event.pageCode,
        visitorToken: (await venue.visitor('Ada')).visitorToken,
      }),
      await connect(base, {
        pageCode: venue.event.pageCode,
        visitorToken: (await venue.visitor('Bob')).visitorToken,
      }),
    ];
    try {
      await pollSample('foyer_realtime_connections').toBe(2);
      for (const c of clients) await ask(c, 'chat:join', { chatId: venue.chatId });
      const sent = await ask<{ ok: boolean }>(clients[0]!, 'chat:send', {
        chatId: venue.chatId,
        text: 'Hello',
        clientId: randomUUID(),
      });
      expect(sent.ok).toBe(true);
      // Two sockets got it; one emit to the chat's room.
      await pollSample('foyer_realtime_deliveries_total', message).toBe(sentBefore + 1);
    } finally {
      for (const c of clients) c.socket.close();
    }
    await pollSample('foyer_realtime_connections').toBe(0);
  });

  it('counts apart in two apps of one process', async () => {
    const other = await createTestApp({ metricsToken: TOKEN });
    try {
      const route = { method: 'GET', route: '/api/v1/events', status_code: '401' };
      const count = async (app: TestApp['app']) =>
        sample(await metricsOf(app), 'foyer_http_request_duration_seconds_count', route);
      await call(t.app, 'GET', 'events');
      const ours = await count(t.app);
      expect(ours).toBeGreaterThanOrEqual(1);
      expect(await count(other.app)).toBeUndefined();
      for (let i = 0; i < 3; i++) await call(other.app, 'GET', 'events');
      other.app.metrics.jobFailed('test.other');
      expect(await count(other.app)).toBe(3);
      expect(await count(t.app)).toBe(ours);
      expect(sample(await metricsOf(other.app), 'foyer_job_failures_total', { queue: 'test.other' })).toBe(1);
      expect(sample(await metricsOf(), 'foyer_job_failures_total', { queue: 'test.other' })).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
