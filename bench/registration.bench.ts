/**
 * Public registration pages on one node over real HTTP on loopback. Budget P3 (issue 20): on
 * PostgreSQL, BENCH_REG_EVENTS (10) events each filled to the business plan's 1,000 registrations
 * per event by BENCH_REG_CONCURRENCY (64) visitors at once (`POST public/regpage/{pageCode}/register`,
 * distinct addresses, the events taken in turn, sent by a load process of its own,
 * bench/public-pages-load.ts) at ≥ 1,000 registrations/s; afterwards every quota
 * must be exact (each event holds exactly its quota, one more is refused as full) and every
 * confirmation mail queued (one outbox mail per registration). Also the latency of
 * `GET public/regpage/{pageCode}`. Runs on embedded PGlite (one event: an embedded database is one
 * connection, for development), then on PostgreSQL when DATABASE_URL is set, in a database of its
 * own that is dropped afterwards. Mail goes to the outbox. BENCH_CPU_PROF=<folder> writes a V8 CPU
 * profile of the server (this process) over the registrations there.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ProfileItem, quotaOf } from '@foyer/shared';
import { count, eq, inArray } from 'drizzle-orm';
import type { OpenDbOptions } from '../packages/server/src/db/client.js';
import { mailOutbox, participants } from '../packages/server/src/db/schema/index.js';
import { REGISTRATION_MAIL } from '../packages/server/src/modules/regpages/registration-mail.js';
import {
  apiOf,
  benchOrganiser,
  forkHttpLoad,
  hammer,
  listeningApp,
  onOwnPgDatabase,
  print,
  profiled,
  reportFigure,
} from './lib.js';

const EVENTS = Number(process.env.BENCH_REG_EVENTS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_REG_CONCURRENCY ?? 64);
const PAGE_VIEWS = Number(process.env.BENCH_PAGE_VIEWS ?? 1000);
/** P3: registrations per second on PostgreSQL. */
const BUDGET = 1000;
// The business plan takes the most registrations per event; each event is filled to it.
const PLAN = 'business';
const PER_EVENT = Number(process.env.BENCH_REG_PER_EVENT ?? quotaOf(PLAN).registrationsPerEvent);

/** A filled-in answer for every profile field of the page (as a visitor completes the form). */
function answersFor(fields: ProfileItem[]): Record<string, string | boolean | string[]> {
  const answers: Record<string, string | boolean | string[]> = {};
  for (const field of fields) {
    const first = field.options[0]?.value ?? '';
    if (field.type === 'checkbox') answers[field.id] = true;
    else if (field.type === 'checkboxes') answers[field.id] = [first];
    else if (field.type === 'select') answers[field.id] = first;
    else if (field.type === 'file') {
      if (field.required) throw new Error(`the template has a required file field: ${field.label}`);
    } else if (field.type === 'link') answers[field.id] = 'analytical-engines';
    else answers[field.id] = 'Analytical Engines';
  }
  return answers;
}

/**
 * Sets up an account with `eventCount` events on `options`, fills each to its quota over HTTP,
 * checks the quotas and the queued mails, measures the page's GET and prints the figures.
 */
async function measure(label: string, options: OpenDbOptions, dir: string, eventCount: number) {
  const { db, address, close } = await listeningApp(options, dir);
  const load = forkHttpLoad();
  try {
    const call = apiOf(() => address);

    // The plan's editable events per account are fewer than the events: accounts take turns.
    const perAccount = quotaOf(PLAN).editableEvents - 1;
    const tokens: string[] = [];
    for (let k = 0; k < Math.ceil(eventCount / perAccount); k++)
      tokens.push(await benchOrganiser(db, address, PLAN));
    const pageCodes: string[] = [];
    const eventIds: string[] = [];
    for (let n = 0; n < eventCount; n++) {
      const authToken = tokens[Math.floor(n / perAccount)];
      const { eventId } = await call<{ eventId: string }>(
        'POST',
        'events/conference',
        { name: `Bench conference ${n + 1}` },
        authToken,
      );
      const { page } = await call<{ page: { pageCode: string } }>(
        'GET',
        `events/${eventId}/regpage`,
        undefined,
        authToken,
      );
      eventIds.push(eventId);
      pageCodes.push(page.pageCode);
    }

    // Each event has profile fields of its own (ids differ).
    const pages = await Promise.all(
      pageCodes.map((code) => call<{ fields: ProfileItem[] }>('GET', `public/regpage/${code}`)),
    );
    const answers = pages.map((p) => answersFor(p.fields));
    const registerAs = (n: number, address: string) =>
      call<{ status: string }>('POST', `public/regpage/${pageCodes[n]}/register`, {
        email: address,
        firstName: 'Grace',
        lastName: 'Hopper',
        termsAccepted: true,
        answers: answers[n],
      });

    console.log(`database: ${label}, ${pages[0]!.fields.length} profile fields on the page`);
    const run = randomBytes(4).toString('hex');
    const total = eventCount * PER_EVENT;
    // From a load process of its own (undici, keep-alive), the events taken in turn.
    const posts = pageCodes.map((code, n) => ({
      path: `/api/v1/public/regpage/${code}/register`,
      body: JSON.stringify({
        email: `visitor-${run}-{i}@bench.example`,
        firstName: 'Grace',
        lastName: 'Hopper',
        termsAccepted: true,
        answers: answers[n],
      }),
    }));
    const cpu = process.cpuUsage();
    const ran = await profiled(process.env.BENCH_CPU_PROF, `registrations-${label}`, () =>
      load.ask(
        {
          type: 'run',
          target: {
            origin: address,
            path: posts[0]!.path,
            headers: { 'content-type': 'application/json' },
            posts,
            expect: '"status":"registered"',
          },
          requests: total,
          concurrency: CONCURRENCY,
          status: 200,
        },
        'ran',
      ),
    );
    const used = process.cpuUsage(cpu);
    const figures = {
      requests: total,
      seconds: ran.seconds,
      perSecond: ran.perSecond,
      p50: ran.p50,
      p99: ran.p99,
    };
    print(`POST public/regpage/…/register (c ${CONCURRENCY})`, figures);
    const serverCpuMs = (used.user + used.system) / 1000 / total;

    // Every quota exact: each event holds its quota, and one more is refused as full.
    const held = await db
      .select({ eventId: participants.eventId, n: count() })
      .from(participants)
      .where(inArray(participants.eventId, eventIds))
      .groupBy(participants.eventId);
    for (const eventId of eventIds) {
      const n = held.find((h) => h.eventId === eventId)?.n ?? 0;
      if (n !== PER_EVENT) throw new Error(`event ${eventId} holds ${n} registrations, not ${PER_EVENT}`);
    }
    const filled = PER_EVENT === quotaOf(PLAN).registrationsPerEvent;
    for (let n = 0; filled && n < eventCount; n++) {
      const refused = await registerAs(n, `one-more-${run}-${n}@bench.example`).catch((e: Error) => e);
      if (!(refused instanceof Error) || !refused.message.includes('REGISTRATION_FULL'))
        throw new Error(`event ${n + 1} took a registration beyond its quota`);
    }
    // Every confirmation mail queued.
    const [mails] = await db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, REGISTRATION_MAIL));
    if (mails!.n !== total)
      throw new Error(`${mails!.n} registration mails queued for ${total} registrations`);
    console.log(
      `  checked: ${eventCount} events × ${PER_EVENT} registrations exact${filled ? ', one more refused' : ''}; ${total} mails queued`,
    );
    if (label === 'postgresql')
      reportFigure({
        id: 'P3',
        name: `registrations/s on PostgreSQL (${eventCount} events × ${PER_EVENT}, c ${CONCURRENCY})`,
        value: Math.round(figures.perSecond).toLocaleString('en'),
        budget: `≥ ${BUDGET.toLocaleString('en')}`,
        ok: figures.perSecond >= BUDGET,
        detail: `p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms; server CPU ${serverCpuMs.toFixed(2)} ms per registration; quotas exact, every mail queued`,
      });

    print(
      `GET public/regpage/{code} (c ${CONCURRENCY})`,
      await hammer(PAGE_VIEWS, CONCURRENCY, async () => {
        const res = await fetch(`${address}/api/v1/public/regpage/${pageCodes[0]}`);
        if (res.status !== 200) throw new Error(`GET public/regpage answered ${res.status}`);
        await res.arrayBuffer();
      }),
    );
  } finally {
    await load.stop();
    await close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-'));
try {
  // BENCH_REG_PGLITE=false: PostgreSQL only (what a profile of P3 wants).
  if (process.env.BENCH_REG_PGLITE !== 'false')
    await measure('pglite', { pgliteDir: join(dir, 'pglite') }, join(dir, 'pglite-files'), 1);
  const url = process.env.DATABASE_URL;
  if (url) {
    await onOwnPgDatabase(url, (databaseUrl) =>
      measure('postgresql', { databaseUrl }, join(dir, 'pg-files'), EVENTS),
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
