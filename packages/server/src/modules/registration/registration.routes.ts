import {
  AuthTokenResults,
  RegisterAccountRequest,
  RegistrationDetailsRequest,
  UserResults,
  envelope,
} from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { limitOf } from '../../plugins/rate-limit.js';
import * as registrationService from './registration.service.js';

const tags = ['registration'];
const security = [{ authToken: [] }];

/** registration/*: the sign-up wizard (the phone step is behind BUILD_FLAGS.phoneConfirmation, off). */
export async function registrationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.post(
    '/registration/account',
    {
      schema: {
        tags,
        description: 'Step 1: creates a main account (business email, password rules) and answers a session.',
        body: RegisterAccountRequest,
        response: { 200: envelope(AuthTokenResults) },
      },
      config: limitOf(app.rateLimits.registration),
    },
    async (request) => ({
      success: true,
      results: { authToken: await registrationService.registerAccount(deps, request.body, request.language) },
    }),
  );

  r.put(
    '/registration/details',
    {
      schema: {
        tags,
        security,
        description: 'Step 2: saves the profile and mails the confirmation link in the user language.',
        body: RegistrationDetailsRequest,
        response: { 200: envelope(UserResults) },
      },
    },
    async (request) => ({
      success: true,
      results: { data: await registrationService.saveDetails(deps, requireUser(request), request.body) },
    }),
  );

  r.post(
    '/registration/email-confirmation/resend',
    {
      schema: {
        tags,
        security,
        description: 'Mails a new confirmation link (earlier ones stop working), up to the resend limit.',
        response: { 200: envelope(UserResults) },
      },
      config: limitOf(app.rateLimits.resend),
    },
    async (request) => ({
      success: true,
      results: { data: await registrationService.resendConfirmation(deps, requireUser(request)) },
    }),
  );
}
