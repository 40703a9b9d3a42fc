import { accountApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.js';
import * as accountService from './account.service.js';

/**
 * account/* (`accountApi`): the main account's company and billing details — access `main`, so the
 * session's user is the account itself.
 */
export async function accountRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, accountApi.profile, async ({ auth }) => ({ profile: accountService.presentProfile(auth.user) }));

  route(app, accountApi.updateProfile, async ({ auth, body }) => ({
    profile: await accountService.saveProfile(deps, auth.user.id, body),
  }));

  route(app, accountApi.billing, async ({ auth }) => ({
    billing: await accountService.getBilling(deps, auth.user),
  }));

  route(app, accountApi.updateBilling, async ({ auth, body }) => ({
    billing: await accountService.saveBilling(deps, auth.user, body),
  }));
}
