import { authApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.js';
import { limitOf } from '../../plugins/rate-limit.js';
import * as signupService from '../signup/signup.service.js';
import * as authService from './auth.service.js';

/** auth/* (`authApi`): sessions, password change and reset, the email confirmation of a sign-up. */
export async function authRoutes(app: FastifyInstance) {
  const { deps } = app;
  const loginLimit = () => ({ config: limitOf(app.rateLimits.login) });

  route(
    app,
    authApi.login,
    async ({ body, request }) => ({ authToken: await authService.login(deps, body, request.ip) }),
    loginLimit(),
  );

  route(
    app,
    authApi.loginByToken,
    async ({ body }) => ({ authToken: await authService.loginByToken(deps, body.token) }),
    loginLimit(),
  );

  route(app, authApi.loginToken, async ({ auth }) => ({
    token: await authService.createOwnLoginToken(deps, auth),
  }));

  route(app, authApi.logout, async ({ auth }) => {
    await authService.logout(deps, auth);
    return {};
  });

  route(
    app,
    authApi.changePassword,
    async ({ auth, body }) => {
      await authService.changePassword(deps, auth, body);
      return {};
    },
    loginLimit(),
  );

  route(
    app,
    authApi.confirmEmail,
    async ({ body }) => ({ authToken: await signupService.confirmEmail(deps, body.token) }),
    loginLimit(),
  );

  route(
    app,
    authApi.passwordForgotten,
    async ({ body }) => {
      await authService.passwordForgotten(deps, body);
      return {};
    },
    { config: limitOf(app.rateLimits.passwordForgotten) },
  );

  route(
    app,
    authApi.confirmPasswordReset,
    async ({ body }) => ({ authToken: await authService.confirmPasswordReset(deps, body.token) }),
    loginLimit(),
  );

  route(app, authApi.setPassword, async ({ auth, body }) => {
    await authService.setPassword(deps, auth, body);
    return {};
  });

  // Public: without a live session it answers authenticated false rather than 401.
  route(app, authApi.status, async ({ auth }) => authService.status(auth));
}
