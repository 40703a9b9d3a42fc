import {
  type BodyOf,
  type EventCard,
  type EventCreateRequest,
  type EventPreviewResults,
  type EventRenameRequest,
  type EventTemplate,
  type KickstarterInput,
  type Language,
  parseLanguage,
  eventsApi,
} from '@foyer/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { getToken } from '../../api/session';
import { browserTimeZone } from '../../lib/eventTime';
import { trackJourney } from '../monitoring/journey';
import { USER_QUERY_KEY } from '../users/queries';

/** Query keys of the events feature; every mutation invalidates the list, the user and the amount check. */
export const EVENTS_QUERY_KEY = ['events'] as const;
export const EVENTS_LIST_KEY = [...EVENTS_QUERY_KEY, 'list'] as const;
export const EVENT_TEMPLATES_KEY = [...EVENTS_QUERY_KEY, 'templates'] as const;
export const EVENT_AMOUNT_KEY = [...EVENTS_QUERY_KEY, 'amount'] as const;
export const eventKey = (id: string) => [...EVENTS_QUERY_KEY, 'item', id] as const;
export const eventPreviewKey = (id: string, template?: string) =>
  [...EVENTS_QUERY_KEY, 'preview', id, template ?? null] as const;

export type { EventCard, EventTemplate };

/** GET events/preview/{id}: the venue as visitors see it, with the assets it uses. */
export type EventPreview = EventPreviewResults;

/** Invalidates what an event change affects: the list, the user's events count and the amount check. */
export function invalidateEvents(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: EVENTS_LIST_KEY }),
    client.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    client.invalidateQueries({ queryKey: EVENT_AMOUNT_KEY }),
  ]).then(() => undefined);
}

export function useEventList() {
  return useQuery({
    queryKey: EVENTS_LIST_KEY,
    queryFn: () => api.call(eventsApi.list).then((r) => r.events),
  });
}

export function useEventTemplates() {
  return useQuery({
    queryKey: EVENT_TEMPLATES_KEY,
    queryFn: () => api.call(eventsApi.templates).then((r) => r.templates),
    staleTime: 5 * 60_000,
  });
}

export function useEvent(id: string) {
  return useQuery({
    queryKey: eventKey(id),
    queryFn: () => api.call(eventsApi.get, { params: { id } }).then((r) => r.event),
  });
}

/**
 * GET events/preview/{id}; with `template` the template's venue in `language` (the id is then a
 * placeholder).
 */
export function fetchEventPreview(id: string, template?: string, language?: Language): Promise<EventPreview> {
  return api.call(eventsApi.preview, {
    params: { id },
    query: { template, language: template ? language : undefined },
  });
}

export function useEventPreview(id: string, template?: string, isEnabled = true) {
  // A template's texts come in the interface's language: a switch fetches them anew.
  const { i18n } = useTranslation();
  const language = template ? parseLanguage(i18n.language) : undefined;
  return useQuery({
    queryKey: [...eventPreviewKey(id, template), language ?? null],
    queryFn: () => fetchEventPreview(id, template, language),
    staleTime: template ? 5 * 60_000 : 0,
    enabled: isEnabled,
  });
}

/**
 * POST events/validate/event/amount: whether another event may be created. The key carries the
 * user's events count and plan, so a change of either rechecks it.
 */
export function useEventAmountCheck(userKey: readonly unknown[] = []) {
  return useQuery({
    queryKey: [...EVENT_AMOUNT_KEY, ...userKey],
    queryFn: () => api.call(eventsApi.validateAmount).then((r) => r.isValid),
    enabled: Boolean(getToken()),
    staleTime: 0,
  });
}

/** POST events/validate/event/name/: whether the name is free for this tenant. */
export function checkEventName(name: string): Promise<boolean> {
  return api
    .call(eventsApi.validateName, { body: { name } }, { silentCodes: ['VALIDATION_FAILED'] })
    .then((r) => r.isValid);
}

/**
 * POST events/{template}: a complete venue from a template, in the organiser's browser zone unless
 * told; a created event is the journey step eventCreated.
 */
export function useCreateFromTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ template, body }: { template: string; body: EventCreateRequest }) =>
      api
        .call(
          eventsApi.create,
          { params: { template }, body: { timeZone: browserTimeZone(), ...body } },
          { silentCodes: ['EVENT_LIMIT_REACHED'] },
        )
        .then((r) => r.eventId),
    onSuccess: () => trackJourney('eventCreated'),
    onSettled: () => invalidateEvents(client),
  });
}

/** POST events/kickstarter: the venue built from the guided setup's answers; journey step eventCreated. */
export function useCreateFromKickstarter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KickstarterInput) =>
      api
        .call(eventsApi.kickstarter, { body }, { silentCodes: ['EVENT_LIMIT_REACHED'] })
        .then((r) => r.eventId),
    onSuccess: () => trackJourney('eventCreated'),
    onSettled: () => invalidateEvents(client),
  });
}

/** PUT events/rename. */
export function useRenameEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EventRenameRequest) => api.call(eventsApi.rename, { body }).then((r) => r.event),
    onSuccess: (event) => client.setQueryData(eventKey(event.id), event),
    onSettled: () => invalidateEvents(client),
  });
}

/**
 * PUT events/{id}/settings; STALE_VERSION and EVENT_LIMIT_REACHED are shown by the form. Opening the
 * event (open: true saved, the event answered open) is the journey step live.
 */
export function useSaveEventSettings(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof eventsApi.updateSettings>) =>
      api
        .call(
          eventsApi.updateSettings,
          { params: { id }, body },
          { silentCodes: ['STALE_VERSION', 'EVENT_LIMIT_REACHED'] },
        )
        .then((r) => r.event),
    onSuccess: (event, body) => {
      client.setQueryData(eventKey(id), event);
      if (body.open === true && event.open) trackJourney('live');
    },
    onSettled: () => invalidateEvents(client),
  });
}

/**
 * DELETE events/{id}. Throws ApiError: REMOVABLE_DOC_HAS_DEPENDENCIES (other events show its shared
 * rooms; results.usages names them, type event.sharedRoom), NOT_FOUND.
 */
export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(eventsApi.remove, { params: { id } }),
    onSuccess: (_r, id) => client.removeQueries({ queryKey: eventKey(id) }),
    onSettled: () => invalidateEvents(client),
  });
}
