/**
 * Small helpers shared by the benchmarks: a timed request loop with bounded count and concurrency,
 * percentiles, and a PostgreSQL database of the run's own.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plan } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildAppOptions, buildApp } from '../packages/server/src/app.js';
import { type Db, type OpenDbOptions, openDb } from '../packages/server/src/db/client.js';
import { seedTemplateAssets } from '../packages/server/src/modules/assets/assets.templates.js';
import { createCompleteAccount } from '../packages/server/src/modules/signup/signup.service.js';
import { createLocalStorage } from '../packages/server/src/platform/storage/local.js';
import { scaleRateLimits } from '../packages/server/src/plugins/rate-limit.js';
import type { LoadReport, LoadRequest, Target } from './public-pages-load.js';

export type Figures = { requests: number; seconds: number; perSecond: number; p50: number; p99: number };

export async function hammer(
  total: number,
  concurrency: number,
  once: (i: number) => Promise<void>,
): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      await once(i);
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { requests: total, seconds, perSecond: total / seconds, p50: at(0.5), p99: at(0.99) };
}

export function print(name: string, f: Figures) {
  console.log(
    `${name.padEnd(34)} ${f.requests} requests in ${f.seconds.toFixed(2)} s: ${f.perSecond.toFixed(0)}/s, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms`,
  );
}

/** One figure of a budget (issue 20): what `npm run bench` gathers into its closing table. */
export type BudgetFigure = {
  /** The budget's id, e.g. `P3`. */
  id: string;
  /** What is measured, e.g. `registrations/s on PostgreSQL`. */
  name: string;
  /** The figure as people read it, e.g. `1,240` or `0.62 ×`. */
  value: string;
  /** The budget as people read it, e.g. `≥ 1,000`; `—` where the figure has none. */
  budget: string;
  /** Whether the figure meets its budget; `null` where it has none. */
  ok: boolean | null;
  /** What else a reader needs to weigh it (baseline, database, latencies). */
  detail?: string;
};

/**
 * Prints one budget line (`P3 registrations/s on PostgreSQL 1,240 — budget ≥ 1,000 — ok (…)`) and,
 * under `npm run bench`, hands it to the runner's closing table (a JSON line in BENCH_FIGURES).
 */
export function reportFigure(figure: BudgetFigure) {
  const verdict = figure.ok === null ? '' : ` — ${figure.ok ? 'ok' : 'MISSED'}`;
  const detail = figure.detail ? ` (${figure.detail})` : '';
  console.log(`${figure.id} ${figure.name} ${figure.value} — budget ${figure.budget}${verdict}${detail}`);
  const file = process.env.BENCH_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

/** The value at quantile `q` (0–1) of ascending `sorted`; NaN when empty. */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** The median of `values` (NaN when empty). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Samples this process's CPU while `body` runs when `folder` is set (a bench's BENCH_CPU_PROF);
 * writes `${name}.cpuprofile` there, for Chrome's DevTools or speedscope.
 */
export async function profiled<T>(
  folder: string | undefined,
  name: string,
  body: () => Promise<T>,
): Promise<T> {
  if (!folder) return body();
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (err, answer) => (err ? reject(err) : resolve(answer))),
    );
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 100 });
  await post('Profiler.start');
  try {
    return await body();
  } finally {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** The load process of the closed-loop HTTP benches (bench/public-pages-load.ts), forked. */
export type HttpLoad = ReturnType<typeof forkLoad<LoadRequest, LoadReport>>;

/** Forks bench/public-pages-load.ts. */
export function forkHttpLoad(): HttpLoad {
  return forkLoad<LoadRequest, LoadReport>(fileURLToPath(new URL('./public-pages-load.ts', import.meta.url)));
}

/** One side's figures over a run: requests/s, latency percentiles in ms, this process's CPU per request in µs. */
export type Measured = { perSecond: number; p50: number; p99: number; cpuUs: number };

/** The median of each figure over the rounds. */
export const medianOf = (rounds: Measured[]): Measured => ({
  perSecond: median(rounds.map((r) => r.perSecond)),
  p50: median(rounds.map((r) => r.p50)),
  p99: median(rounds.map((r) => r.p99)),
  cpuUs: median(rounds.map((r) => r.cpuUs)),
});

/**
 * The alternating rounds of the closed-loop HTTP benches, from the environment: BENCH_REQUESTS
 * (10,000) per side and round, BENCH_ROUNDS (5), BENCH_WARMUP (3,000), BENCH_CONCURRENCY (16), and
 * BENCH_CPU_PROF (a folder for CPU profiles of the app's rounds).
 */
export const HTTP_ROUNDS = {
  requests: Number(process.env.BENCH_REQUESTS ?? 10_000),
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  warmup: Number(process.env.BENCH_WARMUP ?? 3_000),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 16),
  cpuProf: process.env.BENCH_CPU_PROF,
};

export type Rounds = {
  requests: number;
  rounds: number;
  warmup: number;
  concurrency: number;
  /** The status every answer of both sides must have. */
  status: number;
  /** Folder of a CPU profile of this process over each of the app's rounds (BENCH_CPU_PROF), and its file names' stem. */
  cpuProf?: { folder: string | undefined; name: string };
};

/**
 * Warms both sides up, then runs `app` and `baseline` through `load` in `rounds` alternating rounds
 * (what else the machine does weighs on both sides alike). Answers the median of the rounds' ratios
 * of the app's requests/s to the baseline's, and each side's median figures, with the CPU of this
 * process (where both servers run, one at a time) per request.
 */
export async function alternateRounds(
  load: HttpLoad,
  app: Target,
  baseline: Target,
  options: Rounds,
): Promise<{ ratio: number; app: Measured; baseline: Measured }> {
  const { requests, rounds, warmup, concurrency, status, cpuProf } = options;
  const run = async (target: Target, count: number): Promise<Measured> => {
    const cpu = process.cpuUsage();
    const ran = await load.ask({ type: 'run', target, requests: count, concurrency, status }, 'ran');
    const used = process.cpuUsage(cpu);
    return { perSecond: ran.perSecond, p50: ran.p50, p99: ran.p99, cpuUs: (used.user + used.system) / count };
  };
  await run(app, warmup);
  await run(baseline, warmup);
  const apps: Measured[] = [];
  const baselines: Measured[] = [];
  for (let round = 0; round < rounds; round++) {
    apps.push(
      await profiled(cpuProf?.folder, `${cpuProf?.name ?? 'app'}-${round + 1}`, () => run(app, requests)),
    );
    baselines.push(await run(baseline, requests));
  }
  return {
    ratio: median(apps.map((a, i) => a.perSecond / baselines[i]!.perSecond)),
    app: medianOf(apps),
    baseline: medianOf(baselines),
  };
}

/** A rate as people read it: `12,345`. */
export const rate = (n: number) => Math.round(n).toLocaleString('en');

/** `url` pointing at database `name`. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `body` on a new PostgreSQL database next to DATABASE_URL's and drops it afterwards. */
export async function onOwnPgDatabase(url: string, body: (databaseUrl: string) => Promise<void>) {
  const name = `foyer_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    try {
      await body(withDatabase(url, name));
    } finally {
      // pool.end() resolves before its connections are gone; FORCE would kill them mid-goodbye.
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

type Answer<T> = { success: boolean; errorKey?: string; results: T };

/**
 * A JSON client of the API at `base()` (read at each call: a restarted server may have a new port);
 * answers a call's results, throws on an error envelope.
 */
export function apiOf(base: () => string) {
  return async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${base()}/api/v1/${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authToken: token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as Answer<T>;
    if (!answer.success)
      throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
    return answer.results;
  };
}

/**
 * A load process of its own (`file`, run with tsx), driven request by request over IPC: `ask` sends
 * a request and resolves with the report of type `answer` (rejects on another report or its exit).
 */
export function forkLoad<Request, Report extends { type: string; message?: string }>(file: string) {
  const child = fork(file, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    ask<T extends Report['type']>(request: Request, answer: T): Promise<Extract<Report, { type: T }>> {
      return new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the load process exited with ${code}`));
        child.once('exit', onExit);
        child.once('message', (report: Report) => {
          child.off('exit', onExit);
          if (report.type === answer) resolve(report as Extract<Report, { type: T }>);
          else reject(new Error(`load process: ${report.type === 'error' ? report.message : report.type}`));
        });
        child.send(request as object);
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
    },
  };
}

/**
 * The product's app on `options` (migrated, template assets seeded, rate limits lifted) listening on
 * a loopback port, for a bench that drives it over HTTP; `close` stops the app and the database.
 */
export async function listeningApp(
  options: OpenDbOptions,
  dir: string,
  extra: Partial<BuildAppOptions> = {},
): Promise<{ db: Db; app: FastifyInstance; address: string; close: () => Promise<void> }> {
  const database = await openDb(options);
  await database.migrate();
  const storage = createLocalStorage(join(dir, 'uploads'));
  const spoolDir = join(dir, 'spool');
  await seedTemplateAssets({ db: database.db, storage, spoolDir });
  const app = await buildApp({
    db: database.db,
    publicUrl: 'http://localhost',
    devMailbox: false,
    // Lifts the per-address limits of the routes and those of their keyed limiters alike.
    rateLimits: scaleRateLimits(100_000),
    storage,
    spoolDir,
    ...extra,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    db: database.db,
    app,
    address,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A complete organiser account of `plan` made on the app of `listeningApp` (its `db`, listening at
 * `address`), logged in over the API; its auth token.
 */
export async function benchOrganiser(db: Db, address: string, plan: Plan = 'business'): Promise<string> {
  const email = `bench.${Date.now()}.${randomBytes(3).toString('hex')}@analytical-engines.example`;
  const password = 'Bench-2026!';
  await createCompleteAccount(
    { db, publicUrl: address },
    { email, password, firstName: 'Bench', lastName: 'Mark', company: 'Foyer', plan },
  );
  return (await apiOf(() => address)<{ authToken: string }>('POST', 'auth/login', { email, password }))
    .authToken;
}
