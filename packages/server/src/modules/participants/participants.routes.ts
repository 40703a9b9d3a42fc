import {
  EmptyResults,
  ParticipantExportQuery,
  ParticipantListQuery,
  ParticipantListResults,
  envelope,
} from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, tenantIdOf } from '../../plugins/auth.js';
import type { Storage } from '../../platform/storage/storage.js';
import * as participantsService from './participants.service.js';

const tags = ['participants'];
const security = [{ authToken: [] }];
const IdParams = z.object({ id: z.string() });

/** A Content-Disposition attachment header for a file name (ASCII fallback and RFC 5987 UTF-8). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** participants*: the tenant's participants (list, resend, delete, export, answer files from `storage`). */
export async function participantsRoutes(app: FastifyInstance, opts: { storage: Storage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tenant = (request: Parameters<typeof requireUser>[0]) => tenantIdOf(requireUser(request));

  r.get(
    '/participants',
    {
      schema: {
        tags,
        security,
        description:
          "One page of the tenant's participants, optionally of one event (another tenant's: 404), searched in email and names, sorted, with the total.",
        querystring: ParticipantListQuery,
        response: { 200: envelope(ParticipantListResults) },
      },
    },
    async (request) => ({
      success: true,
      results: await participantsService.listParticipants(deps, tenant(request), request.query),
    }),
  );

  r.get(
    '/participants/export',
    {
      schema: {
        tags,
        security,
        description:
          "The event's participants with every profile-field answer as a column: CSV (RFC 4180, UTF-8 with BOM) or XLSX, as an attachment. Cells starting with = + - @ are quoted against formula injection.",
        querystring: ParticipantExportQuery,
      },
    },
    async (request, reply) => {
      const file = await participantsService.exportParticipants(deps, tenant(request), request.query);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  r.get(
    '/participants/files/:id',
    {
      schema: {
        tags,
        security,
        description:
          "A participant's answer file (a `file` profile field) as an attachment with its name. Unknown, unclaimed or another tenant's: 404.",
        params: IdParams,
      },
    },
    async (request, reply) => {
      const file = await participantsService.answerFile(
        { ...deps, storage: opts.storage },
        tenant(request),
        request.params.id,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );

  r.post(
    '/participants/:id/resend',
    {
      schema: {
        tags,
        security,
        description: 'Sends the participant a new personal link (the old one stops working).',
        params: IdParams,
        response: { 200: envelope(EmptyResults) },
      },
      config: {
        rateLimit: { max: app.rateLimits.resend.max * 20, timeWindow: app.rateLimits.resend.timeWindowMs },
      },
    },
    async (request) => {
      await participantsService.resend(deps, tenant(request), request.params.id);
      return { success: true, results: {} };
    },
  );

  r.delete(
    '/participants/:id',
    {
      schema: {
        tags,
        security,
        description: 'Removes a participant with their answer files.',
        params: IdParams,
        response: { 200: envelope(EmptyResults) },
      },
    },
    async (request) => {
      await participantsService.remove(
        { ...deps, storage: opts.storage, log: app.log },
        tenant(request),
        request.params.id,
      );
      return { success: true, results: {} };
    },
  );
}
