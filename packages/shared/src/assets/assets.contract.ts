import { z } from 'zod';
import { FILE, endpoints } from '../contract.js';
import { LIMITS } from '../limits.js';
import {
  AssetDeleteResults,
  AssetListQuery,
  AssetListResults,
  AssetResults,
  AssetUploadForm,
  AssetUpdateRequest,
  AssetUsagesResults,
  AssetsResults,
} from './assets.schema.js';

const KindParams = z.object({
  kindPath: z.string().describe('images, avatars, videos, documents or webcasts'),
});
const IdParams = z.object({ id: z.string() });

/** assets/*: the media library of the tenant, plus the read-only templates. */
export const assetsApi = endpoints('assets', {
  list: {
    method: 'GET',
    path: '/assets/:kindPath',
    summary: 'List the assets of a kind',
    description:
      "The tenant's custom assets of a kind plus the template assets (read-only, shown to every account), one page. Unknown kind: 404.",
    access: 'user',
    params: KindParams,
    query: AssetListQuery,
    results: AssetListResults,
    errors: ['NOT_FOUND'],
  },
  get: {
    method: 'GET',
    path: '/assets/item/:id',
    summary: 'Get one asset',
    description: "One asset (own or template). Another tenant's or unknown: 404.",
    access: 'user',
    params: IdParams,
    results: AssetResults,
    errors: ['NOT_FOUND'],
  },
  upload: {
    method: 'POST',
    path: '/assets/:kindPath',
    summary: 'Upload files of a kind',
    description: `Uploads 1–${LIMITS.uploadFilesAtOnce} files of a kind (multipart field \`files\`). Content decides: a file that is not of the kind refuses the whole batch (415, results.files = [{ name, reason }]); a file over the kind's limit answers 413; more than ${LIMITS.uploadFilesAtOnce} files 400. Nothing is stored unless every file passed. Unknown kind, or webcasts: 404.`,
    access: 'user',
    params: KindParams,
    upload: AssetUploadForm,
    results: AssetsResults,
    errors: ['NOT_FOUND'],
  },
  update: {
    method: 'PUT',
    path: '/assets/item/:id',
    alsoAt: '/assets/:id',
    summary: 'Rename or crop an asset',
    description:
      'Renames and/or crops an asset (pixels of the current original); a crop makes a new version. Templates: 403.',
    access: 'user',
    params: IdParams,
    body: AssetUpdateRequest,
    results: AssetResults,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  },
  remove: {
    method: 'DELETE',
    path: '/assets/item/:id',
    alsoAt: '/assets/:id',
    summary: 'Delete an asset',
    description:
      'Deletes an asset and its files. In use: REMOVABLE_DOC_HAS_DEPENDENCIES with results.usages. Templates: 403.',
    access: 'user',
    params: IdParams,
    results: AssetDeleteResults,
    errors: ['REMOVABLE_DOC_HAS_DEPENDENCIES', 'FORBIDDEN', 'NOT_FOUND'],
  },
  usages: {
    method: 'GET',
    path: '/assets/item/:id/usages',
    summary: 'List where an asset is used',
    description: 'Where the asset is used.',
    access: 'user',
    params: IdParams,
    results: AssetUsagesResults,
    errors: ['NOT_FOUND'],
  },
  download: {
    method: 'GET',
    path: '/assets/item/:id/download',
    summary: "Download an asset's original file",
    description: 'The original file as an attachment.',
    access: 'user',
    params: IdParams,
    results: FILE,
    errors: ['NOT_FOUND'],
  },
});
