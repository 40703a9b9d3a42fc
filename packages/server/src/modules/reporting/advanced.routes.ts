import { reportingAdvancedApi } from '@foyer/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { scopeOf } from '../../plugins/auth.js';
import { route } from '../../plugins/contract.js';
import * as advancedService from './advanced.service.js';

/**
 * reporting/events/{id}/funnel|participants|leads (+ exports), reporting/compare
 * (`reportingAdvancedApi`): advanced reporting, business plan and above.
 */
export async function advancedReportingRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, reportingAdvancedApi.funnel, ({ auth, params, query }) =>
    advancedService.funnel(deps, scopeOf(auth), params.id, query),
  );

  route(app, reportingAdvancedApi.participants, ({ auth, params, query }) =>
    advancedService.listEngagement(deps, scopeOf(auth), params.id, query),
  );

  route(app, reportingAdvancedApi.participantsExport, async ({ auth, params, query, request, reply }) => {
    const file = await advancedService.exportEngagement(
      deps,
      scopeOf(auth),
      params.id,
      query,
      request.language,
    );
    return sendFile(reply, file);
  });

  route(app, reportingAdvancedApi.leads, ({ auth, params, query }) =>
    advancedService.leads(deps, scopeOf(auth), params.id, query),
  );

  route(app, reportingAdvancedApi.leadsExport, async ({ auth, params, query, request, reply }) => {
    const file = await advancedService.exportLeads(deps, scopeOf(auth), params.id, query, request.language);
    return sendFile(reply, file);
  });

  route(app, reportingAdvancedApi.compare, ({ auth, query }) =>
    advancedService.compare(deps, scopeOf(auth), query),
  );
}

/** Sends an export as an attachment that no cache keeps. */
function sendFile(reply: FastifyReply, file: advancedService.ExportFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
