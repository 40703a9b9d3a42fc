import type { Db } from '../../db/client.js';
import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../../db/schema/index.js';

/** Raised by a provider that refuses the number itself (not a network failure). */
export class InvalidPhoneNumberError extends Error {}

/** Sends one text message to a phone number given as country code and number (no plus). */
export type SmsSender = {
  send(to: string, body: string, db: Db): Promise<void>;
};

/** The embedded default: messages are kept in the database and listed at /dev/mailbox. */
export const outboxSms: SmsSender = {
  async send(to, body, db) {
    await db.insert(smsOutbox).values({ to, body });
  },
};

export type TwilioOptions = { accountSid: string; authToken: string; from: string; apiUrl?: string };

/**
 * Twilio's Messages API (form-encoded POST with basic auth). Twilio answers 400 with code 21211
 * (invalid 'To') or 21614 (not a mobile number) for numbers it cannot reach.
 */
export function twilioSms(options: TwilioOptions): SmsSender {
  const base = (options.apiUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
  return {
    async send(to, body) {
      const response = await fetch(
        `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
        {
          method: 'POST',
          headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: `+${to}`, From: options.from, Body: body }),
          signal: AbortSignal.timeout(10_000),
        },
      );
      if (response.ok) return;
      const answer = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
      if (response.status === 400 && (answer.code === 21211 || answer.code === 21614)) {
        throw new InvalidPhoneNumberError(answer.message ?? 'invalid number');
      }
      throw new Error(`SMS provider answered ${response.status}: ${answer.message ?? ''}`);
    },
  };
}

/** Text messages kept by the embedded default, newest first, optionally to one number. Throws nothing. */
export async function listOutboxSms(db: Db, to?: string) {
  const query = db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(200);
  return to ? query.where(eq(smsOutbox.to, to)) : query;
}
