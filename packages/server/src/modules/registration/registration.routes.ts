import {
  AuthTokenResults,
  PhoneCodeRequest,
  PhoneRequest,
  RegisterAccountRequest,
  RegistrationDetailsRequest,
  UserResults,
  envelope,
} from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { limitOf } from '../../plugins/rate-limit.js';
import * as phoneService from './phone.service.js';
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
        description:
          'Mails a new confirmation link (earlier ones keep working), up to the resend limit; 429 RATE_LIMITED past the confirmation mails one address may get in an hour.',
        response: { 200: envelope(UserResults) },
      },
      config: limitOf(app.rateLimits.resend),
    },
    async (request) => ({
      success: true,
      results: { data: await registrationService.resendConfirmation(deps, requireUser(request)) },
    }),
  );

  r.post(
    '/registration/phone',
    {
      schema: {
        tags,
        security,
        description:
          'Step 3, only with the phone-confirmation flag on (else 404): stores the phone (country code and number, no plus) and texts it a six-digit code valid 10 minutes.',
        body: PhoneRequest,
        response: { 200: envelope(UserResults) },
      },
      config: limitOf(app.rateLimits.resend),
    },
    async (request) => ({
      success: true,
      results: { data: await phoneService.sendPhoneCode(deps, requireUser(request), request.body.phone) },
    }),
  );

  r.post(
    '/registration/phone/confirmation',
    {
      schema: {
        tags,
        security,
        description:
          'Checks the SMS code (five tries); a right one completes the registration. Only with the phone-confirmation flag on.',
        body: PhoneCodeRequest,
        response: { 200: envelope(UserResults) },
      },
      config: limitOf(app.rateLimits.login),
    },
    async (request) => ({
      success: true,
      results: { data: await phoneService.confirmPhoneCode(deps, requireUser(request), request.body.code) },
    }),
  );
}
