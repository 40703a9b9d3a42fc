import { signupApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.js';
import { limitOf } from '../../plugins/rate-limit.js';
import * as phoneService from './phone.service.js';
import * as signupService from './signup.service.js';

/** registration/* (`signupApi`): an organiser's sign-up wizard (the phone step is behind BUILD_FLAGS.phoneConfirmation, off). */
export async function signupRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(
    app,
    signupApi.account,
    async ({ body, request }) => ({
      authToken: await signupService.createAccount(deps, body, request.language),
    }),
    { config: limitOf(app.rateLimits.registration) },
  );

  route(app, signupApi.details, async ({ auth, body }) => ({
    data: await signupService.saveDetails(deps, auth, body),
  }));

  route(
    app,
    signupApi.resendConfirmation,
    async ({ auth }) => ({ data: await signupService.resendConfirmation(deps, auth) }),
    { config: limitOf(app.rateLimits.resend) },
  );

  route(
    app,
    signupApi.phone,
    async ({ auth, body }) => ({ data: await phoneService.sendPhoneCode(deps, auth, body.phone) }),
    { config: limitOf(app.rateLimits.resend) },
  );

  route(
    app,
    signupApi.confirmPhone,
    async ({ auth, body }) => ({ data: await phoneService.confirmPhoneCode(deps, auth, body.code) }),
    { config: limitOf(app.rateLimits.login) },
  );
}
