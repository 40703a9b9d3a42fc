/**
 * The load process of the closed-loop HTTP benches, public-pages.bench.ts and organiser-api.bench.ts
 * (forked by forkHttpLoad in lib.ts, with an IPC channel; not a benchmark by itself):
 * `capture` answers one raw answer of a URL (status, headers, body bytes as sent: nothing decoded);
 * `run` sends `requests` GETs of one URL (or POSTs of bodies to URLs taken in turn) through one undici keep-alive pool of `concurrency`
 * connections, one request in flight on each (a closed loop: the next request goes out when an
 * answer is in), and answers the requests per second and the latency percentiles. Every answer must
 * have the expected status. Talks to its parent only through LoadRequest / LoadReport messages.
 */
import { Pool } from 'undici';
import { quantile } from './lib.js';

export type Target = {
  origin: string;
  path: string;
  headers: Record<string, string>;
  /**
   * POSTs in place of GETs of `path`: request i goes to `posts[i % posts.length]`, its body with
   * every `{i}` replaced by i (e.g. a distinct address), and its answer must hold `expect`.
   */
  posts?: { path: string; body: string }[];
  expect?: string;
};

export type Captured = { status: number; headers: Record<string, string | string[]>; body: string };

export type LoadRequest =
  | { type: 'capture'; target: Target }
  | { type: 'run'; target: Target; requests: number; concurrency: number; status: number }
  | { type: 'close' };

export type LoadReport =
  | { type: 'captured'; answer: Captured }
  | {
      type: 'ran';
      requests: number;
      seconds: number;
      perSecond: number;
      p50: number;
      p99: number;
      /** CPU of this process over the run, in s. */
      cpuSeconds: number;
    }
  | { type: 'closed' }
  | { type: 'error'; message: string };

const report = (message: LoadReport) => process.send!(message);

/** One pool per origin and concurrency, kept between runs (warm connections). */
const pools = new Map<string, Pool>();
function poolOf(origin: string, connections: number): Pool {
  const key = `${origin} ${connections}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
    pools.set(key, pool);
  }
  return pool;
}

async function capture(target: Target): Promise<Captured> {
  const { statusCode, headers, body } = await poolOf(target.origin, 1).request({
    path: target.path,
    method: 'GET',
    headers: target.headers,
  });
  const bytes = Buffer.from(await body.arrayBuffer());
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) kept[name] = value;
  return { status: statusCode, headers: kept, body: bytes.toString('base64') };
}

async function run(request: Extract<LoadRequest, { type: 'run' }>) {
  const { target, requests, concurrency, status } = request;
  const pool = poolOf(target.origin, concurrency);
  const latencies = new Float64Array(requests);
  let next = 0;
  let done = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  async function worker() {
    while (next < requests) {
      const i = next++;
      const post = target.posts?.[i % target.posts.length];
      const t0 = performance.now();
      const answer = await pool.request(
        post
          ? {
              path: post.path,
              method: 'POST',
              headers: target.headers,
              body: post.body.replaceAll('{i}', String(i)),
            }
          : { path: target.path, method: 'GET', headers: target.headers },
      );
      const text = target.expect === undefined ? await answer.body.dump() : await answer.body.text();
      const path = post?.path ?? target.path;
      if (answer.statusCode !== status)
        throw new Error(`${path} answered ${answer.statusCode}, not ${status}`);
      if (typeof text === 'string' && !text.includes(target.expect!))
        throw new Error(`${path} answered ${text.slice(0, 200)}`);
      latencies[done++] = performance.now() - t0;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  latencies.sort();
  report({
    type: 'ran',
    requests,
    seconds,
    perSecond: requests / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    cpuSeconds: (used.user + used.system) / 1e6,
  });
}

process.on('message', (request: LoadRequest) => {
  if (request.type === 'close') {
    Promise.all([...pools.values()].map((p) => p.close())).finally(() => {
      report({ type: 'closed' });
      process.disconnect();
    });
    return;
  }
  const work =
    request.type === 'capture'
      ? capture(request.target).then((answer) => report({ type: 'captured', answer }))
      : run(request);
  work.catch((e: Error) => report({ type: 'error', message: e.message }));
});
