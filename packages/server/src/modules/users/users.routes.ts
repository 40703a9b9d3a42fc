import {
  FeatureRequestRequest,
  FeatureRequestsResults,
  User,
  UserLanguageRequest,
  UserResults,
  envelope,
} from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, tenantIdOf } from '../../plugins/auth.js';
import * as eventsService from '../events/events.service.js';
import * as usersService from './users.service.js';

const tags = ['user'];
const security = [{ authToken: [] }];

/** user/*: the logged-in user; users/featureRequests: features its tenant asked for. */
export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.get(
    '/user',
    {
      schema: {
        tags,
        security,
        description:
          'The logged-in user in results.data; while registration is incomplete: REGISTRATION_INCOMPLETE with the user as results.',
        response: { 200: envelope(z.union([UserResults, User])) },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      const events = await eventsService.countEvents(deps, tenantIdOf(auth));
      return { success: true, results: { data: usersService.currentUser(auth.user, events) } };
    },
  );

  r.get(
    '/user/chatId',
    {
      schema: {
        tags,
        security,
        description: 'A stable support-chat id for the user.',
        response: { 200: envelope(z.object({ zammadChatId: z.string() })) },
      },
    },
    async (request) => ({
      success: true,
      results: { zammadChatId: usersService.chatIdOf(requireUser(request).user) },
    }),
  );

  r.put(
    '/user/language',
    {
      schema: {
        tags,
        security,
        description: 'Remembers the interface language of the user (mails use it).',
        body: UserLanguageRequest,
        response: { 200: envelope(UserResults) },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      const user = await usersService.setLanguage(deps, auth.user.id, request.body.language);
      const events = await eventsService.countEvents(deps, tenantIdOf(auth));
      return { success: true, results: { data: { ...user, events } } };
    },
  );

  r.get(
    '/users/featureRequests',
    {
      schema: {
        tags,
        security,
        description:
          "The features the user's tenant asked for while its plan lacks them (spec §4, e.g. breakoutRooms).",
        response: { 200: envelope(FeatureRequestsResults) },
      },
    },
    async (request) => ({
      success: true,
      results: { features: await usersService.listFeatureRequests(deps, tenantIdOf(requireUser(request))) },
    }),
  );

  r.post(
    '/users/featureRequests',
    {
      schema: {
        tags,
        security,
        description:
          'Asks for a feature the plan lacks (spec §4); asking again changes nothing. Main and sub-accounts, for their tenant. Answers every feature the tenant asked for.',
        body: FeatureRequestRequest,
        response: { 200: envelope(FeatureRequestsResults) },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      const features = await usersService.requestFeature(
        deps,
        tenantIdOf(auth),
        auth.user.id,
        request.body.feature,
      );
      return { success: true, results: { features } };
    },
  );
}
