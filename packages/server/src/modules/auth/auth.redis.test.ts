import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { DEFAULT_PASSWORD, buildEvent, buildUser, uniqueEmail } from '../../../test/factories.js';
import { dropRedisKeys, secondNode } from '../../../test/realtime.js';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit.js';

// Two app nodes on one database and one Redis (`npm run test:realtime`; needs REDIS_URL).
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('REDIS_URL is not set: run this suite with `npm run test:realtime`.');
const realtime = { redisUrl, redisPrefix: `foyer-test-${randomBytes(4).toString('hex')}` };
const { loginFailures, mailsPerRecipient, publicRegisterEmail } = DEFAULT_RATE_LIMITS;

let a: TestApp;
let nodeB: FastifyInstance;

beforeAll(async () => {
  a = await createTestApp({ realtime, rateLimits: { loginFailures, mailsPerRecipient } });
  nodeB = (await secondNode(a, { realtime })).app;
});
afterAll(async () => {
  await nodeB?.close();
  await a?.close();
  await dropRedisKeys(redisUrl, realtime.redisPrefix);
});

const post = (node: FastifyInstance, url: string, payload: object, remoteAddress = '10.0.0.1') =>
  node.inject({ method: 'POST', url: `/api/v1/${url}`, payload, remoteAddress });

describe('per-account and per-recipient limits across two nodes with Redis', () => {
  it('counts login failures on node A against the account on node B', async () => {
    const { user } = await buildUser(a.db);
    for (let i = 0; i < loginFailures.max; i++) {
      const failed = await post(a.app, 'auth/login', { email: user.email, password: 'Wrong-pass1' });
      expect(failed.json().errorKey).toBe('NAME_OR_PASSWORD_MISMATCH');
    }
    const refused = await post(
      nodeB,
      'auth/login',
      { email: user.email, password: DEFAULT_PASSWORD },
      '10.0.0.2',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      errorKey: 'RATE_LIMITED',
      results: { retryAfterSeconds: 1 },
    });
  });

  it('caps the reset mails to one address over both nodes', async () => {
    const { user } = await buildUser(a.db);
    // From a new network address each time, so only the per-recipient cap can refuse.
    const forgotten = (node: FastifyInstance, n: number) =>
      post(node, 'auth/passwordForgotten', { email: user.email }, `10.0.1.${n}`);
    for (let i = 0; i < mailsPerRecipient.max; i++)
      expect((await forgotten(i % 2 ? nodeB : a.app, i)).json()).toMatchObject({ success: true });
    expect((await forgotten(a.app, 100)).json()).toMatchObject({ success: true });
    expect((await forgotten(nodeB, 101)).json()).toMatchObject({ success: true });
    expect(await a.mails(user.email)).toHaveLength(mailsPerRecipient.max);
  });

  it('counts registration submits per email address over both nodes', async () => {
    const { user } = await buildUser(a.db, { plan: 'business' });
    const event = await buildEvent(a.db, { tenantId: user.id });
    const email = uniqueEmail();
    // Node A relaxes the per-email limit; node B has the default and sees A's submits.
    for (let i = 0; i < publicRegisterEmail.max; i++) {
      const res = await post(
        a.app,
        `public/regpage/${event.pageCode}/register`,
        { email, firstName: 'A', lastName: 'B', termsAccepted: true },
        `10.0.2.${i}`,
      );
      expect(res.statusCode).toBe(200);
    }
    const refused = await post(
      nodeB,
      `public/regpage/${event.pageCode}/register`,
      { email, firstName: 'A', lastName: 'B', termsAccepted: true },
      '10.0.2.99',
    );
    expect(refused.statusCode).toBe(429);
    // The per-minute limit, not the hourly mail cap.
    expect(refused.json().results.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});
