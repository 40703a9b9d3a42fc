import { randomBytes, randomUUID } from 'node:crypto';
import { CHAT_RATE, type ChatMessage, WEBCAST_TOKEN_HEADER } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import {
  type Client,
  type Venue,
  ask,
  buildVenue,
  connect,
  dropRedisKeys,
  listen,
  secondNode,
  until,
} from '../../../test/realtime.js';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit.js';

// Two app nodes on one database and one Redis (`npm run test:realtime`; needs REDIS_URL).
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('REDIS_URL is not set: run this suite with `npm run test:realtime`.');
const redisPrefix = `foyer-test-${randomBytes(4).toString('hex')}`;
// Every test socket comes from 127.0.0.1: only the connect-limit test meets a limit.
const realtime = { redisUrl, redisPrefix, connectRate: { connects: 10_000, windowMs: 60_000 } };

let a: TestApp;
let nodeB: FastifyInstance;
const moreNodes: FastifyInstance[] = [];
let baseA: string;
let baseB: string;
let venue: Venue;
const open: Client[] = [];

beforeAll(async () => {
  a = await createTestApp({ realtime });
  baseA = await listen(a.app);
  ({ app: nodeB, base: baseB } = await secondNode(a, { realtime }));
  venue = await buildVenue(a.app, a.db);
});
afterEach(() => {
  for (const c of open.splice(0)) c.socket.close();
});
afterAll(async () => {
  await Promise.all(moreNodes.map((n) => n.close()));
  await nodeB?.close();
  await a?.close();
  await dropRedisKeys(redisUrl, redisPrefix);
});

async function client(base: string, visitorToken: string, pageCode = venue.event.pageCode): Promise<Client> {
  const c = await connect(base, { pageCode, visitorToken });
  open.push(c);
  return c;
}
const closedByServer = (c: Client) => until(() => !c.socket.connected, 'the server to close the socket');

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

  it("counts each event's people across nodes for the reporting's samples, a person's tabs on a node once", async () => {
    const fair = await buildVenue(a.app, a.db);
    const ada = await fair.visitor('Ada');
    const bob = await fair.visitor('Bob');
    await client(baseA, ada.visitorToken, fair.event.pageCode);
    await client(baseA, ada.visitorToken, fair.event.pageCode);
    await client(baseB, bob.visitorToken, fair.event.pageCode);
    for (const node of [a.app, nodeB])
      expect((await node.deps.sockets!.visitorsByEvent()).get(fair.event.id)).toBe(2);
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

  it('a moderator demoted through node A is refreshed on node B and denied there', async () => {
    const other = await buildVenue(a.app, a.db);
    const moderator = await other.visitor('Mo', other.moderatorEmail);
    const mod = await client(baseB, moderator.visitorToken, other.event.pageCode);
    const onA = await client(baseA, (await other.visitor('Ada')).visitorToken, other.event.pageCode);
    const spam = (
      await ask<{ message: ChatMessage }>(onA, 'chat:send', {
        chatId: other.chatId,
        text: 'spam',
        clientId: randomUUID(),
      })
    ).message;
    await other.organiser('DELETE', `events/${other.event.id}/elements/${other.moderatorId}?version=1`);
    await closedByServer(mod);
    const again = await client(baseB, moderator.visitorToken, other.event.pageCode);
    expect(await ask(again, 'chat:delete', { chatId: other.chatId, messageId: spam.id })).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    });
    expect(onA.socket.connected).toBe(true);
  });

  it('a participant removed through node A is disconnected from node B', async () => {
    const gone = await venue.visitor('Gone');
    const onB = await client(baseB, gone.visitorToken);
    const stays = await client(baseB, (await venue.visitor('Stays')).visitorToken);
    await venue.organiser('DELETE', `participants/${gone.participantId}`);
    await closedByServer(onB);
    expect(await ask(stays, 'room:enter', { roomId: venue.hallId })).toMatchObject({ ok: true });
  });

  it('counts the handshakes of one address on both nodes against one limit', async () => {
    const limited = {
      redisUrl,
      redisPrefix: `${redisPrefix}-limit`,
      connectRate: { connects: 4, windowMs: 60_000 },
    };
    const bases: string[] = [];
    for (let i = 0; i < 2; i++) {
      const node = await secondNode(a, { realtime: limited });
      moreNodes.push(node.app);
      bases.push(node.base);
    }
    const { visitorToken } = await venue.visitor();
    const attempt = (base: string) =>
      client(base, visitorToken).then(
        () => 'connected',
        (e: Error) => e.message,
      );
    for (let i = 0; i < 4; i++) expect(await attempt(bases[i % 2]!)).toBe('connected');
    expect(await attempt(bases[0]!)).toBe('RATE_LIMITED');
    expect(await attempt(bases[1]!)).toBe('RATE_LIMITED');
  });

  it("counts a webcast's players on both nodes, and a notice posted through one reaches players on the other", async () => {
    const { webcast } = (await venue.organiser('POST', 'webcasts', { name: 'Across stage' })) as {
      webcast: { id: string };
    };
    const theatreId = await venue.add({ kind: 'THEATRE', designId: 'theatre-amphi', title: 'Auditorium' });
    await venue.add({ kind: 'THEATRE_VIDEO', title: 'Keynote', webcastAssetId: webcast.id }, theatreId);
    const { webcastToken } = (await venue.organiser('POST', `webcasts/${webcast.id}/login-as`, {
      role: 'moderator',
    })) as { webcastToken: string };
    const consoleOn = async (node: FastifyInstance, method: 'GET' | 'POST', path: string, payload?: object) =>
      (
        await node.inject({
          method,
          url: `/api/v1/webcast-console/${path}`,
          headers: { [WEBCAST_TOKEN_HEADER]: webcastToken },
          ...(payload ? { payload } : {}),
        })
      ).json() as { success: boolean; results: { session: { viewers: number | null } } };

    const onA = await client(baseA, (await venue.visitor('Ada')).visitorToken);
    const onB = await client(baseB, (await venue.visitor('Bob')).visitorToken);
    const also = await client(baseB, (await venue.visitor('Cy')).visitorToken);
    for (const c of [onA, onB, also])
      expect((await ask(c, 'webcast:watch', { webcastId: webcast.id })).ok).toBe(true);
    expect((await consoleOn(a.app, 'GET', 'session')).results.session.viewers).toBe(3);
    expect((await consoleOn(nodeB, 'GET', 'session')).results.session.viewers).toBe(3);

    expect((await consoleOn(nodeB, 'POST', 'notice', { text: 'Back in 5' })).success).toBe(true);
    await until(() => (onA.received.get('webcast:stage') ?? []).length === 1, 'the notice on node A');
    expect(onA.received.get('webcast:stage')).toMatchObject([
      { webcastId: webcast.id, notice: { text: 'Back in 5' } },
    ]);
  });
});
