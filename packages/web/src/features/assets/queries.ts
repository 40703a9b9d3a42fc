import {
  ASSET_KIND_PATHS,
  type Asset,
  type AssetKind,
  type AssetKindPath,
  type AssetListQuery,
  type AssetUpdateRequest,
  type AssetUsage,
  AssetUsagesResults,
  assetsApi,
} from '@foyer/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, isApiError } from '../../api/client';
import { saveBlob } from '../../ui/download';
import { type UploadStore, uploadStore as appUploadStore } from './uploadStore';

/** Query keys of the media library; every mutation invalidates `ASSETS_QUERY_KEY`. */
export const ASSETS_QUERY_KEY = ['assets'] as const;
export const assetListKey = (kindPath: AssetKindPath, query?: AssetListQuery) =>
  query ? ([...ASSETS_QUERY_KEY, kindPath, query] as const) : ([...ASSETS_QUERY_KEY, kindPath] as const);

/** GET assets/{kindPath}: one page of the tenant's and the template assets of a kind. */
export function fetchAssets(kindPath: AssetKindPath, query: AssetListQuery) {
  // An empty search is no search (left out of the query string).
  return api.call(assetsApi.list, {
    params: { kindPath },
    query: { ...query, search: query.search || undefined },
  });
}

export function useAssetList(kindPath: AssetKindPath, query: AssetListQuery) {
  return useQuery({
    queryKey: assetListKey(kindPath, query),
    queryFn: () => fetchAssets(kindPath, query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/**
 * The media lists show a batch as soon as it is uploaded. Run by the shell, which is always mounted:
 * the upload panel is downloaded on demand (issue 20) and may arrive after a quick upload ended.
 */
export function useRefreshAssetsAfterUploads(store: UploadStore = appUploadStore) {
  const client = useQueryClient();
  useEffect(
    () => store.onUploaded(() => void client.invalidateQueries({ queryKey: ASSETS_QUERY_KEY })),
    [store, client],
  );
}

export const kindOfPath = (kindPath: AssetKindPath): AssetKind => ASSET_KIND_PATHS[kindPath];

/** PUT assets/item/{id}: rename and/or crop; answers the new version. */
export function useUpdateAsset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AssetUpdateRequest }) =>
      api.call(assetsApi.update, { params: { id }, body }).then((r) => r.asset),
    onSuccess: () => client.invalidateQueries({ queryKey: ASSETS_QUERY_KEY }),
  });
}

/** Outcome of deleting one asset: deleted, or in use (with where). */
export type DeleteOutcome = { asset: Asset; usages?: AssetUsage[] };

/** What could not be deleted and where it is used (an asset, or a webcast on its own page). */
export type BlockedDeletion = { asset: Pick<Asset, 'id' | 'name'>; usages?: readonly AssetUsage[] };

/**
 * DELETE assets/item/{id}: undefined once deleted, or where it is used when the server refuses with
 * REMOVABLE_DOC_HAS_DEPENDENCIES. Throws ApiError for other refusals (NOT_FOUND, FORBIDDEN).
 */
export async function removeAsset(
  id: string,
  options: { quiet?: boolean } = {},
): Promise<AssetUsage[] | undefined> {
  try {
    await api.call(assetsApi.remove, { params: { id } }, options);
    return undefined;
  } catch (e) {
    if (isApiError(e) && e.errorKey === 'REMOVABLE_DOC_HAS_DEPENDENCIES')
      return AssetUsagesResults.safeParse(e.results).data?.usages ?? [];
    throw e;
  }
}

/** DELETE assets/item/{id} for each asset; REMOVABLE_DOC_HAS_DEPENDENCIES answers its usages instead of failing. */
export function useDeleteAssets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (assets: readonly Asset[]): Promise<DeleteOutcome[]> => {
      const outcomes: DeleteOutcome[] = [];
      for (const asset of assets) {
        const usages = await removeAsset(asset.id, { quiet: assets.length > 1 });
        outcomes.push(usages ? { asset, usages } : { asset });
      }
      return outcomes;
    },
    onSettled: () => client.invalidateQueries({ queryKey: ASSETS_QUERY_KEY }),
  });
}

/** Downloads the original (GET assets/item/{id}/download needs the session header, so it is fetched). */
export async function downloadAsset(asset: Asset): Promise<void> {
  const { blob, fileName } = await api.download(assetsApi.download, asset.name, { params: { id: asset.id } });
  saveBlob(blob, fileName);
}
