import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, type Db, MIGRATIONS_DIR, openDb, pgliteSql } from '../src/db/client.js';
import * as schema from '../src/db/schema/index.js';
import { withDatabase } from './global-setup.js';

/** The template tarball, read once per worker. */
let tarball: { path: string; blob: Promise<Blob> } | undefined;

/** A fresh migrated database for one test file, copied from the run's template; close() removes it. */
export async function openTestDb(): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    if (tarball?.path !== template.tarball) {
      tarball = { path: template.tarball, blob: readFile(template.tarball).then((b) => new Blob([b])) };
    }
    // In memory from the migrated tarball: faster than copying and opening a data directory, and
    // nothing to remove. Drizzle on PGlite as src/db/client.ts makes it for a directory.
    const client = await PGlite.create({ loadDataDir: await tarball.blob });
    const db = drizzle(client, { schema });
    return {
      db: db as unknown as Db,
      driver: 'pglite',
      sql: pgliteSql(client),
      migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => client.close(),
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
      // pool.end() resolves before its connections are gone; FORCE would kill them mid-goodbye
      // (up to 10 s: on a busy 2-core machine they have taken more than 2).
      for (let i = 0; i < 500; i++) {
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
