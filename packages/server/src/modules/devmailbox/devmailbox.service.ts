import type { Deps } from '../../context.js';
import type { MailRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import * as outbox from '../../platform/mail/outbox.repository.js';
import { linksOf } from '../../platform/mail/render.js';
import { listOutboxSms } from '../../platform/sms/sms.js';

export type DevMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
  status: MailRow['status'];
};

const present = (m: MailRow): DevMessage => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  links: linksOf(m.text),
  createdAt: m.createdAt.toISOString(),
  status: m.status,
});

/** Outbox mails newest first, optionally to one address. Throws nothing. */
export async function listMessages(deps: Deps, to?: string): Promise<DevMessage[]> {
  return (await outbox.listMails(deps.db, { to })).map(present);
}

/** One outbox mail. Throws NOT_FOUND. */
export async function getMessage(deps: Deps, id: string): Promise<DevMessage> {
  const mail = /^[0-9a-f-]{36}$/i.test(id) ? await outbox.findMail(deps.db, id) : undefined;
  if (!mail) throw new AppError('NOT_FOUND');
  return present(mail);
}

/** Text messages kept by the embedded SMS default, newest first. Throws nothing. */
export async function listSms(deps: Deps, to?: string) {
  return (await listOutboxSms(deps.db, to)).map((m) => ({
    id: m.id,
    to: m.to,
    body: m.body,
    createdAt: m.createdAt.toISOString(),
  }));
}
