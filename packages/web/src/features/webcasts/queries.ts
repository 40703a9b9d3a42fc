import {
  type AssetUsage,
  type Webcast,
  type WebcastDetail,
  type WebcastRole,
  type WebcastStatus,
  type WebcastUser,
  type WebcastUserCreateRequest,
  type WebcastUserUpdateRequest,
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

export type { Webcast, WebcastDetail, WebcastRole, WebcastStatus, WebcastUser };

/** Query keys of the webcasts feature; a webcast is also an asset, so changes refresh the media library. */
export const WEBCASTS_KEY = ['webcasts'] as const;
export const webcastListKey = [...WEBCASTS_KEY, 'list'] as const;
export const webcastKey = (id: string) => [...WEBCASTS_KEY, 'item', id] as const;
export const webcastUsagesKey = (id: string) => [...WEBCASTS_KEY, 'usages', id] as const;
export const webcastUsersKey = (id: string) => [...WEBCASTS_KEY, 'users', id] as const;

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

/**
 * POST webcasts/{id}/broadcast/allow: encoders may go live again after a moderator ended the
 * broadcast. Throws ApiError (NOT_FOUND).
 */
export function useAllowBroadcast(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(webcastsApi.allowBroadcast, { params: { id } }).then((r) => r.webcast),
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

/** GET webcasts/{id}/users: the people who may open the webcast's console, with their roles. */
export function useWebcastUsers(webcastId: string) {
  return useQuery({
    queryKey: webcastUsersKey(webcastId),
    queryFn: () => api.call(webcastsApi.users, { params: { id: webcastId } }).then((r) => r.users),
  });
}

/** The webcast's people changed: ask for them again. */
function useInvalidateUsers(webcastId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: webcastUsersKey(webcastId) });
}

/**
 * POST webcasts/{id}/users: adds a person and mails their invitation. Throws ApiError:
 * VALIDATION_FAILED (fields; fields.email validation.alreadyUsed: already on this webcast), RATE_LIMITED.
 */
export function useAddWebcastUser(webcastId: string) {
  const invalidate = useInvalidateUsers(webcastId);
  return useMutation({
    mutationFn: (body: WebcastUserCreateRequest) =>
      api
        .call(
          webcastsApi.addUser,
          { params: { id: webcastId }, body },
          { silentCodes: ['VALIDATION_FAILED', 'RATE_LIMITED'] },
        )
        .then((r) => r.user),
    onSuccess: invalidate,
  });
}

/** PUT webcasts/{id}/users/{userId}: name and role. Throws ApiError (VALIDATION_FAILED, NOT_FOUND). */
export function useUpdateWebcastUser(webcastId: string) {
  const invalidate = useInvalidateUsers(webcastId);
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: WebcastUserUpdateRequest }) =>
      api
        .call(
          webcastsApi.updateUser,
          { params: { id: webcastId, userId }, body },
          { quiet: true, silentCodes: ['VALIDATION_FAILED'] },
        )
        .then((r) => r.user),
    onSuccess: invalidate,
  });
}

/** DELETE webcasts/{id}/users/{userId}: removes the person and ends their console sessions. Throws ApiError (NOT_FOUND). */
export function useRemoveWebcastUser(webcastId: string) {
  const invalidate = useInvalidateUsers(webcastId);
  return useMutation({
    mutationFn: (user: WebcastUser) =>
      api.call(webcastsApi.removeUser, { params: { id: webcastId, userId: user.id } }, { quiet: true }),
    onSuccess: invalidate,
  });
}

/**
 * POST webcasts/{id}/users/{userId}/resend: mails a new link to choose a password (the earlier one
 * stops working). Throws ApiError: RATE_LIMITED (silent: the screen says it), NOT_FOUND.
 */
export function useResendWebcastUser(webcastId: string) {
  const invalidate = useInvalidateUsers(webcastId);
  return useMutation({
    mutationFn: (user: WebcastUser) =>
      api
        .call(
          webcastsApi.resendUser,
          { params: { id: webcastId, userId: user.id } },
          { silentCodes: ['RATE_LIMITED'] },
        )
        .then((r) => r.user),
    onSuccess: invalidate,
  });
}

/** POST webcasts/{id}/login-as: a console session in the role for the organiser; its token. Throws ApiError (NOT_FOUND). */
export function useLoginAs(webcastId: string) {
  return useMutation({
    mutationFn: (role: WebcastRole) =>
      api
        .call(webcastsApi.loginAs, { params: { id: webcastId }, body: { role } })
        .then((r) => r.webcastToken),
  });
}
