import { z } from 'zod';
import { EmptyResults } from '../api.js';
import { FILE, endpoints } from '../contract.js';
import {
  MailingDeliveriesQuery,
  MailingDeliveriesResults,
  MailingFields,
  MailingListQuery,
  MailingListResults,
  MailingPreviewRequest,
  MailingPreviewResults,
  MailingRecipientsRequest,
  MailingRecipientsResults,
  MailingResults,
  MailingSendRequest,
  MailingUpdateRequest,
  UnsubscribeInfoResults,
} from './mailing.schema.js';

const IdParams = z.object({ id: z.string() });
const TokenParams = z.object({ token: z.string() });
/** A click link: the delivery's click token and the link's number in the mailing's html (checked by the route). */
const ClickParams = z.object({ token: z.string(), n: z.string() });

const REACH =
  "A sub-account that the main account gave chosen events sees and names only mailings to those events; `eventIds` outside the person's reach (another account's, unknown, not chosen): VALIDATION_FAILED fields.eventIds.";

/** mailings*: the account's mailings (issue 16; spec §2 /mailings, §3 Mailing). */
export const mailingsApi = endpoints('mailings', {
  list: {
    method: 'GET',
    path: '/mailings',
    summary: "List the account's mailings",
    description: `The account's mailings, newest first, searched in name and subject, without their message. ${REACH}`,
    access: 'user',
    query: MailingListQuery,
    results: MailingListResults,
  },
  get: {
    method: 'GET',
    path: '/mailings/:id',
    summary: 'Get a mailing',
    description: "A mailing with its message and progress. Unknown, another account's or out of reach: 404.",
    access: 'user',
    params: IdParams,
    results: MailingResults,
    errors: ['NOT_FOUND'],
  },
  create: {
    method: 'POST',
    path: '/mailings',
    summary: 'Write a new mailing',
    description: `A draft (any plan: only sending needs a subscription). The html is sanitised; a plain text left null is made from it. ${REACH}`,
    access: 'user',
    body: MailingFields,
    results: MailingResults,
  },
  update: {
    method: 'PUT',
    path: '/mailings/:id',
    summary: 'Change a draft',
    description: `Replaces a draft's fields if \`version\` is current (else STALE_VERSION). A mailing that is no longer a draft: VALIDATION_FAILED fields.status. ${REACH}`,
    access: 'user',
    params: IdParams,
    body: MailingUpdateRequest,
    results: MailingResults,
    errors: ['STALE_VERSION', 'NOT_FOUND'],
  },
  remove: {
    method: 'DELETE',
    path: '/mailings/:id',
    summary: 'Delete a draft',
    description:
      'Deletes a draft. One that was sent, is sending or is scheduled stays (its deliveries are its record): VALIDATION_FAILED fields.status.',
    access: 'user',
    params: IdParams,
    results: EmptyResults,
    errors: ['NOT_FOUND'],
  },
  duplicate: {
    method: 'POST',
    path: '/mailings/:id/duplicate',
    summary: 'Copy a mailing as a new draft',
    description:
      'A new draft with the fields of the mailing (its name marked as a copy), whatever its status.',
    access: 'user',
    params: IdParams,
    results: MailingResults,
    errors: ['NOT_FOUND'],
  },
  recipients: {
    method: 'POST',
    path: '/mailings/recipients',
    summary: 'Count the recipients of events and a segment',
    description: `How many distinct addresses the events and segment reach now, and how many participants are left out because they unsubscribed or bounced. ${REACH}`,
    access: 'user',
    body: MailingRecipientsRequest,
    results: MailingRecipientsResults,
  },
  preview: {
    method: 'POST',
    path: '/mailings/:id/preview',
    summary: 'Preview a mailing for one recipient',
    description:
      "The subject, html and plain text with every placeholder filled for a participant of the mailing's events (the first recipient when none is named; sample values when it reaches nobody). A participant who is not a recipient: VALIDATION_FAILED fields.participantId.",
    access: 'user',
    params: IdParams,
    body: MailingPreviewRequest,
    results: MailingPreviewResults,
    errors: ['NOT_FOUND'],
  },
  send: {
    method: 'POST',
    path: '/mailings/:id/send',
    summary: 'Send a draft now or at a time',
    description:
      'Starts (or schedules) the delivery: one delivery per distinct recipient address, made when sending starts, never two for one address (double clicks, retries and several server nodes included). With `relativeMinutes` it is a reminder: it goes that many minutes after (negative: before) the start of its one event, read when due so that it follows the event when it moves (an event whose start is removed keeps it waiting). Only subscribed plans send: free answers 403 PREMIUM_REQUIRED. A draft without subject, message or events, or reaching nobody: VALIDATION_FAILED (fields.subject, fields.html, fields.eventIds, fields.recipients); a time in the past: fields.sendAt; a reminder of more or fewer than one event, of an event without start, or whose moment has passed: fields.relativeMinutes; not a draft: fields.status.',
    access: 'user',
    params: IdParams,
    body: MailingSendRequest,
    results: MailingResults,
    errors: ['PREMIUM_REQUIRED', 'NOT_FOUND'],
  },
  test: {
    method: 'POST',
    path: '/mailings/:id/test',
    summary: 'Send a test to me',
    description:
      "Mails the mailing, as its first recipient would get it (sample values when it reaches nobody), to the caller's own address with [Test] before the subject. Free: 403 PREMIUM_REQUIRED; no subject or message: VALIDATION_FAILED.",
    access: 'user',
    params: IdParams,
    results: EmptyResults,
    errors: ['PREMIUM_REQUIRED', 'NOT_FOUND'],
  },
  pause: {
    method: 'POST',
    path: '/mailings/:id/pause',
    summary: 'Pause a mailing that is sending',
    description:
      'No further mail leaves until it is resumed (those handed to SMTP already are sent). Not sending: VALIDATION_FAILED fields.status.',
    access: 'user',
    params: IdParams,
    results: MailingResults,
    errors: ['NOT_FOUND'],
  },
  resume: {
    method: 'POST',
    path: '/mailings/:id/resume',
    summary: 'Resume a paused mailing',
    description:
      'Delivery goes on with the recipients not yet mailed. Not paused: VALIDATION_FAILED fields.status.',
    access: 'user',
    params: IdParams,
    results: MailingResults,
    errors: ['NOT_FOUND'],
  },
  unschedule: {
    method: 'POST',
    path: '/mailings/:id/unschedule',
    summary: 'Take a scheduled mailing back to its draft',
    description:
      'It goes nowhere until sent again, and can be edited meanwhile (its time or reminder offset is dropped). Not scheduled: VALIDATION_FAILED fields.status.',
    access: 'user',
    params: IdParams,
    results: MailingResults,
    errors: ['NOT_FOUND'],
  },
  cancel: {
    method: 'POST',
    path: '/mailings/:id/cancel',
    summary: 'Cancel a scheduled, sending or paused mailing',
    description:
      'The recipients not yet mailed are skipped; it cannot be resumed (duplicate it to send again). Sent, cancelled or a draft: VALIDATION_FAILED fields.status.',
    access: 'user',
    params: IdParams,
    results: MailingResults,
    errors: ['NOT_FOUND'],
  },
  deliveries: {
    method: 'GET',
    path: '/mailings/:id/deliveries',
    summary: "List a mailing's recipients and what became of each mail",
    description:
      'One page of the deliveries (by address), optionally of one status, with the SMTP answer of failures.',
    access: 'user',
    params: IdParams,
    query: MailingDeliveriesQuery,
    results: MailingDeliveriesResults,
    errors: ['NOT_FOUND'],
  },
  unsubscribeInfo: {
    method: 'GET',
    path: '/public/unsubscribe/:token',
    summary: 'Read an unsubscribe link',
    description:
      "The (partly hidden) address a mailing's unsubscribe link names, the event it was about and the page's language. A link whose signature does not hold: 404.",
    access: 'public',
    params: TokenParams,
    results: UnsubscribeInfoResults,
    errors: ['NOT_FOUND'],
  },
  unsubscribe: {
    method: 'POST',
    path: '/public/unsubscribe/:token',
    summary: 'Unsubscribe from the account’s mailings',
    description:
      'The address gets no more mailings of the account. Also the RFC 8058 one-click target of the List-Unsubscribe header (a form body `List-Unsubscribe=One-Click` is accepted). Idempotent. A link whose signature does not hold: 404.',
    access: 'public',
    params: TokenParams,
    results: EmptyResults,
    errors: ['NOT_FOUND'],
  },
  click: {
    method: 'GET',
    path: '/public/mailings/click/:token/:n',
    summary: 'Follow a link of a mailing (counted as an open)',
    description:
      "The target of the counted links of a mailing's html part: records the recipient's click (the first one's time kept) and answers 302 to the mailing's own link number `n`, never to an address of the request. A token whose signature does not hold or an unknown link: 302 to the site's start page, nothing recorded.",
    access: 'public',
    params: ClickParams,
    results: FILE,
  },
});
