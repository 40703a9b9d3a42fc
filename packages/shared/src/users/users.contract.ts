import { EmptyResults } from '../api.js';
import { endpoints } from '../contract.js';
import { FeatureRequestRequest, FeatureRequestsResults } from '../venue/editor.schema.js';
import {
  ChatIdResults,
  CurrentUserResults,
  EmailChangeConfirmRequest,
  EmailChangeConfirmResults,
  EmailChangeRequest,
  EmailChangeResults,
  UserLanguageRequest,
  UserNameRequest,
  UserResults,
} from './users.schema.js';

/** user/*: the logged-in user; users/featureRequests: the features its tenant asked for. */
export const usersApi = endpoints('users', {
  me: {
    method: 'GET',
    path: '/user',
    summary: 'Get the logged-in user',
    description:
      'The logged-in user in results.data; while the sign-up is incomplete: REGISTRATION_INCOMPLETE with the user as results.',
    access: 'user',
    results: CurrentUserResults,
    errors: ['REGISTRATION_INCOMPLETE'],
  },
  chatId: {
    method: 'GET',
    path: '/user/chatId',
    summary: "Get the user's support-chat id",
    description: 'A stable support-chat id for the user.',
    access: 'user',
    results: ChatIdResults,
  },
  setLanguage: {
    method: 'PUT',
    path: '/user/language',
    summary: "Remember the user's language",
    description: 'Remembers the interface language of the user (mails use it).',
    access: 'user',
    body: UserLanguageRequest,
    results: UserResults,
  },
  updateProfile: {
    method: 'PUT',
    path: '/user/profile',
    summary: "Change the user's own name",
    description:
      "Changes the logged-in person's first and last name (spec §5 rules of the sign-up details); main and sub-accounts, each for themselves. Answers the user.",
    access: 'user',
    body: UserNameRequest,
    results: UserResults,
  },
  changeEmail: {
    method: 'POST',
    path: '/user/email',
    summary: "Ask to change the user's email address",
    description:
      'Checks the current password and the new address (the sign-up rules: no freemail, not in use) and mails a confirmation link (valid 24 hours, single use; a new request voids the earlier links) to the new address. Nothing changes until the link is used. Answers the pending address.',
    access: 'user',
    body: EmailChangeRequest,
    results: EmailChangeResults,
    errors: ['OLD_PASSWORD_MISMATCH', 'EMAIL_IS_IN_BLACK_LIST'],
  },
  confirmEmailChange: {
    method: 'POST',
    path: '/user/email/confirm',
    summary: 'Confirm an email change',
    description:
      "Changes the account's email to the address the token of the confirmation link carries, when it is still free (else VALIDATION_FAILED, fields.email validation.alreadyUsed); the user's password-reset links stop working. Answers the new address.",
    access: 'public',
    body: EmailChangeConfirmRequest,
    results: EmailChangeConfirmResults,
    errors: ['EMAIL_CONFIRMATION_TOKEN_IS_INVALID'],
  },
  logoutOthers: {
    method: 'POST',
    path: '/user/sessions/logout-all',
    summary: 'Log out on all other devices',
    description:
      'Ends every session of the logged-in user except the current one; the other devices are logged out on their next request.',
    access: 'user',
    results: EmptyResults,
  },
  featureRequests: {
    method: 'GET',
    path: '/users/featureRequests',
    summary: 'List the features the tenant asked for',
    description:
      "The features the user's tenant asked for while its plan lacks them (spec §4, e.g. breakoutRooms).",
    access: 'user',
    results: FeatureRequestsResults,
  },
  requestFeature: {
    method: 'POST',
    path: '/users/featureRequests',
    summary: 'Ask for a feature the plan lacks',
    description:
      'Asks for a feature the plan lacks (spec §4); asking again changes nothing. Main and sub-accounts, for their tenant. Answers every feature the tenant asked for.',
    access: 'user',
    body: FeatureRequestRequest,
    results: FeatureRequestsResults,
  },
});
