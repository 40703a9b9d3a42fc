import type { Language } from '@foyer/shared';
import type { Db } from '../../db/client.js';
import type { MailRow } from '../../db/schema/index.js';
import * as outbox from './outbox.repository.js';
import { type MailTemplate, type MailVars, renderMail } from './render.js';

/**
 * Renders a mail in the recipient's language and puts it in the outbox. Pass the transaction of
 * the change that causes the mail, so both are kept or neither. Throws nothing.
 */
export async function enqueueMail(
  db: Db,
  mail: { to: string; template: MailTemplate; language?: Language; vars: MailVars },
): Promise<MailRow> {
  const rendered = renderMail(mail.template, mail.language, mail.vars);
  return outbox.insertMail(db, { to: mail.to, template: mail.template, ...rendered });
}
