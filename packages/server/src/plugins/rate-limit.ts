import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { AppError } from '../errors.js';
import { type Limiter, failingOpen, memoryLimiter, redisLimiter } from '../platform/limits/limiter.js';
import { connectRedis } from '../platform/redis.js';
import { globalPlugin } from './plugin.js';

export type RateLimit = { max: number; timeWindowMs: number };
export type RateLimits = {
  login: RateLimit;
  passwordForgotten: RateLimit;
  registration: RateLimit;
  resend: RateLimit;
  bugReport: RateLimit;
  /** Click-log batches of the organiser app (one every 10 s, plus a beacon when a page is hidden). */
  clickLogs: RateLimit;
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
  clickLogs: { max: 120, timeWindowMs: 60_000 },
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

type StoreResult = { current: number; ttl: number };

/**
 * A store for @fastify/rate-limit on a Limiter (its own Redis store wants ioredis): one counter per
 * route and client address, `http:${method}${url}:${address}`, shared by every server node with a
 * Redis limiter, expiring one window after its first request (a fixed window, as the in-process store).
 */
export function limiterStore(limiter: Limiter) {
  return class LimiterRateLimitStore implements FastifyRateLimitStore {
    readonly key: string;
    /** The plugin passes its global parameters first; only children name their route. */
    constructor(_params?: unknown, key = 'http:') {
      this.key = key;
    }
    incr(id: string, done: (error: Error | null, result?: StoreResult) => void, timeWindow: number) {
      limiter.hit(this.key + id, timeWindow).then(
        ({ count, resetInMs }) => done(null, { current: count, ttl: resetInMs }),
        (error: Error) => done(error),
      );
    }
    // Typed as route options, the plugin passes the route's merged limit parameters with `routeInfo`.
    child(route: object): FastifyRateLimitStore {
      const { method = '', url = '' } =
        (route as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
      return new LimiterRateLimitStore(undefined, `http:${String(method)}${url}:`);
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
    let store: ReturnType<typeof limiterStore> | undefined;
    let counters = memoryLimiter();
    if (redis) {
      const client = await connectRedis(app, redis.url, 'rate limits', 'warn');
      store = limiterStore(redisLimiter(client, redis.prefix));
      counters = failingOpen(redisLimiter(client, `${redis.prefix}:count`), (error) =>
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
 * What services get to apply the per-account and per-recipient limits (Deps.limits): counters beside
 * the per-address ones of @fastify/rate-limit (which runs one limiter per request), in Redis when
 * the app has one (letting requests through if it fails), in this process otherwise.
 */
export type Limits = { counters: Limiter; rates: RateLimits; loginDelay: LoginDelay };

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
  counters: Limiter,
  key: string,
  limit: RateLimit,
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const { count, resetInMs } = await counters.hit(key, limit.timeWindowMs);
  return { allowed: count <= limit.max, retryAfterMs: resetInMs };
}

/** Kinds of mail anyone can have sent to an address, each capped per recipient. */
export type CappedMail =
  | 'passwordReset'
  | 'confirmation'
  | 'registration'
  | 'participantResend'
  | 'invitation'
  | 'emailChange';

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
