import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The database or a transaction of it; repositories take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Plain SQL on the database's own connection (pg-boss's bring-your-own-database interface). */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

export type Database = {
  db: Db;
  driver: 'pglite' | 'pg';
  /** For the job queue: the same pool or PGlite instance as `db`. */
  sql: SqlExecutor;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type OpenDbOptions =
  /** PostgreSQL through node-postgres. */
  | { databaseUrl: string }
  /** PGlite in this data directory, or in memory with `memory://`. */
  | { pgliteDir: string };

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Plain SQL on a PGlite instance. */
export function pgliteSql(client: PGlite): SqlExecutor {
  return {
    // PGlite's query takes one statement; pg-boss's schema scripts are many, sent without values.
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** Opens PGlite (no DATABASE_URL) or a node-postgres pool, both through drizzle with the same schema. */
export async function openDb(options: OpenDbOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, an administrator, a dropped test database) is
    // reported here and left by the pool, which opens another when asked; without a listener
    // node-postgres throws it, and the whole process went down (a CI run's "terminating connection
    // due to administrator command"). A query that fails reports its own error.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pg',
      sql: { executeSql: (text, values) => pool.query(text, values) },
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  if (!options.pgliteDir.startsWith('memory://')) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir);
  const pdb = drizzlePglite(client, { schema });
  return {
    db: pdb as unknown as Db,
    driver: 'pglite',
    sql: pgliteSql(client),
    migrate: () => migratePglite(pdb, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

/** Runs `select 1`: the database answers (the readiness probe). Throws what the driver throws. */
export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The database the configuration names: DATABASE_URL, else PGlite under DATA_DIR/pglite. */
export function dbOptionsFromConfig(config: { databaseUrl?: string; dataDir: string }): OpenDbOptions {
  return config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { pgliteDir: join(config.dataDir, 'pglite') };
}
