import { randomBytes, randomUUID } from 'node:crypto';
import { CHAT_RATE, type ChatMessage } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../../../test/app.js';
import { type Client, type Venue, ask, buildVenue, connect, listen, until } from '../../../test/realtime.js';
import { buildApp } from '../../app.js';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit.js';

// Two app nodes on one database and one Redis (`npm run test:realtime`; needs REDIS_URL).
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('REDIS_URL is not set: run this suite with `npm run test:realtime`.');
const realtime = { redisUrl, redisPrefix: `foyer-test-${randomBytes(4).toString('hex')}` };

let a: TestApp;
let nodeB: FastifyInstance;
let baseA: string;
let baseB: string;
let venue: Venue;
const open: Client[] = [];

beforeAll(async () => {
  a = await createTestApp({ realtime });
  nodeB = await buildApp({
    db: a.db,
    publicUrl: TEST_PUBLIC_URL,
    devMailbox: false,
    storage: a.storage,
    spoolDir: a.spoolDir,
    realtime,
  });
  baseA = await listen(a.app);
  baseB = await listen(nodeB);
  venue = await buildVenue(a.app, a.db);
});
afterEach(() => {
  for (const c of open.splice(0)) c.socket.close();
});
afterAll(async () => {
  await nodeB?.close();
  await a?.close();
  // Remove every key of this run.
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  const keys: string[] = [];
  for await (const batch of redis.scanIterator({ MATCH: `${realtime.redisPrefix}*`, COUNT: 100 }))
    keys.push(...batch);
  if (keys.length) await redis.del(keys);
  await redis.close();
});

async function client(base: string, visitorToken: string): Promise<Client> {
  const c = await connect(base, { pageCode: venue.event.pageCode, visitorToken });
  open.push(c);
  return c;
}

describe('realtime across two nodes with Redis', () => {
  it('a message sent through node A reaches a client on node B, and a deletion too', async () => {
    const onA = await client(baseA, (await venue.visitor('Ada')).visitorToken);
    const onB = await client(baseB, (await venue.visitor('Bob')).visitorToken);
    await ask(onA, 'chat:join', { chatId: venue.chatId });
    await ask(onB, 'chat:join', { chatId: venue.chatId });
    const sent = await ask<{ ok: boolean; message: ChatMessage }>(onA, 'chat:send', {
      chatId: venue.chatId,
      text: 'Across nodes',
      clientId: randomUUID(),
    });
    expect(sent.ok).toBe(true);
    await until(() => onB.received.get('chat:message')!.length === 1, 'the message on node B');
    expect(onB.received.get('chat:message')).toEqual([sent.message]);

    const mod = await client(baseB, (await venue.visitor('Mo', venue.moderatorEmail)).visitorToken);
    expect(await ask(mod, 'chat:delete', { chatId: venue.chatId, messageId: sent.message.id })).toEqual({
      ok: true,
    });
    await until(() => onA.received.get('chat:deleted')!.length === 1, 'the deletion on node A');
  });

  it('counts presence across nodes', async () => {
    const onA = await client(baseA, (await venue.visitor('Ada')).visitorToken);
    const onB = await client(baseB, (await venue.visitor('Bob')).visitorToken);
    expect(await ask(onA, 'room:enter', { roomId: venue.hallId })).toEqual({ ok: true, count: 1 });
    expect(await ask(onB, 'room:enter', { roomId: venue.hallId })).toEqual({ ok: true, count: 2 });
    await until(() => onA.received.get('room:presence')!.some((p) => (p as { count: number }).count === 2));
    onB.socket.close();
    await until(
      () => (onA.received.get('room:presence')!.at(-1) as { count: number }).count === 1,
      'presence of one after node B’s visitor left',
    );
  });

  it('limits one visitor across nodes (Redis counter)', async () => {
    const visitor = await venue.visitor();
    const onA = await client(baseA, visitor.visitorToken);
    const onB = await client(baseB, visitor.visitorToken);
    const send = (c: Client) =>
      ask<{ ok: boolean; error?: string }>(c, 'chat:send', {
        chatId: venue.chatId,
        text: 'hi',
        clientId: randomUUID(),
      });
    for (let i = 0; i < CHAT_RATE.messages; i++) expect((await send(i % 2 ? onA : onB)).ok).toBe(true);
    expect(await send(onA)).toEqual({ ok: false, error: 'RATE_LIMITED' });
    expect(await send(onB)).toEqual({ ok: false, error: 'RATE_LIMITED' });
  });

  it("counts a client's HTTP requests on every node against one limit (Redis store)", async () => {
    // Answer files: the same default limit on both nodes, counted before the request is read.
    const { max } = DEFAULT_RATE_LIMITS.publicUpload;
    const upload = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: `/api/v1/public/regpage/${venue.event.pageCode}/files` });
    for (let i = 0; i < max; i++) expect((await upload(i % 2 ? a.app : nodeB)).statusCode).not.toBe(429);
    for (const node of [a.app, nodeB]) {
      const refused = await upload(node);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, errorKey: 'RATE_LIMITED' });
    }
  });
});
