/**
 * Real time in the venue: BENCH_RT_VISITORS (5,000) visitors of one open event, all in one chat,
 * connected over socket.io (websocket) from a separate load process (bench/realtime-load.ts) to
 * real server processes. A few senders post timestamped messages at a steady pace; every client
 * records how long each took to reach it (fan-out latency p50/p99). Also the connect time and the
 * server's resident memory per connection (RSS after connecting minus before, per connection).
 *
 * One node: always, on PGlite, or on PostgreSQL when DATABASE_URL is set. Two nodes through Redis
 * (half the visitors on each, the senders on node A): only with DATABASE_URL and REDIS_URL, on one
 * database of the run's own (dropped afterwards) and a random REDIS_PREFIX (its keys deleted
 * afterwards). Participants and visitor sessions are inserted directly, not registered over HTTP.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
import { forkLoad, onOwnPgDatabase } from './lib.js';
import type { LoadReport, LoadRequest, Spread, Visitor } from './realtime-load.js';
import { type BenchServer, startServer } from './server-process.js';

const VISITORS = Number(process.env.BENCH_RT_VISITORS ?? 5000);
const MESSAGES = Number(process.env.BENCH_RT_MESSAGES ?? 60);
/** Messages per second, all senders together. */
const PER_SECOND = Number(process.env.BENCH_RT_RATE ?? 2);
/** Connections opened at once by the load process. */
const BATCH = Number(process.env.BENCH_RT_BATCH ?? 100);
/** Enough senders that none comes near CHAT_RATE (two messages of margin per window). */
const SENDERS = Math.ceil(((CHAT_RATE.windowMs / 1000) * PER_SECOND) / (CHAT_RATE.messages - 2));
const here = fileURLToPath(new URL('.', import.meta.url));

type Venue = { pageCode: string; chatId: string; tokens: string[] };

/**
 * On the database of `options`: an organiser (business plan) with an open conference event holding
 * one chat, and VISITORS participants each with a visitor session. Closes the database after.
 */
async function prepare(options: OpenDbOptions, filesDir: string): Promise<Venue> {
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
      for (let from = 0; from < VISITORS; from += 500) {
        const count = Math.min(500, VISITORS - from);
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
        `  (${VISITORS} participants and visitor sessions inserted in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      return { pageCode: event!.pageCode, chatId: element.id, tokens };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** The forked load process, driven request by request. */
function startLoad() {
  return forkLoad<LoadRequest, LoadReport>(join(here, 'realtime-load.ts'));
}

const ms = (s: Spread) =>
  `p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(0)} ms`;
const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));

/** Connects every visitor of `venue` (split evenly over `servers`, in order), measures, prints. */
async function measure(label: string, servers: BenchServer[], venue: Venue) {
  const perNode = Math.ceil(venue.tokens.length / servers.length);
  const visitors: Visitor[] = venue.tokens.map((visitorToken, i) => {
    const node = Math.floor(i / perNode);
    return { url: servers[node]!.url, pageCode: venue.pageCode, visitorToken, node };
  });
  const load = startLoad();
  try {
    await sleep(1000);
    const before = servers.map((s) => s.rssMiB());
    const connected = await load.ask(
      { type: 'connect', visitors, chatId: venue.chatId, batch: BATCH },
      'connected',
    );
    await sleep(2000);
    const after = servers.map((s) => s.rssMiB());
    const sent = await load.ask(
      { type: 'send', senders: SENDERS, messages: MESSAGES, perSecond: PER_SECOND },
      'sent',
    );
    await load.ask({ type: 'close' }, 'closed');

    console.log(`${label}:`);
    console.log(
      `  connect + chat:join   ${visitors.length} in ${connected.seconds.toFixed(1)} s (${(visitors.length / connected.seconds).toFixed(0)}/s, batches of ${BATCH}), per connection ${ms(connected.perConnection)}`,
    );
    servers.forEach((_, n) => {
      const count = visitors.filter((v) => v.node === n).length;
      const kib = ((after[n]! - before[n]!) * 1024) / count;
      console.log(
        `  memory node ${'AB'[n]}         RSS ${before[n]!.toFixed(0)} → ${after[n]!.toFixed(0)} MiB: ${kib.toFixed(1)} KiB per connection (${count})`,
      );
    });
    console.log(
      `  fan-out latency       ${ms(sent.latency)} (${sent.delivered} of ${sent.expected} deliveries; sending took ${sent.sendSeconds.toFixed(1)} s)`,
    );
    if (servers.length > 1)
      sent.byNode.forEach((s, n) => {
        console.log(`    clients on node ${'AB'[n]}   ${ms(s)}`);
      });
    if (sent.rateLimited || sent.failed || sent.delivered < sent.expected)
      throw new Error(
        `${sent.rateLimited} messages rate-limited, ${sent.failed} failed, ${sent.expected - sent.delivered} deliveries missing`,
      );
  } finally {
    await load.stop();
  }
}

console.log(
  `${VISITORS} visitors in one chat, ${MESSAGES} messages at ${PER_SECOND}/s from ${SENDERS} senders (chat rate ${CHAT_RATE.messages} per ${CHAT_RATE.windowMs / 1000} s each); server processes and the load process share this machine's ${(await import('node:os')).availableParallelism()} cores`,
);
const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-rt-'));
try {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl) {
    const dataDir = join(dir, 'node');
    const venue = await prepare({ pgliteDir: join(dataDir, 'pglite') }, dataDir);
    const server = await startServer({ REDIS_URL: undefined }, { dataDir });
    try {
      await measure('one node, PGlite', [server], venue);
    } finally {
      await server.stop();
    }
  } else {
    await onOwnPgDatabase(databaseUrl, async (url) => {
      const env = { DATABASE_URL: url, REDIS_URL: undefined };
      const venue = await prepare({ databaseUrl: url }, join(dir, 'files'));
      const server = await startServer(env);
      try {
        await measure('one node, PostgreSQL', [server], venue);
      } finally {
        await server.stop();
      }
      if (!redisUrl) return;
      const prefix = `foyer-bench-${randomBytes(4).toString('hex')}`;
      const both = { DATABASE_URL: url, REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
      const second = await prepare({ databaseUrl: url }, join(dir, 'files'));
      const servers = [await startServer(both), await startServer(both)];
      try {
        await measure(`two nodes through Redis (prefix ${prefix}), PostgreSQL`, servers, second);
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
        const redis = createClient({ url: redisUrl });
        await redis.connect();
        for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 }))
          if (keys.length) await redis.del(keys);
        await redis.close();
      }
    });
  }
  if (!databaseUrl || !redisUrl)
    console.log('two nodes through Redis: skipped (set both DATABASE_URL and REDIS_URL to run it)');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
