import { type ClientToServerEvents, REALTIME_PATH, type ServerToClientEvents } from '@foyer/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { type Limiter, memoryLimiter, redisLimiter } from '../limits/limiter.js';
import { connectRedis } from '../redis.js';

/** The socket.io server of the live venue, typed by the shared event maps (visits/realtime.contract.ts). */
export type RealtimeServer<SocketData> = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** Redis for the fan-out across nodes (REDIS_URL) and the prefix of its keys (REDIS_PREFIX). */
export type RealtimeRedis = { url: string; prefix: string };

/**
 * The socket.io server on the app's http server at REALTIME_PATH, and a limiter beside it (keys
 * under `prefix`): with `redis`, rooms and counters are shared by every node through the Redis
 * adapter; without, they live in this process. Before the app closes, this node's sockets are
 * dropped (open websockets would hold the http server). Throws when Redis cannot be reached.
 */
export async function createRealtimeServer<SocketData>(
  app: FastifyInstance,
  redis?: RealtimeRedis,
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
  }
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
    await io.of('/').adapter.close();
  });
  return { io, limiter };
}
