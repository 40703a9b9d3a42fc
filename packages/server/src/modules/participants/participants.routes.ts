import { participantsApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../platform/storage/storage.js';
import { scopeOf } from '../../plugins/auth.js';
import { route } from '../../plugins/contract.js';
import * as participantsService from './participants.service.js';

/** A Content-Disposition attachment header for a file name (ASCII fallback and RFC 5987 UTF-8). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * participants*, answer-files/{id} (`participantsApi`): the tenant's participants (list, resend,
 * delete, export) and their answer files from `storage`.
 */
export async function participantsRoutes(app: FastifyInstance, opts: { storage: Storage }) {
  const { deps } = app;
  // deps.sockets is set once realtime is attached, after the routes: read deps at each request.
  const fileDeps = () => ({ ...deps, storage: opts.storage, log: app.log });

  route(app, participantsApi.list, ({ auth, query }) =>
    participantsService.listParticipants(deps, scopeOf(auth), query),
  );

  route(app, participantsApi.export, async ({ auth, query, reply }) => {
    const file = await participantsService.exportParticipants(deps, scopeOf(auth), query);
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  route(app, participantsApi.answerFile, async ({ auth, params, reply }) => {
    const file = await participantsService.answerFile(fileDeps(), scopeOf(auth), params.id);
    return reply
      .type(file.contentType)
      .header('content-disposition', attachment(file.fileName))
      .header('content-length', file.size)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });

  route(
    app,
    participantsApi.resend,
    async ({ auth, params }) => {
      await participantsService.resend(deps, scopeOf(auth), params.id);
      return {};
    },
    {
      config: {
        rateLimit: { max: app.rateLimits.resend.max * 20, timeWindow: app.rateLimits.resend.timeWindowMs },
      },
    },
  );

  route(app, participantsApi.remove, async ({ auth, params }) => {
    await participantsService.remove(fileDeps(), scopeOf(auth), params.id);
    return {};
  });
}
