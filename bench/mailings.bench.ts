/**
 * Mailings (issue 16) on PostgreSQL: 100,000 participants over 10 events of one business account,
 * one mailing to all of them delivered by a real server process to a local SMTP sink (smtp-server,
 * in this process) that counts the mails per recipient address. Prints mails per second from the
 * send to the last mail, the server's peak RSS and whether every address got exactly one mail.
 * Then the kill -9 run: a second mailing, the server killed when the sink has half of it, the
 * deliveries claimed (`sending`) at that moment counted from the database, the server restarted on
 * the same database, and once the mailing is sent: addresses that got no mail (must be 0) and more
 * than one (at most the claimed ones). Needs DATABASE_URL; runs in a database of its own.
 * BENCH_MAILING_PER_EVENT (10,000) sizes it; BENCH_MAILING_KILL=0 leaves out the kill run. The
 * server gets this process's environment: NODE_OPTIONS=--max-old-space-size=… caps its heap.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { openDb } from '../packages/server/src/db/client.js';
import {
  DELIVERY_JOB_EXPIRY_S,
  STALE_AFTER_MS,
} from '../packages/server/src/modules/mailings/delivery.service.js';
import { createCompleteAccount } from '../packages/server/src/modules/signup/signup.service.js';
import { apiOf, onOwnPgDatabase } from './lib.js';
import { type BenchServer, startServer } from './server-process.js';

const EVENTS = 10;
const PER_EVENT = Number(process.env.BENCH_MAILING_PER_EVENT ?? 10_000);
const RECIPIENTS = EVENTS * PER_EVENT;
const GOAL_PER_SECOND = 1000;
const GOAL_RSS_MIB = 300;

type Progress = { recipients: number; sent: number; failed: number; remaining: number };
type MailingAnswer = { mailing: { id: string; status: string; progress: Progress | null } };

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The SMTP sink: accepts every mail as soon as its data ended, counted per envelope recipient. */
function startSink() {
  let counts = new Map<string, number>();
  let accepted = 0;
  let lastAt = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    maxClients: 1000,
    onData(stream, session, callback) {
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) {
          const to = address.toLowerCase();
          counts.set(to, (counts.get(to) ?? 0) + 1);
        }
        accepted++;
        lastAt = performance.now();
        callback();
      });
      stream.resume();
    },
  });
  // A server killed mid-mail leaves a broken connection behind; that is what the run is about.
  server.on('error', () => {});
  return {
    server,
    /** Forgets what was counted (a new run). */
    reset() {
      counts = new Map();
      accepted = 0;
      lastAt = 0;
    },
    counts: () => counts,
    accepted: () => accepted,
    lastAt: () => lastAt,
  };
}

/** Samples the server's VmRSS every 200 ms; answers the peak seen (MiB) when stopped. */
function sampleRss(server: BenchServer) {
  let peak = 0;
  const read = () => {
    try {
      peak = Math.max(peak, server.rssMiB());
    } catch {} // the process is gone (killed)
  };
  read();
  const timer = setInterval(read, 200);
  return () => {
    clearInterval(timer);
    read();
    return peak;
  };
}

/**
 * The account (business plan), its 10 events and their participants, written straight into the
 * database the server migrated: 10 events by SQL (the API allows a business account 6), the
 * participants by one INSERT … SELECT generate_series.
 */
async function seed(databaseUrl: string, email: string, password: string): Promise<string[]> {
  const started = performance.now();
  const database = await openDb({ databaseUrl });
  let tenantId: string;
  try {
    const user = await createCompleteAccount(
      { db: database.db, publicUrl: 'http://localhost' },
      { email, password, firstName: 'Bench', lastName: 'Mark', company: 'Foyer', plan: 'business' },
    );
    tenantId = user.id;
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into events (tenant_id, name, title1, main_color, text_color, page_code, origin)
       select $1, 'Bench conference ' || n, 'Bench conference ' || n, '#1f5fbf', '#ffffff',
              'bench' || n || '-' || $2, 'bench'
       from generate_series(1, $3::int) n
       returning id`,
      [tenantId, randomBytes(3).toString('hex'), EVENTS],
    );
    const eventIds = rows.map((r) => r.id);
    await client.query(
      `insert into participants (event_id, tenant_id, email, first_name, last_name, confirmed, confirmed_at)
       select e.id, $2, 'p' || e.n || '-' || g || '@bench.example', 'Ada ' || g, 'Lovelace', true, now()
       from unnest($1::uuid[]) with ordinality as e(id, n), generate_series(1, $3::int) g`,
      [eventIds, tenantId, PER_EVENT],
    );
    await client.query('analyze participants');
    console.log(
      `seeded ${RECIPIENTS} participants over ${EVENTS} events in ${seconds(performance.now() - started)} s`,
    );
    return eventIds;
  } finally {
    await client.end();
  }
}

/** Every recipient address: what each must have got exactly once. */
const everyAddress = () =>
  Array.from({ length: EVENTS * PER_EVENT }, (_, i) => {
    const n = Math.floor(i / PER_EVENT) + 1;
    return `p${n}-${(i % PER_EVENT) + 1}@bench.example`;
  });

/** How many addresses got no mail and how many more than one. */
function tally(counts: Map<string, number>) {
  let missing = 0;
  let duplicates = 0;
  for (const address of everyAddress()) {
    const n = counts.get(address) ?? 0;
    if (n === 0) missing++;
    else if (n > 1) duplicates++;
  }
  const strangers = [...counts.keys()].filter((a) => !a.endsWith('@bench.example')).length;
  return { missing, duplicates, strangers };
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('mailings: skipped (set DATABASE_URL: the goal is on PostgreSQL)');
  process.exit(0);
}

const sink = startSink();
await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(sink.server.server.address() as AddressInfo).port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-mail-'));

try {
  await onOwnPgDatabase(url, async (databaseUrl) => {
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: undefined,
      SMTP_URL: smtpUrl,
      // The throttle is not what is measured.
      MAIL_RATE_PER_SECOND: '100000',
      JANUS_AUTOSTART: 'false',
    };
    // A first start migrates the database and makes the template images (sharp's memory, once per
    // installation); the measured server starts on a database that has them, as after any restart.
    await (await startServer(env, { dataDir })).stop();
    const email = `bench.${randomBytes(4).toString('hex')}@analytical-engines.example`;
    const password = 'Bench-2026!';
    const eventIds = await seed(databaseUrl, email, password);
    let server = await startServer(env, { dataDir });
    try {
      const call = apiOf(() => server.url);
      const { authToken } = await call<{ authToken: string }>('POST', 'auth/login', { email, password });
      const write = async (name: string) =>
        (
          await call<MailingAnswer>(
            'POST',
            'mailings',
            {
              name,
              subject: 'Your programme, {{firstname}}',
              html: '<p>Hello {{firstname}} {{lastname}},</p><p>Welcome to {{eventname}}: the programme is online.</p><p><a href="{{unsubscribe}}">Unsubscribe</a></p>',
              eventIds,
            },
            authToken,
          )
        ).mailing.id;
      const get = async (id: string) =>
        (await call<MailingAnswer>('GET', `mailings/${id}`, undefined, authToken)).mailing;
      const send = async (id: string) => {
        const { mailing } = await call<MailingAnswer>(
          'POST',
          `mailings/${id}/send`,
          { sendAt: null },
          authToken,
        );
        if (mailing.progress?.recipients !== RECIPIENTS)
          throw new Error(`the mailing reaches ${mailing.progress?.recipients}, not ${RECIPIENTS}`);
      };
      /** Polls (once a second) until the API says sent; answers when it saw it. */
      const untilSent = async (id: string, limitMs: number) => {
        const deadline = performance.now() + limitMs;
        for (;;) {
          const mailing = await get(id);
          if (mailing.status === 'sent') return { at: performance.now(), progress: mailing.progress! };
          if (performance.now() > deadline)
            throw new Error(`not sent in ${seconds(limitMs)} s: ${JSON.stringify(mailing.progress)}`);
          await sleep(1000);
        }
      };

      // Run 1: the throughput.
      const first = await write('Bench mailing');
      const idleRss = server.rssMiB();
      sink.reset();
      const stopSampling = sampleRss(server);
      const sentAt = performance.now();
      await send(first);
      const done = await untilSent(first, 240_000);
      const peakRss = stopSampling();
      const wall = sink.lastAt() - sentAt;
      const perSecond = (sink.accepted() / wall) * 1000;
      const once = tally(sink.counts());
      console.log(
        `mailing to ${RECIPIENTS} recipients: ${sink.accepted()} mails in ${seconds(wall)} s = ${perSecond.toFixed(0)} mails/s (API said sent after ${seconds(done.at - sentAt)} s; sent ${done.progress.sent}, failed ${done.progress.failed})`,
      );
      console.log(
        `  server RSS peak ${peakRss.toFixed(0)} MiB (VmRSS every 200 ms; ${idleRss.toFixed(0)} MiB before the send; VmHWM ${server.peakRssMiB().toFixed(0)} MiB)`,
      );
      console.log(
        `  exactly one mail each: ${once.missing === 0 && once.duplicates === 0 && once.strangers === 0 ? 'yes' : 'NO'} (missing ${once.missing}, duplicates ${once.duplicates}, unknown addresses ${once.strangers})`,
      );
      console.log(
        `  goal ratios: ${(perSecond / GOAL_PER_SECOND).toFixed(2)} × 1000 mails/s, ${(peakRss / GOAL_RSS_MIB).toFixed(2)} × 300 MB RSS`,
      );

      // Run 2: kill -9 at half, restart, count (BENCH_MAILING_KILL=0: throughput only).
      if (process.env.BENCH_MAILING_KILL === '0') {
        if (once.missing || once.duplicates) process.exitCode = 1;
        return;
      }
      const second = await write('Bench mailing (kill -9)');
      sink.reset();
      const killStarted = performance.now();
      await send(second);
      // Half and a bit: a batch's mails are out then (an even half can fall between two batches).
      while (sink.accepted() < RECIPIENTS / 2 + 137) {
        if (performance.now() - killStarted > 240_000)
          throw new Error('half the mails did not arrive in 240 s');
        await sleep(5);
      }
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGKILL');
      const killedAt = performance.now();
      await exited;
      const atKill = sink.accepted();
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const { rows } = await db.query<{ sending: number; sent: number }>(
        `select count(*) filter (where status = 'sending')::int as sending,
                count(*) filter (where status = 'sent')::int as sent
         from mailing_deliveries where mailing_id = $1`,
        [second],
      );
      await db.end();
      const inFlight = rows[0]!.sending;
      console.log(
        `kill -9 at ${atKill} mails in the sink (${rows[0]!.sent} settled sent): ${inFlight} deliveries claimed (sending) at the kill`,
      );
      await server.stop();
      server = await startServer(env, { dataDir });
      const restartedAt = performance.now();
      // By design within the dead delivery job's expiry (the tick's turns deliver meanwhile), plus the rest.
      const after = await untilSent(second, DELIVERY_JOB_EXPIRY_S * 1000 + 4 * STALE_AFTER_MS);
      const { missing, duplicates, strangers } = tally(sink.counts());
      console.log(
        `  restarted ${seconds(restartedAt - killedAt)} s after the kill; sent ${seconds(after.at - restartedAt)} s after the restart (${after.progress.sent} sent, ${after.progress.failed} failed)`,
      );
      console.log(
        `  missing ${missing} (must be 0), duplicates ${duplicates} (at most the ${inFlight} in flight): ${missing === 0 && duplicates <= inFlight && strangers === 0 ? 'ok' : 'FAILED'}`,
      );
      if (once.missing || once.duplicates || missing || duplicates > inFlight) process.exitCode = 1;
    } finally {
      await server.stop();
    }
  });
} finally {
  await new Promise<void>((resolve) => sink.server.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}
