import type { Deps } from './context.js';
import type { SqlExecutor } from './db/client.js';
import {
  DELIVER_MAILING,
  DELIVERY_JOB_EXPIRY_S,
  DELIVERY_JOB_MS,
  MAILINGS_TICK,
  STALE_AFTER_MS,
  deliverMailing,
  queueDelivery,
  tickMailings,
} from './modules/mailings/delivery.service.js';
import { OUTBOX_TICK, SEND_MAIL, sendDueMails, sendQueuedMail } from './platform/mail/mail.service.js';
import {
  REPORTING_PRESENCE,
  REPORTING_ROLLUP,
  rollUpActivity,
  samplePresence,
} from './modules/reporting/activity.service.js';
import { advanceSubscriptions } from './modules/subscription/subscription.service.js';
import { type JobLogger, type Jobs, startJobs } from './platform/jobs/jobs.js';

/**
 * The subscriptions' clock: renews invoice subscriptions at their period end, reminds of overdue
 * invoices and ends the subscriptions of unpaid ones, ends cancelled periods and trials (plan → free,
 * events over its quota close).
 */
export const END_DUE_SUBSCRIPTIONS = 'subscription.end-due';

/**
 * The app's recurring work on the job queue, as app.ts composes its routes: each job's handler and
 * its schedule. Started by main.ts after the app (the handlers use its deps, sockets included).
 */
export async function startAppJobs(options: {
  sql: SqlExecutor;
  deps: Deps;
  log: JobLogger & { warn(msg: string): void };
  pollingIntervalSeconds?: number;
  /** Told the queue of each failed job (the app's metrics). */
  onJobFailure?: (queue: string) => void;
}): Promise<Jobs> {
  const { deps, log } = options;
  const jobs = await startJobs({
    sql: options.sql,
    log,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    onFailure: options.onJobFailure,
  });

  // The account's own mails (registration, password, invoices): one job per mail, queued with it.
  const mail = { ...deps, jobs, log };
  await jobs.work(SEND_MAIL, (data) => sendQueuedMail(mail, String(data.mailId ?? '')));
  await jobs.work(OUTBOX_TICK, async () => {
    const sent = await sendDueMails(mail);
    if (sent > 0) log.info(`mail outbox: ${sent} mail(s) no job carried were handed on`);
  });
  await jobs.schedule(OUTBOX_TICK, '* * * * *');
  await jobs.send(OUTBOX_TICK);
  await jobs.work(END_DUE_SUBSCRIPTIONS, async () => {
    const done = await advanceSubscriptions(deps, new Date());
    if (Object.values(done).some((n) => n > 0))
      log.info(
        `subscriptions: ${done.renewed} renewed, ${done.reminded} reminded of unpaid invoices, ${done.endedUnpaid} ended unpaid, ${done.ended} ended`,
      );
  });
  await jobs.schedule(END_DUE_SUBSCRIPTIONS, '*/15 * * * *');

  // Mailings: one job delivers a mailing for a minute, then queues its continuation, so no job runs
  // near the queue's short expiry (a killed node's job frees its mailing within minutes, not 15);
  // the tick starts scheduled ones and picks up what a restart left.
  await jobs.work(
    DELIVER_MAILING,
    async (data) => {
      const mailingId = String(data.mailingId ?? '');
      const until = Date.now() + DELIVERY_JOB_MS;
      await deliverMailing(deps, mailingId, until);
      if (Date.now() >= until) await queueDelivery(jobs, mailingId);
    },
    { onePerKey: true, expireInSeconds: DELIVERY_JOB_EXPIRY_S },
  );
  await jobs.work(MAILINGS_TICK, async () => {
    const started = await tickMailings(deps);
    if (started > 0) log.info(`mailings: ${started} scheduled mailing(s) started`);
  });
  await jobs.schedule(MAILINGS_TICK, '* * * * *');
  await jobs.send(MAILINGS_TICK);
  // Once more when the claims a killed predecessor left are stale: a restart goes on in seconds,
  // not at the next minute's tick after that.
  await jobs.send(MAILINGS_TICK, {}, { startAfterSeconds: Math.ceil(STALE_AFTER_MS / 1000) + 1 });

  // Reporting: every minute, the people in each open venue (peak concurrency) and the hourly rollup
  // of the visitors' activity. One rollup at a time (it recomputes whole hours); a slow one delays
  // the next, never doubles it.
  await jobs.work(REPORTING_PRESENCE, async () => {
    await samplePresence(deps);
  });
  await jobs.schedule(REPORTING_PRESENCE, '* * * * *');
  await jobs.work(
    REPORTING_ROLLUP,
    async () => {
      await rollUpActivity(deps);
    },
    { onePerKey: true },
  );
  await jobs.schedule(REPORTING_ROLLUP, '* * * * *');
  return jobs;
}
