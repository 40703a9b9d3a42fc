import {
  type AssetUsage,
  type Webcast,
  type WebcastDetail,
  type WebcastStatus,
  assetsApi,
  webcastsApi,
} from '@foyer/shared';
import {
  type QueryClient,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../api/client';
import { ASSETS_QUERY_KEY, removeAsset } from '../assets/queries';

export type { Webcast, WebcastDetail, WebcastStatus };

/** Query keys of the webcasts feature; a webcast is also an asset, so changes refresh the media library. */
export const WEBCASTS_KEY = ['webcasts'] as const;
export const webcastListKey = [...WEBCASTS_KEY, 'list'] as const;
export const webcastKey = (id: string) => [...WEBCASTS_KEY, 'item', id] as const;
export const webcastUsagesKey = (id: string) => [...WEBCASTS_KEY, 'usages', id] as const;

/** How often an open webcast page asks for the broadcast's state (issue 18: every 5 s). */
export const STATUS_POLL_MS = 5000;

/** Refreshes what a changed webcast shows up in: the list, the media library. */
function invalidateLists(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: webcastListKey }),
    client.invalidateQueries({ queryKey: ASSETS_QUERY_KEY }),
  ]);
}

/** Keeps a webcast the server answered and refreshes the lists around it. */
function storeWebcast(client: QueryClient, webcast: WebcastDetail) {
  client.setQueryData(webcastKey(webcast.id), webcast);
  return invalidateLists(client);
}

/** GET webcasts: the account's webcasts, the plan's limit and how many may still be made. */
export function useWebcasts() {
  return useQuery({ queryKey: webcastListKey, queryFn: () => api.call(webcastsApi.list) });
}

/** GET webcasts/{id}: one webcast with its ingest settings, asked again every 5 s while shown. */
export function useWebcast(id: string) {
  return useQuery({
    queryKey: webcastKey(id),
    queryFn: () => api.call(webcastsApi.get, { params: { id } }).then((r) => r.webcast),
    refetchInterval: STATUS_POLL_MS,
  });
}

/** GET assets/item/{id}/usages: where the webcast is used (the event and its talk, door or link). */
export function useWebcastUsages(id: string, count: number | undefined) {
  return useQuery({
    // The count in the key: a usage added or removed elsewhere shows at the next status poll.
    queryKey: [...webcastUsagesKey(id), count] as const,
    queryFn: () => api.call(assetsApi.usages, { params: { id } }).then((r) => r.usages),
    enabled: count !== undefined && count > 0,
    placeholderData: keepPreviousData,
  });
}

/** POST webcasts: a new webcast. Throws ApiError: PREMIUM_REQUIRED (plan's limit), VALIDATION_FAILED. */
export function useCreateWebcast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api
        .call(
          webcastsApi.create,
          { body: { name } },
          { silentCodes: ['PREMIUM_REQUIRED', 'VALIDATION_FAILED'] },
        )
        .then((r) => r.webcast),
    onSuccess: (webcast) => storeWebcast(client, webcast),
  });
}

/** POST webcasts/{id}/stream-key: a new secret key; the old one is refused from now on. Throws ApiError (NOT_FOUND). */
export function useRotateStreamKey(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(webcastsApi.rotateKey, { params: { id } }).then((r) => r.webcast),
    onSuccess: (webcast) => storeWebcast(client, webcast),
  });
}

/** PUT assets/item/{id}: renames the webcast (it is an asset). Throws ApiError (VALIDATION_FAILED, NOT_FOUND). */
export function useRenameWebcast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.call(assetsApi.update, { params: { id }, body: { name } }, { quiet: true }).then((r) => r.asset),
    onSuccess: (asset) => {
      client.setQueryData<WebcastDetail>(webcastKey(asset.id), (old) => old && { ...old, name: asset.name });
      return Promise.all([
        client.invalidateQueries({ queryKey: webcastKey(asset.id) }),
        invalidateLists(client),
      ]);
    },
  });
}

/**
 * DELETE assets/item/{id}: deletes the webcast, or answers where it is used when the server refuses
 * with REMOVABLE_DOC_HAS_DEPENDENCIES (nothing is deleted then). Throws ApiError for other refusals.
 */
export function useDeleteWebcast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (webcast: Pick<Webcast, 'id' | 'name'>): Promise<AssetUsage[] | undefined> =>
      removeAsset(webcast.id, { quiet: true }),
    onSuccess: (usages, webcast) => {
      if (!usages) client.removeQueries({ queryKey: webcastKey(webcast.id) });
      return invalidateLists(client);
    },
  });
}
