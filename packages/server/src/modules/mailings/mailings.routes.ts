import { mailingsApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { scopeOf } from '../../plugins/auth.js';
import { route } from '../../plugins/contract.js';
import * as mailingsService from './mailings.service.js';

/** mailings* (`mailingsApi`): the account's mailings (issue 16). */
export async function mailingsRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, mailingsApi.list, ({ auth, query }) =>
    mailingsService.listMailings(deps, scopeOf(auth), query.search),
  );

  route(app, mailingsApi.recipients, ({ auth, body }) =>
    mailingsService.countRecipients(deps, scopeOf(auth), body),
  );

  route(app, mailingsApi.get, async ({ auth, params }) => ({
    mailing: await mailingsService.getMailing(deps, scopeOf(auth), params.id),
  }));

  route(app, mailingsApi.create, async ({ auth, body }) => ({
    mailing: await mailingsService.createMailing(deps, scopeOf(auth), body),
  }));

  route(app, mailingsApi.update, async ({ auth, params, body }) => ({
    mailing: await mailingsService.updateMailing(deps, scopeOf(auth), params.id, body),
  }));

  route(app, mailingsApi.remove, async ({ auth, params }) => {
    await mailingsService.deleteMailing(deps, scopeOf(auth), params.id);
    return {};
  });

  route(app, mailingsApi.duplicate, async ({ auth, params }) => ({
    mailing: await mailingsService.duplicateMailing(deps, scopeOf(auth), params.id),
  }));

  route(app, mailingsApi.preview, ({ auth, params, body }) =>
    mailingsService.previewMailing(deps, scopeOf(auth), params.id, body.participantId),
  );
}
