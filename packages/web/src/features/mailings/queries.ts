import {
  type BodyOf,
  type DeliveryStatus,
  type Mailing,
  type MailingFields,
  type MailingRecipientsRequest,
  type MailingStatus,
  type MailingSummary,
  type MailingUpdateRequest,
  mailingsApi,
  participantsApi,
  regpagesApi,
} from '@foyer/shared';
import {
  type QueryClient,
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../api/client';
import { participantListKey } from '../participants/queries';
import { regPageKey } from '../regpage/queries';

export type { Mailing, MailingSummary };

/** Query keys of the mailings feature; every mutation updates the item and invalidates the lists. */
export const MAILINGS_KEY = ['mailings'] as const;
export const mailingListKey = (search: string) => [...MAILINGS_KEY, 'list', search] as const;
export const mailingKey = (id: string) => [...MAILINGS_KEY, 'item', id] as const;
export const recipientsKey = (body: MailingRecipientsRequest) =>
  [...MAILINGS_KEY, 'recipients', body] as const;
export const previewKey = (id: string, version: number, participantId: string | null = null) =>
  [...MAILINGS_KEY, 'preview', id, version, participantId] as const;
export const deliveriesKey = (id: string, status: DeliveryStatus | null, offset: number) =>
  [...MAILINGS_KEY, 'deliveries', id, status, offset] as const;

/** How often a mailing that is scheduled, sending or paused is asked again (issue 16: every 2 s). */
export const POLL_MS = 2000;

/** Statuses in which a mailing still changes by itself (its progress, or its start). */
export const ACTIVE_STATUSES: readonly MailingStatus[] = ['scheduled', 'sending', 'paused'];

/** Keeps the answer of a call that returns the mailing and refreshes the lists around it. */
function storeMailing(client: QueryClient, mailing: Mailing): Promise<void> {
  client.setQueryData(mailingKey(mailing.id), { mailing });
  return client
    .invalidateQueries({ queryKey: [...MAILINGS_KEY, 'list'] })
    .then(() => client.invalidateQueries({ queryKey: [...MAILINGS_KEY, 'deliveries', mailing.id] }));
}

/** GET mailings?search=: the account's mailings, newest first (the last list stays while a search loads). */
export function useMailings(search: string) {
  return useQuery({
    queryKey: mailingListKey(search),
    queryFn: () => api.call(mailingsApi.list, { query: search ? { search } : {} }).then((r) => r.mailings),
    placeholderData: keepPreviousData,
  });
}

/** GET mailings/{id}; asked again every 2 s while it is scheduled, sending or paused. */
export function useMailing(id: string | undefined) {
  return useQuery({
    queryKey: mailingKey(id ?? ''),
    queryFn: () => api.call(mailingsApi.get, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    refetchInterval: (query) => {
      const status = query.state.data?.mailing.status;
      return status && ACTIVE_STATUSES.includes(status) ? POLL_MS : false;
    },
  });
}

/** POST mailings: a new draft. Throws ApiError (VALIDATION_FAILED with field errors). */
export function useCreateMailing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MailingFields) =>
      api.call(mailingsApi.create, { body }, { silentCodes: ['VALIDATION_FAILED'] }).then((r) => r.mailing),
    onSuccess: (mailing) => storeMailing(client, mailing),
  });
}

/** PUT mailings/{id}: saves a draft with its version. Throws ApiError: STALE_VERSION, VALIDATION_FAILED, NOT_FOUND. */
export function useUpdateMailing(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MailingUpdateRequest) =>
      api
        .call(
          mailingsApi.update,
          { params: { id }, body },
          { quiet: true, silentCodes: ['STALE_VERSION', 'VALIDATION_FAILED'] },
        )
        .then((r) => r.mailing),
    onSuccess: (mailing) => storeMailing(client, mailing),
  });
}

/** DELETE mailings/{id}: deletes a draft. Throws ApiError (VALIDATION_FAILED when it is no draft, NOT_FOUND). */
export function useRemoveMailing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mailing: MailingSummary) =>
      api.call(mailingsApi.remove, { params: { id: mailing.id } }, { quiet: true }),
    onSuccess: (_results, mailing) => {
      client.removeQueries({ queryKey: mailingKey(mailing.id) });
      return client.invalidateQueries({ queryKey: [...MAILINGS_KEY, 'list'] });
    },
  });
}

/** POST mailings/{id}/duplicate: a new draft copied from any mailing. Throws ApiError (NOT_FOUND). */
export function useDuplicateMailing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(mailingsApi.duplicate, { params: { id } }).then((r) => r.mailing),
    onSuccess: (mailing) => storeMailing(client, mailing),
  });
}

const NO_RECIPIENTS: MailingRecipientsRequest = { eventIds: [], segment: { kind: 'all' } };

/**
 * POST mailings/recipients: how many distinct addresses the events and segment reach now; asked only
 * for a complete request (`null` asks nothing). The last count stays while the next one loads.
 */
export function useRecipientCount(body: MailingRecipientsRequest | null) {
  // Disabled without a request: the stand-in only names the (never fetched) cache entry.
  const request = body ?? NO_RECIPIENTS;
  return useQuery({
    queryKey: recipientsKey(request),
    queryFn: () =>
      api.call(mailingsApi.recipients, { body: request }, { silentCodes: ['VALIDATION_FAILED'] }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * POST mailings/{id}/preview: the saved version as a participant gets it (the first recipient when
 * `participantId` is null). Throws ApiError VALIDATION_FAILED when the participant is no recipient.
 */
export function useMailingPreview(id: string, version: number, participantId: string | null = null) {
  return useQuery({
    queryKey: previewKey(id, version, participantId),
    queryFn: () =>
      api.call(
        mailingsApi.preview,
        { params: { id }, body: { participantId } },
        { silentCodes: ['VALIDATION_FAILED'] },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** How many participants the preview's choice offers at most. */
export const PARTICIPANT_CHOICES = 20;

/**
 * GET participants?eventId=&search=: up to 20 participants of the mailing's events whose address or
 * name holds `search` (one page per event, merged), for the preview's choice of whose values show.
 */
export function useParticipantChoices(eventIds: readonly string[], search: string) {
  const queries = useQueries({
    queries: eventIds.map((eventId) => {
      const query = {
        eventId,
        search: search || undefined,
        sort: 'lastName' as const,
        order: 'ASC' as const,
        page: 1,
        pageSize: PARTICIPANT_CHOICES,
      };
      return {
        queryKey: participantListKey(query),
        queryFn: () => api.call(participantsApi.list, { query }, { silentCodes: ['NOT_FOUND'] }),
        placeholderData: keepPreviousData,
      };
    }),
  });
  const participants = queries.flatMap((q) => q.data?.participants ?? []).slice(0, PARTICIPANT_CHOICES);
  return { participants, isFetching: queries.some((q) => q.isFetching) };
}

/**
 * GET events/{id}/regpage: the start of the event (UTC, null when its page has none) that a
 * reminder follows; asked only with an event. Shares the registration page's cache.
 */
export function useEventStart(eventId: string | null) {
  return useQuery({
    queryKey: regPageKey(eventId ?? ''),
    queryFn: () =>
      api.call(regpagesApi.get, { params: { id: eventId ?? '' } }, { silentCodes: ['NOT_FOUND'] }),
    enabled: Boolean(eventId),
    select: (data) => data.page.startsAt,
  });
}

/**
 * POST mailings/{id}/send: now (`sendAt` null), at a wall time read in the `UTC-timezone` header's
 * zone, or as a reminder `relativeMinutes` from its event's start. Throws ApiError: PREMIUM_REQUIRED,
 * VALIDATION_FAILED (subject, html, eventIds, recipients, sendAt, relativeMinutes, status), NOT_FOUND.
 */
export function useSendMailing(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof mailingsApi.send>) =>
      api
        .call(
          mailingsApi.send,
          { params: { id }, body },
          { silentCodes: ['PREMIUM_REQUIRED', 'VALIDATION_FAILED'] },
        )
        .then((r) => r.mailing),
    onSuccess: (mailing) => storeMailing(client, mailing),
  });
}

/** POST mailings/{id}/test: mails the mailing to the caller. Throws ApiError: PREMIUM_REQUIRED, VALIDATION_FAILED. */
export function useTestMailing(id: string) {
  return useMutation({
    mutationFn: () =>
      api.call(
        mailingsApi.test,
        { params: { id } },
        { silentCodes: ['PREMIUM_REQUIRED', 'VALIDATION_FAILED'] },
      ),
  });
}

/** The calls that move a mailing that has left the drafts. */
export type MailingControl = 'unschedule' | 'pause' | 'resume' | 'cancel';

/** POST mailings/{id}/unschedule|pause|resume|cancel. Throws ApiError (VALIDATION_FAILED when the status does not allow it). */
export function useControlMailing(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (control: MailingControl) =>
      api.call(mailingsApi[control], { params: { id } }).then((r) => r.mailing),
    onSuccess: (mailing) => storeMailing(client, mailing),
  });
}

/** GET mailings/{id}/deliveries: one page of recipients, of one status or all; asked again while it goes out. */
export function useDeliveries(
  id: string,
  options: {
    status: DeliveryStatus | null;
    offset: number;
    limit: number;
    isLive: boolean;
    revision: string;
  },
) {
  const { status, offset, limit, isLive, revision } = options;
  return useQuery({
    // The mailing's state in the key: once it stops going out (no more polling) the list is read anew.
    queryKey: [...deliveriesKey(id, status, offset), revision],
    queryFn: () =>
      api.call(mailingsApi.deliveries, {
        params: { id },
        query: { ...(status ? { status } : {}), offset, limit },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: isLive ? POLL_MS * 2 : false,
  });
}
