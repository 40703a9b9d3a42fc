import { HEADERS, monitoringApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.js';
import { limitOf } from '../../plugins/rate-limit.js';
import * as monitoringService from './monitoring.service.js';

/**
 * monitoring/* (`monitoringApi`): timings, journey milestones, bug reports and click logs sent by the
 * web; anyone may send them, and a live session's user is stored with them.
 */
export async function monitoringRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, monitoringApi.request, async ({ body, auth }) => {
    await monitoringService.recordRequest(deps, auth?.user.id ?? null, body);
    return {};
  });

  route(app, monitoringApi.journey, async ({ auth, request }) => {
    const name = request.headers[HEADERS.journeyName.toLowerCase()];
    await monitoringService.recordJourney(deps, auth?.user.id ?? null, name);
    return {};
  });

  route(
    app,
    monitoringApi.bugReport,
    async ({ auth, body, request }) => {
      await monitoringService.recordBugReport(deps, auth?.user.id ?? null, body, request.language);
      return {};
    },
    { config: limitOf(app.rateLimits.bugReport) },
  );

  route(
    app,
    monitoringApi.clicks,
    async ({ auth, body }) => {
      await monitoringService.recordClicks(deps, auth?.user.id ?? null, body);
      return {};
    },
    { config: limitOf(app.rateLimits.clickLogs) },
  );
}
