import { REALTIME_PATH } from '@foyer/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { type Socket, io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, until } from '../../../test/realtime.js';
import { createRealtimeServer } from './server.js';

const apps: FastifyInstance[] = [];
const clients: Socket[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A node whose broadcasts write to `slice` sockets per turn, with `count` clients in room 'r' (in order). */
async function node(slice: number, count: number) {
  const app = Fastify();
  apps.push(app);
  const { io } = await createRealtimeServer(app, undefined, slice);
  const server = io as unknown as Server;
  server.on('connection', (socket) => {
    void socket.join(['r', `only:${socket.handshake.auth.n}`]);
  });
  const base = await listen(app);
  const received: unknown[][] = [];
  for (let n = 0; n < count; n++) {
    const socket = connect(base, {
      path: REALTIME_PATH,
      auth: { n },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    clients.push(socket);
    received.push([]);
    socket.on('n', (value: unknown) => received[n]!.push(value));
    socket.on('ping?', (answer: (pong: string) => void) => answer('pong'));
    await until(() => server.of('/').adapter.rooms.get(`only:${n}`)?.size === 1, 'a client to join');
  }
  let written = 0;
  for (const socket of server.of('/').sockets.values()) socket.onAnyOutgoing(() => written++);
  return { server, received, written: () => written };
}

describe('broadcasts in slices', () => {
  it('writes a slice per turn of the event loop, every socket once, broadcasts in order', async () => {
    const { server, received, written } = await node(2, 5);
    server.to('r').emit('n', 1);
    expect(written()).toBe(2); // the rest after other work had its turn
    // Only the last socket, whose slice comes last: it still gets 1 before 2.
    server.to('only:4').emit('n', 2);
    server.to('r').emit('n', 3);
    expect(written()).toBe(2);
    await until(() => written() === 11, 'every write');
    await until(() => received.every((r) => r.length === (r === received[4] ? 3 : 2)), 'every delivery');
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([
      [1, 3],
      [1, 3],
      [1, 3],
      [1, 3],
      [1, 2, 3],
    ]);
  });

  it('writes a broadcast within the slice at once, and leaves joins, fetches and acknowledged broadcasts whole', async () => {
    const { server, received, written } = await node(5, 5);
    server.to('r').emit('n', 1);
    expect(written()).toBe(5);
    await until(() => received.every((r) => r.length === 1), 'every delivery');

    const { server: small } = await node(2, 5);
    small.in('r').socketsJoin('s');
    expect(small.of('/').adapter.rooms.get('s')?.size).toBe(5);
    expect(await small.in('r').fetchSockets()).toHaveLength(5);
    expect(await small.to('r').timeout(5000).emitWithAck('ping?')).toEqual(Array(5).fill('pong'));
  });
});
