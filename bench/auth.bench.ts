/**
 * Sessions on one node over real HTTP on loopback: logins per second (argon2id-bound) and the
 * latency of an authenticated `GET user` (the call every screen makes). Embedded PGlite, or
 * PostgreSQL when DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../packages/server/src/app.js';
import { openDb } from '../packages/server/src/db/client.js';
import { createCompleteAccount } from '../packages/server/src/modules/signup/signup.service.js';
import { scaleRateLimits } from '../packages/server/src/plugins/rate-limit.js';
import { hammer, print } from './lib.js';

const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-'));
const database = await openDb(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: join(dir, 'pglite') },
);
await database.migrate();
const app = await buildApp({
  db: database.db,
  publicUrl: 'http://localhost',
  devMailbox: false,
  rateLimits: scaleRateLimits(100_000),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const email = `bench.${Date.now()}@analytical-engines.example`;
const password = 'Bench-2026!';
await createCompleteAccount(
  { db: database.db, publicUrl: address },
  { email, password, firstName: 'Bench', lastName: 'Mark', company: 'Foyer', plan: 'free' },
);

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(`${address}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authToken: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; results: { authToken: string } };
}

console.log(`database: ${database.driver}`);
let token = '';
print(
  'POST auth/login (concurrency 4)',
  await hammer(100, 4, async () => {
    const answer = await post('auth/login', { email, password });
    if (!answer.success) throw new Error('login failed');
    token = answer.results.authToken;
  }),
);
print(
  'GET user (concurrency 16)',
  await hammer(3000, 16, async () => {
    const res = await fetch(`${address}/api/v1/user`, { headers: { authToken: token } });
    if (res.status !== 200) throw new Error(`GET user answered ${res.status}`);
    await res.arrayBuffer();
  }),
);

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
