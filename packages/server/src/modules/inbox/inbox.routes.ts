import { inboxApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { scopeOf } from '../../plugins/auth.js';
import { route } from '../../plugins/contract.js';
import * as inboxService from './inbox.service.js';

/**
 * events/{id}/inbox*, inbox/unread (`inboxApi`): the staff inbox of the organiser's events, for the
 * main account and the sub-accounts that reach the event (decided at each call).
 */
export async function inboxRoutes(app: FastifyInstance) {
  // deps.sockets is set once realtime is attached, after the routes: the object is read at each call.
  const { deps } = app;

  route(app, inboxApi.threads, ({ auth, params }) =>
    inboxService.listThreads(deps, scopeOf(auth), params.id),
  );

  route(app, inboxApi.thread, ({ auth, params, query }) =>
    inboxService.readThread(deps, scopeOf(auth), params.id, params.threadId, query),
  );

  route(app, inboxApi.answer, ({ auth, params, body }) =>
    inboxService.answer(deps, scopeOf(auth), params.id, params.threadId, body),
  );

  route(app, inboxApi.unread, ({ auth }) => inboxService.unreadCounts(deps, scopeOf(auth)));
}
