import { type SQL, param, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db, SqlExecutor } from '../../db/client.js';

/**
 * The job queue (DESIGN.md "Jobs"): work that must survive a crash or happen later — closing events
 * at a period end, invoice dues, mailings — runs on pg-boss, persisted in the application's own
 * database (PostgreSQL, or the embedded PGlite through pg-boss's bring-your-own-database interface;
 * PGlite is one process, so one node runs the jobs there). A recurring job is a cron schedule: pg-boss
 * creates one job per due time across all nodes, and one worker takes it.
 */

export type JobLogger = { info(msg: string): void; error(obj: object, msg: string): void };

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

/**
 * How jobs of a queue are worked. `expireInSeconds`: a job running longer counts as failed (its node
 * died) and is tried again; default pg-boss's 15 minutes. Keep it well above the job's own run time.
 */
export type WorkOptions = { onePerKey?: boolean; expireInSeconds?: number };

/**
 * How a job is queued: later, and/or under a key, and/or inside the caller's transaction `db` (the
 * job exists exactly when the change that asked for it is committed; only for queues this process
 * works, which exist already).
 */
export type SendOptions = { startAfterSeconds?: number; key?: string; db?: Db };

/**
 * pg-boss's SQL (`$1`-numbered values) run through drizzle, so a job can be queued in a drizzle
 * transaction on either driver (on PGlite, one connection, any other would wait for the transaction).
 */
export function executorOf(db: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) =>
        i % 2 === 0 ? sql.raw(part) : sql`${param(values[Number(part) - 1])}`,
      );
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

export type Jobs = {
  /**
   * Runs `handler` for every job of `name`; failed jobs are retried by pg-boss (3 times, backing off).
   * `onePerKey`: at most one job per key waits and one runs (pg-boss's stately queue), so queuing work
   * already queued or running (a mailing's delivery, asked for again by the tick) is a no-op.
   */
  work(name: string, handler: JobHandler, options?: WorkOptions): Promise<void>;
  /** Queues one job of `name`; answers its id, or null when one of its key waits already. */
  send(name: string, data?: Record<string, unknown>, options?: SendOptions): Promise<string | null>;
  /** Queues one job of `name` per data, in one statement (in `db`'s transaction when given). */
  sendMany(
    name: string,
    data: readonly Record<string, unknown>[],
    options?: Pick<SendOptions, 'db'>,
  ): Promise<void>;
  /** Queues a job of `name` on the cron schedule (UTC), replacing an earlier schedule of that name. */
  schedule(name: string, cron: string, data?: Record<string, unknown>): Promise<void>;
  stop(): Promise<void>;
};

export type JobsOptions = {
  sql: SqlExecutor;
  log: JobLogger;
  /** How often workers look for new jobs (pg-boss's minimum is 0.5 s). Default 2 s. */
  pollingIntervalSeconds?: number;
  /** Told the queue of each job that failed (the app's metrics count them); must not throw. */
  onFailure?: (queue: string) => void;
};

/** Starts the queue (creating or migrating its `pgboss` schema) and answers it. Throws what pg-boss throws. */
export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { log, onFailure } = options;
  // pg-boss does not await the completion or failure it records after a job: stop() waits for
  // every statement it sent, so none runs after the caller closes the database.
  const sent = new Set<Promise<unknown>>();
  const executeSql = (text: string, values?: unknown[]) => {
    const answer = options.sql.executeSql(text, values);
    const settled = answer.then(
      () => undefined,
      () => undefined,
    );
    sent.add(settled);
    void settled.then(() => sent.delete(settled));
    return answer;
  };
  const boss = new PgBoss({
    db: { executeSql },
    // Every node may maintain the queue; pg-boss serialises that with an advisory lock.
    supervise: true,
    schedule: true,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const queues = new Set<string>();
  const ensureQueue = async (
    name: string,
    policy: 'standard' | 'stately' = 'standard',
    expireInSeconds?: number,
  ) => {
    if (queues.has(name)) return;
    const options = {
      name,
      policy,
      retryLimit: 3,
      retryDelay: 30,
      retryBackoff: true,
      ...(expireInSeconds ? { expireInSeconds } : {}),
    };
    await boss.createQueue(name, options);
    // A queue made by an earlier version keeps its settings unless told.
    await boss.updateQueue(name, options);
    queues.add(name);
  };
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  return {
    async work(name, handler, options = {}) {
      await ensureQueue(name, options.onePerKey ? 'stately' : 'standard', options.expireInSeconds);
      await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data ?? {});
          } catch (err) {
            log.error({ err, job: job.id }, `job ${name} failed`);
            onFailure?.(name);
            throw err;
          }
        }
      });
    },
    async send(name, data = {}, options = {}) {
      if (options.db && !queues.has(name)) throw new Error(`queue ${name} is not worked by this process`);
      await ensureQueue(name);
      return boss.send(name, data, {
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.key ? { singletonKey: options.key } : {}),
        ...(options.db ? { db: executorOf(options.db) } : {}),
      });
    },
    async sendMany(name, data, options = {}) {
      if (data.length === 0) return;
      if (options.db && !queues.has(name)) throw new Error(`queue ${name} is not worked by this process`);
      await ensureQueue(name);
      await boss.insert(
        data.map((d) => ({ name, data: d })),
        options.db ? { db: executorOf(options.db) } : {},
      );
    },
    async schedule(name, cron, data = {}) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data, { tz: 'UTC' });
    },
    async stop() {
      // Waits for running jobs to finish (pg-boss then completes them through our database): after
      // 5 s, a tick still running on a busy machine finished after the database was closed, and its
      // completion failed unhandled. Past 20 s the running ones are failed, to be run again.
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
      while (sent.size > 0) await Promise.all([...sent]);
    },
  };
}
