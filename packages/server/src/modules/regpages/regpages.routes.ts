import { regpagesApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { scopeOf } from '../../plugins/auth.js';
import { route } from '../../plugins/contract.js';
import * as regpagesService from './regpages.service.js';

/** events/{id}/regpage (`regpagesApi`): the organiser's registration page of an event. */
export async function regpagesRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, regpagesApi.get, ({ auth, params }) =>
    regpagesService.getRegPage(deps, scopeOf(auth), params.id),
  );

  route(app, regpagesApi.update, ({ auth, params, body }) =>
    regpagesService.updateRegPage(deps, scopeOf(auth), params.id, body),
  );
}
