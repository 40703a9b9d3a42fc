/**
 * Public registration pages on one node over real HTTP on loopback: registrations per second
 * (`POST public/regpage/{pageCode}/register`, distinct addresses) and the latency of
 * `GET public/regpage/{pageCode}`. Runs on embedded PGlite, then also on PostgreSQL when
 * DATABASE_URL is set, in a database of its own that is dropped afterwards. Mail goes to the outbox.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ProfileItem, quotaOf } from '@foyer/shared';
import type { OpenDbOptions } from '../packages/server/src/db/client.js';
import { createCompleteAccount } from '../packages/server/src/modules/signup/signup.service.js';
import { apiOf, hammer, listeningApp, onOwnPgDatabase, print } from './lib.js';

const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 1000);
const PAGE_VIEWS = Number(process.env.BENCH_PAGE_VIEWS ?? 1000);
const CONCURRENCY = 16;
// The business plan takes the most registrations per event; each run of that many goes to a fresh
// event, so that every registration contends for one event's lock as on a popular page.
const PLAN = 'business';
const PER_EVENT = quotaOf(PLAN).registrationsPerEvent;

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

/** Sets up an account with events on `options`, measures both calls over HTTP and prints them. */
async function measure(label: string, options: OpenDbOptions, dir: string) {
  const { db, address, close } = await listeningApp(options, dir);
  try {
    const call = apiOf(() => address);

    const email = `bench.${Date.now()}@analytical-engines.example`;
    const password = 'Bench-2026!';
    await createCompleteAccount(
      { db, publicUrl: address },
      { email, password, firstName: 'Bench', lastName: 'Mark', company: 'Foyer', plan: PLAN },
    );
    const { authToken } = await call<{ authToken: string }>('POST', 'auth/login', { email, password });
    const pageCodes: string[] = [];
    for (let n = 0; n < Math.ceil(REGISTRATIONS / PER_EVENT); n++) {
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
      pageCodes.push(page.pageCode);
    }

    // Each event has profile fields of its own (ids differ).
    const pages = await Promise.all(
      pageCodes.map((code) => call<{ fields: ProfileItem[] }>('GET', `public/regpage/${code}`)),
    );
    const answers = pages.map((p) => answersFor(p.fields));

    console.log(`database: ${label}, ${pages[0]!.fields.length} profile fields on the page`);
    const run = randomBytes(4).toString('hex');
    print(
      `POST public/regpage/…/register (c ${CONCURRENCY})`,
      await hammer(REGISTRATIONS, CONCURRENCY, async (i) => {
        const n = Math.floor(i / PER_EVENT);
        const { status } = await call<{ status: string }>('POST', `public/regpage/${pageCodes[n]}/register`, {
          email: `visitor-${run}-${i}@bench.example`,
          firstName: 'Grace',
          lastName: 'Hopper',
          termsAccepted: true,
          answers: answers[n],
        });
        if (status !== 'registered') throw new Error(`registration ${i} answered ${status}`);
      }),
    );
    print(
      `GET public/regpage/{code} (c ${CONCURRENCY})`,
      await hammer(PAGE_VIEWS, CONCURRENCY, async () => {
        const res = await fetch(`${address}/api/v1/public/regpage/${pageCodes[0]}`);
        if (res.status !== 200) throw new Error(`GET public/regpage answered ${res.status}`);
        await res.arrayBuffer();
      }),
    );
  } finally {
    await close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-'));
try {
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
