import {
  ASSET_KIND_PATHS,
  type Asset,
  type AssetKind,
  type AssetKindPath,
  type AssetListQuery,
  type AssetUpdateRequest,
  type AssetUsage,
} from '@foyer/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload, isApiError } from '../../api/client';
import { saveBlob } from '../../ui/download';

/** Query keys of the media library; every mutation invalidates `ASSETS_QUERY_KEY`. */
export const ASSETS_QUERY_KEY = ['assets'] as const;
export const assetListKey = (kindPath: AssetKindPath, query?: AssetListQuery) =>
  query ? ([...ASSETS_QUERY_KEY, kindPath, query] as const) : ([...ASSETS_QUERY_KEY, kindPath] as const);

export type AssetPage = { assets: Asset[]; total: number };

/** The URL search string of a list query (defaults left out). */
export function listQueryString(query: AssetListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  params.set('sort', query.sort);
  params.set('order', query.order);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return params.toString();
}

/** GET assets/{kindPath}: one page of the tenant's and the template assets of a kind. */
export function fetchAssets(kindPath: AssetKindPath, query: AssetListQuery): Promise<AssetPage> {
  return api.get<AssetPage>(`assets/${kindPath}?${listQueryString(query)}`);
}

export function useAssetList(kindPath: AssetKindPath, query: AssetListQuery) {
  return useQuery({
    queryKey: assetListKey(kindPath, query),
    queryFn: () => fetchAssets(kindPath, query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export const kindOfPath = (kindPath: AssetKindPath): AssetKind => ASSET_KIND_PATHS[kindPath];

/** PUT assets/{id}: rename and/or crop; answers the new version. */
export function useUpdateAsset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AssetUpdateRequest }) =>
      api.put<{ asset: Asset }>(`assets/${id}`, body).then((r) => r.asset),
    onSuccess: () => client.invalidateQueries({ queryKey: ASSETS_QUERY_KEY }),
  });
}

/** Outcome of deleting one asset: deleted, or in use (with where). */
export type DeleteOutcome = { asset: Asset; usages?: AssetUsage[] };

/** DELETE assets/{id} for each asset; REMOVABLE_DOC_HAS_DEPENDENCIES answers its usages instead of failing. */
export function useDeleteAssets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (assets: readonly Asset[]): Promise<DeleteOutcome[]> => {
      const outcomes: DeleteOutcome[] = [];
      for (const asset of assets) {
        try {
          await api.delete(`assets/${asset.id}`, { quiet: assets.length > 1 });
          outcomes.push({ asset });
        } catch (e) {
          if (isApiError(e) && e.errorKey === 'REMOVABLE_DOC_HAS_DEPENDENCIES') {
            const usages = (e.results as { usages?: AssetUsage[] } | undefined)?.usages ?? [];
            outcomes.push({ asset, usages });
          } else throw e;
        }
      }
      return outcomes;
    },
    onSettled: () => client.invalidateQueries({ queryKey: ASSETS_QUERY_KEY }),
  });
}

/** Downloads the original (GET assets/item/{id}/download needs the session header, so it is fetched). */
export async function downloadAsset(asset: Asset): Promise<void> {
  const { blob, fileName } = await apiDownload(`assets/item/${asset.id}/download`, asset.name);
  saveBlob(blob, fileName);
}
