import { teamApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.js';
import * as teamService from './team.service.js';

/**
 * sub-accounts/* (`teamApi`): the main account's team — access `main`, so the session's user is the
 * tenant itself — and the invitation's acceptance by the invited person.
 */
export async function teamRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, teamApi.list, ({ auth }) => teamService.listTeam(deps, auth.user.id));

  route(app, teamApi.create, async ({ auth, body }) => ({
    subAccount: (await teamService.addSubAccount(deps, auth.user.id, body)).subAccount,
  }));

  route(app, teamApi.update, async ({ auth, params, body }) => ({
    subAccount: await teamService.updateSubAccount(deps, auth.user.id, params.id, body),
  }));

  route(app, teamApi.remove, async ({ auth, params }) => {
    await teamService.removeSubAccount(deps, auth.user.id, params.id);
    return {};
  });

  route(app, teamApi.resend, async ({ auth, params }) => ({
    subAccount: (await teamService.resendInvitation(deps, auth.user.id, params.id)).subAccount,
  }));

  route(app, teamApi.accept, async ({ body }) => ({
    authToken: await teamService.acceptInvitation(deps, body),
  }));
}
