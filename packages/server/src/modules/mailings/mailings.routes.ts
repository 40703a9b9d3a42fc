import { mailingsApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { scopeOf } from '../../plugins/auth.js';
import { route } from '../../plugins/contract.js';
import * as mailingsService from './mailings.service.js';

/** mailings* (`mailingsApi`): the account's mailings (issue 16). */
export async function mailingsRoutes(app: FastifyInstance) {
  const { deps } = app;
  // RFC 8058: mail clients post the one-click unsubscribe as a form (List-Unsubscribe=One-Click);
  // the token in the path is all it needs, so the form itself is not read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

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

  route(app, mailingsApi.send, async ({ auth, params, body, request }) => ({
    mailing: await mailingsService.sendMailing(deps, scopeOf(auth), params.id, body, request.utcOffsetHours),
  }));

  route(app, mailingsApi.test, async ({ auth, params }) => {
    await mailingsService.sendTest(deps, scopeOf(auth), params.id);
    return {};
  });

  route(app, mailingsApi.pause, async ({ auth, params }) => ({
    mailing: await mailingsService.pauseMailing(deps, scopeOf(auth), params.id),
  }));

  route(app, mailingsApi.resume, async ({ auth, params }) => ({
    mailing: await mailingsService.resumeMailing(deps, scopeOf(auth), params.id),
  }));

  route(app, mailingsApi.unschedule, async ({ auth, params }) => ({
    mailing: await mailingsService.unscheduleMailing(deps, scopeOf(auth), params.id),
  }));
  route(app, mailingsApi.cancel, async ({ auth, params }) => ({
    mailing: await mailingsService.cancelMailing(deps, scopeOf(auth), params.id),
  }));

  route(app, mailingsApi.deliveries, ({ auth, params, query }) =>
    mailingsService.listDeliveries(deps, scopeOf(auth), params.id, query),
  );

  route(app, mailingsApi.unsubscribeInfo, ({ params }) =>
    mailingsService.unsubscribeInfo(deps, params.token),
  );

  route(app, mailingsApi.unsubscribe, async ({ params }) => {
    await mailingsService.unsubscribe(deps, params.token);
    return {};
  });

  route(app, mailingsApi.click, async ({ params, request, reply }) => {
    const to = await mailingsService.followClick(deps, params.token, params.n, request.method !== 'HEAD');
    // No referrer: the page the link leads to must not learn the click token.
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(to, 302);
  });
}
