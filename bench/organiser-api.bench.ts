/**
 * P1 (issue 20): the organiser's authenticated `GET events` (the events list, an account with 10
 * events) on PostgreSQL, against a bare Fastify server (the server's fastify) with one route that
 * reads one row by primary key with a prepared `pg` query from a pg Pool on the same database and
 * answers it as JSON: the least an authenticated API call on the database costs. The same load
 * process (bench/public-pages-load.ts: undici, one keep-alive pool, BENCH_CONCURRENCY (16)
 * connections with one request in flight each) drives both, BENCH_ROUNDS (5) alternating rounds of
 * BENCH_REQUESTS (10,000) per side after BENCH_WARMUP (3,000). Prints the median of the rounds'
 * ratios of the app's requests/s to the bare server's, each side's latencies and the server's CPU per
 * request. Needs DATABASE_URL (a database of its own next to it, dropped afterwards). The app and the
 * bare server run in this process, one at a time; the load in its own.
 * BENCH_CPU_PROF=<folder> writes a V8 CPU profile of this process over each of the app's rounds there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLAN_QUOTAS } from '@foyer/shared';
import Fastify from 'fastify';
import pg from 'pg';
import {
  HTTP_ROUNDS,
  alternateRounds,
  apiOf,
  benchOrganiser,
  forkHttpLoad,
  listeningApp,
  onOwnPgDatabase,
  rate,
  reportFigure,
} from './lib.js';

const {
  requests: REQUESTS,
  rounds: ROUNDS,
  warmup: WARMUP,
  concurrency: CONCURRENCY,
  cpuProf: CPU_PROF,
} = HTTP_ROUNDS;
const EVENTS = 10;
const BUDGET = 0.6;

/** What the organiser app's API client sends. */
const JSON_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', language: 'en' };

/**
 * The baseline: a bare Fastify server on a loopback port of its own whose one route reads one event
 * row by primary key with a prepared statement from a pg Pool (as large as the app's) and answers
 * it in the API's envelope.
 */
async function bareServer(databaseUrl: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/events/:id', async (request) => {
    const { rows } = await pool.query({
      name: 'bench-event-by-id',
      text: 'SELECT * FROM events WHERE id = $1',
      values: [request.params.id],
    });
    return { success: true, results: { event: rows[0] ?? null } };
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

/** Sets up an account with EVENTS events on its own database, measures, prints. */
async function measure(databaseUrl: string, dir: string) {
  const { db, address, close } = await listeningApp({ databaseUrl }, dir);
  const load = forkHttpLoad();
  let bare: Awaited<ReturnType<typeof bareServer>> | undefined;
  try {
    const call = apiOf(() => address);
    const authToken = await benchOrganiser(db, address);
    // No plan keeps more than 6 editable events (spec §6); the app runs in this process, so its
    // quota is lifted while the events are made through the API and put back before measuring.
    const quota = PLAN_QUOTAS.business;
    const editable = quota.editableEvents;
    const ids: string[] = [];
    quota.editableEvents = EVENTS;
    try {
      for (let n = 0; n < EVENTS; n++) {
        const { eventId } = await call<{ eventId: string }>(
          'POST',
          'events/conference',
          { name: `Bench conference ${n + 1}` },
          authToken,
        );
        ids.push(eventId);
      }
    } finally {
      quota.editableEvents = editable;
    }
    const { events } = await call<{ events: unknown[] }>('GET', 'events', undefined, authToken);
    if (events.length !== EVENTS)
      throw new Error(`GET events answered ${events.length} events, not ${EVENTS}`);

    bare = await bareServer(databaseUrl);
    const app = { origin: address, path: '/api/v1/events', headers: { ...JSON_HEADERS, authToken } };
    const baseline = { origin: bare.origin, path: `/events/${ids[0]}`, headers: JSON_HEADERS };
    const { answer } = await load.ask({ type: 'capture', target: app }, 'captured');
    const bytes = Buffer.from(answer.body, 'base64').length;
    const {
      ratio,
      app: own,
      baseline: base,
    } = await alternateRounds(load, app, baseline, {
      requests: REQUESTS,
      rounds: ROUNDS,
      warmup: WARMUP,
      concurrency: CONCURRENCY,
      status: 200,
      cpuProf: { folder: CPU_PROF, name: 'organiser-events' },
    });
    reportFigure({
      id: 'P1',
      name: `GET events, ${EVENTS} events, authenticated (postgresql)`,
      value: `${ratio.toFixed(2)} ×`,
      budget: `≥ ${BUDGET} × bare Fastify + pg`,
      ok: ratio >= BUDGET,
      detail: `${rate(own.perSecond)}/s vs ${rate(base.perSecond)}/s; p50 ${own.p50.toFixed(1)} vs ${base.p50.toFixed(1)} ms, p99 ${own.p99.toFixed(1)} vs ${base.p99.toFixed(1)} ms; server CPU ${own.cpuUs.toFixed(0)} vs ${base.cpuUs.toFixed(0)} µs/request; ${bytes} B`,
    });
  } finally {
    await load.ask({ type: 'close' }, 'closed').catch(() => undefined);
    await load.stop();
    await bare?.close();
    await close();
  }
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.log(
    'P1 GET events — skipped: set DATABASE_URL to a PostgreSQL server (the budget is on PostgreSQL)',
  );
} else {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-'));
  try {
    console.log(`${ROUNDS} rounds of ${REQUESTS} requests per side, concurrency ${CONCURRENCY}`);
    await onOwnPgDatabase(url, (databaseUrl) => measure(databaseUrl, join(dir, 'pg-files')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
