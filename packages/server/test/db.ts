import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDb } from '../src/db/client.js';
import { withDatabase } from './global-setup.js';

/** A fresh migrated database for one test file, copied from the run's template; close() removes it. */
export async function openTestDb(): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const root = await mkdtemp(join(tmpdir(), 'foyer-file-'));
    const dir = join(root, 'pglite');
    await cp(template.dir, dir, { recursive: true });
    const database = await openDb({ pgliteDir: dir });
    return {
      ...database,
      close: async () => {
        await database.close();
        await rm(root, { recursive: true, force: true });
      },
    };
  }
  const name = `${template.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.template}"`);
  await admin.end();
  const database = await openDb({ databaseUrl: withDatabase(template.url, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: template.url });
      await a.connect();
      // pool.end() resolves before its connections are gone; FORCE would kill them mid-goodbye.
      for (let i = 0; i < 100; i++) {
        const { rows } = await a.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    },
  };
}

/** With DATABASE_URL: an empty (unmigrated) PostgreSQL database for this file and how to drop it; else null. */
export async function createEmptyPgDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const template = inject('dbTemplate');
  if (template.kind !== 'pg') return null;
  const name = `${template.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    url: withDatabase(template.url, name),
    async drop() {
      const a = new pg.Client({ connectionString: template.url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    },
  };
}
