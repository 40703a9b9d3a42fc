import {
  type InboxAnswerRequest,
  type InboxThread,
  type InboxThreadResults,
  type InboxUnread,
  inboxApi,
} from '@foyer/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export type { InboxThread, InboxThreadResults, InboxUnread };

/** Query keys of the staff inbox; an answer refreshes the event's threads, the thread and the counts. */
export const INBOX_KEY = ['inbox'] as const;
export const inboxThreadsKey = (eventId: string) => [...INBOX_KEY, 'threads', eventId] as const;
export const inboxThreadKey = (eventId: string, threadId: string) =>
  [...INBOX_KEY, 'thread', eventId, threadId] as const;
export const INBOX_UNREAD_KEY = [...INBOX_KEY, 'unread'] as const;

/** How often the open inbox asks again (issue 17: polling is enough for the organiser's side). */
export const INBOX_POLL_MS = 5000;
/** How often the events list asks for unread counts. */
export const UNREAD_POLL_MS = 30_000;

/** GET events/{id}/inbox: the event's threads with unread counts, asked again every 5 s. */
export function useInboxThreads(eventId: string) {
  return useQuery({
    queryKey: inboxThreadsKey(eventId),
    queryFn: () =>
      api
        .call(inboxApi.threads, { params: { id: eventId } }, { silentCodes: ['NOT_FOUND'] })
        .then((r) => r.threads),
    refetchInterval: INBOX_POLL_MS,
  });
}

/**
 * GET events/{id}/inbox/{threadId}: the thread's newest messages (reading marks it read), asked
 * again every 5 s while it is open; the counts follow.
 */
export function useInboxThread(eventId: string, threadId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: inboxThreadKey(eventId, threadId ?? ''),
    queryFn: async () => {
      const results = await api.call(
        inboxApi.thread,
        { params: { id: eventId, threadId: threadId ?? '' }, query: {} },
        { silentCodes: ['NOT_FOUND'] },
      );
      // Read now: the list's dot and the events list's badge go.
      client.setQueryData<InboxThread[]>(inboxThreadsKey(eventId), (threads) =>
        threads?.map((thread) => (thread.id === results.thread.id ? results.thread : thread)),
      );
      void client.invalidateQueries({ queryKey: INBOX_UNREAD_KEY });
      return results;
    },
    enabled: Boolean(threadId),
    refetchInterval: INBOX_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

/** GET events/{id}/inbox/{threadId}?before=: an older page (not cached: the thread view keeps it). */
export const fetchEarlierMessages = (eventId: string, threadId: string, before: number) =>
  api.call(inboxApi.thread, { params: { id: eventId, threadId }, query: { before } });

/** POST events/{id}/inbox/{threadId}/messages: an answer in the staff's name. */
export function useAnswer(eventId: string, threadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InboxAnswerRequest) =>
      api
        .call(
          inboxApi.answer,
          { params: { id: eventId, threadId }, body },
          { silentCodes: ['VALIDATION_FAILED'] },
        )
        .then((r) => r.message),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: inboxThreadKey(eventId, threadId) }),
        client.invalidateQueries({ queryKey: inboxThreadsKey(eventId) }),
        client.invalidateQueries({ queryKey: INBOX_UNREAD_KEY }),
      ]),
  });
}

/** GET inbox/unread: unread counts of the events the user reaches, by event id. */
export function useUnreadCounts() {
  return useQuery({
    queryKey: INBOX_UNREAD_KEY,
    queryFn: () =>
      api
        .call(inboxApi.unread, {}, { silentCodes: ['NOT_FOUND'] })
        .then((r) => new Map<string, InboxUnread>(r.events.map((e) => [e.eventId, e]))),
    refetchInterval: UNREAD_POLL_MS,
  });
}
