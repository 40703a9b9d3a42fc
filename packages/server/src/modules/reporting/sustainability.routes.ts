import { sustainabilityApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { scopeOf } from '../../plugins/auth.js';
import { route } from '../../plugins/contract.js';
import { attachment } from '../participants/participants.routes.js';
import * as sustainabilityService from './sustainability.service.js';

/**
 * reporting/events/{id}/sustainability* (`sustainabilityApi`): an event's sustainability report,
 * its assumptions and its PDF (sustainability.service.ts).
 */
export async function sustainabilityRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, sustainabilityApi.get, ({ auth, params }) =>
    sustainabilityService.getReport(deps, scopeOf(auth), params.id),
  );

  route(app, sustainabilityApi.save, ({ auth, params, body }) =>
    sustainabilityService.saveAssumptions(deps, scopeOf(auth), params.id, body),
  );

  route(app, sustainabilityApi.pdf, async ({ auth, params, query, reply }) => {
    const file = await sustainabilityService.reportPdf(deps, scopeOf(auth), params.id, query.language);
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
