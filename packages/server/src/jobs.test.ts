import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../test/app.js';
import { openTestDb } from '../test/db.js';
import { buildUser } from '../test/factories.js';
import type { Database } from './db/client.js';
import { mailOutbox, users } from './db/schema/index.js';
import { END_DUE_SUBSCRIPTIONS, startAppJobs } from './jobs.js';
import { MAILINGS_TICK } from './modules/mailings/delivery.service.js';
import { REPORTING_PRESENCE, REPORTING_ROLLUP } from './modules/reporting/activity.service.js';
import { insertSubscription } from './modules/subscription/subscription.repository.js';
import type { Jobs } from './platform/jobs/jobs.js';
import { OUTBOX_TICK, enqueueMail } from './platform/mail/mail.service.js';

describe('the app’s jobs', () => {
  let database: Database;
  let jobs: Jobs;
  beforeAll(async () => {
    database = await openTestDb();
    const deps = { db: database.db, publicUrl: TEST_PUBLIC_URL };
    jobs = await startAppJobs({
      sql: database.sql,
      deps,
      pollingIntervalSeconds: 0.5,
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
  }, 60_000);
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('schedules the end of due subscriptions every 15 minutes, the mail ticks and reporting every minute', async () => {
    const { rows } = await database.sql.executeSql('select name, cron from pgboss.schedule order by name');
    expect(rows).toEqual([
      { name: OUTBOX_TICK, cron: '* * * * *' },
      { name: MAILINGS_TICK, cron: '* * * * *' },
      { name: REPORTING_PRESENCE, cron: '* * * * *' },
      { name: REPORTING_ROLLUP, cron: '* * * * *' },
      { name: END_DUE_SUBSCRIPTIONS, cron: '*/15 * * * *' },
    ]);
  });

  it('sends a mail queued in a transaction by its own job (kept locally without SMTP)', async () => {
    const mail = await database.db.transaction((tx) =>
      enqueueMail(
        { db: tx, jobs },
        { to: 'jobs@foyer.test', template: 'welcome', vars: { link: 'http://x.test' } },
      ),
    );
    const status = async () =>
      (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id)))[0]?.status;
    await expect.poll(status, { timeout: 15_000 }).toBe('kept');
  });

  it('ends a cancelled subscription past its period when the job runs', async () => {
    const { user } = await buildUser(database.db, { plan: 'starter' });
    await insertSubscription(database.db, {
      accountId: user.id,
      productId: 'starter-monthly-eur',
      plan: 'starter',
      period: 'monthly',
      currency: 'eur',
      status: 'cancelling',
      paymentMethod: 'invoice',
      startedAt: new Date(Date.now() - 40 * 86_400_000),
      currentPeriodEnd: new Date(Date.now() - 60_000),
      cancelledAt: new Date(Date.now() - 20 * 86_400_000),
    });
    await jobs.send(END_DUE_SUBSCRIPTIONS);
    const premium = async () =>
      (await database.db.select({ premium: users.premium }).from(users).where(eq(users.id, user.id)))[0]
        ?.premium;
    await expect.poll(premium, { timeout: 15_000 }).toBe(false);
  });
});
