import { ratingsApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.js';
import { visitorTokenOf } from '../../plugins/visitor-auth.js';
import * as ratingsService from './ratings.service.js';

/** public/venue/{pageCode}/ratings (`ratingsApi`): visitors rate documents, talks and link items from 1 to 5 stars. */
export async function ratingsRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, ratingsApi.list, async ({ params, request, reply }) => {
    const results = await ratingsService.listRatings(deps, params.pageCode, visitorTokenOf(request));
    reply.header('cache-control', 'no-store');
    return results;
  });

  route(app, ratingsApi.rate, ({ params, body, request }) =>
    ratingsService.rate(deps, params.pageCode, visitorTokenOf(request), params.elementId, body.stars),
  );
}
