/**
 * Webcasts (issue 18): how many players the origin's HLS holds, what an nginx cache in front of it
 * saves, and the glass-to-glass latency, on one machine over loopback.
 *
 * A real server process (as `npm start` runs it) with its own nginx-rtmp (RTMP_AUTOSTART) makes
 * BENCH_WEBCAST_RENDITIONS (`source,360p`) out of an ffmpeg test pattern published to a webcast's
 * ingest (720p, 25 fps, a key frame every 2 s, a white mark every 10 s). The server runs with
 * CDN_BASE_URL pointing at a second, plain nginx started from deploy/nginx-hls-cache.conf, so its
 * playback address is the cache's; the runs against the origin alone use the same path on the
 * server's own host and port.
 *
 * - W1: BENCH_PLAYERS (2,000) players (bench/webcast-players.ts, a separate process) play the
 *   BENCH_RENDITION (`360p`) against the origin alone, started over BENCH_RAMP_SECONDS (4), counted
 *   for BENCH_SECONDS (30): segment fetch time, errors, bytes/s, playlists/s, origin requests per
 *   segment (what the players fetched), the server process's CPU (/proc/<pid>/stat: scripts/start.mjs
 *   imports the server into its own process) and RSS. It holds when segment p99 stays under the
 *   segment duration with no errors, no player waits more than three segments for a new one, and
 *   the broadcast keeps flowing; else it is "over capacity" (a finding, not a failure of the bench).
 * - W2: the same behind the nginx cache; origin requests per segment from the cache's access log
 *   (`$upstream_addr`: requests that reached Foyer); then a bad token and a segment asked twice.
 * - W3: the largest audience the origin alone holds: W1's doubled or halved, then one step between
 *   the largest that held and the smallest that did not, BENCH_LADDER_SECONDS (15) each.
 *   BENCH_LADDER=0 leaves it out.
 * - W4: glass-to-glass latency without player load: a headless Chromium plays the playback address
 *   through hls.js (bench/webcast-latency.ts) and notes when each white mark is shown; the mark's
 *   wall-clock time at the publisher comes from ffmpeg's `-progress` (stream time against the clock).
 *
 * An overloaded origin can lose the broadcast (nginx-rtmp drops the publisher); the run says so,
 * and the bench publishes again, once Foyer has ended the broadcast and imported its recording,
 * before the next run. It exits non-zero when W2 or W4 misses its budget or something breaks.
 */
import { execFileSync, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort, spawnTied, terminate } from '../packages/server/src/platform/launch/process.js';
import { findNginx } from '../packages/server/src/platform/rtmp/launcher.js';
import { apiOf, quantile } from './lib.js';
import { signUp, startServer } from './server-process.js';
import { MARK, markFilter, measureLatency } from './webcast-latency.js';
import type { PlayFigures, PlayRequest, PlayersReport } from './webcast-players.js';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const RAMP_SECONDS = Number(process.env.BENCH_RAMP_SECONDS ?? 4);
const LADDER = process.env.BENCH_LADDER !== '0';
const LADDER_SECONDS = Number(process.env.BENCH_LADDER_SECONDS ?? 15);
/**
 * Measured on 2 cores: the 360p encode costs the media server ~14 % of a core, 720p ~15 % more; both
 * kept real time under player load, but every point left is the origin's and the players'.
 */
const RENDITIONS = process.env.BENCH_WEBCAST_RENDITIONS ?? 'source,360p';
const RENDITION = process.env.BENCH_RENDITION ?? '360p';
const MARKS = Number(process.env.BENCH_MARKS ?? 3);
const SEGMENT_SECONDS = 2;
/** Longer than this without a new segment, a player has run dry (hls.js buffers about two segments). */
const STALL_SECONDS = 3 * SEGMENT_SECONDS;
const LATENCY_BUDGET_S = 8;

const root = fileURLToPath(new URL('..', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const count = (n: number) => Math.round(n).toLocaleString('en-US');
/** A duration in ms for people; `—` for none (NaN crosses the IPC channel as null). */
const ms = (v: number | null) =>
  v === null || !Number.isFinite(v) ? '—' : v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`;

// ---------------------------------------------------------------------------------------------------
// CPU of processes, from /proc

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** The parent and the user + system CPU ticks of a process, or null when it is gone. */
function procStat(pid: number): { ppid: number; ticks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the parenthesised name: state, ppid, … utime (14th of the line), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** The processes below `pid` (children, their children…), now. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = procStat(Number(name));
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(name)]);
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length; ) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/** The program name of a process ('' when it is gone). */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

type Groups = Record<string, () => number[]>;

/** Ticks of every process of every group now. */
function cpuSnapshot(groups: Groups) {
  const at = performance.now();
  const ticks = Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => {
      const alive = pids().flatMap((pid) => {
        const stat = procStat(pid);
        return stat ? [[pid, stat.ticks] as const] : [];
      });
      return [name, new Map(alive)];
    }),
  );
  return { at, ticks };
}

/**
 * CPU of each group between two snapshots, in % of one core: of the processes there at the end (one
 * started between counts whole; one gone by the end is left out).
 */
function cpuBetween(a: ReturnType<typeof cpuSnapshot>, b: ReturnType<typeof cpuSnapshot>) {
  const seconds = (b.at - a.at) / 1000;
  return Object.fromEntries(
    Object.entries(b.ticks).map(([name, after]) => {
      let ticks = 0;
      for (const [pid, t] of after) ticks += t - (a.ticks[name]?.get(pid) ?? 0);
      return [name, (100 * ticks) / TICKS_PER_SECOND / seconds];
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Processes this bench starts, stopped in reverse order on the way out (also on failure and signals)

const stops: { name: string; stop: () => Promise<unknown> }[] = [];
const onExit = (name: string, stop: () => Promise<unknown>) => stops.push({ name, stop });
async function stopAll() {
  while (stops.length) {
    const { name, stop } = stops.pop()!;
    await stop().catch((e: Error) => console.error(`stopping ${name}: ${e.message}`));
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });

/** The publisher: ffmpeg's test pattern and tone with the marks, at the pace of the clock, to `url`. */
async function startPublisher(url: string) {
  const ffmpeg = [
    ...['-hide_banner', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1', '-stats_period', '0.1'],
    ...['-re', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25'],
    ...['-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-vf', markFilter()],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
    // A key frame every 2 s (50 frames), none elsewhere: every segment starts with one.
    ...['-g', '50', '-keyint_min', '50', '-sc_threshold', '0'],
    ...['-b:v', '2500k', '-maxrate', '2500k', '-bufsize', '5000k'],
    ...['-c:a', 'aac', '-b:a', '128k', '-f', 'flv', url],
  ];
  const { child, untie } = await spawnTied('ffmpeg', ffmpeg, {
    deathSignal: 'KILL',
    exitSignal: 'SIGKILL',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => {
    errors = (errors + d.toString()).slice(-2000);
  });
  /** (wall clock ms, stream time ms) of each progress report. */
  const progress: { wall: number; stream: number }[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const m = /^out_time_us=(\d+)$/.exec(line);
    if (m) progress.push({ wall: performance.timeOrigin + performance.now(), stream: Number(m[1]) / 1000 });
  });
  const stop = async () => {
    untie();
    await terminate(child, [
      { signal: 'SIGTERM', waitMs: 3000 },
      { signal: 'SIGKILL', waitMs: 3000 },
    ]);
  };
  onExit('the publisher', stop);
  return {
    pid: child.pid!,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    stop,
    /** The end of what ffmpeg printed on stderr (why it stopped). */
    errors: () => errors.trim(),
    /**
     * When stream time `streamMs` was made, on the wall clock: with -re, a frame leaves ffmpeg no
     * earlier than its stream time after the start, so each report's clock minus its stream time is
     * an upper bound of the start; the least near that time (within 5 s) is the best.
     */
    wallClockOf(streamMs: number): number {
      const near = progress.filter((p) => p.stream > 0 && Math.abs(p.stream - streamMs) <= 5000);
      const start = Math.min(...(near.length ? near : progress).map((p) => p.wall - p.stream));
      return start + streamMs;
    },
  };
}

/** The nginx cache of deploy/nginx-hls-cache.conf on 127.0.0.1:`port` in front of `origin`. */
async function startCache(dir: string, port: number, origin: string) {
  mkdirSync(dir);
  const nginx = await findNginx();
  if (!nginx) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const runDir = join(dir, 'run');
  const cacheDir = join(dir, 'cache');
  mkdirSync(runDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const conf = readFileSync(join(root, 'deploy/nginx-hls-cache.conf'), 'utf8')
    .replaceAll('{{LISTEN}}', `127.0.0.1:${port}`)
    .replaceAll('{{ORIGIN}}', new URL(origin).host)
    .replaceAll('{{CACHE_DIR}}', cacheDir)
    .replaceAll('{{RUN_DIR}}', runDir);
  if (/^[^#]*\{\{/m.test(conf))
    throw new Error('deploy/nginx-hls-cache.conf has a placeholder the bench does not fill');
  const confPath = join(dir, 'nginx.conf');
  writeFileSync(confPath, conf);
  // Run by root here, its workers would be `nobody` and could not write into this folder.
  const globals = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  const { child, untie } = await spawnTied(
    nginx,
    ['-e', join(runDir, 'error.log'), '-p', `${dir}/`, '-c', confPath, '-g', globals],
    { deathSignal: 'TERM', exitSignal: 'SIGTERM', stdio: ['ignore', 'ignore', 'inherit'] },
  );
  onExit('the nginx cache', async () => {
    untie();
    await terminate(child, [
      { signal: 'SIGQUIT', waitMs: 3000 },
      { signal: 'SIGTERM', waitMs: 3000 },
      { signal: 'SIGKILL', waitMs: 3000 },
    ]);
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 10_000; ; ) {
    if (child.exitCode !== null) throw new Error(`the nginx cache exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/`).then(
        (r) => r.status === 404,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('the nginx cache did not start in 10 s');
    await sleep(100);
  }
  return { url, pid: child.pid!, accessLog: join(runDir, 'access.log') };
}

// ---------------------------------------------------------------------------------------------------
// One run of the players

type Run = {
  figures: PlayFigures;
  /** % of one core over the counted window, per group of processes. */
  cpu: Record<string, number>;
  rssMiB: number;
  /** Whether the broadcast stopped flowing during the run (the media server dropped it). */
  dropped?: boolean;
};

/** Forks the players process, plays `masterUrl`, and measures the processes of `groups` meanwhile. */
async function playersRun(
  masterUrl: string,
  players: number,
  seconds: number,
  groups: Groups,
  rssMiB: () => number,
): Promise<Run> {
  const child = fork(join(here, 'webcast-players.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const all = { ...groups, players: () => [child.pid!] };
  try {
    return await new Promise<Run>((resolve, reject) => {
      let start: ReturnType<typeof cpuSnapshot> | undefined;
      let cpu: Record<string, number> = {};
      let rss = 0;
      child.once('exit', (code) => reject(new Error(`the players process exited with ${code}`)));
      child.on('message', (report: PlayersReport) => {
        if (report.type === 'measuring') start = cpuSnapshot(all);
        else if (report.type === 'measured') {
          cpu = cpuBetween(start!, cpuSnapshot(all));
          rss = rssMiB();
        } else if (report.type === 'played') resolve({ figures: report.figures, cpu, rssMiB: rss });
        else reject(new Error(`players: ${report.message}`));
      });
      const request: PlayRequest = {
        type: 'play',
        masterUrl,
        rendition: RENDITION,
        players,
        rampSeconds: RAMP_SECONDS,
        seconds,
      };
      child.send(request);
    });
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
    }
  }
}

/** Why a run did not keep every segment under its duration with no errors (none: it held). */
const shortfalls = (run: Run) => {
  const f = run.figures;
  const errors = Object.values(f.errors).reduce((a, b) => a + b, 0);
  return [
    run.dropped ? 'the broadcast stopped flowing' : '',
    f.segmentP99 >= SEGMENT_SECONDS * 1000 ? `segment p99 ${ms(f.segmentP99)} ≥ ${SEGMENT_SECONDS} s` : '',
    errors ? `${count(errors)} errors` : '',
    f.notStarted ? `${count(f.notStarted)} players never started` : '',
    f.skipped ? `${count(f.skipped)} segments skipped` : '',
    f.longestWait > STALL_SECONDS ? `a player waited ${f.longestWait.toFixed(0)} s for a new segment` : '',
  ].filter(Boolean);
};
const holds = (run: Run) => shortfalls(run).length === 0;

const errorsOf = (f: PlayFigures) => {
  const entries = Object.entries(f.errors);
  return entries.length ? entries.map(([k, v]) => `${count(v)} ${k}`).join(', ') : '0 errors';
};

const cpuLine = (cpu: Record<string, number>) =>
  Object.entries(cpu)
    .map(([name, percent]) => `${name} ${percent.toFixed(0)} %`)
    .join(', ');

/** Segments that reached the origin, per segment, from the cache's access log since `offset`. */
function cacheLogFigures(path: string, offset: number) {
  const text = readFileSync(path).subarray(offset).toString('utf8');
  const perSegment = new Map<string, number>();
  let requests = 0;
  let hits = 0;
  let playlistsToOrigin = 0;
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  for (const line of text.split('\n')) {
    // $msec $status $upstream_cache_status $upstream_addr $request_time $body_bytes_sent "$request_uri"
    const m = /^([\d.]+) (\d+) (\S+) (\S+) \S+ \d+ "([^"]*)"$/.exec(line);
    if (!m) continue;
    const [, msec, , status, upstream, uri] = m;
    const toOrigin = upstream !== '-';
    first = Math.min(first, Number(msec));
    last = Math.max(last, Number(msec));
    if (uri!.endsWith('.ts')) {
      requests++;
      if (status === 'HIT') hits++;
      perSegment.set(uri!, (perSegment.get(uri!) ?? 0) + (toOrigin ? 1 : 0));
    } else if (toOrigin) playlistsToOrigin++;
  }
  const counts = [...perSegment.values()].sort((a, b) => a - b);
  const toOrigin = counts.reduce((a, b) => a + b, 0);
  return {
    segments: counts.length,
    requests,
    hits,
    toOrigin,
    perSegmentMedian: quantile(counts, 0.5),
    perSegmentMean: toOrigin / counts.length,
    perSegmentMax: counts[counts.length - 1] ?? Number.NaN,
    playlistsToOriginPerSecond: playlistsToOrigin / Math.max(1, last - first),
  };
}

/**
 * What the cache does with a refusal and a segment: a bad token twice (403 both times, never a
 * HIT), a live segment twice (the second a HIT). Answers what went wrong, or null.
 */
async function checkCache(cacheMaster: string, rendition: string): Promise<string | null> {
  const problems: string[] = [];
  const bad = cacheMaster.replace(/\.([A-Za-z0-9_-]{21})([A-Za-z0-9_-])\//, (_m, sig: string, c: string) => {
    return `.${sig}${c === 'A' ? 'B' : 'A'}/`;
  });
  for (let i = 0; i < 2; i++) {
    const res = await fetch(bad);
    await res.arrayBuffer();
    if (res.status !== 403 || res.headers.get('x-cache-status') === 'HIT')
      problems.push(`a bad token answered ${res.status} ${res.headers.get('x-cache-status')}`);
  }
  const master = await (await fetch(cacheMaster)).text();
  const variantUri = master.split('\n').find((l) => l.includes(`_${rendition}/`))!;
  const variant = new URL(variantUri.trim(), cacheMaster);
  const segment = (await (await fetch(variant)).text())
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .pop()!;
  const statuses: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await fetch(new URL(segment.trim(), variant));
    await res.arrayBuffer();
    statuses.push(`${res.status} ${res.headers.get('x-cache-status')}`);
  }
  if (statuses[1] !== '200 HIT') problems.push(`a segment twice answered ${statuses.join(', ')}`);
  return problems.length ? problems.join('; ') : null;
}

// ---------------------------------------------------------------------------------------------------

/** The most open files this process may have (players and the server each hold one per player). */
const fileLimit = Number(
  /Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? 1024,
);
const maxPlayers = fileLimit - 500;
if (PLAYERS > maxPlayers)
  throw new Error(`BENCH_PLAYERS ${PLAYERS} needs more open files than ${fileLimit} (ulimit -n)`);

type Row = { figure: string; value: string; budget: string; verdict: string };
const table: Row[] = [];
let failed = false;

const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-webcast-'));
onExit('the temporary folder', async () => rmSync(dir, { recursive: true, force: true }));
try {
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  const cachePort = await freePort();
  const rtmpPort = await freePort();
  // The server's data folder inside ours: its media logs are at hand when the stream breaks.
  const dataDir = join(dir, 'server');
  mkdirSync(dataDir);
  const server = await startServer(
    {
      RTMP_AUTOSTART: 'true',
      RTMP_PORT: String(rtmpPort),
      WEBCAST_RENDITIONS: RENDITIONS,
      CDN_BASE_URL: `http://127.0.0.1:${cachePort}`,
    },
    { dataDir },
  );
  onExit('the server', () => server.stop());
  const serverPid = server.child.pid!;
  const cache = await startCache(join(dir, 'nginx-cache'), cachePort, server.url);

  const token = await signUp(server.url);
  const api = apiOf(() => server.url);
  type Webcast = {
    id: string;
    status: string;
    playbackUrl: string;
    ingest: { serverUrl: string; streamKey: string } | null;
    recordings: unknown[];
  };
  const { webcast: created } = await api<{ webcast: Webcast }>(
    'POST',
    'webcasts',
    { name: 'Bench stage' },
    token,
  );
  const webcast = async () =>
    (await api<{ webcast: Webcast }>('GET', `webcasts/${created.id}`, undefined, token)).webcast;
  const { ingest } = await webcast();
  if (!ingest)
    throw new Error('the server has no RTMP ingest (nginx with the RTMP module and ffmpeg installed?)');
  const ingestUrl = `${ingest.serverUrl}/${ingest.streamKey}`;
  /** The playback address (the cache's, as the API gives it) and the same on the origin. */
  const addresses = async () => {
    const { playbackUrl } = await webcast();
    return { cache: playbackUrl, origin: `${server.url}${new URL(playbackUrl).pathname}` };
  };
  /** The ends of the media server's logs (nginx-rtmp, the transcoding ffmpeg). */
  const mediaLogs = () => {
    const logs = join(dataDir, 'media/logs');
    return readdirSync(logs)
      .filter((f) => f.endsWith('.log'))
      .map((f) => `--- ${f}\n${readFileSync(join(logs, f), 'utf8').slice(-1500)}`)
      .join('\n');
  };

  let publisher = await startPublisher(ingestUrl);
  /**
   * The newest segments of the players' rendition at the origin while the webcast is live and its
   * publisher runs (segments are named by the clock at which nginx began them), else none.
   */
  const liveSegments = async (): Promise<number[]> => {
    if (!publisher.isRunning() || (await webcast()).status !== 'live') return [];
    const { origin } = await addresses();
    const master = await fetch(origin).then((r) => (r.ok ? r.text() : ''));
    const uri = master.split('\n').find((l) => l.includes(`_${RENDITION}/`));
    if (!uri) return [];
    const playlist = await fetch(new URL(uri.trim(), origin)).then((r) => (r.ok ? r.text() : ''));
    return playlist
      .split('\n')
      .filter((l) => l.endsWith('.ts'))
      .map((l) => Number.parseInt(l.split('/').pop()!, 10));
  };
  /** Whether the broadcast flows: live, and its newest segment begun within the last few seconds. */
  const flowing = async () => {
    const names = await liveSegments();
    return names.length > 0 && Date.now() - Math.max(...names) < (STALL_SECONDS + SEGMENT_SECONDS) * 1000;
  };
  /** Until the broadcast flows with the segments a player starts with. */
  const waitLive = async () => {
    for (const deadline = Date.now() + 30_000; ; await sleep(500)) {
      if (!publisher.isRunning())
        throw new Error(`the publisher stopped: ${publisher.errors()}\n${mediaLogs()}`);
      if ((await liveSegments()).length >= 3 && (await flowing())) return;
      if (Date.now() > deadline)
        throw new Error(
          `no flowing ${RENDITION} playlist with 3 segments in 30 s (WEBCAST_RENDITIONS ${RENDITIONS})\n${mediaLogs()}`,
        );
    }
  };
  let broadcasts = 1;
  /**
   * After the media server dropped the broadcast: publishes again once Foyer has ended it and imported
   * its recording (a remux the next run should not share the machine with).
   */
  const ensureLive = async () => {
    if (await flowing()) return;
    await publisher.stop();
    for (const deadline = Date.now() + 20_000; (await webcast()).status === 'live'; await sleep(250))
      if (Date.now() > deadline) throw new Error('a dropped broadcast was not ended in 20 s');
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(500))
      if ((await webcast()).recordings.length >= broadcasts) break;
    publisher = await startPublisher(ingestUrl);
    broadcasts++;
    await waitLive();
  };
  await waitLive();

  const groups: Groups = {
    server: () => [serverPid],
    // The server's media children (not the Janus it also starts): nginx-rtmp and its ffmpeg.
    'nginx-rtmp + ffmpeg': () =>
      descendants(serverPid).filter((pid) => /^(nginx|ffmpeg)$/.test(commandOf(pid))),
    publisher: () => [publisher.pid],
    cache: () => [cache.pid, ...descendants(cache.pid)],
  };
  console.log(
    `${availableParallelism()} cores shared by everything (load average ${load} at the start); server pid ${serverPid} (scripts/start.mjs imports the server bundle into its own process); WEBCAST_RENDITIONS ${RENDITIONS}; publisher 1280x720 25 fps 2.5 Mbit/s; players on ${RENDITION}, started over ${RAMP_SECONDS} s, counted ${SECONDS} s`,
  );
  {
    // What the live webcast costs before anyone watches.
    const before = cpuSnapshot(groups);
    await sleep(3000);
    console.log(`live, no players, CPU % of one core: ${cpuLine(cpuBetween(before, cpuSnapshot(groups)))}`);
  }

  /** A run of the players on a live broadcast; notes whether the media server dropped it meanwhile. */
  const play = async (masterUrl: () => Promise<string>, players: number, seconds: number): Promise<Run> => {
    await ensureLive();
    const run = await playersRun(await masterUrl(), players, seconds, groups, () => server.rssMiB());
    return { ...run, dropped: !(await flowing()) };
  };
  const origin = async () => (await addresses()).origin;
  const detail = (run: Run) => {
    const f = run.figures;
    console.log(
      `   ${count(f.segmentRequests)} segment requests in ${f.seconds.toFixed(1)} s: p50 ${ms(f.segmentP50)}, p99 ${ms(f.segmentP99)}, max ${ms(f.segmentMax)}; ${count(f.playlists / f.seconds)} playlists/s (p99 ${ms(f.playlistP99)}); ${(f.bytes / f.seconds / 1e6).toFixed(0)} MB/s; ${errorsOf(f)}; ${f.skipped} segments skipped; ${f.notStarted} players never started; ${RENDITION} made at ${f.realTime.toFixed(2)}× real time`,
    );
    console.log(`   CPU % of one core: ${cpuLine(run.cpu)}; server RSS ${run.rssMiB.toFixed(0)} MiB`);
    if (run.dropped) {
      const rtmp = readFileSync(join(dataDir, 'media/logs/error.log'), 'utf8').trim().split('\n').slice(-3);
      console.log(
        `   the broadcast stopped flowing during the run (publisher ${publisher.isRunning() ? 'still connected' : `gone: ${publisher.errors().split('\n')[0]}`}); published again for what follows. nginx-rtmp's error.log ends:`,
      );
      for (const line of rtmp) console.log(`     ${line}`);
    }
  };

  // W1: the origin alone.
  const alone = await play(origin, PLAYERS, SECONDS);
  {
    const f = alone.figures;
    const why = shortfalls(alone);
    const verdict = why.length ? 'over capacity' : 'ok';
    console.log(
      `W1 origin alone, ${count(PLAYERS)} players: segment p99 ${ms(f.segmentP99)}, ${errorsOf(f)}, ${count(f.perSegmentMedian)} origin requests per segment, server CPU ${alone.cpu.server!.toFixed(0)} % of a core, RSS ${alone.rssMiB.toFixed(0)} MiB — ${verdict}${why.length ? `: ${why.join(', ')}` : ''}`,
    );
    detail(alone);
    console.log(
      `   origin requests per segment: median ${count(f.perSegmentMedian)}, mean ${(f.segmentRequests / f.distinctSegments).toFixed(0)} over ${f.distinctSegments} segments (the window's first and last are fetched by part of the players)`,
    );
    table.push({
      figure: `W1 origin alone, ${count(PLAYERS)} players`,
      value: `segment p99 ${ms(f.segmentP99)}, ${count(f.perSegmentMedian)} origin req/segment, server CPU ${alone.cpu.server!.toFixed(0)} %, RSS ${alone.rssMiB.toFixed(0)} MiB${alone.dropped ? ', broadcast dropped' : ''}`,
      budget: 'p99 < 2 s, no errors',
      verdict,
    });
  }

  // W2: behind the nginx cache.
  await ensureLive();
  const logOffset = statSync(cache.accessLog).size;
  const cached = await play(async () => (await addresses()).cache, PLAYERS, SECONDS);
  await sleep(1500); // the access log is written at least every second
  {
    const f = cached.figures;
    const log = cacheLogFigures(cache.accessLog, logOffset);
    await ensureLive();
    const problem = await checkCache((await addresses()).cache, RENDITION);
    // The budget is the cache's: one origin request per segment, every answer a 200, refusals
    // never stored. How fast the players get what it holds is this machine's (reported, not judged).
    const why = [
      log.perSegmentMax > 1 ? `up to ${log.perSegmentMax} origin requests for one segment` : '',
      Object.keys(f.errors).length ? errorsOf(f) : '',
      cached.dropped ? 'the broadcast stopped flowing' : '',
      problem ?? '',
    ].filter(Boolean);
    const ok = why.length === 0;
    const slow = shortfalls({ ...cached, dropped: false }).filter((w) => !w.endsWith('errors'));
    console.log(
      `W2 behind nginx cache, ${count(PLAYERS)} players: ${log.perSegmentMean.toFixed(2)} origin requests per segment, segment p99 ${ms(f.segmentP99)}, ${errorsOf(f)}, server CPU ${cached.cpu.server!.toFixed(0)} % of a core, RSS ${cached.rssMiB.toFixed(0)} MiB — ${ok ? 'ok' : `FAILED: ${why.join(', ')}`}${slow.length ? ` (players on this machine: ${slow.join(', ')})` : ''}`,
    );
    detail(cached);
    console.log(
      `   access log: ${count(log.requests)} segment requests for ${log.segments} segments, ${count(log.hits)} HIT, ${count(log.toOrigin)} to the origin (at most ${log.perSegmentMax} for one segment); playlists to the origin ${log.playlistsToOriginPerSecond.toFixed(1)}/s`,
    );
    console.log(
      `   refusals and caching: ${problem ?? 'a bad token 403 twice, never from the cache; a segment asked twice: the second a HIT'}`,
    );
    table.push({
      figure: 'W2 behind nginx cache',
      value: `${log.perSegmentMean.toFixed(2)} origin req/segment, segment p99 ${ms(f.segmentP99)}, server CPU ${cached.cpu.server!.toFixed(0)} %, RSS ${cached.rssMiB.toFixed(0)} MiB`,
      budget: '1 per segment, no errors',
      verdict: ok ? 'ok' : 'FAILED',
    });
    if (!ok) failed = true;
  }

  // W3: the largest audience of the origin alone, by doubling or halving W1's, then one step between.
  if (LADDER) {
    let largest = holds(alone) ? PLAYERS : 0;
    let over = holds(alone) ? Number.POSITIVE_INFINITY : PLAYERS;
    const tried = [`${count(PLAYERS)} (W1): ${shortfalls(alone).join(', ') || 'held'}`];
    const round = (n: number) => (n >= 400 ? Math.round(n / 100) * 100 : Math.round(n));
    for (let step = 0; step < 2; step++) {
      const players =
        largest && Number.isFinite(over)
          ? round((largest + over) / 2)
          : largest
            ? 2 * largest
            : round(over / 2);
      if (players < 1 || players > maxPlayers || players === largest || players === over) break;
      const run = await play(origin, players, LADDER_SECONDS);
      const why = shortfalls(run);
      if (why.length) over = Math.min(over, players);
      else largest = Math.max(largest, players);
      tried.push(
        `${count(players)}: ${why.join(', ') || 'held'}; segment p50 ${ms(run.figures.segmentP50)}, p99 ${ms(run.figures.segmentP99)}; ${RENDITION} at ${run.figures.realTime.toFixed(2)}× real time; CPU % of one core: ${cpuLine(run.cpu)}`,
      );
    }
    const value = largest
      ? `${count(largest)} players${Number.isFinite(over) ? ` (${count(over)} did not hold)` : ' (the most tried)'}`
      : `fewer than ${count(over)} players`;
    console.log(
      `W3 largest audience of the origin alone: ${value}, segment p99 < ${SEGMENT_SECONDS} s with no errors, ${LADDER_SECONDS} s per step`,
    );
    for (const line of tried) console.log(`   ${line}`);
    table.push({
      figure: 'W3 largest audience, origin alone',
      value,
      budget: 'p99 < 2 s, no errors',
      verdict: '',
    });
  } else console.log('W3 largest audience of the origin alone: skipped (BENCH_LADDER=0)');

  // W4: glass-to-glass latency, without player load, at the playback address viewers get.
  await ensureLive();
  const marked = publisher;
  const latency = await measureLatency({
    masterUrl: (await addresses()).cache,
    publishedAt: (mark) => marked.wallClockOf(mark * MARK.everySeconds * 1000),
    marks: MARKS,
    timeoutMs: (MARKS * MARK.everySeconds + 30) * 1000,
  });
  {
    const values = latency.marks.map((m) => m.latencyMs).sort((a, b) => a - b);
    const median = quantile(values, 0.5) / 1000;
    const max = (values.at(-1) ?? Number.NaN) / 1000;
    const ok = values.length >= MARKS && max <= LATENCY_BUDGET_S && marked.isRunning();
    console.log(
      `W4 glass-to-glass latency median ${median.toFixed(1)} s, max ${max.toFixed(1)} s over ${values.length} marks — budget ${LATENCY_BUDGET_S} s — ${ok ? 'ok' : 'FAILED'}`,
    );
    console.log(
      `   Chromium + hls.js through the cache: ${latency.marks.map((m) => `mark ${m.mark} ${(m.latencyMs / 1000).toFixed(2)} s (${m.height}p)`).join(', ')}; ${latency.frames} frames; hls.js errors: ${latency.errors.length ? latency.errors.join(', ') : 'none'}`,
    );
    table.push({
      figure: 'W4 glass-to-glass latency',
      value: `median ${median.toFixed(1)} s, max ${max.toFixed(1)} s (${values.length} marks)`,
      budget: `≤ ${LATENCY_BUDGET_S} s`,
      verdict: ok ? 'ok' : 'FAILED',
    });
    if (!ok) failed = true;
  }

  const widths = (['figure', 'value', 'budget'] as const).map((k) =>
    Math.max(k.length, ...table.map((r) => r[k].length)),
  );
  const row = (r: Row) =>
    `${r.figure.padEnd(widths[0]!)}  ${r.value.padEnd(widths[1]!)}  ${r.budget.padEnd(widths[2]!)}  ${r.verdict}`.trimEnd();
  console.log('');
  console.log(row({ figure: 'figure', value: 'measured', budget: 'budget', verdict: '' }));
  for (const r of table) console.log(row(r));
  if (failed) process.exitCode = 1;
} finally {
  await stopAll();
}
