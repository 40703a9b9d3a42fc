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
  /** Failed logins on one account (by email, any address) before each further attempt waits (LoginDelay). */
  loginFailures: RateLimit;
  /** Mails of one kind that anyone can trigger (password reset, sign-up confirmation, registration link) to one address. */
  mailsPerRecipient: RateLimit;
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
  loginFailures: { max: 5, timeWindowMs: 15 * 60_000 },
  mailsPerRecipient: { max: 5, timeWindowMs: 60 * 60_000 },
};

/**
 * The wait before each login attempt on an account past `loginFailures`: `baseMs`, doubling with
 * each further failure, at most `maxMs`. An address that logged in to the account keeps its own
 * count for `trustedForMs` after that success, so failures from elsewhere do not slow it down.
 */
export type LoginDelay = { baseMs: number; maxMs: number; trustedForMs: number };
export const DEFAULT_LOGIN_DELAY: LoginDelay = {
  baseMs: 1000,
  maxMs: 60_000,
  trustedForMs: 30 * 24 * 60 * 60_000,
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters of the per-account and per-recipient limits, also given to services as deps.limits. */
    limits: Limits;
  }
}

/**
 * @fastify/rate-limit without a global limit; routes opt in with `config: limitOf(app.rateLimits.x)`.
 * With `redis` the counters live in Redis, so a client's requests count across every server node;
 * if Redis fails, requests pass (logged) rather than fail. Without it, in this process. Also sets
 * up the keyed counters (`app.limits`, `deps.limits`) on the same Redis client or in memory.
 */
export const rateLimitPlugin = globalPlugin(
  async (
    app,
    {
      limits,
      loginDelay,
      redis,
    }: { limits: RateLimits; loginDelay?: Partial<LoginDelay>; redis?: RateLimitRedis },
  ) => {
    app.decorate('rateLimits', limits);
    let store: ReturnType<typeof redisRateLimitStore> | undefined;
    let counters = memoryCounters();
    if (redis) {
      const client: RedisClient = createClient({ url: redis.url });
      client.on('error', (error) => app.log.warn({ err: error }, 'rate limits: Redis error'));
      await client.connect();
      app.addHook('onClose', async () => {
        await client.close();
      });
      store = redisRateLimitStore(client, redis.prefix);
      counters = failingOpen(redisCounters(client, redis.prefix), (error) =>
        app.log.warn({ err: error }, 'rate limits: Redis error; request let through'),
      );
    }
    const keyed: Limits = { counters, rates: limits, loginDelay: { ...DEFAULT_LOGIN_DELAY, ...loginDelay } };
    app.decorate('limits', keyed);
    app.deps.limits = keyed;
    await app.register(rateLimit, {
      global: false,
      ...(store ? { store, skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
    });
  },
);

/**
 * Counters by key for limits beside the per-address ones of @fastify/rate-limit (which runs one
 * limiter per request): per account, per recipient. In Redis when the app has one, so every server
 * node counts against the same numbers; in this process otherwise.
 */
export type Counters = {
  /** Counts one hit of `key` in a fixed window that starts with its first hit; answers the count and the ms left in the window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Sets `key` for `ms` unless it is set; answers whether this call set it. */
  claim(key: string, ms: number): Promise<boolean>;
  /** Sets `key` for `ms`, replacing it. */
  mark(key: string, ms: number): Promise<void>;
  /** The ms until `key` ends; 0 when it is not set. */
  remaining(key: string): Promise<number>;
  /** Forgets keys. */
  clear(...keys: string[]): Promise<void>;
};

/** What services get to apply the per-account and per-recipient limits (Deps.limits). */
export type Limits = { counters: Counters; rates: RateLimits; loginDelay: LoginDelay };

/** Counters in this process: a map of counts and expiry times, swept of expired keys now and then. Throws nothing. */
export function memoryCounters(): Counters {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  let sweptAt = 0;
  const live = (key: string, now: number) => {
    if (now - sweptAt > 60_000) {
      sweptAt = now;
      for (const [k, e] of entries) if (e.expiresAt <= now) entries.delete(k);
    }
    const entry = entries.get(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  };
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const entry = live(key, now) ?? { count: 0, expiresAt: now + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return { count: entry.count, resetInMs: entry.expiresAt - now };
    },
    async claim(key, ms) {
      const now = Date.now();
      if (live(key, now)) return false;
      entries.set(key, { count: 1, expiresAt: now + ms });
      return true;
    },
    async mark(key, ms) {
      entries.set(key, { count: 1, expiresAt: Date.now() + ms });
    },
    async remaining(key) {
      const now = Date.now();
      const entry = live(key, now);
      return entry ? entry.expiresAt - now : 0;
    },
    async clear(...keys) {
      for (const key of keys) entries.delete(key);
    },
  };
}

/** Counters in Redis under `${prefix}:count:<key>`, shared by every server node. Throws when Redis fails. */
export function redisCounters(client: RedisClient, prefix: string): Counters {
  const k = (key: string) => `${prefix}:count:${key}`;
  return {
    async hit(key, windowMs) {
      const [count, , ttl] = await client
        .multi()
        .incr(k(key))
        .pExpire(k(key), windowMs, 'NX')
        .pTTL(k(key))
        .exec();
      return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
    },
    async claim(key, ms) {
      return (await client.set(k(key), '1', { PX: ms, NX: true })) === 'OK';
    },
    async mark(key, ms) {
      await client.set(k(key), '1', { PX: ms });
    },
    async remaining(key) {
      return Math.max(0, await client.pTTL(k(key)));
    },
    async clear(...keys) {
      if (keys.length > 0) await client.del(keys.map(k));
    },
  };
}

/**
 * Counters that let everything through when the inner ones fail (Redis down), logging the
 * failure, as the per-address limits do (`skipOnError`). Throws nothing.
 */
function failingOpen(inner: Counters, warn: (error: unknown) => void): Counters {
  const guard = async <T>(run: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      warn(error);
      return fallback;
    }
  };
  return {
    hit: (key, windowMs) => guard(() => inner.hit(key, windowMs), { count: 0, resetInMs: 0 }),
    claim: (key, ms) => guard(() => inner.claim(key, ms), true),
    mark: (key, ms) => guard(() => inner.mark(key, ms), undefined),
    remaining: (key) => guard(() => inner.remaining(key), 0),
    clear: (...keys) => guard(() => inner.clear(...keys), undefined),
  };
}

/** The RATE_LIMITED error with the wait: a message and `results.retryAfterSeconds` (RateLimitedResults). */
export function rateLimited(retryAfterMs: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('RATE_LIMITED', {
    message: `Too many requests; retry in ${retryAfterSeconds} seconds.`,
    results: { retryAfterSeconds },
  });
}

/**
 * Counts one hit of `key` under a named limit and answers whether it is within `limit.max` in its
 * window, and the ms until the window ends. Throws nothing.
 */
export async function hitLimit(
  counters: Counters,
  key: string,
  limit: RateLimit,
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const { count, resetInMs } = await counters.hit(key, limit.timeWindowMs);
  return { allowed: count <= limit.max, retryAfterMs: resetInMs };
}

/** Kinds of mail anyone can have sent to an address, each capped per recipient. */
export type CappedMail = 'passwordReset' | 'confirmation' | 'registration' | 'participantResend';

/**
 * Counts a mail of one kind to one address against rateLimits.mailsPerRecipient and answers whether
 * it may go out and, if not, when it may; always allowed without limits (CLI). Throws nothing.
 */
export async function countMail(
  deps: { limits?: Limits },
  kind: CappedMail,
  email: string,
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  if (!deps.limits) return { allowed: true, retryAfterMs: 0 };
  const key = `mail:${kind}:${email.trim().toLowerCase()}`;
  return hitLimit(deps.limits.counters, key, deps.limits.rates.mailsPerRecipient);
}

/** Counts a mail as countMail does. Throws RATE_LIMITED (over the cap: nothing may be sent). */
export async function assertMailCap(
  deps: { limits?: Limits },
  kind: CappedMail,
  email: string,
): Promise<void> {
  const { allowed, retryAfterMs } = await countMail(deps, kind, email);
  if (!allowed) throw rateLimited(retryAfterMs);
}
