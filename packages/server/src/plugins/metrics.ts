import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { type RealtimeServer, onRoomEmit } from '../platform/realtime/server.js';
import { globalPlugin } from './plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the rest of the server counts into this app's metrics; does nothing when metrics are off. */
    metrics: AppMetrics;
  }
}

/** The counting this app's metrics take from outside the HTTP hooks. Nothing throws. */
export type AppMetrics = {
  /** A job of `queue` failed (foyer_job_failures_total); pass it to the job queue as its onFailure. */
  jobFailed(queue: string): void;
  /** Counts the realtime server's emits to rooms and reads its open sockets at each scrape. */
  watchRealtime(io: RealtimeServer<unknown>): void;
};

const METRICS_OFF: AppMetrics = { jobFailed: () => {}, watchRealtime: () => {} };

/** The route label of requests no route matched; others carry their route's pattern, never the raw URL (a series per id). */
const UNMATCHED = 'unmatched';

/** Whether `header` is `Bearer <token>`, compared in constant time (digests of equal length). */
function isBearer(header: string | undefined, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * Prometheus metrics at /metrics for a scraper holding `Bearer <token>` (METRICS_TOKEN; anything else
 * 401, no token configured: 404 and nothing is measured). A registry of this app's own, so that apps
 * built in one process count apart: the duration of every request by method, route pattern and
 * status; the venue's open sockets and emits to rooms; the mail queue's depth (read from the
 * database at each scrape); failed jobs by queue; and prom-client's process metrics (event-loop
 * delay, heap, GC, CPU), all prefixed `foyer_`.
 */
export type MetricsOptions = {
  token?: string;
  /** Mails waiting to go out (read at each scrape); given by the app, which knows the modules. */
  mailQueueDepth: () => Promise<number>;
};

export const metricsPlugin = globalPlugin(async (app, opts: MetricsOptions) => {
  const { token, mailQueueDepth } = opts;
  const hidden = { schema: { hide: true } };
  if (!token) {
    app.decorate('metrics', METRICS_OFF);
    app.get('/metrics', hidden, async (_request, reply) =>
      reply.status(404).header('cache-control', 'no-store').send(),
    );
    return;
  }

  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'foyer_' });

  const duration = new Histogram({
    name: 'foyer_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  // The realtime server is attached late in buildApp: read at scrape time.
  let realtime: RealtimeServer<unknown> | undefined;
  new Gauge({
    name: 'foyer_realtime_connections',
    help: 'Venue sockets (socket.io) open on this node.',
    registers,
    collect() {
      this.set(realtime ? realtime.of('/').sockets.size : 0);
    },
  });
  const deliveries = new Counter({
    name: 'foyer_realtime_deliveries_total',
    help: 'Realtime messages this node sent to rooms (one per emit, whatever the recipients), by event.',
    labelNames: ['event'] as const,
    registers,
  });

  new Gauge({
    name: 'foyer_mail_queue_depth',
    help: 'Mails waiting to go out: outbox mails not sent yet and the pending deliveries of sending mailings (NaN: the database did not answer).',
    registers,
    async collect() {
      try {
        this.set(await mailQueueDepth());
      } catch (e) {
        // The other metrics still go out; the gap shows as NaN rather than a stale figure.
        app.log.warn({ err: e }, 'metrics: counting the mail queue failed');
        this.set(Number.NaN);
      }
    },
  });

  const jobFailures = new Counter({
    name: 'foyer_job_failures_total',
    help: 'Jobs that failed (each attempt), by queue.',
    labelNames: ['queue'] as const,
    registers,
  });

  app.decorate('metrics', {
    jobFailed: (queue) => jobFailures.inc({ queue }),
    watchRealtime(io) {
      realtime = io;
      onRoomEmit(io, (event) => deliveries.inc({ event }));
    },
  } satisfies AppMetrics);

  app.get('/metrics', hidden, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isBearer(request.headers.authorization, token))
      return reply.status(401).header('www-authenticate', 'Bearer').send();
    const body = await registry.metrics();
    return reply.type(registry.contentType).send(body);
  });
});
