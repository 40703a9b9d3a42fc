/**
 * P2 (issue 20): the public registration page's two answers, `GET public/regpage/{pageCode}` (its
 * JSON) and `GET /r/{pageCode}` (its html), against a bare `node:http` server on another loopback
 * port answering the exact bytes and headers the app answered (captured from it), with the same load
 * process (bench/public-pages-load.ts: undici, one keep-alive pool, BENCH_CONCURRENCY (16)
 * connections with one request in flight each) and the same count: BENCH_ROUNDS (5) alternating
 * rounds of BENCH_REQUESTS (10,000) per side after BENCH_WARMUP (3,000). Also the browser's
 * revalidation of the JSON (`If-None-Match` with the app's ETag, answered 304) against the bare
 * server's 304. Prints one line per figure: the median of the rounds' ratios of the app's
 * requests/s to the bare server's, and the server's CPU per request. Embedded PGlite, then also
 * PostgreSQL when DATABASE_URL is set (a database of its own, dropped afterwards). The app and the
 * bare server run in this process, one at a time; the load in its own.
 * BENCH_CPU_PROF=<folder> writes a V8 CPU profile of this process over each of the app's rounds there.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenDbOptions } from '../packages/server/src/db/client.js';
import { CSP_NONCE_PLACEHOLDER } from '../packages/server/src/plugins/static.js';
import {
  HTTP_ROUNDS,
  type HttpLoad,
  alternateRounds,
  apiOf,
  benchOrganiser,
  forkHttpLoad,
  listeningApp,
  onOwnPgDatabase,
  rate,
  reportFigure,
} from './lib.js';
import type { Captured, Target } from './public-pages-load.js';

const BUDGET = 0.5;
const {
  requests: REQUESTS,
  rounds: ROUNDS,
  warmup: WARMUP,
  concurrency: CONCURRENCY,
  cpuProf: CPU_PROF,
} = HTTP_ROUNDS;

const WEB_DIST = fileURLToPath(new URL('../packages/web/dist', import.meta.url));

/** What a browser sends for the page's JSON (the page's script) and for the page itself. */
const JSON_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const HTML_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

/** Headers of a connection, not of the answer: node:http writes its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

/** A bare node:http server on a loopback port of its own answering `answer` to every request. */
async function bareServer(answer: Captured): Promise<{ origin: string; close: () => Promise<void> }> {
  const headers: [string, string | string[]][] = Object.entries(answer.headers).filter(
    ([name]) => !HOP_BY_HOP.has(name),
  );
  const body = Buffer.from(answer.body, 'base64');
  const server: Server = createServer((req, res) => {
    req.resume();
    res.writeHead(answer.status, Object.fromEntries(headers));
    res.end(answer.status === 304 ? undefined : body);
  });
  // As the app's (serverTimeoutOptions): keep connections open between requests.
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The built web app, or (not built) a folder with pages shaped as the build writes them. */
function webDist(dir: string): string {
  if (existsSync(join(WEB_DIST, 'r.html'))) return WEB_DIST;
  const dist = join(dir, 'dist');
  mkdirSync(dist, { recursive: true });
  const page = (title: string, entry: string) =>
    `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />\n    <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n    <title>${title}</title>\n    <meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">\n    <script type="module" crossorigin src="/assets/${entry}.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>\n    <link rel="stylesheet" crossorigin href="/assets/${entry}.css" nonce="${CSP_NONCE_PLACEHOLDER}">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`;
  writeFileSync(join(dist, 'index.html'), page('Foyer', 'index-00000000'));
  writeFileSync(join(dist, 'r.html'), page('Registration', 'r-00000000'));
  return dist;
}

/**
 * Warms up, then measures the app's answers of `target` and the bare server's of the same bytes in
 * ROUNDS alternating rounds, and prints the figure's line: the median of the rounds' ratios (what
 * else the machine does weighs on both sides alike), each side's median rate and latencies, and the
 * CPU of this process (the server) per request. Answers the app's captured answer.
 */
async function compare(
  load: HttpLoad,
  figure: string,
  database: string,
  target: Target,
  profileName: string,
) {
  const { answer } = await load.ask({ type: 'capture', target }, 'captured');
  const bare = await bareServer(answer);
  const onBare = { ...target, origin: bare.origin };
  try {
    const {
      ratio,
      app,
      baseline: own,
    } = await alternateRounds(load, target, onBare, {
      requests: REQUESTS,
      rounds: ROUNDS,
      warmup: WARMUP,
      concurrency: CONCURRENCY,
      status: answer.status,
      cpuProf: { folder: CPU_PROF, name: profileName },
    });
    const bytes = Buffer.from(answer.body, 'base64').length;
    reportFigure({
      id: 'P2',
      name: `${figure} (${database})`,
      value: `${ratio.toFixed(2)} ×`,
      budget: `≥ ${BUDGET} × bare node:http`,
      ok: ratio >= BUDGET,
      detail: `${rate(app.perSecond)}/s vs ${rate(own.perSecond)}/s; p50 ${app.p50.toFixed(1)} vs ${own.p50.toFixed(1)} ms, p99 ${app.p99.toFixed(1)} vs ${own.p99.toFixed(1)} ms; server CPU ${app.cpuUs.toFixed(0)} vs ${own.cpuUs.toFixed(0)} µs/request; ${answer.status}, ${bytes} B`,
    });
    return answer;
  } finally {
    await bare.close();
  }
}

/** Sets up an account with an open event and its published page on `options`, measures, prints. */
async function measure(database: string, options: OpenDbOptions, dir: string) {
  const { db, address, close } = await listeningApp(options, dir, { webDist: webDist(dir) });
  const load = forkHttpLoad();
  try {
    const call = apiOf(() => address);
    const authToken = await benchOrganiser(db, address);
    const { eventId } = await call<{ eventId: string }>(
      'POST',
      'events/conference',
      { name: 'Bench conference' },
      authToken,
    );
    const { event } = await call<{ event: { version: number } }>(
      'GET',
      `events/${eventId}`,
      undefined,
      authToken,
    );
    await call('PUT', `events/${eventId}/settings`, { version: event.version, open: true }, authToken);
    const { page } = await call<{ page: { pageCode: string } }>(
      'GET',
      `events/${eventId}/regpage`,
      undefined,
      authToken,
    );
    const code = encodeURIComponent(page.pageCode);

    const json = { origin: address, path: `/api/v1/public/regpage/${code}`, headers: JSON_HEADERS };
    const answer = await compare(load, 'public/regpage GET', database, json, `${database}-json`);
    const etag = answer.headers.etag;
    if (typeof etag === 'string') {
      const revalidate = { ...json, headers: { ...JSON_HEADERS, 'if-none-match': etag } };
      await compare(load, 'public/regpage GET If-None-Match', database, revalidate, `${database}-304`);
    } else console.log(`P2 public/regpage GET If-None-Match — no ETag on the answer (${database})`);
    const html = { origin: address, path: `/r/${code}`, headers: HTML_HEADERS };
    await compare(load, '/r/{pageCode} html GET', database, html, `${database}-html`);
  } finally {
    await load.ask({ type: 'close' }, 'closed').catch(() => undefined);
    await load.stop();
    await close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-'));
try {
  console.log(`${ROUNDS} rounds of ${REQUESTS} requests per side and figure, concurrency ${CONCURRENCY}`);
  await measure('pglite', { pgliteDir: join(dir, 'pglite') }, join(dir, 'pglite-files'));
  const url = process.env.DATABASE_URL;
  if (url) {
    await onOwnPgDatabase(url, (databaseUrl) =>
      measure('postgresql', { databaseUrl }, join(dir, 'pg-files')),
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
