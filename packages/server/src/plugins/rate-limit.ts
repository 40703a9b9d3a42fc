import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { createClient } from 'redis';
import { AppError } from '../errors.js';
import { globalPlugin } from './plugin.js';

export type RateLimit = { max: number; timeWindowMs: number };
export type RateLimits = {
  login: RateLimit;
  passwordForgotten: RateLimit;
  registration: RateLimit;
  resend: RateLimit;
  bugReport: RateLimit;
  /** Public registration-page submits per client address. */
  publicRegister: RateLimit;
  /** Public registration-page submits per registered email address (any client). */
  publicRegisterEmail: RateLimit;
  /** Public answer-file uploads per client address. */
  publicUpload: RateLimit;
  /** Visitors entering a venue through their personal link, per client address. */
  visitEnter: RateLimit;
};

/** Per client address. Generous enough for people behind one office address, tight enough for scripts. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 20, timeWindowMs: 60_000 },
  passwordForgotten: { max: 5, timeWindowMs: 60_000 },
  registration: { max: 10, timeWindowMs: 60_000 },
  resend: { max: 5, timeWindowMs: 60_000 },
  bugReport: { max: 10, timeWindowMs: 60_000 },
  publicRegister: { max: 30, timeWindowMs: 60_000 },
  publicRegisterEmail: { max: 5, timeWindowMs: 60_000 },
  publicUpload: { max: 20, timeWindowMs: 60_000 },
  visitEnter: { max: 30, timeWindowMs: 60_000 },
};

/** The default limits with every maximum multiplied by `scale` (config RATE_LIMIT_SCALE). */
export function scaleRateLimits(scale: number): RateLimits {
  const scaled = Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [
    name,
    { ...limit, max: Math.max(1, Math.round(limit.max * scale)) },
  ]);
  return Object.fromEntries(scaled) as RateLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/** Route config that applies one of the named limits. */
export const limitOf = (limit: RateLimit) => ({
  rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs },
});

/** Redis for the limits (config REDIS_URL, REDIS_PREFIX); without it the counters are per process. */
export type RateLimitRedis = { url: string; prefix: string };

/** The client the Redis store needs: node-redis (`createClient`). */
type RedisClient = ReturnType<typeof createClient>;
type StoreResult = { current: number; ttl: number };

/**
 * A store for @fastify/rate-limit on node-redis (its own Redis store wants ioredis): one counter per
 * route and client address, `${prefix}:http:${method}${url}:${address}`, shared by every server
 * node, expiring one window after its first request (a fixed window, as the in-process store).
 */
export function redisRateLimitStore(client: RedisClient, prefix: string) {
  return class RedisRateLimitStore implements FastifyRateLimitStore {
    readonly key: string;
    /** The plugin passes its global parameters first; only children name their route. */
    constructor(_params?: unknown, key = `${prefix}:http:`) {
      this.key = key;
    }
    incr(id: string, done: (error: Error | null, result?: StoreResult) => void, timeWindow: number) {
      const key = this.key + id;
      client
        .multi()
        .incr(key)
        .pExpire(key, timeWindow, 'NX')
        .pTTL(key)
        .exec()
        .then(
          ([current, , ttl]) => done(null, { current: Number(current), ttl: Math.max(0, Number(ttl)) }),
          (error: Error) => done(error),
        );
    }
    // Typed as route options, the plugin passes the route's merged limit parameters with `routeInfo`.
    child(route: object): FastifyRateLimitStore {
      const { method = '', url = '' } =
        (route as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
      return new RedisRateLimitStore(undefined, `${prefix}:http:${String(method)}${url}:`);
    }
  };
}

/**
 * @fastify/rate-limit without a global limit; routes opt in with `config: limitOf(app.rateLimits.x)`.
 * With `redis` the counters live in Redis, so a client's requests count across every server node;
 * if Redis fails, requests pass (logged) rather than fail. Without it, in this process.
 */
export const rateLimitPlugin = globalPlugin(
  async (app, { limits, redis }: { limits: RateLimits; redis?: RateLimitRedis }) => {
    app.decorate('rateLimits', limits);
    let store: ReturnType<typeof redisRateLimitStore> | undefined;
    if (redis) {
      const client: RedisClient = createClient({ url: redis.url });
      client.on('error', (error) => app.log.warn({ err: error }, 'rate limits: Redis error'));
      await client.connect();
      app.addHook('onClose', async () => {
        await client.close();
      });
      store = redisRateLimitStore(client, redis.prefix);
    }
    await app.register(rateLimit, {
      global: false,
      ...(store ? { store, skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', { message: `Too many requests; retry in ${context.after}.` }),
    });
  },
);

/**
 * An in-process fixed-window counter by key (e.g. an email address), for limits beside the route's
 * per-address one (@fastify/rate-limit runs one limiter per request). `hit(key)` counts a request
 * and answers false once the key is over `limit.max` in its window. Throws nothing.
 */
export function keyedLimiter(limit: RateLimit): { hit(key: string): boolean } {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key) {
      const now = Date.now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + limit.timeWindowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count <= limit.max;
    },
  };
}
