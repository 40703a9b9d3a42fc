import { type RegPageUpdateRequest, type ResultsOf, eventsApi, regpagesApi } from '@foyer/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { venueEditorKey } from '../editor/queries';
import { EVENTS_QUERY_KEY, eventKey, invalidateEvents } from '../events/queries';

/** The answer of GET/PUT events/{id}/regpage: the page, registrations so far and the plan's limit. */
export type RegPageData = ResultsOf<typeof regpagesApi.get>;

/** Query key of one event's registration page. */
export const regPageKey = (eventId: string) => [...EVENTS_QUERY_KEY, 'regpage', eventId] as const;

/** GET events/{id}/regpage (404 → /404 through the API client). */
export function useRegPage(eventId: string) {
  return useQuery({
    queryKey: regPageKey(eventId),
    queryFn: () => api.call(regpagesApi.get, { params: { id: eventId } }),
  });
}

/**
 * PUT events/{id}/regpage: saves every field with the version the form started from; the answer
 * replaces the cached page. Throws ApiError: STALE_VERSION, VALIDATION_FAILED (fields), NOT_FOUND.
 */
export function useSaveRegPage(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegPageUpdateRequest) =>
      api.call(
        regpagesApi.update,
        { params: { id: eventId }, body },
        { quiet: true, silentCodes: ['STALE_VERSION', 'VALIDATION_FAILED'] },
      ),
    onSuccess: (saved) => {
      client.setQueryData(regPageKey(eventId), saved);
      // The page code is the event's too (event cards, settings, editor).
      return Promise.all([
        invalidateEvents(client),
        client.invalidateQueries({ queryKey: eventKey(eventId) }),
        client.invalidateQueries({ queryKey: venueEditorKey(eventId) }),
      ]).then(() => undefined);
    },
  });
}

/** POST events/validate/event/{id}/pagecode: whether the code has the format and no other event uses it. */
export function checkPageCode(eventId: string, pageCode: string): Promise<boolean> {
  return api
    .call(eventsApi.validatePageCode, { params: { id: eventId }, body: { pageCode } })
    .then((r) => r.isValid);
}
