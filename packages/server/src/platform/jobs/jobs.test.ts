import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/db.js';
import type { Database } from '../../db/client.js';
import { type Jobs, startJobs } from './jobs.js';

const log = { info: () => {}, error: () => {} };

/** The queue on the test database: PGlite as `npm start` runs it, PostgreSQL with DATABASE_URL. */
describe('the job queue', () => {
  let database: Database;
  let jobs: Jobs;
  beforeAll(async () => {
    database = await openTestDb();
    jobs = await startJobs({ sql: database.sql, log, pollingIntervalSeconds: 0.5 });
  }, 60_000);
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('runs a queued job once with its data', async () => {
    const seen: unknown[] = [];
    await jobs.work('test-echo', async (data) => {
      seen.push(data);
    });
    const id = await jobs.send('test-echo', { n: 1 });
    expect(id).toBeTruthy();
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual([{ n: 1 }]);
  });

  it('retries a job that failed', async () => {
    let attempts = 0;
    await jobs.work('test-flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('first attempt fails');
    });
    await jobs.send('test-flaky');
    // The retry waits its delay (30 s, backing off): the failure is recorded and the job kept for it.
    const stateOf = async () =>
      (await database.sql.executeSql("select state from pgboss.job where name = 'test-flaky'")).rows;
    await expect.poll(stateOf, { timeout: 10_000 }).toEqual([{ state: 'retry' }]);
    expect(attempts).toBe(1);
  });

  it('keeps one waiting job per key on a queue of one job per key', async () => {
    let release = () => {};
    const running = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: unknown[] = [];
    await jobs.work(
      'test-keyed',
      async (data) => {
        seen.push(data);
        await running;
      },
      { onePerKey: true },
    );
    expect(await jobs.send('test-keyed', { n: 1 }, { key: 'a' })).toBeTruthy();
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(1);
    // One runs; one more may wait; a third for the same key is dropped, another key is not.
    expect(await jobs.send('test-keyed', { n: 2 }, { key: 'a' })).toBeTruthy();
    expect(await jobs.send('test-keyed', { n: 3 }, { key: 'a' })).toBeNull();
    expect(await jobs.send('test-keyed', { n: 4 }, { key: 'b' })).toBeTruthy();
    release();
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(3);
  });

  it('stops only after pg-boss has recorded the end of the last job', async () => {
    // pg-boss records a job's completion without awaiting it; slowed here, as on a busy machine.
    let slow = false;
    let open = 0;
    const sql = {
      async executeSql(text: string, values?: unknown[]) {
        open += 1;
        try {
          if (slow) await new Promise((resolve) => setTimeout(resolve, 300));
          return await database.sql.executeSql(text, values);
        } finally {
          open -= 1;
        }
      },
    };
    const other = await startJobs({ sql, log, pollingIntervalSeconds: 0.5 });
    let ran = false;
    await other.work('test-stop', async () => {
      slow = true;
      ran = true;
    });
    await other.send('test-stop');
    await expect.poll(() => ran, { timeout: 10_000 }).toBe(true);
    await other.stop();
    expect(open).toBe(0);
    const { rows } = await database.sql.executeSql("select state from pgboss.job where name = 'test-stop'");
    expect(rows).toEqual([{ state: 'completed' }]);
  });

  it('keeps a cron schedule in the database', async () => {
    await jobs.schedule('test-hourly', '0 * * * *', { what: 'tick' });
    const { rows } = await database.sql.executeSql('select name, cron, data from pgboss.schedule');
    expect(rows).toEqual([{ name: 'test-hourly', cron: '0 * * * *', data: { what: 'tick' } }]);
  });
});
