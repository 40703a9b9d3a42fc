/**
 * Real time in the venue (budget P4 of issue 20): BENCH_RT_VISITORS (10,000) visitors of one open
 * event, all in one chat, connected over socket.io (websocket) from a load process of their own
 * (bench/realtime-load.ts) to real server processes. A few senders post timestamped messages at a
 * steady pace; every client records how long each took to reach it (fan-out latency p50/p99).
 *
 * The baseline, in the same run: a bare socket.io server (bench/realtime-bare-server.ts: the same
 * socket.io, a plain `io.to(room).emit` of a message of the same shape, no database), started as
 * a process the same way, with the same number of clients in an identical load process of its own
 * (one process cannot hold both sides: 20,000 open files at most here). App and baseline take turns
 * in rounds of BENCH_RT_MESSAGES messages (ABBA order, BENCH_RT_ROUNDS rounds each); a figure is
 * the median over rounds of the app's p99 over the baseline's p99 of the round beside it.
 *
 * - P4a one node (on PGlite, or PostgreSQL with DATABASE_URL) ≤ 1.1 × the bare server.
 * - P4b two nodes through Redis (half the visitors on each, the senders on node A) ≤ 1.3 × the same
 *   bare one-node server: the budget's margin over P4a is the price of the Redis hop. Beside it,
 *   without a budget, against bare socket.io on two nodes through the same Redis adapter (the app's
 *   own overhead, without the topology's). Only with DATABASE_URL and REDIS_URL, on one database of
 *   the run's own (dropped afterwards) and random REDIS_PREFIXes (their keys deleted afterwards).
 * - P4c the longest event-loop delay of one server node (monitorEventLoopDelay, preloaded by
 *   bench/realtime-probe.mjs) while it fans BENCH_RT_BIG_MESSAGES messages out to one chat of
 *   BENCH_RT_BIG_VISITORS (50,000) ≤ 50 ms; and the longest its main thread ran on a core between
 *   two 1 ms ticks (the same, net of the time a busy machine keeps the process off its core, which
 *   the histogram counts); the bare server's beside them. A process may hold only as many sockets
 *   as its open-file limit allows: beyond it the chat is cut to that, and the figure says so.
 *
 * Also the connect time and the server's resident memory per connection (RSS after connecting minus
 * before). Participants and visitor sessions are inserted directly, not registered over HTTP. With
 * BENCH_RT_CPU_PROF naming a folder, every server process writes its CPU profile there.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAT_RATE } from '@foyer/shared';
import { eq } from 'drizzle-orm';
import { createClient } from 'redis';
import { buildApp } from '../packages/server/src/app.js';
import { type OpenDbOptions, openDb } from '../packages/server/src/db/client.js';
import { events, participants, visitorSessions } from '../packages/server/src/db/schema/index.js';
import { seedTemplateAssets } from '../packages/server/src/modules/assets/assets.templates.js';
import { createCompleteAccount } from '../packages/server/src/modules/signup/signup.service.js';
import { hashToken, newToken } from '../packages/server/src/platform/tokens.js';
import { createLocalStorage } from '../packages/server/src/platform/storage/local.js';
import { forkLoad, onOwnPgDatabase, reportFigure } from './lib.js';
import type { LoadReport, LoadRequest, Spread, Visitor } from './realtime-load.js';
import { type BenchServer, startServer } from './server-process.js';

const VISITORS = Number(process.env.BENCH_RT_VISITORS ?? 10_000);
/** Messages per round, and rounds per side in each comparison. */
const MESSAGES = Number(process.env.BENCH_RT_MESSAGES ?? 2);
const ROUNDS = Number(process.env.BENCH_RT_ROUNDS ?? 20);
/** Messages per second, all senders together. */
const PER_SECOND = Number(process.env.BENCH_RT_RATE ?? 1);
/** P4c: the big chat, its messages and their pace (slower: each reaches every client of one load process). */
const BIG_VISITORS = Number(process.env.BENCH_RT_BIG_VISITORS ?? 50_000);
const BIG_MESSAGES = Number(process.env.BENCH_RT_BIG_MESSAGES ?? 6);
const BIG_PER_SECOND = Number(process.env.BENCH_RT_BIG_RATE ?? 0.5);
/** Connections opened at once by the load process. */
const BATCH = Number(process.env.BENCH_RT_BATCH ?? 100);
/** Enough senders that none comes near CHAT_RATE (two messages of margin per window). */
const sendersFor = (perSecond: number) =>
  Math.ceil(((CHAT_RATE.windowMs / 1000) * perSecond) / (CHAT_RATE.messages - 2));
const SENDERS = sendersFor(PER_SECOND);
const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

/** Open files a process may hold (RLIMIT_NOFILE, soft): every socket is one, on both ends. */
function openFileLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1];
  return soft && /^\d+$/.test(soft) ? Number(soft) : Number.POSITIVE_INFINITY;
}
/** Sockets one process may hold, leaving room for its other files (database pool, Redis, logs). */
const SOCKETS_MAX = openFileLimit() - 300;

type Venue = { pageCode: string; chatId: string; tokens: string[] };

/**
 * On the database of `options`: an organiser (business plan) with an open conference event holding
 * one chat, and `visitors` participants each with a visitor session. Closes the database after.
 */
async function prepare(options: OpenDbOptions, filesDir: string, visitors: number): Promise<Venue> {
  const started = performance.now();
  const database = await openDb(options);
  try {
    await database.migrate();
    const storage = createLocalStorage(join(filesDir, 'uploads'));
    const spoolDir = join(filesDir, 'spool');
    await seedTemplateAssets({ db: database.db, storage, spoolDir });
    const app = await buildApp({
      db: database.db,
      publicUrl: 'http://localhost',
      devMailbox: false,
      storage,
      spoolDir,
    });
    try {
      const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: object, token?: string) => {
        const res = await app.inject({
          method,
          url: `/api/v1/${path}`,
          payload: body,
          headers: token ? { authToken: token } : {},
        });
        const answer = res.json() as { success: boolean; results: T };
        if (!answer.success) throw new Error(`${method} ${path} answered ${res.statusCode}: ${res.body}`);
        return answer.results;
      };
      const email = `bench.${randomBytes(4).toString('hex')}@analytical-engines.example`;
      const password = 'Bench-2026!';
      await createCompleteAccount(
        { db: database.db, publicUrl: 'http://localhost' },
        { email, password, firstName: 'Bench', lastName: 'Mark', company: 'Foyer', plan: 'business' },
      );
      const { authToken } = await call<{ authToken: string }>('POST', 'auth/login', { email, password });
      const { eventId } = await call<{ eventId: string }>(
        'POST',
        'events/conference',
        { name: 'Realtime bench' },
        authToken,
      );
      const { element } = await call<{ element: { id: string } }>(
        'POST',
        `events/${eventId}/elements`,
        { parentId: null, element: { kind: 'EVENT_CHAT', title: 'Auditorium chat' } },
        authToken,
      );
      const [draft] = await database.db.select().from(events).where(eq(events.id, eventId));
      await call('PUT', `events/${eventId}/settings`, { version: draft!.version, open: true }, authToken);
      const [event] = await database.db.select().from(events).where(eq(events.id, eventId));

      const tokens: string[] = [];
      for (let from = 0; from < visitors; from += 500) {
        const count = Math.min(500, visitors - from);
        const rows = await database.db
          .insert(participants)
          .values(
            Array.from({ length: count }, (_, i) => ({
              eventId,
              tenantId: event!.tenantId,
              email: `visitor-${from + i}@bench.example`,
              firstName: 'Visitor',
              lastName: String(from + i),
              confirmed: true,
              confirmedAt: new Date(),
            })),
          )
          .returning({ id: participants.id });
        const batch = rows.map(() => newToken());
        await database.db
          .insert(visitorSessions)
          .values(
            rows.map((row, i) => ({ participantId: row.id, eventId, tokenHash: hashToken(batch[i]!) })),
          );
        tokens.push(...batch);
      }
      console.log(
        `  (${visitors} participants and visitor sessions inserted in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      return { pageCode: event!.pageCode, chatId: element.id, tokens };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));
const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-rt-'));
const probeDir = join(dir, 'probe');
mkdirSync(probeDir);
/** Every server process, app or bare, carries the probe: the same small cost on both sides. */
const probeEnv = {
  NODE_OPTIONS: `--import ${join(here, 'realtime-probe.mjs')}`,
  BENCH_RT_PROBE_DIR: probeDir,
};

/** A server process as the comparison needs it: where it listens, and how it ends. */
type Node = Pick<BenchServer, 'url' | 'child' | 'stop'>;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The bare server (realtime-bare-server.ts) in a process of its own, started as startServer starts apps. */
async function startBare(env: Record<string, string | undefined> = {}): Promise<Node> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(here, 'realtime-bare-server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
        ...probeEnv,
        ...env,
      } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bare server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('bare server did not start in 60 s');
    await sleep(200);
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** From the probe: delay histogram, longest main-thread run between two 1 ms ticks, longest GC. */
type LoopDelay = { max: number; p99: number; p50: number; count: number; busyMax: number; gcMax: number };

/** The event-loop delay of `node` since the previous call (the probe resets it), in ms. */
async function loopDelay(node: Node): Promise<LoopDelay> {
  const file = join(probeDir, `loop-${node.child.pid}.json`);
  rmSync(file, { force: true });
  node.child.kill('SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(file); i++) await sleep(20);
  return JSON.parse(readFileSync(file, 'utf8')) as LoopDelay;
}

/** The forked load process, driven request by request. */
function startLoad() {
  return forkLoad<LoadRequest, LoadReport>(join(here, 'realtime-load.ts'));
}

const ms = (s: Spread) =>
  `p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(0)} ms`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Time `node` has waited for a core so far, in ms (/proc schedstat: contention, not its own work). */
function runQueueWait(node: Node): number {
  try {
    return Number(readFileSync(`/proc/${node.child.pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

type Round = Extract<LoadReport, { type: 'sent' }> & { serverLoop: LoopDelay[]; serverWait: number[] };

/** One side of a comparison: its server nodes and a load process whose clients are connected to them. */
type Side = {
  label: string;
  nodes: Node[];
  load: ReturnType<typeof startLoad>;
  visitors: number;
  close(): Promise<void>;
};

/**
 * Connects `tokens` visitors of `pageCode` to `nodes` (split evenly, in order) from a load process
 * of their own, each joining `chatId`; prints the connect time and, for app nodes, their memory.
 */
async function connectSide(
  label: string,
  nodes: Node[],
  pageCode: string,
  tokens: string[],
  chatId: string,
): Promise<Side> {
  const perNode = Math.ceil(tokens.length / nodes.length);
  const visitors: Visitor[] = tokens.map((visitorToken, i) => {
    const node = Math.floor(i / perNode);
    return { url: nodes[node]!.url, pageCode, visitorToken, node };
  });
  const load = startLoad();
  try {
    await sleep(1000);
    const rss = (n: Node) => ('rssMiB' in n ? (n as BenchServer).rssMiB() : Number.NaN);
    const before = nodes.map(rss);
    const connected = await load.ask({ type: 'connect', visitors, chatId, batch: BATCH }, 'connected');
    await sleep(2000);
    const after = nodes.map(rss);
    console.log(`${label}:`);
    console.log(
      `  connect + chat:join   ${visitors.length} in ${connected.seconds.toFixed(1)} s (${(visitors.length / connected.seconds).toFixed(0)}/s, batches of ${BATCH}), per connection ${ms(connected.perConnection)}`,
    );
    nodes.forEach((_, n) => {
      if (Number.isNaN(before[n])) return;
      const count = visitors.filter((v) => v.node === n).length;
      const kib = ((after[n]! - before[n]!) * 1024) / count;
      console.log(
        `  memory node ${'AB'[n]}         RSS ${before[n]!.toFixed(0)} → ${after[n]!.toFixed(0)} MiB: ${kib.toFixed(1)} KiB per connection (${count})`,
      );
    });
  } catch (e) {
    await load.stop();
    throw e;
  }
  return {
    label,
    nodes,
    load,
    visitors: visitors.length,
    async close() {
      await load.ask({ type: 'close' }, 'closed').catch(() => undefined);
      await load.stop();
    },
  };
}

/** A round of `side`: `messages` at `perSecond`; throws when a message was refused or a delivery missing. */
async function round(side: Side, messages: number, perSecond: number): Promise<Round> {
  await Promise.all(side.nodes.map(loopDelay));
  const waited = side.nodes.map(runQueueWait);
  const senders = sendersFor(perSecond);
  const sent = await side.load.ask({ type: 'send', senders, messages, perSecond }, 'sent');
  const serverLoop = await Promise.all(side.nodes.map(loopDelay));
  const serverWait = side.nodes.map((n, i) => runQueueWait(n) - waited[i]!);
  if (sent.rateLimited || sent.failed || sent.delivered < sent.expected)
    throw new Error(
      `${side.label}: ${sent.rateLimited} messages rate-limited, ${sent.failed} failed, ${sent.expected - sent.delivered} deliveries missing`,
    );
  return { ...sent, serverLoop, serverWait };
}

/** A baseline of a comparison and the figure it gives (ceiling null: a figure without a budget). */
type Baseline = { side: Side; name: string; ceiling: number | null; budget: string };

/**
 * ROUNDS rounds of the app and of each baseline in turn (ABBA: drift over the run weighs on all
 * alike) and a figure per baseline: the median over rounds of app p99 / that baseline's p99.
 */
async function compare(app: Side, baselines: Baseline[]) {
  const runs: Round[][] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const sides = [app, ...baselines.map((b) => b.side)];
    const order = r % 2 === 0 ? sides : [...sides].reverse();
    const rounds = new Map<Side, Round>();
    for (const side of order) {
      rounds.set(side, await round(side, MESSAGES, PER_SECOND));
      await sleep(500);
    }
    runs.push(sides.map((side) => rounds.get(side)!));
    console.log(
      `  round ${r + 1}: ${sides.map((side) => `${side.label} ${ms(rounds.get(side)!.latency)}`).join('; ')}`,
    );
  }
  const apps = runs.map((run) => run[0]!);
  if (app.nodes.length > 1)
    console.log(
      `  by node (last round): ${apps
        .at(-1)!
        .byNode.map((s, n) => `${'AB'[n]} ${ms(s)}`)
        .join('; ')}`,
    );
  const of = (rounds: Round[], q: 'p50' | 'p99') => median(rounds.map((r) => r.latency[q])).toFixed(1);
  const loop = (rounds: Round[], field: 'max' | 'busyMax') =>
    Math.max(...rounds.flatMap((r) => r.serverLoop.map((l) => l[field]))).toFixed(0);
  const ack = (rounds: Round[]) => median(rounds.map((r) => r.ack.p50)).toFixed(1);
  const about = (rounds: Round[]) =>
    `p50 ${of(rounds, 'p50')} ms, p99 ${of(rounds, 'p99')} ms, send → ack p50 ${ack(rounds)} ms, server event-loop delay max ${loop(rounds, 'max')} ms (${loop(rounds, 'busyMax')} ms on CPU)`;
  baselines.forEach((baseline, b) => {
    const bares = runs.map((run) => run[b + 1]!);
    const ratios = apps.map((a, r) => a.latency.p99 / bares[r]!.latency.p99);
    const ratio = median(ratios);
    const loadLag = Math.max(...[...apps, ...bares].map((r) => r.loadLagMax));
    reportFigure({
      id: 'P4',
      name: baseline.name,
      value: `${ratio.toFixed(2)} ×`,
      budget: baseline.budget,
      ok: baseline.ceiling === null ? null : ratio <= baseline.ceiling,
      detail: `app ${about(apps)}; ${baseline.side.label} ${about(bares)}; medians of ${ROUNDS} rounds of ${MESSAGES} messages to ${app.visitors} clients each; p99 ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}; load process lag max ${loadLag.toFixed(0)} ms`,
    });
  });
}

/** Where the app's data lives: PGlite (a folder per venue) or the run's own PostgreSQL database. */
type Store = { label: string; databaseUrl?: string };
let venues = 0;

/** A venue of `visitors` on `store` and `nodes` app servers on it (more than one: through Redis). */
async function startApp(store: Store, visitors: number, nodes: number, redisUrl?: string) {
  const files = join(dir, `venue-${++venues}`);
  if (!store.databaseUrl) {
    const venue = await prepare({ pgliteDir: join(files, 'pglite') }, files, visitors);
    const server = await startServer({ REDIS_URL: undefined, ...probeEnv }, { dataDir: files });
    return { venue, servers: [server], stop: () => server.stop() };
  }
  const venue = await prepare({ databaseUrl: store.databaseUrl }, files, visitors);
  if (nodes === 1) {
    const server = await startServer({ DATABASE_URL: store.databaseUrl, REDIS_URL: undefined, ...probeEnv });
    return { venue, servers: [server], stop: () => server.stop() };
  }
  const prefix = `foyer-bench-${randomBytes(4).toString('hex')}`;
  const env = { DATABASE_URL: store.databaseUrl, REDIS_URL: redisUrl, REDIS_PREFIX: prefix, ...probeEnv };
  const servers: BenchServer[] = [];
  for (let n = 0; n < nodes; n++) servers.push(await startServer(env));
  return {
    venue,
    servers,
    async stop() {
      await Promise.all(servers.map((s) => s.stop()));
      await dropKeys(redisUrl!, prefix);
    },
  };
}

/** Deletes the Redis keys under `prefix`. */
async function dropKeys(redisUrl: string, prefix: string) {
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 }))
    if (keys.length) await redis.del(keys);
  await redis.close();
}

const bareTokens = (count: number) => Array.from({ length: count }, (_, i) => `bare-${i}`);

/** P4a and P4b: the app's fan-out against the bare server's, VISITORS clients on each side. */
async function fanOut(store: Store, redisUrl: string | undefined) {
  const bareNode = await startBare();
  const bare = await connectSide('bare, one node', [bareNode], 'bare', bareTokens(VISITORS), 'bare');
  try {
    const one = await startApp(store, VISITORS, 1);
    try {
      const app = await connectSide(
        `app, one node, ${store.label}`,
        one.servers,
        one.venue.pageCode,
        one.venue.tokens,
        one.venue.chatId,
      );
      try {
        await compare(app, [
          {
            side: bare,
            name: `chat fan-out p99, ${VISITORS.toLocaleString('en')} visitors, one node (${store.label})`,
            ceiling: 1.1,
            budget: '≤ 1.1 × bare socket.io',
          },
        ]);
      } finally {
        await app.close();
      }
    } finally {
      await one.stop();
    }
    if (!store.databaseUrl || !redisUrl) {
      console.log('two nodes through Redis: skipped (set both DATABASE_URL and REDIS_URL to run it)');
      return;
    }
    const two = await startApp(store, VISITORS, 2, redisUrl);
    // Beside the budget's baseline, bare socket.io as the app runs here: two nodes, the same adapter.
    const prefix = `foyer-bench-bare-${randomBytes(4).toString('hex')}`;
    const bareEnv = { REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
    const bareNodes = [await startBare(bareEnv), await startBare(bareEnv)];
    try {
      const app = await connectSide(
        `app, two nodes, ${store.label}`,
        two.servers,
        two.venue.pageCode,
        two.venue.tokens,
        two.venue.chatId,
      );
      const bare2 = await connectSide('bare, two nodes', bareNodes, 'bare', bareTokens(VISITORS), 'bare');
      try {
        await compare(app, [
          {
            side: bare,
            name: `chat fan-out p99, ${VISITORS.toLocaleString('en')} visitors, two nodes through Redis (${store.label})`,
            ceiling: 1.3,
            budget: '≤ 1.3 × bare socket.io (one node)',
          },
          {
            side: bare2,
            name: `chat fan-out p99, ${VISITORS.toLocaleString('en')} visitors, two nodes through Redis, against bare two nodes`,
            ceiling: null,
            budget: '— (bare socket.io, two nodes, same Redis adapter)',
          },
        ]);
      } finally {
        await app.close();
        await bare2.close();
      }
    } finally {
      await two.stop();
      await Promise.all(bareNodes.map((n) => n.stop()));
      await dropKeys(redisUrl, prefix);
    }
  } finally {
    await bare.close();
    await bareNode.stop();
  }
}

/** P4c: the event-loop delay of one node fanning messages out to the big chat, and the bare server's. */
async function bigChat(store: Store) {
  const visitors = Math.min(BIG_VISITORS, SOCKETS_MAX);
  const cut =
    visitors < BIG_VISITORS
      ? `; cut from ${BIG_VISITORS.toLocaleString('en')}: ${(SOCKETS_MAX + 300).toLocaleString('en')} open files per process here`
      : '';
  const measureSide = async (
    label: string,
    nodes: Node[],
    pageCode: string,
    tokens: string[],
    chatId: string,
  ) => {
    const side = await connectSide(label, nodes, pageCode, tokens, chatId);
    try {
      const r = await round(side, BIG_MESSAGES, BIG_PER_SECOND);
      const loop = r.serverLoop[0]!;
      console.log(
        `  fan-out latency       ${ms(r.latency)}; server event-loop delay max ${loop.max.toFixed(1)} ms, p99 ${loop.p99.toFixed(1)} ms, longest on CPU ${loop.busyMax.toFixed(1)} ms, longest GC ${loop.gcMax.toFixed(1)} ms; server waited for a core ${r.serverWait[0]!.toFixed(0)} ms in ${r.sendSeconds.toFixed(0)} s; load process lag max ${r.loadLagMax.toFixed(0)} ms`,
      );
      return { round: r, loop };
    } finally {
      await side.close();
    }
  };
  const big = await startApp(store, visitors, 1);
  let app: Awaited<ReturnType<typeof measureSide>>;
  try {
    app = await measureSide(
      `big chat: app, one node, ${store.label}`,
      big.servers,
      big.venue.pageCode,
      big.venue.tokens,
      big.venue.chatId,
    );
  } finally {
    await big.stop();
  }
  const bareNode = await startBare();
  let bare: Awaited<ReturnType<typeof measureSide>>;
  try {
    bare = await measureSide('big chat: bare socket.io', [bareNode], 'bare', bareTokens(visitors), 'bare');
  } finally {
    await bareNode.stop();
  }
  const context = `${BIG_MESSAGES} messages at ${BIG_PER_SECOND}/s; fan-out p50/p99 app ${app.round.latency.p50.toFixed(0)}/${app.round.latency.p99.toFixed(0)} ms, bare ${bare.round.latency.p50.toFixed(0)}/${bare.round.latency.p99.toFixed(0)} ms${cut}`;
  reportFigure({
    id: 'P4',
    name: `event-loop delay max during chat fan-out, ${visitors.toLocaleString('en')} visitors, one node`,
    value: `${app.loop.max.toFixed(1)} ms`,
    budget: '≤ 50 ms',
    ok: app.loop.max <= 50,
    detail: `p99 ${app.loop.p99.toFixed(1)} ms; the server waited ${app.round.serverWait[0]!.toFixed(0)} ms for a core in the ${app.round.sendSeconds.toFixed(0)} s of sending; bare socket.io max ${bare.loop.max.toFixed(1)} ms, p99 ${bare.loop.p99.toFixed(1)} ms; ${context}`,
  });
  // The histogram counts the time a busy machine keeps the process off its core; this is what the
  // process itself held the loop for.
  reportFigure({
    id: 'P4',
    name: `longest event-loop task on CPU during chat fan-out, ${visitors.toLocaleString('en')} visitors, one node`,
    value: `${app.loop.busyMax.toFixed(1)} ms`,
    budget: '≤ 50 ms',
    ok: app.loop.busyMax <= 50,
    detail: `main thread's CPU time between two 1 ms ticks (/proc schedstat); longest GC ${app.loop.gcMax.toFixed(1)} ms; bare socket.io ${bare.loop.busyMax.toFixed(1)} ms; ${context}`,
  });
}

console.log(
  `${VISITORS} visitors in one chat, rounds of ${MESSAGES} messages at ${PER_SECOND}/s from ${SENDERS} senders (chat rate ${CHAT_RATE.messages} per ${CHAT_RATE.windowMs / 1000} s each); server processes and load processes share this machine's ${availableParallelism()} cores`,
);
try {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  const only = process.env.BENCH_RT_ONLY; // 'fan-out' or 'big': one part of the bench
  if (!databaseUrl) {
    const store = { label: 'PGlite' };
    if (only !== 'big') await fanOut(store, undefined);
    if (only !== 'fan-out') await bigChat(store);
  } else {
    await onOwnPgDatabase(databaseUrl, async (url) => {
      const store = { label: 'PostgreSQL', databaseUrl: url };
      if (only !== 'big') await fanOut(store, redisUrl);
      if (only !== 'fan-out') await bigChat(store);
    });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
