import { z } from 'zod';
import { EmptyResults } from '../api.js';
import { AuthTokenResults } from '../auth/auth.schema.js';
import { endpoints } from '../contract.js';
import {
  InvitationAcceptRequest,
  SubAccountCreateRequest,
  SubAccountListResults,
  SubAccountResults,
  SubAccountUpdateRequest,
} from './team.schema.js';

const IdParams = z.object({ id: z.string() });

/** sub-accounts/*: the main account's team (spec §3 Sub-account, §6) and the invitation's acceptance. */
export const teamApi = endpoints('team', {
  list: {
    method: 'GET',
    path: '/sub-accounts',
    summary: "List the account's sub-accounts",
    description:
      "The main account's sub-accounts (invited and active), the plan's limit (spec §6: 0/2/5) and how many may still be added.",
    access: 'main',
    results: SubAccountListResults,
  },
  create: {
    method: 'POST',
    path: '/sub-accounts',
    summary: 'Invite a sub-account',
    description:
      "Adds a sub-account and mails it an invitation link (single use, 7 days). `eventIds` (null or left out: every event) limits it to chosen events of the account; an id that is not one: VALIDATION_FAILED with fields.eventIds. PREMIUM_REQUIRED on the free plan or at the plan's limit; a free-mail address: EMAIL_IS_IN_BLACK_LIST; an address already used: VALIDATION_FAILED with fields.email = validation.alreadyUsed; 429 RATE_LIMITED past the invitation mails one address may get in an hour.",
    access: 'main',
    body: SubAccountCreateRequest,
    results: SubAccountResults,
    errors: ['PREMIUM_REQUIRED', 'EMAIL_IS_IN_BLACK_LIST', 'RATE_LIMITED'],
  },
  update: {
    method: 'PUT',
    path: '/sub-accounts/:id',
    summary: "Edit a sub-account's names, role and events",
    description:
      'Changes take effect on the next request. `eventIds`: null for every event, else the chosen events of the account (others: VALIDATION_FAILED with fields.eventIds); left out: unchanged.',
    access: 'main',
    params: IdParams,
    body: SubAccountUpdateRequest,
    results: SubAccountResults,
    errors: ['NOT_FOUND'],
  },
  remove: {
    method: 'DELETE',
    path: '/sub-accounts/:id',
    summary: 'Remove a sub-account',
    description:
      'Removes the person and ends their sessions at once; what they created stays with the account.',
    access: 'main',
    params: IdParams,
    results: EmptyResults,
    errors: ['NOT_FOUND'],
  },
  resend: {
    method: 'POST',
    path: '/sub-accounts/:id/resend',
    summary: 'Send the invitation again',
    description:
      'Mails a new invitation link to a sub-account that has not joined yet (one that has: NOT_FOUND); the earlier link stops working. 429 RATE_LIMITED past the invitation mails one address may get in an hour.',
    access: 'main',
    params: IdParams,
    results: SubAccountResults,
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  accept: {
    method: 'POST',
    path: '/sub-accounts/invitation',
    summary: 'Accept an invitation',
    description:
      'The invited person sets a password (spec §5 rules) with the link of the invitation mail; the email counts as confirmed and a session is answered. A used, replaced or expired link: INVITATION_TOKEN_IS_INVALID.',
    access: 'public',
    body: InvitationAcceptRequest,
    results: AuthTokenResults,
    errors: ['INVITATION_TOKEN_IS_INVALID', 'PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS'],
  },
});
