import {
  type BodyOf,
  type ElementUsage,
  ElementUsagesResults,
  type Event,
  type RequestableFeature,
  type ResultsOf,
  type VenueEditorResults,
  editorApi,
  usersApi,
} from '@foyer/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import { EVENTS_QUERY_KEY, eventKey, invalidateEvents } from '../events/queries';
import { cacheWithOrder, cacheWithSaved, cacheWithout } from './venueCache';

/** Query keys of the editor: the venue of one event, and the tenant's feature requests. */
export const venueEditorKey = (eventId: string) => [...EVENTS_QUERY_KEY, 'venue', eventId] as const;
export const FEATURE_REQUESTS_KEY = ['users', 'featureRequests'] as const;
export const sharedRoomsKey = (eventId: string) => [...EVENTS_QUERY_KEY, 'sharedRooms', eventId] as const;

export type { VenueEditorResults };

/** Puts the event's saved settings into the cached editor data (after PUT events/{id}/settings). */
export function setCachedEvent(client: QueryClient, event: Event): void {
  client.setQueryData<VenueEditorResults>(venueEditorKey(event.id), (data) =>
    data ? { ...data, event } : data,
  );
}

/** A saved element as the server read it back, with its new version. */
export type SavedElement = ResultsOf<typeof editorApi.createElement>;

/** GET events/{id}/venue: the event, its saved venue, each element's version and the assets it uses. */
export function fetchVenueEditor(eventId: string): Promise<VenueEditorResults> {
  return api.call(editorApi.getVenue, { params: { id: eventId } });
}

/** The editor's data of one event (404 → /404 through the API client). */
export function useVenueEditor(eventId: string) {
  return useQuery({ queryKey: venueEditorKey(eventId), queryFn: () => fetchVenueEditor(eventId) });
}

/** Updates the cached venue in place (no refetch flicker) and marks the lists of events stale. */
function afterChange(
  client: QueryClient,
  eventId: string,
  update: (data: VenueEditorResults) => VenueEditorResults,
): Promise<void> {
  client.setQueryData<VenueEditorResults>(venueEditorKey(eventId), (data) => (data ? update(data) : data));
  return Promise.all([
    invalidateEvents(client),
    client.invalidateQueries({ queryKey: eventKey(eventId) }),
    client.invalidateQueries({ queryKey: [...EVENTS_QUERY_KEY, 'preview', eventId] }),
  ]).then(() => undefined);
}

/**
 * POST events/{id}/elements. Throws ApiError: VALIDATION_FAILED (fields `element.<path>`,
 * `parentId`), PREMIUM_REQUIRED (a breakout room on a plan without them), NOT_FOUND.
 */
export function useCreateElement(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof editorApi.createElement>) =>
      api.call(
        editorApi.createElement,
        { params: { id: eventId }, body },
        { quiet: true, silentCodes: ['VALIDATION_FAILED', 'PREMIUM_REQUIRED', 'STALE_VERSION'] },
      ),
    onSuccess: (saved, body) =>
      afterChange(client, eventId, (d) =>
        cacheWithSaved(d, saved.element, saved.version, body.parentId ?? null),
      ),
  });
}

/**
 * PUT events/{id}/elements/{elementId} with the version the form started from. Throws ApiError:
 * STALE_VERSION (someone saved it meanwhile), VALIDATION_FAILED, NOT_FOUND.
 */
export function useUpdateElement(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ elementId, ...body }: { elementId: string } & BodyOf<typeof editorApi.updateElement>) =>
      api.call(
        editorApi.updateElement,
        { params: { id: eventId, elementId }, body },
        { quiet: true, silentCodes: ['VALIDATION_FAILED', 'STALE_VERSION'] },
      ),
    onSuccess: (saved) =>
      afterChange(client, eventId, (d) => cacheWithSaved(d, saved.element, saved.version, null)),
  });
}

/**
 * DELETE events/{id}/elements/{elementId}?version=n. Throws ApiError: REMOVABLE_DOC_HAS_DEPENDENCIES
 * (results.usages says where it is used), STALE_VERSION, NOT_FOUND.
 */
export function useDeleteElement(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ elementId, version }: { elementId: string; version: number }) =>
      api.call(
        editorApi.deleteElement,
        { params: { id: eventId, elementId }, query: { version } },
        { quiet: true, silentCodes: ['STALE_VERSION', 'REMOVABLE_DOC_HAS_DEPENDENCIES'] },
      ),
    onSuccess: (_r, { elementId }) => afterChange(client, eventId, (d) => cacheWithout(d, elementId)),
  });
}

/** Where an element is used, from a delete refused with REMOVABLE_DOC_HAS_DEPENDENCIES (else undefined). */
export function usagesOfRefusal(error: unknown): ElementUsage[] | undefined {
  if (!isApiError(error) || error.errorKey !== 'REMOVABLE_DOC_HAS_DEPENDENCIES') return undefined;
  return ElementUsagesResults.safeParse(error.results).data?.usages ?? [];
}

/**
 * PUT events/{id}/elements/order: one list of siblings in a new order, shown at once (optimistic)
 * and put back by a refetch when refused. Throws ApiError: STALE_VERSION (a sibling was added or
 * removed meanwhile), NOT_FOUND.
 */
export function useReorderElements(eventId: string) {
  const client = useQueryClient();
  const key = venueEditorKey(eventId);
  return useMutation({
    mutationFn: (body: { parentId: string | null; ids: string[] }) =>
      api.call(
        editorApi.reorderElements,
        { params: { id: eventId }, body },
        { silentCodes: ['STALE_VERSION'] },
      ),
    onMutate: async ({ parentId, ids }) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<VenueEditorResults>(key, (d) => (d ? cacheWithOrder(d, parentId, ids) : d));
    },
    onSuccess: (result, { parentId, ids }) =>
      afterChange(client, eventId, (d) => cacheWithOrder(d, parentId, ids, result.versions)),
    onError: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** GET events/{id}/sharedRooms: the rooms other events of the account share, fetched while `isEnabled`. */
export function useSharedRoomOffers(eventId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: sharedRoomsKey(eventId),
    queryFn: () => api.call(editorApi.listSharedRooms, { params: { id: eventId } }).then((r) => r.rooms),
    enabled: isEnabled,
    staleTime: 0,
  });
}

/**
 * POST events/{id}/sharedRooms: shows another event's shared room in this venue, then loads the
 * venue again (the new room brings the lender's elements and a `sharing` entry). Throws ApiError:
 * PREMIUM_REQUIRED (below business), VALIDATION_FAILED (fields.roomId validation.alreadyUsed or
 * validation.invalid, fields.element: the rooms list is full), NOT_FOUND.
 */
export function useAddSharedRoom(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roomId: string) =>
      api.call(
        editorApi.addSharedRoom,
        { params: { id: eventId }, body: { roomId } },
        { silentCodes: ['VALIDATION_FAILED', 'PREMIUM_REQUIRED'] },
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: venueEditorKey(eventId) }),
        client.invalidateQueries({ queryKey: sharedRoomsKey(eventId) }),
        // The venue is reloaded above; this marks the lists of events (their room counts) stale.
        afterChange(client, eventId, (d) => d),
      ]).then(() => undefined),
  });
}

/** GET users/featureRequests: the features this tenant has asked for (spec §4 breakout rooms). */
export function useFeatureRequests() {
  return useQuery({
    queryKey: FEATURE_REQUESTS_KEY,
    queryFn: () => api.call(usersApi.featureRequests).then((r) => r.features),
  });
}

/** POST users/featureRequests: asks for a feature of a higher plan; answers the tenant's list. */
export function useRequestFeature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (feature: RequestableFeature) =>
      api.call(usersApi.requestFeature, { body: { feature } }).then((r) => r.features),
    onSuccess: (features) => client.setQueryData(FEATURE_REQUESTS_KEY, features),
  });
}
