/**
 * The load process of realtime.bench.ts (forked with an IPC channel; not a benchmark by itself):
 * opens one socket.io connection per visitor in batches, joins each to the chat, then lets a few
 * senders post timestamped messages at a steady pace while every client records how long each
 * message took to reach it; each 'send' is a round of its own (figures of that round only). Talks to
 * its parent only through LoadRequest / LoadReport messages.
 */
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type ChatJoinAck, type ChatMessage, type ChatSendAck, REALTIME_PATH } from '@foyer/shared';
import { type Socket, io } from 'socket.io-client';
import { quantile } from './lib.js';

export type Visitor = { url: string; pageCode: string; visitorToken: string; node: number };

export type LoadRequest =
  | { type: 'connect'; visitors: Visitor[]; chatId: string; batch: number }
  | { type: 'send'; senders: number; messages: number; perSecond: number }
  | { type: 'close' };

export type Spread = { count: number; p50: number; p99: number; max: number };
export type LoadReport =
  | { type: 'connected'; seconds: number; perConnection: Spread }
  | {
      type: 'sent';
      sendSeconds: number;
      expected: number;
      delivered: number;
      rateLimited: number;
      failed: number;
      /** Fan-out latency (send → receipt at each client), all clients and per node. */
      latency: Spread;
      byNode: Spread[];
      /** From each send to its acknowledgement (the server's own handling, plus the way there and back). */
      ack: Spread;
      /** This process's longest event-loop delay during the round, in ms (is the load the bottleneck?). */
      loadLagMax: number;
    }
  | { type: 'closed' }
  | { type: 'error'; message: string };

/** Milliseconds on a clock shared by every process of this machine, with fractions. */
const now = () => performance.timeOrigin + performance.now();
const PREFIX = 'bench@';

function spread(values: number[]): Spread {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
  };
}

const report = (message: LoadReport) => process.send!(message);

let sockets: Socket[] = [];
let visitors: Visitor[] = [];
let chatId = '';
/** Latencies per node, in ms. */
let latencies: number[][] = [];
let delivered = 0;

/** Connects one visitor and joins the chat; resolves with the time it took, in ms. */
function connectOne(visitor: Visitor, index: number): Promise<number> {
  const started = now();
  const socket = io(visitor.url, {
    path: REALTIME_PATH,
    auth: { pageCode: visitor.pageCode, visitorToken: visitor.visitorToken },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 60_000,
  });
  sockets[index] = socket;
  socket.on('chat:message', (message: ChatMessage) => {
    if (!message.text.startsWith(PREFIX)) return;
    latencies[visitor.node]!.push(now() - Number(message.text.slice(PREFIX.length)));
    delivered++;
  });
  return new Promise((resolve, reject) => {
    socket.once('connect_error', (e) => reject(new Error(`visitor ${index}: ${e.message}`)));
    socket.once('connect', async () => {
      try {
        const ack = (await socket.timeout(60_000).emitWithAck('chat:join', { chatId })) as ChatJoinAck;
        if (!ack.ok) throw new Error(`visitor ${index}: chat:join answered ${ack.error}`);
        resolve(now() - started);
      } catch (e) {
        reject(e);
      }
    });
  });
}

async function connectAll(request: Extract<LoadRequest, { type: 'connect' }>) {
  visitors = request.visitors;
  chatId = request.chatId;
  latencies = Array.from({ length: 1 + Math.max(...visitors.map((v) => v.node)) }, () => []);
  sockets = new Array(visitors.length);
  const started = now();
  const times: number[] = [];
  for (let from = 0; from < visitors.length; from += request.batch) {
    const batch = visitors.slice(from, from + request.batch);
    times.push(...(await Promise.all(batch.map((v, i) => connectOne(v, from + i)))));
  }
  report({ type: 'connected', seconds: (now() - started) / 1000, perConnection: spread(times) });
}

/** Message i goes out at start + i / perSecond from sender i mod `senders` (the first sockets). */
async function sendAll(request: Extract<LoadRequest, { type: 'send' }>) {
  const { senders, messages, perSecond } = request;
  latencies = latencies.map(() => []);
  delivered = 0;
  const lag = monitorEventLoopDelay({ resolution: 1 });
  lag.enable();
  let rateLimited = 0;
  let failed = 0;
  const started = now();
  const acks: Promise<void>[] = [];
  const ackTimes: number[] = [];
  for (let i = 0; i < messages; i++) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const socket = sockets[i % senders]!;
    const sentAt = now();
    const ack = socket
      .timeout(60_000)
      .emitWithAck('chat:send', { chatId, text: `${PREFIX}${now()}`, clientId: randomUUID() })
      .then(
        (answer: ChatSendAck) => {
          ackTimes.push(now() - sentAt);
          if (answer.ok) return;
          if (answer.error === 'RATE_LIMITED') rateLimited++;
          else failed++;
        },
        () => {
          failed++;
        },
      );
    acks.push(ack);
  }
  await Promise.all(acks);
  const sendSeconds = (now() - started) / 1000;
  const expected = (messages - rateLimited - failed) * visitors.length;
  // Every accepted message reaches every client, or the wait ends 30 s after the last send.
  const deadline = now() + 30_000;
  while (delivered < expected && now() < deadline) await new Promise((r) => setTimeout(r, 50));
  lag.disable();
  report({
    type: 'sent',
    sendSeconds,
    expected,
    delivered,
    rateLimited,
    failed,
    latency: spread(latencies.flat()),
    byNode: latencies.map(spread),
    ack: spread(ackTimes),
    loadLagMax: lag.max / 1e6,
  });
}

async function closeAll() {
  for (const socket of sockets) socket?.close();
  sockets = [];
  report({ type: 'closed' });
  process.disconnect();
}

process.on('message', (request: LoadRequest) => {
  const work =
    request.type === 'connect'
      ? connectAll(request)
      : request.type === 'send'
        ? sendAll(request)
        : closeAll();
  work.catch((e: Error) => report({ type: 'error', message: e.message }));
});
