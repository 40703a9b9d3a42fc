import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import type { MailRow } from '../src/db/schema/index.js';
import { listMails } from '../src/platform/mail/outbox.repository.js';
import { linksOf } from '../src/platform/mail/render.js';
import { seedTemplateAssets } from '../src/modules/assets/assets.templates.js';
import { createLocalStorage } from '../src/platform/storage/local.js';
import type { Storage } from '../src/platform/storage/storage.js';
import { openTestDb } from './db.js';

export const TEST_PUBLIC_URL = 'http://foyer.test';

/** Rate limits high enough that only the rate-limit tests meet them. */
const RELAXED = { max: 10_000, timeWindowMs: 60_000 };
const RELAXED_LIMITS = {
  login: RELAXED,
  passwordForgotten: RELAXED,
  registration: RELAXED,
  resend: RELAXED,
  bugReport: RELAXED,
  clickLogs: RELAXED,
  publicRegister: RELAXED,
  publicRegisterEmail: RELAXED,
  visitEnter: RELAXED,
  loginFailures: RELAXED,
  mailsPerRecipient: RELAXED,
};
/** Every test socket comes from 127.0.0.1: only the connect-limit tests meet a limit. */
const RELAXED_CONNECTS = { connects: 10_000, windowMs: 60_000 };

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  /** Local storage of this app's uploads (unless options.storage replaced it) and its folder. */
  storage: Storage;
  uploadsDir: string;
  /** Where uploads being checked are spooled. */
  spoolDir: string;
  close(): Promise<void>;
  /** Outbox mails, newest first, optionally to one address; each with its links. */
  mails(to?: string): Promise<(MailRow & { links: string[] })[]>;
};

/**
 * The app on a fresh database of its own (one per test file), with uploads in a temporary folder;
 * `templates: true` seeds the template assets first. Rate limits are relaxed except those that
 * `options.rateLimits` names (and publicUpload, left at its default); public pages are not kept
 * unless `options.publicPages` sets a time.
 */
export async function createTestApp(
  options: Partial<BuildAppOptions> & { templates?: boolean } = {},
): Promise<TestApp> {
  const database = await openTestDb();
  const files = await mkdtemp(join(tmpdir(), 'foyer-files-'));
  const uploadsDir = join(files, 'uploads');
  const spoolDir = join(files, 'spool');
  const storage = options.storage ?? createLocalStorage(uploadsDir);
  if (options.templates) await seedTemplateAssets({ db: database.db, storage, spoolDir });
  const app = await buildApp({
    db: database.db,
    storage,
    spoolDir,
    publicUrl: TEST_PUBLIC_URL,
    devMailbox: true,
    ...options,
    rateLimits: { ...RELAXED_LIMITS, ...options.rateLimits },
    realtime: { connectRate: RELAXED_CONNECTS, ...options.realtime },
    // Factories write straight to the database, which no node hears of: public pages are made
    // again on each request unless a test keeps them (public-page.test.ts).
    publicPages: { ttlMs: 0, ...options.publicPages },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    storage,
    uploadsDir,
    spoolDir,
    async close() {
      await app.close();
      await database.close();
      await rm(files, { recursive: true, force: true });
    },
    async mails(to) {
      return (await listMails(database.db, { to })).map((m) => ({ ...m, links: linksOf(m.text) }));
    },
  };
}

/** Query parameter `token` of a link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
