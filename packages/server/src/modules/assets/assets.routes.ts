import {
  Asset,
  AssetListQuery,
  AssetUpdateRequest,
  AssetUsage,
  EmptyResults,
  LIMITS,
  envelope,
} from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { requireUser, tenantIdOf } from '../../plugins/auth.js';
import * as assetsService from './assets.service.js';
import type { MediaDeps, MediaOptions } from './assets.service.js';

const tags = ['assets'];
const security = [{ authToken: [] }];
const KindParams = z.object({
  kindPath: z.string().describe('images, avatars, videos, documents or webcasts'),
});
const IdParams = z.object({ id: z.string() });
const AssetAnswer = { 200: envelope(z.object({ asset: Asset })) };

/** Content-Disposition for a download: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** assets/*: the media library of the tenant, plus the read-only templates. */
export async function assetsRoutes(app: FastifyInstance, opts: { media: MediaOptions }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: MediaDeps = { ...app.deps, ...opts.media, log: app.log };

  r.get(
    '/assets/:kindPath',
    {
      schema: {
        tags,
        security,
        description:
          "The tenant's custom assets of a kind plus the template assets (read-only, shown to every account), one page.",
        params: KindParams,
        querystring: AssetListQuery,
        response: { 200: envelope(z.object({ assets: z.array(Asset), total: z.number().int() })) },
      },
    },
    async (request) => ({
      success: true,
      results: await assetsService.listAssets(
        deps,
        tenantIdOf(requireUser(request)),
        request.params.kindPath,
        request.query,
      ),
    }),
  );

  r.get(
    '/assets/item/:id',
    {
      schema: {
        tags,
        security,
        description: 'One asset (own or template).',
        params: IdParams,
        response: AssetAnswer,
      },
    },
    async (request) => ({
      success: true,
      results: {
        asset: await assetsService.getAsset(deps, tenantIdOf(requireUser(request)), request.params.id),
      },
    }),
  );

  r.post(
    '/assets/:kindPath',
    {
      schema: {
        tags,
        security,
        description: `Uploads 1–${LIMITS.uploadFilesAtOnce} files of a kind (multipart field \`files\`). Content decides: a file that is not of the kind refuses the whole batch (415, results.files = [{ name, reason }]); a file over the kind's limit answers 413; more than ${LIMITS.uploadFilesAtOnce} files 400. Nothing is stored unless every file passed.`,
        consumes: ['multipart/form-data'],
        params: KindParams,
        body: z.object({
          files: z.array(z.file()).min(1).max(LIMITS.uploadFilesAtOnce).optional(),
        }),
        response: { 200: envelope(z.object({ assets: z.array(Asset) })) },
      },
    },
    async (request) => {
      const tenantId = tenantIdOf(requireUser(request));
      const maxBytes = assetsService.uploadLimitOf(deps, request.params.kindPath);
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
      return {
        success: true,
        results: { assets: await assetsService.uploadAssets(deps, tenantId, request.params.kindPath, parts) },
      };
    },
  );

  r.put(
    '/assets/:id',
    {
      schema: {
        tags,
        security,
        description:
          'Renames and/or crops an asset (pixels of the current original); a crop makes a new version. Templates: 403.',
        params: IdParams,
        body: AssetUpdateRequest,
        response: AssetAnswer,
      },
    },
    async (request) => ({
      success: true,
      results: {
        asset: await assetsService.updateAsset(
          deps,
          tenantIdOf(requireUser(request)),
          request.params.id,
          request.body,
        ),
      },
    }),
  );

  r.delete(
    '/assets/:id',
    {
      schema: {
        tags,
        security,
        description:
          'Deletes an asset and its files. In use: REMOVABLE_DOC_HAS_DEPENDENCIES with results.usages. Templates: 403.',
        params: IdParams,
        response: { 200: envelope(z.union([EmptyResults, z.object({ usages: z.array(AssetUsage) })])) },
      },
    },
    async (request) => {
      await assetsService.deleteAsset(deps, tenantIdOf(requireUser(request)), request.params.id);
      return { success: true };
    },
  );

  r.get(
    '/assets/item/:id/usages',
    {
      schema: {
        tags,
        security,
        description: 'Where the asset is used.',
        params: IdParams,
        response: { 200: envelope(z.object({ usages: z.array(AssetUsage) })) },
      },
    },
    async (request) => ({
      success: true,
      results: {
        usages: await assetsService.usagesForTenant(
          deps,
          tenantIdOf(requireUser(request)),
          request.params.id,
        ),
      },
    }),
  );

  r.get(
    '/assets/item/:id/download',
    {
      schema: {
        tags,
        security,
        description: 'The original file as an attachment.',
        params: IdParams,
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const file = await assetsService.openOriginal(
        deps,
        tenantIdOf(requireUser(request)),
        request.params.id,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
}
