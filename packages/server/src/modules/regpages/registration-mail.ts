import { API_ROOT } from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { EventRow, ParticipantRow } from '../../db/schema/index.js';
import { brandedMail } from '../../platform/mail/layout.js';
import { enqueueRenderedMail, enqueueRenderedMails } from '../../platform/mail/mail.service.js';
import { escapeHtml, fillPlaceholders } from '../../platform/mail/render.js';
import { dateLineOf, eventLogoUrl, visitorMailStrings } from '../mailings/branding.js';
import { regPageStrings } from './defaults.js';
import type { PageState } from './regpages.service.js';

/** Outbox template name of registration mails. */
export const REGISTRATION_MAIL = 'regpage.registration';

/** The public url of a page's calendar file. */
const calendarUrl = (deps: Pick<Deps, 'publicUrl'>, pageCode: string) =>
  `${deps.publicUrl}${API_ROOT}/public/regpage/${encodeURIComponent(pageCode)}/calendar.ics`;

/** A registration mail as the outbox keeps it. */
export type RegistrationMail = Parameters<typeof enqueueRenderedMail>[1];

/**
 * The page's registration mail to a participant, placeholders replaced with the personal link
 * `token`, plus an "add to calendar" link when the page has a start time. The html part is the
 * page's text in the branded layout (the event's logo and title, the page's colour, the start in
 * the event's zone) with a button for the personal link; the plain part is the page's text and the
 * start. Made before a registration's transaction, so that nothing slow happens inside it. The
 * logo's address is looked up unless `known` gives it (a kept public page's). Throws nothing expected.
 */
export async function registrationMail(
  deps: Pick<Deps, 'publicUrl'>,
  db: Db,
  event: EventRow,
  page: PageState,
  participant: Pick<ParticipantRow, 'email' | 'firstName' | 'lastName'>,
  token: string,
  known?: { logoUrl: string | undefined },
): Promise<RegistrationMail> {
  const values = {
    authurl: `${deps.publicUrl}/r/${encodeURIComponent(event.pageCode)}/confirm?token=${token}`,
    firstname: participant.firstName,
    lastname: participant.lastName,
  };
  let html = fillPlaceholders(page.mailHtml, values, escapeHtml);
  let text = fillPlaceholders(page.mailText, values, (s) => s);
  const dateLine = dateLineOf(event, page);
  if (dateLine) text += `\n${event.title1}: ${dateLine}\n`;
  if (page.startsAt) {
    const label = regPageStrings(page.language).calendarLink;
    const url = calendarUrl(deps, event.pageCode);
    html += `\n<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`;
    text += `\n${label}: ${url}\n`;
  }
  return {
    to: participant.email,
    template: REGISTRATION_MAIL,
    subject: fillPlaceholders(page.mailSubject, values, (s) => s),
    html: brandedMail({
      language: page.language,
      title: event.title1,
      logoUrl: known ? known.logoUrl : await eventLogoUrl(db, deps.publicUrl, event),
      mainColor: page.mainColor,
      dateLine,
      contentHtml: html,
      button: { label: visitorMailStrings(page.language).button, url: values.authurl },
    }),
    text,
  };
}

/** Queues a made registration mail (in the caller's transaction). Throws nothing expected. */
export async function queueMadeRegistrationMail(deps: Deps, tx: Db, mail: RegistrationMail): Promise<void> {
  await enqueueRenderedMail({ db: tx, jobs: deps.jobs }, mail);
}

/** Queues made registration mails together (in the caller's transaction). Throws nothing expected. */
export async function queueMadeRegistrationMails(
  deps: Deps,
  tx: Db,
  mails: readonly RegistrationMail[],
): Promise<void> {
  await enqueueRenderedMails({ db: tx, jobs: deps.jobs }, mails);
}

/**
 * Makes and queues the page's registration mail to a participant (in the caller's transaction);
 * see `registrationMail`. Throws nothing expected.
 */
export async function queueRegistrationMail(
  deps: Deps,
  tx: Db,
  event: EventRow,
  page: PageState,
  participant: Pick<ParticipantRow, 'email' | 'firstName' | 'lastName'>,
  token: string,
): Promise<void> {
  await queueMadeRegistrationMail(
    deps,
    tx,
    await registrationMail(deps, tx, event, page, participant, token),
  );
}
