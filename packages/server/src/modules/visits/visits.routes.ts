import { visitsApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.js';
import { limitOf } from '../../plugins/rate-limit.js';
import { visitorTokenOf } from '../../plugins/visitor-auth.js';
import * as visitsService from './visits.service.js';

/** public/venue/* (`visitsApi`): visitors enter an event's venue through their personal link and walk it. */
export async function visitsRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(
    app,
    visitsApi.enter,
    async ({ params, body, reply }) => {
      reply.header('cache-control', 'no-store');
      return visitsService.enter(deps, params.pageCode, body.token);
    },
    { config: limitOf(app.rateLimits.visitEnter) },
  );

  route(app, visitsApi.venue, async ({ params, request, reply }) => {
    const results = await visitsService.getVenue(deps, params.pageCode, visitorTokenOf(request));
    reply.header('cache-control', 'no-store');
    return results;
  });

  route(app, visitsApi.leave, async ({ params, request }) => {
    await visitsService.leave(deps, params.pageCode, visitorTokenOf(request));
    return {};
  });
}
