import { usersApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { tenantIdOf } from '../../plugins/auth.js';
import { route } from '../../plugins/contract.js';
import * as authService from '../auth/auth.service.js';
import { limitOf } from '../../plugins/rate-limit.js';
import * as eventsService from '../events/events.service.js';
import * as emailChange from './email-change.service.js';
import * as usersService from './users.service.js';

/** user/* and users/* (`usersApi`): the logged-in user; the features its tenant asked for. */
export async function usersRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, usersApi.me, async ({ auth }) => {
    const events = await eventsService.countEvents(deps, tenantIdOf(auth));
    const facts = await usersService.tenantFactsOf(deps, auth.user);
    return { data: usersService.currentUser(auth.user, { ...facts, events }) };
  });

  route(app, usersApi.chatId, async ({ auth }) => ({ zammadChatId: usersService.chatIdOf(auth.user) }));

  route(app, usersApi.setLanguage, async ({ auth, body }) => {
    const row = await usersService.setLanguage(deps, auth.user.id, body.language);
    const events = await eventsService.countEvents(deps, tenantIdOf(auth));
    const facts = await usersService.tenantFactsOf(deps, row);
    return { data: usersService.presentUser(row, { ...facts, events }) };
  });

  route(app, usersApi.updateProfile, async ({ auth, body }) => {
    const row = await usersService.setName(deps, auth.user.id, body);
    const events = await eventsService.countEvents(deps, tenantIdOf(auth));
    const facts = await usersService.tenantFactsOf(deps, row);
    return { data: usersService.presentUser(row, { ...facts, events }) };
  });

  // The password check of an email change is limited as a login is.
  route(
    app,
    usersApi.changeEmail,
    async ({ auth, body }) => emailChange.requestEmailChange(deps, auth, body),
    { config: limitOf(app.rateLimits.login) },
  );

  route(
    app,
    usersApi.confirmEmailChange,
    async ({ body }) => emailChange.confirmEmailChange(deps, body.token),
    { config: limitOf(app.rateLimits.login) },
  );

  route(app, usersApi.logoutOthers, async ({ auth }) => {
    await authService.logoutOthers(deps, auth);
    return {};
  });

  route(app, usersApi.featureRequests, async ({ auth }) => ({
    features: await usersService.listFeatureRequests(deps, tenantIdOf(auth)),
  }));

  route(app, usersApi.requestFeature, async ({ auth, body }) => ({
    features: await usersService.requestFeature(deps, tenantIdOf(auth), auth.user.id, body.feature),
  }));
}
