import { BugReportRequest, EmptyResults, HEADERS, MonitoringRequest, envelope } from '@foyer/shared';
import { limitOf } from '../../plugins/rate-limit.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as monitoringService from './monitoring.service.js';

const tags = ['monitoring'];

/** monitoring/*: timings and journey milestones reported by the web. */
export async function monitoringRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.post(
    '/monitoring/request',
    {
      schema: {
        tags,
        description: 'Stores the timing (ms) and error of one API call, for operators.',
        body: MonitoringRequest,
        response: { 200: envelope(EmptyResults) },
      },
    },
    async (request) => {
      await monitoringService.recordRequest(deps, request.auth?.user.id ?? null, request.body);
      return { success: true };
    },
  );

  r.post(
    '/monitoring/request/journey',
    {
      schema: {
        tags,
        description: 'Stores a journey milestone named by the journeyName header.',
        response: { 200: envelope(EmptyResults) },
      },
    },
    async (request) => {
      const name = request.headers[HEADERS.journeyName.toLowerCase()];
      await monitoringService.recordJourney(deps, request.auth?.user.id ?? null, name);
      return { success: true };
    },
  );

  r.post(
    '/monitoring/bugReport',
    {
      schema: {
        tags,
        description:
          'Stores a report from the bug-report panel (title, description, email, session, language).',
        body: BugReportRequest,
        response: { 200: envelope(EmptyResults) },
      },
      config: limitOf(app.rateLimits.bugReport),
    },
    async (request) => {
      await monitoringService.recordBugReport(
        deps,
        request.auth?.user.id ?? null,
        request.body,
        request.language,
      );
      return { success: true };
    },
  );
}
