import type { Deps } from './context.js';
import type { SqlExecutor } from './db/client.js';
import { endDueSubscriptions } from './modules/subscription/subscription.service.js';
import { type JobLogger, type Jobs, startJobs } from './platform/jobs/jobs.js';

/** Ends the subscriptions whose cancelled period is over (plan → free, events over its quota close). */
export const END_DUE_SUBSCRIPTIONS = 'subscription.end-due';

/**
 * The app's recurring work on the job queue, as app.ts composes its routes: each job's handler and
 * its schedule. Started by main.ts after the app (the handlers use its deps, sockets included).
 */
export async function startAppJobs(options: { sql: SqlExecutor; deps: Deps; log: JobLogger }): Promise<Jobs> {
  const { deps, log } = options;
  const jobs = await startJobs({ sql: options.sql, log });
  await jobs.work(END_DUE_SUBSCRIPTIONS, async () => {
    const ended = await endDueSubscriptions(deps, new Date());
    if (ended > 0) log.info(`${ended} subscription(s) reached the end of their period`);
  });
  await jobs.schedule(END_DUE_SUBSCRIPTIONS, '*/15 * * * *');
  return jobs;
}
