import { pingDb } from '../db/client.js';
import { connectRedis } from '../platform/redis.js';
import { globalPlugin } from './plugin.js';

/** The longest a dependency may take to answer the readiness probe. */
export const PROBE_TIMEOUT_MS = 1_500;

export type HealthOptions = {
  /** REDIS_URL: PING on a connection of the probe's own. */
  redisUrl?: string;
  /** Janus's HTTP API: GET <url>/info. */
  janusUrl?: string;
  /** nginx-rtmp's statistics page (`rtmp_stat`) of the media server `npm start` launched. */
  rtmpStatUrl?: string;
};

type Check = () => Promise<void>;

/** Runs `check` within PROBE_TIMEOUT_MS: `ok`, or `failed` with its error. Throws nothing. */
async function probe(check: Check): Promise<{ result: 'ok' } | { result: 'failed'; error: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeUp]);
    return { result: 'ok' };
  } catch (error) {
    return { result: 'failed', error };
  } finally {
    clearTimeout(timer);
  }
}

/** GET `url`: a 2xx answer within PROBE_TIMEOUT_MS, its body read. Throws otherwise. */
async function answers(url: string): Promise<void> {
  const res = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
}

/**
 * The load balancer's probes, outside /api/v1 (no envelope, no session, no rate limit, never cached):
 * /healthz answers 200 while the process serves; /readyz checks the database, and Redis, Janus and
 * the launched nginx-rtmp when configured, in parallel and each within PROBE_TIMEOUT_MS: 200
 * `{ status: 'ready', checks }` when all pass, else 503 `{ status: 'not ready', checks }` with the
 * failing ones `failed` (why goes to the log, once per change, never to the answer).
 */
export const healthPlugin = globalPlugin(async (app, opts: HealthOptions) => {
  const checks: Record<string, Check> = { database: () => pingDb(app.deps.db) };
  if (opts.redisUrl) {
    const redis = await connectRedis(app, opts.redisUrl, 'readiness', 'warn');
    checks.redis = async () => {
      // A client reconnecting would queue the PING until Redis is back: not ready now.
      if (!redis.isReady) throw new Error('not connected');
      await redis.ping();
    };
  }
  const { janusUrl, rtmpStatUrl } = opts;
  if (janusUrl) checks.janus = () => answers(`${janusUrl}/info`);
  if (rtmpStatUrl) checks.rtmp = () => answers(rtmpStatUrl);

  const failing = new Set<string>();
  const hidden = { schema: { hide: true } };

  app.get('/healthz', hidden, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', hidden, async (_request, reply) => {
    const outcomes = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        const outcome = await probe(check);
        if (outcome.result === 'failed' && !failing.has(name)) {
          failing.add(name);
          app.log.warn({ err: outcome.error }, `readiness: ${name} failed`);
        } else if (outcome.result === 'ok' && failing.delete(name)) {
          app.log.info(`readiness: ${name} ok again`);
        }
        return [name, outcome.result] as const;
      }),
    );
    const isReady = outcomes.every(([, result]) => result === 'ok');
    return reply
      .status(isReady ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: isReady ? 'ready' : 'not ready', checks: Object.fromEntries(outcomes) });
  });
});
