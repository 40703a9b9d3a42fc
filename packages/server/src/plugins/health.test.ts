import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app.js';
import { openTestDb } from '../../test/db.js';
import { PROBE_TIMEOUT_MS } from './health.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (app: TestApp['app'], url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET /healthz', () => {
  it('answers 200 ok without a session, never cached, with the security headers', async () => {
    const res = await get(t.app, '/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is not taken by the web app for a browser, and answers HEAD', async () => {
    const res = await get(t.app, '/healthz', { accept: 'text/html' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('GET /readyz', () => {
  it('answers 200 ready with the database checked, and nothing that is not configured', async () => {
    const res = await get(t.app, '/readyz', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers 503 not ready when the database is gone, saying which check failed and nothing more', async () => {
    const database = await openTestDb();
    const app = await createTestApp({ db: database.db });
    try {
      expect((await get(app.app, '/readyz')).statusCode).toBe(200);
      await database.close();
      const res = await get(app.app, '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('{"status":"not ready","checks":{"database":"failed"}}');
      expect(res.headers['cache-control']).toBe('no-store');
      // Alive all the same: a load balancer must not restart it for its database.
      expect((await get(app.app, '/healthz')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  describe('with Janus and the launched nginx-rtmp', () => {
    /** Stand-ins for Janus's `GET /janus/info` and nginx-rtmp's `GET /stat`, answering as told. */
    let engines: Server;
    let answer: Record<string, 'ok' | 'error' | 'silent'>;
    let base: string;
    let app: TestApp;
    beforeAll(async () => {
      answer = { '/janus/info': 'ok', '/stat': 'ok' };
      engines = createServer((req, res) => {
        const how = answer[req.url ?? ''];
        if (how === 'silent') return; // holds the request: a hung engine
        res.writeHead(how === 'ok' ? 200 : how === 'error' ? 500 : 404).end(how === 'ok' ? '{}' : '');
      });
      await new Promise<void>((resolve) => engines.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(engines.address() as AddressInfo).port}`;
      app = await createTestApp({
        video: { janus: { url: `${base}/janus` } },
        webcast: {
          rtmpUrl: 'rtmp://127.0.0.1:1935/live',
          relayUrl: 'rtmp://127.0.0.1:1935',
          studioIngestUrl: 'rtmp://127.0.0.1:1935/live',
          callbackSecret: 'a-callback-secret-of-the-test',
          statUrl: `${base}/stat`,
        },
      });
    });
    afterAll(async () => {
      await app?.close();
      engines.closeAllConnections();
      await new Promise((resolve) => engines.close(resolve));
    });

    it('checks both beside the database', async () => {
      answer = { '/janus/info': 'ok', '/stat': 'ok' };
      const res = await get(app.app, '/readyz');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', janus: 'ok', rtmp: 'ok' },
      });
    });

    it('is not ready while one fails, and ready again when it answers', async () => {
      answer = { '/janus/info': 'error', '/stat': 'ok' };
      const res = await get(app.app, '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not ready',
        checks: { database: 'ok', janus: 'failed', rtmp: 'ok' },
      });
      answer = { '/janus/info': 'ok', '/stat': 'ok' };
      expect((await get(app.app, '/readyz')).statusCode).toBe(200);
    });

    it('gives up on an engine that does not answer in time', async () => {
      answer = { '/janus/info': 'ok', '/stat': 'silent' };
      const started = Date.now();
      const res = await get(app.app, '/readyz');
      const tookMs = Date.now() - started;
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({ database: 'ok', janus: 'ok', rtmp: 'failed' });
      expect(tookMs).toBeGreaterThanOrEqual(PROBE_TIMEOUT_MS - 50);
      expect(tookMs).toBeLessThan(PROBE_TIMEOUT_MS + 1_000);
    });
  });
});
