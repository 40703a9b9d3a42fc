import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import * as outbox from './outbox.repository.js';
import { linksOf } from './render.js';

export type MailLogger = { info(msg: string): void; warn(msg: string): void; error(msg: string): void };

export type MailWorkerOptions = {
  db: Db;
  /** SMTP server; without it mails are kept in the outbox and logged (never in production). */
  smtpUrl?: string;
  from: string;
  log: MailLogger;
  batchSize?: number;
  maxAttempts?: number;
  /** Delay before attempt n+1 is `backoffMs * 2^(n-1)`. */
  backoffMs?: number;
};

export type MailWorker = {
  /** Delivers the due mails once; answers how many were handled. */
  deliverPending(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
};

/** Delivers outbox rows: through SMTP when configured, else marks them `kept` and logs one line. */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, log, from } = options;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoffMs = options.backoffMs ?? 30_000;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function deliverPending(): Promise<number> {
    const mails = await outbox.claimDueMails(db, batchSize);
    for (const mail of mails) {
      if (!transport) {
        await outbox.markDone(db, mail.id, 'kept');
        log.info(`mail to ${mail.to}: ${mail.subject} — ${linksOf(mail.text)[0] ?? '(no link)'}`);
        continue;
      }
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        });
        await outbox.markDone(db, mail.id, 'sent');
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        const retryAt =
          mail.attempts < maxAttempts ? new Date(Date.now() + backoffMs * 2 ** (mail.attempts - 1)) : null;
        await outbox.markFailed(db, mail.id, message.slice(0, 1000), retryAt);
        log.warn(`mail ${mail.id} to ${mail.to} failed (attempt ${mail.attempts}): ${message}`);
      }
    }
    return mails.length;
  }

  const tick = async () => {
    running = deliverPending().catch((e) => {
      log.error(`mail worker: ${e instanceof Error ? e.message : String(e)}`);
      return 0;
    });
    await running;
    running = undefined;
  };

  return {
    deliverPending,
    start(intervalMs = 2000) {
      if (timer) return;
      timer = setInterval(() => {
        if (!running) void tick();
      }, intervalMs);
      void tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      transport?.close();
    },
  };
}
