import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { insertMail } from './outbox.repository.js';

/** One mail as a sender takes it; `from.name` is encoded by the sender (no header can be injected). */
export type OutgoingMail = {
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
};

/**
 * Why a mail was not accepted: `temporary` (4xx, a connection problem: try again later), `permanent`
 * (5xx), `noMailbox` (5xx saying the mailbox does not exist: the address bounced).
 */
export class SendError extends Error {
  constructor(
    message: string,
    readonly kind: 'temporary' | 'permanent' | 'noMailbox',
    readonly response: string,
  ) {
    super(message);
  }
}

/** Hands mails to SMTP (or keeps them, locally); throws SendError when the server does not accept one. */
export type MailSender = {
  send(mail: OutgoingMail): Promise<{ response: string }>;
  close(): void;
  /** Mails only kept in the outbox for /dev/mailbox (no SMTP): nothing leaves the machine. */
  keepsLocally?: boolean;
};

/** A 5xx answer that says the mailbox does not exist (RFC 3463 5.1.1, 5.1.10, or the usual words). */
const NO_MAILBOX =
  /\b5\.1\.(?:1|10)\b|no such user|user unknown|unknown user|does not exist|mailbox unavailable|recipient rejected/i;

/** The kind of an SMTP failure (nodemailer's error: responseCode and response). */
export function sendErrorOf(e: unknown): SendError {
  const err = e as { responseCode?: number; response?: string; message?: string };
  const response = (err.response ?? err.message ?? String(e)).slice(0, 1000);
  const code = err.responseCode ?? 0;
  if (code >= 500)
    return new SendError(response, NO_MAILBOX.test(response) ? 'noMailbox' : 'permanent', response);
  return new SendError(response, 'temporary', response);
}

/**
 * Pooled SMTP (`maxConnections` kept open, 10 unless told: a mailing's pace on loopback rises with
 * them up to about that, and relays commonly take 10–20 from one client) throttled to
 * `ratePerSecond` mails a second across the pool (nodemailer's rateDelta/rateLimit). Throws
 * SendError per mail.
 */
export function smtpSender(options: {
  url: string;
  ratePerSecond: number;
  maxConnections?: number;
}): MailSender {
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: options.maxConnections ?? 10,
    maxMessages: Number.POSITIVE_INFINITY,
    rateDelta: 1000,
    rateLimit: options.ratePerSecond,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail) {
      try {
        // base64 is encoded natively; quoted-printable in JavaScript cost a third of the mailing pace
        // once visitor mails became branded html.
        const info = await transport.sendMail({ ...mail, textEncoding: 'base64' });
        return { response: String(info.response ?? '') };
      } catch (e) {
        throw sendErrorOf(e);
      }
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP (the embedded default, never in production): each mail goes to the outbox, whose
 * worker keeps it (listed at /dev/mailbox) and logs it as one line with its first link.
 */
export function outboxSender(db: Db): MailSender {
  return {
    async send(mail) {
      await insertMail(db, {
        to: mail.to,
        template: 'mailing',
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        status: 'kept',
      });
      return { response: 'kept in the outbox' };
    },
    close() {},
    keepsLocally: true,
  };
}
