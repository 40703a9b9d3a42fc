import {
  AuthStatusResults,
  AuthTokenResults,
  EmptyResults,
  LoginRequest,
  LoginTokenResults,
  PasswordChangeRequest,
  PasswordForgottenRequest,
  PasswordSetRequest,
  TokenRequest,
  envelope,
} from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAnySession, requirePasswordReset, requireUser } from '../../plugins/auth.js';
import { limitOf } from '../../plugins/rate-limit.js';
import * as registrationService from '../registration/registration.service.js';
import * as authService from './auth.service.js';

const TokenAnswer = { 200: envelope(AuthTokenResults) };
const EmptyAnswer = { 200: envelope(EmptyResults) };
const tags = ['auth'];
const security = [{ authToken: [] }];

/** auth/*: sessions, password change and reset, email confirmation. */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.post(
    '/auth/login',
    {
      schema: {
        tags,
        description:
          'Logs in with email and password; answers results.authToken. Rate limited per network address; after 5 failures on one account within 15 minutes each further attempt waits 1 s, 2 s, 4 s … at most 60 s (429 RATE_LIMITED with results.retryAfterSeconds, password not checked). An address that logged in to the account within 30 days counts its failures apart. A success resets the count.',
        body: LoginRequest,
        response: TokenAnswer,
      },
      config: limitOf(app.rateLimits.login),
    },
    async (request) => ({
      success: true,
      results: { authToken: await authService.login(deps, request.body, request.ip) },
    }),
  );

  r.post(
    '/auth/loginByToken',
    {
      schema: {
        tags,
        description: 'Logs in with a single-use login token (the `st` link).',
        body: TokenRequest,
        response: TokenAnswer,
      },
      config: limitOf(app.rateLimits.login),
    },
    async (request) => ({
      success: true,
      results: { authToken: await authService.loginByToken(deps, request.body.token) },
    }),
  );

  r.post(
    '/auth/loginToken',
    {
      schema: {
        tags,
        security,
        description:
          'Makes a single-use login token (15 minutes) for the logged-in user, to open Foyer logged in in another window or device with `?st=`.',
        response: { 200: envelope(LoginTokenResults) },
      },
    },
    async (request) => ({
      success: true,
      results: { token: await authService.createOwnLoginToken(deps, requireUser(request)) },
    }),
  );

  r.post(
    '/auth/logout',
    { schema: { tags, security, description: 'Revokes the current session.', response: EmptyAnswer } },
    async (request) => {
      await authService.logout(deps, requireAnySession(request));
      return { success: true };
    },
  );

  r.post(
    '/auth/password/change',
    {
      schema: {
        tags,
        security,
        description: 'Changes the password of the logged-in user; every session of the user is revoked.',
        body: PasswordChangeRequest,
        response: EmptyAnswer,
      },
      config: limitOf(app.rateLimits.login),
    },
    async (request) => {
      await authService.changePassword(deps, requireUser(request), request.body);
      return { success: true };
    },
  );

  r.post(
    '/auth/confirmation/email',
    {
      schema: {
        tags,
        description:
          'Confirms the email with the token of the confirmation mail; completes the registration and answers a new session.',
        body: TokenRequest,
        response: TokenAnswer,
      },
      config: limitOf(app.rateLimits.login),
    },
    async (request) => ({
      success: true,
      results: { authToken: await registrationService.confirmEmail(deps, request.body.token) },
    }),
  );

  r.post(
    '/auth/passwordForgotten',
    {
      schema: {
        tags,
        description:
          'Mails a password-reset link (valid 30 minutes, once) when the address has an account and has had fewer than 5 this hour; earlier links and open reset sessions stop working. Always answers success.',
        body: PasswordForgottenRequest,
        response: EmptyAnswer,
      },
      config: limitOf(app.rateLimits.passwordForgotten),
    },
    async (request) => {
      await authService.passwordForgotten(deps, request.body);
      return { success: true };
    },
  );

  r.post(
    '/auth/passwordForgotten/confirmation',
    {
      schema: {
        tags,
        description:
          'Trades the token of a reset link for a password-reset session of 15 minutes (only auth/password, auth/status, auth/logout); the other reset links of the user stop working.',
        body: TokenRequest,
        response: TokenAnswer,
      },
      config: limitOf(app.rateLimits.login),
    },
    async (request) => ({
      success: true,
      results: { authToken: await authService.confirmPasswordReset(deps, request.body.token) },
    }),
  );

  r.post(
    '/auth/password',
    {
      schema: {
        tags,
        security,
        description:
          'Sets a new password with a password-reset session; every session of the user is revoked.',
        body: PasswordSetRequest,
        response: EmptyAnswer,
      },
    },
    async (request) => {
      await authService.setPassword(deps, requirePasswordReset(request), request.body);
      return { success: true };
    },
  );

  r.post(
    '/auth/status',
    {
      schema: {
        tags,
        security,
        description: 'What the authToken stands for: authenticated, user status, password-reset session.',
        response: { 200: envelope(AuthStatusResults) },
      },
    },
    async (request) => ({ success: true, results: authService.status(request.auth) }),
  );
}
