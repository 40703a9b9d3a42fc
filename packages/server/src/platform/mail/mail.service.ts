import { type Language, isUuid } from '@foyer/shared';
import type { Db } from '../../db/client.js';
import type { MailRow } from '../../db/schema/index.js';
import type { Jobs } from '../jobs/jobs.js';
import * as outbox from './outbox.repository.js';
import { type MailTemplate, type MailVars, linksOf, renderMail } from './render.js';
import { type MailSender, SendError } from './sender.js';

/**
 * The account's own mails (registration, password, invoices…; issue 16: "the registration and
 * password mails use the same queue"): a mail is an outbox row written in the transaction of the
 * change that causes it, plus a `mail.send` job queued in the same transaction, so both exist or
 * neither. The job hands it to the same pooled, throttled sender as mailings; a temporary failure is
 * tried again with backoff, a permanent one marks it failed. The minute tick (`mail.outbox`) sends
 * what no job carries: mails written while the queue did not run, claims a killed node left behind.
 */

/** Job that sends one outbox mail. */
export const SEND_MAIL = 'mail.send';
/** Recurring job that sends due outbox mails no job carries. */
export const OUTBOX_TICK = 'mail.outbox';

const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 30_000;

/** Where a mail is queued: the transaction of its cause and, once it runs, the job queue. */
export type MailQueue = { db: Db; jobs?: Pick<Jobs, 'send' | 'sendMany'> };

/** What sending needs: the database, the sender (unset or the outbox: kept and logged) and MAIL_FROM. */
export type MailDelivery = MailQueue & {
  mailer?: MailSender;
  mailFrom?: string;
  log: { info(msg: string): void; warn(msg: string): void };
};

/**
 * Renders a mail in the recipient's language and queues it. Pass the transaction of the change that
 * causes the mail, so both are kept or neither. Throws what the database throws.
 */
export async function enqueueMail(
  queue: MailQueue,
  mail: { to: string; template: MailTemplate; language?: Language; vars: MailVars },
): Promise<MailRow> {
  const rendered = renderMail(mail.template, mail.language, mail.vars);
  return enqueueRenderedMail(queue, { to: mail.to, template: mail.template, ...rendered });
}

/** Queues a mail written elsewhere (a registration page's own mail). Throws what the database throws. */
export async function enqueueRenderedMail(queue: MailQueue, mail: outbox.NewMail): Promise<MailRow> {
  const row = await outbox.insertMail(queue.db, mail);
  await queue.jobs?.send(SEND_MAIL, { mailId: row.id }, { db: queue.db });
  return row;
}

/** Queues mails written elsewhere as enqueueRenderedMail does, two statements for all. Throws what the database throws. */
export async function enqueueRenderedMails(
  queue: MailQueue,
  mails: readonly outbox.NewMail[],
): Promise<void> {
  const rows = await outbox.insertMails(queue.db, mails);
  await queue.jobs?.sendMany(
    SEND_MAIL,
    rows.map((row) => ({ mailId: row.id })),
    { db: queue.db },
  );
}

/** Outbox mails not sent yet (pending or being sent), for the mail queue's depth. Throws what the database throws. */
export async function countQueuedMails(db: Db): Promise<number> {
  return outbox.countUnsent(db);
}

/** "Foyer <no-reply@x>" → { name: 'Foyer', address: 'no-reply@x' }. */
export function senderOf(from: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1].trim(), address: match[2].trim() } : { name: '', address: from.trim() };
}

/** Hands one claimed mail on and settles it. Throws nothing expected (the outcome is recorded). */
async function deliver(deps: MailDelivery, mail: MailRow): Promise<void> {
  const { db, mailer, log } = deps;
  if (!mailer || mailer.keepsLocally) {
    await outbox.markDone(db, mail.id, 'kept');
    log.info(`mail to ${mail.to}: ${mail.subject} — ${linksOf(mail.text)[0] ?? '(no link)'}`);
    return;
  }
  try {
    await mailer.send({
      from: senderOf(deps.mailFrom ?? 'Foyer <no-reply@foyer.local>'),
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
    await outbox.markDone(db, mail.id, 'sent');
  } catch (e) {
    const error = e instanceof SendError ? e : new SendError(String(e), 'temporary', String(e));
    const retry = error.kind === 'temporary' && mail.attempts < MAX_ATTEMPTS;
    const waitMs = RETRY_BASE_MS * 2 ** (mail.attempts - 1);
    await outbox.markFailed(db, mail.id, error.response, retry ? new Date(Date.now() + waitMs) : null);
    log.warn(`mail ${mail.id} to ${mail.to} failed (attempt ${mail.attempts}): ${error.response}`);
    // A second early by the clock of the queue leaves it to the tick: never before its time.
    if (retry)
      await deps.jobs?.send(SEND_MAIL, { mailId: mail.id }, { startAfterSeconds: waitMs / 1000 + 1 });
  }
}

/**
 * The `mail.send` job: sends the mail if it is still due (a job run twice, or after the tick took
 * it, finds nothing to do). Throws nothing expected.
 */
export async function sendQueuedMail(deps: MailDelivery, mailId: string): Promise<void> {
  const mail = isUuid(mailId) ? await outbox.claimMail(deps.db, mailId) : undefined;
  if (mail) await deliver(deps, mail);
}

/**
 * Sends due mails in batches until none is left or `maxBatches` ran; answers how many. Throws
 * nothing expected.
 */
export async function sendDueMails(deps: MailDelivery, maxBatches = 20): Promise<number> {
  let handled = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const mails = await outbox.claimDueMails(deps.db, 20);
    for (const mail of mails) await deliver(deps, mail);
    handled += mails.length;
    if (mails.length === 0) break;
  }
  return handled;
}
