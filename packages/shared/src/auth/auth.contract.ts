import { EmptyResults } from '../api.js';
import { endpoints } from '../contract.js';
import {
  AuthStatusResults,
  AuthTokenResults,
  LoginRequest,
  LoginTokenResults,
  PasswordChangeRequest,
  PasswordForgottenRequest,
  PasswordSetRequest,
  TokenRequest,
} from './auth.schema.js';

/** auth/*: sessions, password change and reset, the email confirmation of a sign-up. */
export const authApi = endpoints('auth', {
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Log in with email and password',
    description:
      'Logs in with email and password; answers results.authToken. Rate limited per network address; after 5 failures on one account within 15 minutes each further attempt waits 1 s, 2 s, 4 s … at most 60 s (429 RATE_LIMITED with results.retryAfterSeconds, password not checked). An address that logged in to the account within 30 days counts its failures apart. A success resets the count.',
    access: 'public',
    body: LoginRequest,
    results: AuthTokenResults,
    errors: ['NAME_OR_PASSWORD_MISMATCH'],
  },
  loginByToken: {
    method: 'POST',
    path: '/auth/loginByToken',
    summary: 'Log in with a single-use login token',
    description: 'Logs in with a single-use login token (the `st` link).',
    access: 'public',
    body: TokenRequest,
    results: AuthTokenResults,
    errors: ['LOGIN_TOKEN_IS_INVALID'],
  },
  loginToken: {
    method: 'POST',
    path: '/auth/loginToken',
    summary: 'Make a single-use login token',
    description:
      'Makes a single-use login token (15 minutes) for the logged-in user, to open Foyer logged in in another window or device with `?st=`.',
    access: 'user',
    results: LoginTokenResults,
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Log out',
    description: 'Revokes the current session (a password-reset session too).',
    access: 'session',
    results: EmptyResults,
  },
  changePassword: {
    method: 'POST',
    path: '/auth/password/change',
    summary: "Change the logged-in user's password",
    description: 'Changes the password of the logged-in user; every session of the user is revoked.',
    access: 'user',
    body: PasswordChangeRequest,
    results: EmptyResults,
    errors: ['OLD_PASSWORD_MISMATCH', 'PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS'],
  },
  confirmEmail: {
    method: 'POST',
    path: '/auth/confirmation/email',
    summary: "Confirm a sign-up's email",
    description:
      'Confirms the email with the token of the confirmation mail; completes the sign-up (or moves on to the phone step when it is on) and answers a new session.',
    access: 'public',
    body: TokenRequest,
    results: AuthTokenResults,
    errors: ['EMAIL_CONFIRMATION_TOKEN_IS_INVALID'],
  },
  passwordForgotten: {
    method: 'POST',
    path: '/auth/passwordForgotten',
    summary: 'Mail a password-reset link',
    description:
      'Mails a password-reset link (valid 30 minutes, once) when the address has an account and has had fewer than 5 this hour; earlier links and open reset sessions stop working. Always answers success.',
    access: 'public',
    body: PasswordForgottenRequest,
    results: EmptyResults,
  },
  confirmPasswordReset: {
    method: 'POST',
    path: '/auth/passwordForgotten/confirmation',
    summary: 'Trade a password-reset link for a reset session',
    description:
      'Trades the token of a reset link for a password-reset session of 15 minutes (only auth/password, auth/status, auth/logout); the other reset links of the user stop working.',
    access: 'public',
    body: TokenRequest,
    results: AuthTokenResults,
    errors: ['PASSWORD_RESET_TOKEN_IS_INVALID'],
  },
  setPassword: {
    method: 'POST',
    path: '/auth/password',
    summary: 'Set a new password with a password-reset session',
    description: 'Sets a new password with a password-reset session; every session of the user is revoked.',
    access: 'reset',
    body: PasswordSetRequest,
    results: EmptyResults,
    errors: ['PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS'],
  },
  status: {
    method: 'POST',
    path: '/auth/status',
    summary: 'Tell what the session token stands for',
    description:
      'What the authToken stands for: authenticated, user status, password-reset session. Without a live session (no token, an unknown, revoked or expired one) it answers authenticated false and status UNKNOWN, never 401.',
    access: 'optional',
    results: AuthStatusResults,
    // The call reads no body, but like every POST it refuses one above the body limit.
    errors: ['PAYLOAD_TOO_LARGE'],
  },
});
