import { reportingApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { scopeOf } from '../../plugins/auth.js';
import { route } from '../../plugins/contract.js';
import { attachment } from '../participants/participants.routes.js';
import * as reportService from './report.service.js';

/** reporting/events/{id}* (`reportingApi`): an event's report (report.service.ts) and its exports. */
export async function reportRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, reportingApi.event, ({ auth, params, query, request }) =>
    reportService.eventReport(deps, scopeOf(auth), params.id, query, request.language),
  );

  route(app, reportingApi.export, async ({ auth, params, query, reply }) => {
    const file = await reportService.exportReport(deps, scopeOf(auth), params.id, query);
    return reply
      .type(file.contentType)
      .header('content-disposition', attachment(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
