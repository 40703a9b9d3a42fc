import { type ClientToServerEvents, REALTIME_PATH, type ServerToClientEvents } from '@foyer/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { type Limiter, memoryLimiter, redisLimiter } from '../limits/limiter.js';
import { connectRedis } from '../redis.js';

/**
 * What server nodes ask each other (through the Redis adapter): how many of its sockets a room has,
 * and a named tally of its own sockets (see `defineTally`).
 */
type ServerSideEvents = {
  'room:size': (room: string, answer: (size: number) => void) => void;
  tally: (name: string, answer: (counts: Record<string, number>) => void) => void;
};

/** The socket.io server of the live venue, typed by the shared event maps (visits/realtime.contract.ts). */
export type RealtimeServer<SocketData> = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  ServerSideEvents,
  SocketData
>;

/** Sockets in `room` on this node. */
const localSize = (io: RealtimeServer<unknown>, room: string) =>
  io.of('/').adapter.rooms.get(room)?.size ?? 0;

/**
 * Sockets in `room` on every node: this node's count, and with Redis each other node's, asked with
 * a server-side event (cheap for a room of 50,000, unlike fetching its sockets). Throws nothing.
 */
export async function roomSize(io: RealtimeServer<unknown>, room: string): Promise<number> {
  const own = localSize(io, room);
  if (!clustered.has(io)) return own;
  const sum = (sizes: unknown) =>
    own +
    (Array.isArray(sizes) ? sizes.reduce<number>((n, size) => n + (Number.isFinite(size) ? size : 0), 0) : 0);
  try {
    return sum(await io.serverSideEmitWithAck('room:size', room));
  } catch (e) {
    // A node did not answer within the adapter's wait (5 s): the answers that came are counted.
    return sum((e as { responses?: unknown }).responses);
  }
}

/** A count of this node's sockets by key (e.g. people per event), made when asked. */
export type LocalTally = () => Record<string, number>;

/** The tallies each server defined, by name. */
const tallies = new WeakMap<RealtimeServer<unknown>, Map<string, LocalTally>>();

/** This node's counts of tally `name` (none defined: empty). Throws what the tally throws. */
const localTally = (io: RealtimeServer<unknown>, name: string) => tallies.get(io)?.get(name)?.() ?? {};

/**
 * Names a count of this node's own sockets by key, which `tally` sums over every node: cheaper than
 * fetching the sockets of other nodes (one small answer per node, whatever the number of sockets).
 * Throws nothing.
 */
export function defineTally(io: RealtimeServer<unknown>, name: string, count: LocalTally): void {
  const own = tallies.get(io) ?? new Map<string, LocalTally>();
  own.set(name, count);
  tallies.set(io, own);
}

/**
 * The tally `name` (defineTally) summed over every node, by key: this node's, and with Redis each
 * other node's (a node that does not answer within the adapter's wait: not counted). Throws nothing
 * but what this node's own tally throws.
 */
export async function tally(io: RealtimeServer<unknown>, name: string): Promise<Map<string, number>> {
  const sum = new Map<string, number>();
  const add = (counts: unknown) => {
    if (!counts || typeof counts !== 'object') return;
    for (const [key, n] of Object.entries(counts as Record<string, unknown>))
      if (typeof n === 'number' && Number.isFinite(n)) sum.set(key, (sum.get(key) ?? 0) + n);
  };
  add(localTally(io, name));
  if (!clustered.has(io)) return sum;
  let answers: unknown;
  try {
    answers = await io.serverSideEmitWithAck('tally', name);
  } catch (e) {
    answers = (e as { responses?: unknown }).responses;
  }
  if (Array.isArray(answers)) for (const counts of answers) add(counts);
  return sum;
}

/**
 * Calls `listener` with the event name of each emit to rooms (or to everyone) that this node makes:
 * every `io.to(…).emit(…)` goes through the adapter's broadcast, once whatever the number of
 * recipients. What other nodes relay through Redis is theirs, not counted here. Throws nothing.
 */
export function onRoomEmit(io: RealtimeServer<unknown>, listener: (event: string) => void): void {
  const adapter = io.of('/').adapter;
  const broadcast = adapter.broadcast.bind(adapter);
  adapter.broadcast = (packet, opts) => {
    const event = (packet as { data?: unknown[] }).data?.[0];
    if (typeof event === 'string') listener(event);
    broadcast(packet, opts);
  };
}

/** Sockets of this node one broadcast writes to in one turn of the event loop (see sliceBroadcasts). */
export const BROADCAST_SLICE = 250;

/** The adapter's internals that a broadcast goes through (socket.io-adapter 2.5: Adapter#broadcast). */
type BroadcastInternals = {
  _encode(packet: { id?: number }, options: object): unknown;
  apply(options: object, write: (socket: Socket) => void): void;
};

/**
 * Makes this node's part of each broadcast (`io.to(…).emit`: its own, and those Redis relays from
 * other nodes) write to at most `slice` sockets per turn of the event loop, so that a chat of
 * 50,000 does not hold the loop for the whole fan-out (each write is a system call: ~20 µs of CPU,
 * 330 ms for 19,700 sockets on the bench's machine).
 * The recipients are still those in the rooms at the emit, each written once; broadcasts stay in
 * order: while one is under way, the next ones (small or not) wait behind it. A broadcast of at most
 * `slice` sockets with none under way is written at once, as before. Throws nothing.
 */
function sliceBroadcasts(
  io: RealtimeServer<unknown>,
  slice: number,
  onError: (error: unknown) => void,
): void {
  const adapter = io.of('/').adapter as unknown as BroadcastInternals;
  // Another adapter than socket.io-adapter 2.5's (server.test.ts would tell): broadcasts stay whole.
  if (typeof adapter._encode !== 'function' || typeof adapter.apply !== 'function') return;
  const encode = adapter._encode.bind(adapter);
  const apply = adapter.apply.bind(adapter);
  // Adapter#broadcast encodes its packet once, then applies the write to each recipient. A broadcast
  // with acknowledgements (with an id) counts its recipients as it writes: left whole.
  let broadcasting = false;
  adapter._encode = (packet, options) => {
    const encoded = encode(packet, options);
    broadcasting = packet.id === undefined;
    return encoded;
  };
  const queue: { sockets: Socket[]; write: (socket: Socket) => void; next: number }[] = [];
  const drain = () => {
    let budget = slice;
    while (queue.length > 0 && budget > 0) {
      const job = queue[0]!;
      const end = Math.min(job.sockets.length, job.next + budget);
      budget -= end - job.next;
      while (job.next < end) {
        const socket = job.sockets[job.next++]!;
        // Out of the emitter's call by now: a failed write is logged, the others go on.
        try {
          job.write(socket);
        } catch (e) {
          onError(e);
        }
      }
      if (job.next === job.sockets.length) queue.shift();
    }
    if (queue.length > 0) setImmediate(drain);
  };
  adapter.apply = (options, write) => {
    if (!broadcasting) return apply(options, write);
    broadcasting = false;
    const sockets: Socket[] = [];
    apply(options, (socket) => sockets.push(socket));
    if (queue.length === 0 && sockets.length <= slice) {
      for (const socket of sockets) write(socket);
      return;
    }
    queue.push({ sockets, write, next: 0 });
    // The first slice at once; a socket that closes meanwhile is written nothing (engine.io drops it).
    if (queue.length === 1) drain();
  };
}

/** Servers that share rooms through Redis. */
const clustered = new WeakSet<RealtimeServer<unknown>>();

/** Redis for the fan-out across nodes (REDIS_URL) and the prefix of its keys (REDIS_PREFIX). */
export type RealtimeRedis = { url: string; prefix: string };

/**
 * The socket.io server on the app's http server at REALTIME_PATH, and a limiter beside it (keys
 * under `prefix`): with `redis`, rooms and counters are shared by every node through the Redis
 * adapter; without, they live in this process. Broadcasts reach this node's sockets `broadcastSlice`
 * at a time (sliceBroadcasts). Before the app closes, this node's sockets are dropped (open
 * websockets would hold the http server). Throws when Redis cannot be reached.
 */
export async function createRealtimeServer<SocketData>(
  app: FastifyInstance,
  redis?: RealtimeRedis,
  broadcastSlice = BROADCAST_SLICE,
): Promise<{ io: RealtimeServer<SocketData>; limiter: Limiter }> {
  const io: RealtimeServer<SocketData> = new Server(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
  });
  let limiter = memoryLimiter();
  if (redis) {
    const [pub, sub] = await Promise.all([
      connectRedis(app, redis.url, 'realtime'),
      connectRedis(app, redis.url, 'realtime'),
    ]);
    io.adapter(createAdapter(pub, sub, { key: `${redis.prefix}#sio` }));
    limiter = redisLimiter(pub, redis.prefix);
    clustered.add(io as RealtimeServer<unknown>);
    io.on('room:size', (room, answer) => {
      if (typeof room === 'string' && typeof answer === 'function')
        answer(localSize(io as RealtimeServer<unknown>, room));
    });
    io.on('tally', (name, answer) => {
      if (typeof name !== 'string' || typeof answer !== 'function') return;
      try {
        answer(localTally(io as RealtimeServer<unknown>, name));
      } catch (e) {
        app.log.warn({ err: e, tally: name }, 'realtime: a tally failed');
        answer({});
      }
    });
  }
  sliceBroadcasts(io as RealtimeServer<unknown>, broadcastSlice, (e) =>
    app.log.error({ err: e }, 'realtime: a broadcast write failed'),
  );
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
    await io.of('/').adapter.close();
  });
  return { io, limiter };
}
