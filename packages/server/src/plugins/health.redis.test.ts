import { randomBytes } from 'node:crypto';
import { type Server, type Socket, connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app.js';
import { dropRedisKeys } from '../../test/realtime.js';

// The readiness probe against a real Redis (`npm run test:realtime`; needs REDIS_URL), reached through
// a proxy of this test that can cut it off as a network failure would.
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('REDIS_URL is not set: run this suite with `npm run test:realtime`.');
const redisPrefix = `foyer-test-${randomBytes(4).toString('hex')}`;

/** A TCP proxy to REDIS_URL on a fixed local port: `cut()` drops every connection and refuses new ones. */
function redisProxy() {
  const target = new URL(redisUrl!);
  const open = new Set<Socket>();
  const clients = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  return {
    start: () =>
      new Promise<void>((resolve) => {
        server = createServer((client) => {
          const upstream = connect(Number(target.port || 6379), target.hostname);
          clients.add(client);
          client.on('close', () => clients.delete(client));
          for (const s of [client, upstream]) {
            open.add(s);
            s.on('close', () => open.delete(s));
            s.on('error', () => s.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, '127.0.0.1', () => {
          port = (server!.address() as AddressInfo).port;
          resolve();
        });
      }),
    cut: () =>
      new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const s of open) s.destroy();
      }),
    /** Connections of Redis clients through the proxy now. */
    clients: () => clients.size,
    url() {
      const url = new URL(redisUrl!);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
  };
}

const proxy = redisProxy();
let t: TestApp;
beforeAll(async () => {
  await proxy.start();
  t = await createTestApp({ realtime: { redisUrl: proxy.url(), redisPrefix } });
});
afterAll(async () => {
  await t?.close();
  await proxy.cut();
  await dropRedisKeys(redisUrl, redisPrefix);
});

const readiness = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /readyz with REDIS_URL', () => {
  it('checks Redis, is not ready while it cannot be reached, and is ready again once it can', async () => {
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', redis: 'ok' } },
    });
    const clients = proxy.clients();
    await proxy.cut();
    await expect
      .poll(readiness, { timeout: 5_000 })
      .toEqual({ status: 503, body: { status: 'not ready', checks: { database: 'ok', redis: 'failed' } } });
    await proxy.start();
    await expect.poll(async () => (await readiness()).status, { timeout: 10_000 }).toBe(200);
    // Closing the app waits for its other clients (rate limits, socket.io) to be back too.
    await expect.poll(proxy.clients, { timeout: 10_000 }).toBe(clients);
  });
});
