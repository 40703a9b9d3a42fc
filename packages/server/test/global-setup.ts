import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { access, mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openDb } from '../src/db/client.js';

export type DbTemplate =
  /** A tarball of a migrated PGlite data directory (PGlite's dumpDataDir), loaded into memory per file. */
  { kind: 'pglite'; tarball: string } | { kind: 'pg'; url: string; template: string; prefix: string };

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
 * One migrated database for the whole run: a PGlite tarball that each test file loads, or (with
 * DATABASE_URL) a PostgreSQL template database that each test file clones and teardown drops.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('dbTemplate', { kind: 'pglite', tarball: await pgliteTemplate() });
    return;
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

const CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/foyer-test/', import.meta.url));

/**
 * The migrated PGlite template as a tarball, kept between runs: creating and migrating a data
 * directory costs seconds, so it is made once per content of the migrations folder and PGlite
 * version. Written under a temporary name and renamed, so concurrent runs never read half a file.
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = `${entry.slice(0, entry.lastIndexOf('/@electric-sql/pglite/'))}/@electric-sql/pglite/package.json`;
  hash.update(JSON.parse(await readFile(pkg, 'utf8')).version);
  const files = await readdir(MIGRATIONS_DIR, { recursive: true, withFileTypes: true });
  const paths = files.filter((f) => f.isFile()).map((f) => join(f.parentPath, f.name));
  for (const path of paths.sort())
    hash.update(path.slice(MIGRATIONS_DIR.length)).update(await readFile(path));
  const tarball = join(CACHE_DIR, `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    await access(tarball);
    return tarball;
  } catch {
    // Not made yet for these migrations.
  }
  const root = await mkdtemp(join(tmpdir(), 'foyer-test-'));
  try {
    const database = await openDb({ pgliteDir: join(root, 'template') });
    await database.migrate();
    await database.close();
    const client = await PGlite.create(join(root, 'template'));
    const dump = await client.dumpDataDir('none');
    await client.close();
    await mkdir(CACHE_DIR, { recursive: true });
    const partial = `${tarball}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, tarball);
    return tarball;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
