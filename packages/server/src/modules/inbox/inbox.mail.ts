import type { ChatMessage } from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { EventRow } from '../../db/schema/index.js';
import { brandedMail } from '../../platform/mail/layout.js';
import { enqueueRenderedMail } from '../../platform/mail/mail.service.js';
import { escapeHtml } from '../../platform/mail/render.js';
import { mailBrandOf, visitorMailStrings } from '../mailings/branding.js';
import { newPersonalLink } from '../participants/participants.service.js';
import { pageOf } from '../regpages/regpages.service.js';
import { localeTexts } from '../../platform/i18n/locales.js';

/** Outbox template name of the "staff answered" mail. */
export const STAFF_ANSWER_MAIL = 'inbox.staffAnswer';

/** The `staffAnswer` texts of mail.json. */
type StaffAnswerStrings = { subject: string; greeting: string; intro: string; button: string; note: string };

const staffAnswerStrings = localeTexts<StaffAnswerStrings>('mail', 'staffAnswer');

/** `{{name}}` placeholders of a text replaced (values as given). */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => values[name] ?? all);

/** Plain text as html paragraphs: escaped, line breaks kept. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * Queues the mail telling a visitor away from the venue that `staffName` answered (in the caller's
 * transaction): in the registration page's language and the event's brand, the answer's text, and
 * a button with a new personal venue link. Throws nothing expected.
 */
export async function queueStaffAnswerMail(
  deps: Deps,
  tx: Db,
  event: EventRow,
  visitor: { participantId: string; email: string; firstName: string },
  staffName: string,
  answer: Pick<ChatMessage, 'text'>,
): Promise<void> {
  const page = await pageOf(tx, event);
  const s = staffAnswerStrings(page.language);
  const token = await newPersonalLink(tx, visitor.participantId);
  const venueLink = `${deps.publicUrl}/r/${encodeURIComponent(event.pageCode)}/confirm?token=${token}`;
  const values = { staff: staffName, event: event.title1, name: visitor.firstName };
  const greeting = fill(s.greeting, values);
  const intro = fill(s.intro, values);
  const footer = fill(visitorMailStrings(page.language).footer, values);
  const brand = await mailBrandOf(tx, deps.publicUrl, event, page);
  const quote = `<div style="border-left:4px solid ${escapeHtml(event.mainColor)};padding:8px 0 8px 16px;margin:0 0 16px">${paragraphsOf(answer.text)}</div>`;
  const html = brandedMail({
    ...brand,
    preheader: intro,
    contentHtml: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${quote}<p>${escapeHtml(s.note)}</p>`,
    button: { label: s.button, url: venueLink },
    footerHtml: escapeHtml(footer),
  });
  const text = `${greeting}\n\n${intro}\n\n${answer.text}\n\n${s.note}\n\n${s.button}: ${venueLink}\n\n${footer}\n`;
  await enqueueRenderedMail(
    { db: tx, jobs: deps.jobs },
    { to: visitor.email, template: STAFF_ANSWER_MAIL, subject: fill(s.subject, values), html, text },
  );
}
