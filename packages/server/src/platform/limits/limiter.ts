import type { RedisClient } from '../redis.js';

/**
 * Counters by key in fixed windows, behind every rate limit of the server: requests per address and
 * route (@fastify/rate-limit's store), failures per account and mails per recipient (Deps.limits),
 * chat messages and questions per visitor, socket handshakes per address. In Redis when the app has
 * one, so that every server node counts against the same numbers; in this process otherwise.
 */
export interface Limiter {
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
}

/** At most `max` hits per window of `windowMs`. */
export type Rate = { max: number; windowMs: number };

/** Counts one hit of `key` and answers whether it stays within `rate`. Throws what the limiter throws. */
export async function withinRate(limiter: Limiter, key: string, rate: Rate): Promise<boolean> {
  const { count } = await limiter.hit(key, rate.windowMs);
  return count <= rate.max;
}

/** In this process: a map of counts and expiry times, swept of expired keys now and then. Throws nothing. */
export function memoryLimiter(): Limiter {
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

/**
 * In Redis under `${namespace}:<key>`, shared by every server node; a window's counter expires one
 * window after its first hit. Throws when Redis fails.
 */
export function redisLimiter(client: RedisClient, namespace: string): Limiter {
  const k = (key: string) => `${namespace}:${key}`;
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
 * A limiter that lets everything through when the inner one fails (Redis down), reporting the
 * failure to `warn`. Throws nothing.
 */
export function failingOpen(inner: Limiter, warn: (error: unknown) => void): Limiter {
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
