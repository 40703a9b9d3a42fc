import { endpoints } from '../contract.js';
import { UserResults } from '../users/users.schema.js';
import {
  AuthTokenResults,
  PhoneCodeRequest,
  PhoneRequest,
  SignupAccountRequest,
  SignupDetailsRequest,
} from './auth.schema.js';

/**
 * registration/*: an organiser's sign-up wizard (account, details, email confirmation; the phone
 * step is behind BUILD_FLAGS.phoneConfirmation, off). The email is confirmed by auth/confirmation/email.
 */
export const signupApi = endpoints('signup', {
  account: {
    method: 'POST',
    path: '/registration/account',
    summary: 'Create a main account',
    description:
      'Step 1: creates a main account (business email, password rules) in STEP_1 and answers a session.',
    access: 'public',
    body: SignupAccountRequest,
    results: AuthTokenResults,
    errors: [
      'EMAIL_IS_IN_BLACK_LIST',
      'PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS',
      'REGISTRATION_EMAIL_ALREADY_EXISTS',
    ],
  },
  details: {
    method: 'PUT',
    path: '/registration/details',
    summary: "Save the sign-up's profile",
    description:
      'Step 2: saves the profile and mails the confirmation link in the user language (earlier links keep working); WRONG_REGISTRATION_STEP past the email step; 429 RATE_LIMITED past the confirmation mails one address may get in an hour.',
    access: 'user',
    body: SignupDetailsRequest,
    results: UserResults,
    errors: ['WRONG_REGISTRATION_STEP', 'RATE_LIMITED'],
  },
  resendConfirmation: {
    method: 'POST',
    path: '/registration/email-confirmation/resend',
    summary: 'Mail a new confirmation link',
    description:
      'Mails a new confirmation link (earlier ones keep working), up to the resend limit; 429 RATE_LIMITED past the confirmation mails one address may get in an hour.',
    access: 'user',
    results: UserResults,
    errors: ['WRONG_REGISTRATION_STEP', 'REGISTRATION_CONFIRMATION_RESEND_LIMIT'],
  },
  phone: {
    method: 'POST',
    path: '/registration/phone',
    summary: 'Text a code to the phone',
    description:
      'Step 3, only with the phone-confirmation flag on (else 404): stores the phone (country code and number, no plus) and texts it a six-digit code valid 10 minutes; a new request replaces the earlier code.',
    access: 'user',
    body: PhoneRequest,
    results: UserResults,
    errors: ['WRONG_REGISTRATION_STEP', 'INVALID_PHONE_NUMBER', 'NOT_FOUND'],
  },
  confirmPhone: {
    method: 'POST',
    path: '/registration/phone/confirmation',
    summary: 'Confirm the phone with the texted code',
    description:
      'Checks the SMS code (five tries); a right one completes the sign-up and mails the welcome. Only with the phone-confirmation flag on (else 404).',
    access: 'user',
    body: PhoneCodeRequest,
    results: UserResults,
    errors: ['WRONG_REGISTRATION_STEP', 'INVALID_SMS_CODE', 'NOT_FOUND'],
  },
});
