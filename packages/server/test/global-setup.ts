import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/db/client.js';

export type DbTemplate =
  | { kind: 'pglite'; dir: string }
  | { kind: 'pg'; url: string; template: string; prefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

/** Database URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * One migrated database for the whole run: a PGlite directory that each test file copies, or (with
 * DATABASE_URL) a PostgreSQL template database that each test file clones. Teardown removes all of it.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const root = await mkdtemp(join(tmpdir(), 'foyer-test-'));
    const dir = join(root, 'template');
    const database = await openDb({ pgliteDir: dir });
    await database.migrate();
    await database.close();
    project.provide('dbTemplate', { kind: 'pglite', dir });
    return async () => {
      await rm(root, { recursive: true, force: true });
    };
  }
  const prefix = `foyer_t_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_tpl`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const database = await openDb({ databaseUrl: withDatabase(url, template) });
  await database.migrate();
  await database.close();
  project.provide('dbTemplate', { kind: 'pg', url, template, prefix });
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
  };
}
