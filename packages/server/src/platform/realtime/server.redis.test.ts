import { randomBytes } from 'node:crypto';
import { REALTIME_PATH } from '@foyer/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { type Socket, io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { dropRedisKeys, listen, until } from '../../../test/realtime.js';
import { createRealtimeServer } from './server.js';

// Two nodes on one Redis (`npm run test:realtime`; needs REDIS_URL).
const url = process.env.REDIS_URL;
if (!url) throw new Error('REDIS_URL is not set: run this suite with `npm run test:realtime`.');
const prefix = `foyer-test-${randomBytes(4).toString('hex')}`;
const apps: FastifyInstance[] = [];
const clients: Socket[] = [];
afterAll(async () => {
  for (const c of clients) c.close();
  await Promise.all(apps.map((app) => app.close()));
  await dropRedisKeys(url, prefix);
});

/** A node whose broadcasts write to two sockets per turn, with `count` clients in room 'r'. */
async function node(count: number) {
  const app = Fastify();
  apps.push(app);
  const { io } = await createRealtimeServer(app, { url: url!, prefix }, 2);
  const server = io as unknown as Server;
  server.on('connection', (socket) => void socket.join('r'));
  const base = await listen(app);
  const received: unknown[][] = [];
  for (let n = 0; n < count; n++) {
    const socket = connect(base, { path: REALTIME_PATH, transports: ['websocket'], forceNew: true });
    clients.push(socket);
    received.push([]);
    socket.on('n', (value: unknown) => received[n]!.push(value));
    await until(() => server.of('/').adapter.rooms.get('r')?.size === n + 1, 'a client to join');
  }
  return { server, received };
}

describe('broadcasts in slices across two nodes', () => {
  it('a broadcast relayed by Redis reaches every socket of the other node once, in order', async () => {
    const a = await node(5);
    const b = await node(5);
    for (let i = 1; i <= 4; i++) a.server.to('r').emit('n', i);
    const everyone = [...a.received, ...b.received];
    await until(() => everyone.every((r) => r.length === 4), 'every delivery');
    await new Promise((r) => setTimeout(r, 100));
    expect(everyone).toEqual(Array(10).fill([1, 2, 3, 4]));
  });
});
