/**
 * Activity ingest (issue 19): "Ingest must hold 50,000 visitors sending a batch every 10 s on one
 * node". BENCH_TRACKING_VISITORS (50,000) visitors of one open conference event, participants and
 * visitor sessions inserted by SQL, each send a batch of five records (room entered, element
 * opened, document downloaded, seconds watched, room left with its seconds; real element ids of the
 * venue) every 10 s for BENCH_TRACKING_SECONDS (60), from a separate load process
 * (bench/tracking-load.ts: undici, BENCH_TRACKING_CONNECTIONS keep-alive connections, the sends
 * spread evenly over each 10 s) to a real server process (started as `npm start` runs it).
 * Printed: batches/s offered and answered (and the ratio to the goal of visitors / 10 s), latency
 * p50/p99 from when each batch was due, errors and missed batches, the server's CPU and RSS, the
 * rows written against the records accepted, and the size of activity_records (with its indexes)
 * per 1,000 visitor-hours. When the full count is not held (p99 ≥ 1 s, or batches lost), shorter
 * steps (BENCH_TRACKING_PROBE_SECONDS, 30; BENCH_TRACKING_PROBE=0: none) at lower counts look for
 * the largest count held at p99 < 1 s. Needs DATABASE_URL; runs in a database of its own, dropped
 * afterwards. BENCH_TRACKING_CPU_PROF=<folder>: the measured server writes a V8 CPU profile of its
 * whole life there when it stops (bench/tracking-profile.mjs).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACTIVITY_FLUSH_MS, ROOM_KINDS } from '@foyer/shared';
import pg from 'pg';
import { openDb } from '../packages/server/src/db/client.js';
import { createCompleteAccount } from '../packages/server/src/modules/signup/signup.service.js';
import { hashToken } from '../packages/server/src/platform/tokens.js';
import { apiOf, forkLoad, onOwnPgDatabase } from './lib.js';
import { type BenchServer, startServer } from './server-process.js';
import type { Spot, TrackingPlan, TrackingReport, TrackingRequest } from './tracking-load.js';

const VISITORS = Number(process.env.BENCH_TRACKING_VISITORS ?? 50_000);
const SECONDS = Number(process.env.BENCH_TRACKING_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_TRACKING_CONNECTIONS ?? 128);
const PROBE = process.env.BENCH_TRACKING_PROBE !== '0';
const PROBE_SECONDS = Number(process.env.BENCH_TRACKING_PROBE_SECONDS ?? 30);
const CPU_PROF = process.env.BENCH_TRACKING_CPU_PROF;
/** The goal of issue 19: 50,000 visitors, a batch every 10 s each. */
const GOAL_PER_SECOND = 50_000 / (ACTIVITY_FLUSH_MS / 1000);
const P99_LIMIT_MS = 1000;
const cores = availableParallelism();
const here = fileURLToPath(new URL('.', import.meta.url));
/** Clock ticks per second of /proc/<pid>/stat (sysconf(_SC_CLK_TCK): 100 on Linux). */
const CLK_TCK = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * CPU seconds (user + system, all threads) of process `pid` so far, with `children` those of its
 * children it has waited for; 0 once it is gone.
 */
function cpuSecondsOf(pid: number, children = false, path = `/proc/${pid}/stat`): number {
  try {
    // Fields after the command's closing parenthesis: state is the 3rd, utime the 14th, cstime the 17th.
    const stat = readFileSync(path, 'utf8');
    const f = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return (f[11]! + f[12]! + (children ? f[13]! + f[14]! : 0)) / CLK_TCK;
  } catch {
    return 0;
  }
}

/** Busy and total CPU time of the whole machine so far (/proc/stat, every core; idle and iowait are not busy). */
function machineCpu(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - fields[3]! - fields[4]!, total };
}

/**
 * Seconds the main thread of process `pid` has run and waited for a CPU so far
 * (/proc/<pid>/task/<pid>/schedstat, in ns); zeros when unreadable.
 */
function mainThreadSchedOf(pid: number): { ran: number; waited: number } {
  try {
    const [ran, waited] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { ran: ran! / 1e9, waited: waited! / 1e9 };
  } catch {
    return { ran: 0, waited: 0 };
  }
}

/** CPU seconds of the main thread of process `pid` (Node's event loop) so far. */
const mainThreadCpuSecondsOf = (pid: number) => cpuSecondsOf(pid, false, `/proc/${pid}/task/${pid}/stat`);

/**
 * CPU seconds of PostgreSQL on this machine: every process named postgres, with the backends that
 * ended since (their time goes to the postmaster that waited for them).
 */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuSecondsOf(Number(entry), true);
    } catch {} // gone meanwhile
  }
  return total;
}

/** Samples the server's VmRSS every 200 ms; answers the peak seen (MiB) when stopped. */
function sampleRss(server: BenchServer) {
  let peak = 0;
  const read = () => {
    try {
      peak = Math.max(peak, server.rssMiB());
    } catch {}
  };
  read();
  const timer = setInterval(read, 200);
  return () => {
    clearInterval(timer);
    read();
    return peak;
  };
}

/** The forked load process, driven request by request. */
function startLoad() {
  return forkLoad<TrackingRequest, TrackingReport>(join(here, 'tracking-load.ts'));
}

type Venue = { eventId: string; pageCode: string; tokenPrefix: string; spots: Spot[] };

/**
 * An open conference event of a business account made through the API of `server`, and VISITORS
 * participants with a visitor session each by SQL (token `${tokenPrefix}${i}`, stored as its
 * sha256 as the server stores it); the spots of its venue read from the database.
 */
async function prepare(server: BenchServer, databaseUrl: string): Promise<Venue> {
  const started = performance.now();
  const email = `bench.${randomBytes(4).toString('hex')}@analytical-engines.example`;
  const password = 'Bench-2026!';
  const database = await openDb({ databaseUrl });
  try {
    await createCompleteAccount(
      { db: database.db, publicUrl: server.url },
      { email, password, firstName: 'Bench', lastName: 'Mark', company: 'Foyer', plan: 'business' },
    );
  } finally {
    await database.close();
  }
  const call = apiOf(() => server.url);
  const { authToken } = await call<{ authToken: string }>('POST', 'auth/login', { email, password });
  const { eventId } = await call<{ eventId: string }>(
    'POST',
    'events/conference',
    { name: 'Tracking bench' },
    authToken,
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const version = async () =>
      (await client.query<{ version: number }>('select version from events where id = $1', [eventId]))
        .rows[0]!.version;
    await call('PUT', `events/${eventId}/settings`, { version: await version(), open: true }, authToken);
    const { rows } = await client.query<{ page_code: string; tenant_id: string; open: boolean }>(
      'select page_code, tenant_id, open from events where id = $1',
      [eventId],
    );
    const event = rows[0]!;
    if (!event.open) throw new Error('the event did not open');

    const tokenPrefix = `${randomBytes(24).toString('base64url')}.`;
    await client.query(
      `with p as (
         insert into participants (event_id, tenant_id, email, first_name, last_name, confirmed, confirmed_at)
         select $1, $2, 'visitor-' || g || '@bench.example', 'Visitor', g::text, true, now()
         from generate_series(1, $3::int) g
         returning id, last_name)
       insert into visitor_sessions (participant_id, event_id, token_hash)
       select p.id, $1, encode(sha256(convert_to($4 || p.last_name, 'UTF8')), 'hex') from p`,
      [eventId, event.tenant_id, VISITORS, tokenPrefix],
    );
    await client.query('analyze participants; analyze visitor_sessions');
    const check = await client.query('select 1 from visitor_sessions where token_hash = $1', [
      hashToken(`${tokenPrefix}${VISITORS}`),
    ]);
    if (check.rowCount !== 1) throw new Error('a seeded token does not hash as the server hashes it');

    // Rooms with their placed elements; a document and a video of the venue (any placed element if none).
    const elements = (
      await client.query<{ id: string; kind: string; parent_id: string | null }>(
        'select id, kind, parent_id from venue_elements where event_id = $1 order by position, id',
        [eventId],
      )
    ).rows;
    const rooms = elements.filter((e) => (ROOM_KINDS as readonly string[]).includes(e.kind));
    const placed = elements.filter((e) => e.kind !== 'DOOR' && rooms.some((r) => r.id === e.parent_id));
    if (placed.length === 0) throw new Error('the template venue has no placed elements');
    const documents = placed.filter((e) => e.kind === 'BOOTH_DOCMONITOR');
    const videos = placed.filter((e) => e.kind === 'THEATRE_VIDEO' || e.kind === 'BOOTH_VIDEO');
    const spots: Spot[] = placed.map((e, i) => ({
      roomId: e.parent_id!,
      elementId: e.id,
      documentId: (documents.length ? documents : placed)[i % (documents.length || placed.length)]!.id,
      videoId: (videos.length ? videos : placed)[i % (videos.length || placed.length)]!.id,
    }));
    const kinds = new Map<string, number>();
    for (const e of placed) kinds.set(e.kind, (kinds.get(e.kind) ?? 0) + 1);
    console.log(
      `  (event open; ${rooms.length} rooms, ${placed.length} placed elements: ${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ')}; ${documents.length} documents, ${videos.length} videos; ${int(VISITORS)} participants and visitor sessions inserted; ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    return { eventId, pageCode: event.page_code, tokenPrefix, spots };
  } finally {
    await client.end();
  }
}

type Step = { visitors: number; p99: number; held: boolean; answeredPerSecond: number };

/**
 * One run of `visitors` for `seconds` against `server`; prints its figures, waits for the ingest's
 * buffer to be written and checks the rows against the accepted records (`rowsBefore` were there).
 */
async function step(
  label: string,
  server: BenchServer,
  client: pg.Client,
  venue: Venue,
  visitors: number,
  seconds: number,
  rowsBefore: number,
  sizeFigure: boolean,
): Promise<Step & { rows: number }> {
  const load = startLoad();
  try {
    await sleep(1000);
    const pid = server.child.pid!;
    const rssBefore = server.rssMiB();
    const stopRss = sampleRss(server);
    const cpu0 = cpuSecondsOf(pid);
    const loop0 = mainThreadCpuSecondsOf(pid);
    const machine0 = machineCpu();
    const sched0 = mainThreadSchedOf(pid);
    const pg0 = postgresCpuSeconds();
    const t0 = performance.now();
    const plan: TrackingPlan = {
      url: server.url,
      pageCode: venue.pageCode,
      tokenPrefix: venue.tokenPrefix,
      visitors,
      seconds,
      intervalMs: ACTIVITY_FLUSH_MS,
      connections: CONNECTIONS,
      spots: venue.spots,
    };
    const ran = await load.ask({ type: 'run', plan }, 'ran');
    const wall = (performance.now() - t0) / 1000;
    const cpu = cpuSecondsOf(pid) - cpu0;
    const loop = mainThreadCpuSecondsOf(pid) - loop0;
    const machine1 = machineCpu();
    const sched1 = mainThreadSchedOf(pid);
    const machineBusy = (machine1.busy - machine0.busy) / (machine1.total - machine0.total);
    const pgCpu = postgresCpuSeconds() - pg0;
    const peakRss = stopRss();
    await load.ask({ type: 'close' }, 'closed');

    // The buffer is written every second (sooner at 2,000 rows): wait for the rows, 15 s at most.
    const expected = rowsBefore + ran.okRecords;
    const count = async () =>
      (await client.query<{ n: number }>('select count(*)::int as n from activity_records')).rows[0]!.n;
    const waitStarted = performance.now();
    let rows = await count();
    for (let i = 0; i < 150 && rows < expected; i++) {
      await sleep(100);
      rows = await count();
    }
    const waited = (performance.now() - waitStarted) / 1000;
    await sleep(1500); // anything beyond the expected would show now
    rows = await count();

    const offered = visitors / (ACTIVITY_FLUSH_MS / 1000);
    const answered = ran.ok / ran.seconds;
    const held = ran.p99 < P99_LIMIT_MS && ran.missed === 0 && ran.failed === 0 && ran.non2xx === 0;
    const others = Object.entries(ran.statuses)
      .filter(([s]) => s !== '200')
      .map(([s, n]) => `${s} ×${n}`)
      .join(', ');
    console.log(`${label}: ${int(visitors)} visitors, a batch of 5 records every 10 s each, ${seconds} s`);
    console.log(
      `  offered        ${int(offered)} batches/s (${int(ran.due)} batches due; ${int(ran.sent)} sent over ${CONNECTIONS} keep-alive connections)`,
    );
    console.log(
      `  answered 2xx   ${int(answered)} batches/s (${int(ran.ok)} in ${ran.seconds.toFixed(1)} s): ${(answered / GOAL_PER_SECOND).toFixed(2)} × the goal of ${int(GOAL_PER_SECOND)}/s, ${(answered / offered).toFixed(2)} × offered`,
    );
    console.log(
      `  latency        p50 ${ran.p50.toFixed(0)} ms, p99 ${ran.p99.toFixed(0)} ms, max ${ran.max.toFixed(0)} ms (from when each batch was due; at most ${int(ran.maxBacklog)} waiting for a connection)`,
    );
    console.log(
      `  errors         ${ran.non2xx} non-2xx, ${ran.failed} unanswered, ${int(ran.missed)} missed (not sent within 10 s of due)${others ? ` [${others}]` : ''}`,
    );
    console.log(
      `  server CPU     ${((cpu / wall) * 100).toFixed(0)} % of one core (${cpu.toFixed(1)} s in ${wall.toFixed(1)} s; its main thread ran ${((loop / wall) * 100).toFixed(0)} % and waited for a CPU ${(((sched1.waited - sched0.waited) / wall) * 100).toFixed(0)} % of the time, ${((cpu / Math.max(1, ran.ok)) * 1000).toFixed(2)} ms per batch answered); PostgreSQL ${((pgCpu / wall) * 100).toFixed(0)} %, load process ${((ran.cpuSeconds / wall) * 100).toFixed(0)} %; the machine ${(machineBusy * 100).toFixed(0)} % busy (all ${cores} cores)`,
    );
    console.log(
      `  server RSS     ${rssBefore.toFixed(0)} MiB before, peak ${peakRss.toFixed(0)} MiB during (VmRSS every 200 ms; VmHWM ${server.peakRssMiB().toFixed(0)} MiB)`,
    );
    console.log(
      `  rows written   ${int(rows - rowsBefore)} of ${int(ran.okRecords)} records accepted (${int(ran.sentRecords)} sent): ${rows === expected ? `match (all there ${waited.toFixed(1)} s after the last answer)` : `MISMATCH (counted ${waited.toFixed(1)} + 1.5 s after the last answer)`}`,
    );
    if (sizeFigure) {
      const sizes = (
        await client.query<{ total: string; heap: string }>(
          `select pg_total_relation_size('activity_records')::text as total,
                  pg_relation_size('activity_records')::text as heap`,
        )
      ).rows[0]!;
      const size = Number(sizes.total);
      // Each accepted batch is 10 s of one visitor.
      const batchesPerHour = 3600 / (ACTIVITY_FLUSH_MS / 1000);
      const visitorHours = ran.ok / batchesPerHour;
      console.log(
        `  database size  activity_records ${mib(size)} MiB with its indexes (table ${mib(Number(sizes.heap))} MiB) for ${int(rows)} rows (${(size / rows).toFixed(0)} B/row): ${mib((size / visitorHours) * 1000)} MiB per 1,000 visitor-hours (${visitorHours.toFixed(1)} visitor-hours accepted; ${int(batchesPerHour)} batches, ${int(batchesPerHour * 5)} records per visitor-hour)`,
      );
    }
    if (rows !== expected) process.exitCode = 1;
    return { visitors, p99: ran.p99, held, answeredPerSecond: answered, rows };
  } finally {
    await load.stop();
  }
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('tracking: skipped (set DATABASE_URL: the goal is on PostgreSQL)');
  process.exit(0);
}

console.log(
  `activity ingest: server process, load process and PostgreSQL share this machine's ${cores} cores`,
);
const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-tracking-'));
try {
  await onOwnPgDatabase(url, async (databaseUrl) => {
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: undefined, JANUS_AUTOSTART: 'false' };
    // A first start migrates the database and makes the template images; the measured server
    // starts on a database that has them, as after any restart.
    await (await startServer(env, { dataDir })).stop();
    const server = await startServer(
      CPU_PROF
        ? {
            ...env,
            NODE_OPTIONS: `--import ${join(here, 'tracking-profile.mjs')}`,
            BENCH_TRACKING_CPU_PROF: CPU_PROF,
          }
        : env,
      { dataDir },
    );
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const venue = await prepare(server, databaseUrl);
      const main = await step('full run', server, client, venue, VISITORS, SECONDS, 0, true);
      if (main.held) {
        console.log(`held: ${int(VISITORS)} visitors at p99 ${main.p99.toFixed(0)} ms (< 1 s)`);
        return;
      }
      if (!PROBE) return;
      // Shorter steps at counts the node answered: first 80 % of what it answered when overloaded;
      // held, then 95 %; not held, half as many. Three steps at the most.
      let rows = main.rows;
      const answered = main.answeredPerSecond * (ACTIVITY_FLUSH_MS / 1000);
      const thousands = (n: number) => Math.floor(n / 1000) * 1000;
      let visitors = thousands(answered * 0.8);
      let best: Step | undefined;
      const tried = new Set<number>();
      for (let n = 0; n < 3 && visitors >= 1000 && visitors < VISITORS && !tried.has(visitors); n++) {
        tried.add(visitors);
        await sleep(3000);
        const s = await step(`step ${n + 1}`, server, client, venue, visitors, PROBE_SECONDS, rows, false);
        rows = s.rows;
        if (s.held) {
          if (!best || s.visitors > best.visitors) best = s;
          visitors = thousands(answered * 0.95);
        } else if (best) break;
        else visitors = thousands(visitors / 2);
      }
      console.log(
        best
          ? `largest count held at p99 < 1 s: ${int(best.visitors)} visitors (p99 ${best.p99.toFixed(0)} ms; ${PROBE_SECONDS}-s steps tried: ${[...tried].map(int).join(', ')})`
          : `no step held p99 < 1 s (${PROBE_SECONDS}-s steps tried: ${[...tried].map(int).join(', ')})`,
      );
    } finally {
      await client.end();
      await server.stop();
    }
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
