import { z } from 'zod';
import { EmptyResults } from '../api.js';
import { endpoints } from '../contract.js';
import {
  MailingFields,
  MailingListQuery,
  MailingListResults,
  MailingPreviewRequest,
  MailingPreviewResults,
  MailingRecipientsRequest,
  MailingRecipientsResults,
  MailingResults,
  MailingUpdateRequest,
} from './mailing.schema.js';

const IdParams = z.object({ id: z.string() });

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
});
