import { LIMITS, assetsApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { tenantIdOf } from '../../plugins/auth.js';
import { route } from '../../plugins/contract.js';
import * as assetsService from './assets.service.js';
import type { MediaDeps, MediaOptions } from './assets.service.js';

/** Content-Disposition for a download: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** assets/* (`assetsApi`): the media library of the tenant, plus the read-only templates. */
export async function assetsRoutes(app: FastifyInstance, opts: { media: MediaOptions }) {
  const deps: MediaDeps = { ...app.deps, ...opts.media, log: app.log };

  route(app, assetsApi.list, ({ auth, params, query }) =>
    assetsService.listAssets(deps, tenantIdOf(auth), params.kindPath, query, auth.user.language),
  );

  route(app, assetsApi.get, async ({ auth, params }) => ({
    asset: await assetsService.getAsset(deps, tenantIdOf(auth), params.id, auth.user.language),
  }));

  route(app, assetsApi.upload, async ({ auth, params, request }) => {
    const tenantId = tenantIdOf(auth);
    const maxBytes = assetsService.uploadLimitOf(deps, params.kindPath);
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    const parts = request.files({
      limits: {
        fileSize: maxBytes,
        files: LIMITS.uploadFilesAtOnce,
        fields: 10,
        fieldSize: 1024,
        parts: LIMITS.uploadFilesAtOnce + 10,
      },
    });
    return { assets: await assetsService.uploadAssets(deps, tenantId, params.kindPath, parts) };
  });

  route(app, assetsApi.update, async ({ auth, params, body }) => ({
    asset: await assetsService.updateAsset(deps, tenantIdOf(auth), params.id, body),
  }));

  route(app, assetsApi.remove, async ({ auth, params }) => {
    await assetsService.deleteAsset(deps, tenantIdOf(auth), params.id);
    // Answered as `{ success: true }`, without results, as ever.
    return undefined;
  });

  route(app, assetsApi.usages, async ({ auth, params }) => ({
    usages: await assetsService.usagesForTenant(deps, tenantIdOf(auth), params.id),
  }));

  route(app, assetsApi.download, async ({ auth, params, reply }) => {
    const file = await assetsService.openOriginal(deps, tenantIdOf(auth), params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', attachment(file.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });
}
