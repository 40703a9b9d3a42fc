import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import type { MailRow } from '../src/db/schema/index.js';
import { listMails } from '../src/platform/mail/outbox.repository.js';
import { linksOf } from '../src/platform/mail/render.js';
import { openTestDb } from './db.js';

export const TEST_PUBLIC_URL = 'http://foyer.test';

/** Rate limits high enough that only the rate-limit tests meet them. */
const RELAXED = { max: 10_000, timeWindowMs: 60_000 };

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
  /** Outbox mails, newest first, optionally to one address; each with its links. */
  mails(to?: string): Promise<(MailRow & { links: string[] })[]>;
};

/** The app on a fresh database of its own (one per test file). */
export async function createTestApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const database = await openTestDb();
  const app = await buildApp({
    db: database.db,
    publicUrl: TEST_PUBLIC_URL,
    devMailbox: true,
    rateLimits: { login: RELAXED, passwordForgotten: RELAXED, registration: RELAXED, resend: RELAXED },
    ...options,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
    async mails(to) {
      return (await listMails(database.db, { to })).map((m) => ({ ...m, links: linksOf(m.text) }));
    },
  };
}

/** Query parameter `token` of a link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
