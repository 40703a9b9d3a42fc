import { activityApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.js';
import { visitorTokenOf } from '../../plugins/visitor-auth.js';
import * as activityService from './activity.service.js';

/**
 * public/venue/{pageCode}/activity (`activityApi`): what a visitor's browser recorded in the venue,
 * buffered and written in batches by this app's ingest (activity.service.ts), which is written out
 * when the app closes.
 */
export async function activityRoutes(app: FastifyInstance) {
  const { deps } = app;
  activityService.openActivityIngest(deps, app.log);
  app.addHook('onClose', () => activityService.flushActivity(deps));

  route(app, activityApi.record, async ({ params, body, request }) => {
    // A beacon cannot set headers: its token comes in the body.
    const visitorToken = visitorTokenOf(request) ?? body.visitorToken;
    await activityService.recordActivity(deps, params.pageCode, visitorToken, body.records);
    return {};
  });
}
