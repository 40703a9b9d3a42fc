/**
 * The load process of tracking.bench.ts (forked with an IPC channel; not a benchmark by itself):
 * plays `visitors` visitors of one venue each sending a batch of five activity records every
 * `intervalMs`, their sends spread evenly over each interval, to
 * POST public/venue/{pageCode}/activity through one undici keep-alive pool of `connections`
 * connections. A batch's latency runs from when it was due, not when it went out: batches that wait
 * for a free connection (the server is behind) show in the percentiles. At most `connections`
 * requests are in flight; a batch still unsent one interval after it was due (its visitor's next one
 * is due) is counted as missed and not sent. Talks to its parent only through TrackingRequest /
 * TrackingReport messages.
 */
import { Pool } from 'undici';
import { quantile } from './lib.js';

/** Where a visitor is in the venue: a room, an element in it, a document and a video of the event. */
export type Spot = { roomId: string; elementId: string; documentId: string; videoId: string };

export type TrackingPlan = {
  url: string;
  pageCode: string;
  /** Visitor i's token is `${tokenPrefix}${i}` (i from 1). */
  tokenPrefix: string;
  visitors: number;
  seconds: number;
  intervalMs: number;
  connections: number;
  spots: Spot[];
};

export type TrackingRequest = { type: 'run'; plan: TrackingPlan } | { type: 'close' };

export type TrackingReport =
  | {
      type: 'ran';
      /** Batches due in the window (visitors × intervals). */
      due: number;
      sent: number;
      /** Answered 2xx, with any other status, not answered (network error, time-out). */
      ok: number;
      non2xx: number;
      failed: number;
      /** Not sent: still waiting one interval after they were due. */
      missed: number;
      /** Records in the batches answered 2xx. */
      okRecords: number;
      sentRecords: number;
      /** From the first due time to the last answer, in s. */
      seconds: number;
      /** Latency (answer − due time) of the batches answered 2xx, in ms. */
      p50: number;
      p99: number;
      max: number;
      /** The most batches that waited for a connection at once. */
      maxBacklog: number;
      /** CPU of this process over the run, in s. */
      cpuSeconds: number;
      statuses: Record<string, number>;
    }
  | { type: 'closed' }
  | { type: 'error'; message: string };

const report = (message: TrackingReport) => process.send!(message);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const RECORDS_PER_BATCH = 5;

/** The JSON body of a batch of visitor `v` in interval `cycle`, due at `due` (epoch ms). */
function bodyOf(plan: TrackingPlan, v: number, cycle: number, due: number): string {
  const spot = plan.spots[(v + cycle) % plan.spots.length]!;
  const at = (msBefore: number) => new Date(due - msBefore).toISOString();
  const span = Math.round(plan.intervalMs / 1000);
  return JSON.stringify({
    records: [
      { kind: 'roomEnter', roomId: spot.roomId, at: at(plan.intervalMs - 200) },
      { kind: 'open', roomId: spot.roomId, elementId: spot.elementId, at: at(plan.intervalMs - 1500) },
      { kind: 'download', roomId: spot.roomId, elementId: spot.documentId, at: at(plan.intervalMs - 3000) },
      { kind: 'watch', elementId: spot.videoId, seconds: span - 4, live: true, at: at(500) },
      { kind: 'roomLeave', roomId: spot.roomId, seconds: span, at: at(100) },
    ],
  });
}

async function run(plan: TrackingPlan) {
  const cycles = Math.max(1, Math.round((plan.seconds * 1000) / plan.intervalMs));
  const due = plan.visitors * cycles;
  const gap = plan.intervalMs / plan.visitors;
  const path = `/api/v1/public/venue/${encodeURIComponent(plan.pageCode)}/activity`;
  const pool = new Pool(plan.url, {
    connections: plan.connections,
    pipelining: 1,
    keepAliveTimeout: 60_000,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  const latencies = new Float64Array(due);
  const statuses: Record<string, number> = {};
  let ok = 0;
  let non2xx = 0;
  let failed = 0;
  let missed = 0;
  let sent = 0;
  let inFlight = 0;
  let maxBacklog = 0;
  let lastAnswer = 0;
  const pending = new Set<Promise<void>>();
  /** Resolves the dispatcher's wait early when an answer frees a connection. */
  let wake: (() => void) | undefined;
  const cpu = process.cpuUsage();
  const start = Date.now() + 200;

  const send = (i: number, dueAt: number) => {
    const v = i % plan.visitors;
    const cycle = Math.floor(i / plan.visitors);
    inFlight++;
    sent++;
    const request = pool
      .request({
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', visitorToken: `${plan.tokenPrefix}${v + 1}` },
        body: bodyOf(plan, v, cycle, dueAt),
      })
      .then(
        async ({ statusCode, body }) => {
          await body.dump();
          const answeredAt = Date.now();
          lastAnswer = Math.max(lastAnswer, answeredAt);
          statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
          if (statusCode >= 200 && statusCode < 300) latencies[ok++] = answeredAt - dueAt;
          else non2xx++;
        },
        (e: Error) => {
          failed++;
          statuses[e.name] = (statuses[e.name] ?? 0) + 1;
        },
      )
      .finally(() => {
        inFlight--;
        pending.delete(request);
        wake?.();
      });
    pending.add(request);
  };

  // The dispatcher: bounded by the batches due; each wait at most 5 ms.
  let next = 0;
  while (next < due) {
    const now = Date.now();
    while (next < due) {
      const dueAt = start + next * gap;
      if (dueAt > now) break;
      if (now - dueAt > plan.intervalMs) {
        missed++;
        next++;
        continue;
      }
      if (inFlight >= plan.connections) break;
      send(next, dueAt);
      next++;
    }
    if (next >= due) break;
    // Batches due now and waiting for a connection.
    const backlog = Math.max(0, Math.min(due, Math.floor((now - start) / gap) + 1) - next);
    maxBacklog = Math.max(maxBacklog, backlog);
    const untilNext = start + next * gap - Date.now();
    await new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, Math.min(5, Math.max(1, untilNext)));
    });
    wake = undefined;
  }
  // Every request ends within the pool's time-outs; the wait is bounded anyway.
  await Promise.race([Promise.allSettled([...pending]), sleep(45_000)]);
  await pool.close().catch(() => undefined);
  const used = process.cpuUsage(cpu);
  const sorted = latencies.subarray(0, ok).sort();
  report({
    type: 'ran',
    due,
    sent,
    ok,
    non2xx,
    failed,
    missed,
    okRecords: ok * RECORDS_PER_BATCH,
    sentRecords: sent * RECORDS_PER_BATCH,
    seconds: Math.max(plan.seconds, (lastAnswer - start) / 1000),
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: ok ? sorted[ok - 1]! : Number.NaN,
    maxBacklog,
    cpuSeconds: (used.user + used.system) / 1e6,
    statuses,
  });
}

process.on('message', (request: TrackingRequest) => {
  if (request.type === 'close') {
    report({ type: 'closed' });
    process.disconnect();
    return;
  }
  run(request.plan).catch((e: Error) => report({ type: 'error', message: e.message }));
});
