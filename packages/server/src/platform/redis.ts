import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';

/** A node-redis client. */
export type RedisClient = ReturnType<typeof createClient>;

/**
 * The one way this server connects to Redis (REDIS_URL): a client of `url`, connected, whose errors
 * go to the app's log (`level`, tagged `name`; node-redis reconnects by itself) and which closes
 * with the app. Throws when Redis cannot be reached.
 */
export async function connectRedis(
  app: FastifyInstance,
  url: string,
  name: string,
  level: 'warn' | 'error' = 'error',
): Promise<RedisClient> {
  const client: RedisClient = createClient({ url });
  client.on('error', (error: Error) => app.log[level]({ err: error }, `${name}: Redis error`));
  // A client that lost Redis for good fails to close: nothing is left to close then.
  app.addHook('onClose', async () => {
    await client.close().catch(() => undefined);
  });
  await client.connect();
  return client;
}
