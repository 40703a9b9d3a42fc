import type {
  ElementResults,
  Participant,
  ParticipantListQuery,
  ProfileItem,
  VenueEditorResults,
} from '@foyer/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload } from '../../api/client';
import { type SavedElement, venueEditorKey } from '../editor/queries';
import { cacheWithSaved } from '../editor/venueCache';

export type { Participant };

/** Query keys of the participants feature: every list page hangs under PARTICIPANTS_KEY. */
export const PARTICIPANTS_KEY = ['participants'] as const;
export const participantListKey = (query: ParticipantListQuery) =>
  [...PARTICIPANTS_KEY, 'list', query] as const;

/** The answer of GET participants: one page, the number of matches, the chosen event's profile fields. */
export type ParticipantPage = { participants: Participant[]; total: number; fields: ProfileItem[] };

/** The query string of GET participants (empty search and no event left out). */
export function participantListSearch(query: ParticipantListQuery): string {
  const params = new URLSearchParams();
  if (query.eventId) params.set('eventId', query.eventId);
  if (query.search) params.set('search', query.search);
  params.set('sort', query.sort);
  params.set('order', query.order);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return params.toString();
}

/** GET participants: one page of the tenant's participants (the previous page stays while the next loads). */
export function useParticipants(query: ParticipantListQuery) {
  return useQuery({
    queryKey: participantListKey(query),
    queryFn: () => api.get<ParticipantPage>(`participants?${participantListSearch(query)}`),
    placeholderData: keepPreviousData,
  });
}

const participantPath = (id: string) => `participants/${encodeURIComponent(id)}`;

/** POST participants/{id}/resend: mails the confirmation link again. Throws ApiError (NOT_FOUND). */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (participant: Participant) => api.post<unknown>(`${participantPath(participant.id)}/resend`),
  });
}

/** DELETE participants/{id}: removes the registration and refreshes the lists. Throws ApiError (NOT_FOUND). */
export function useRemoveParticipant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (participant: Participant) =>
      api.delete<unknown>(participantPath(participant.id), { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: PARTICIPANTS_KEY }),
  });
}

/**
 * POST events/{eventId}/elements with an EVENT_MODERATOR of the participant's email and names; puts
 * it into the editor's cached venue when that is loaded. Throws ApiError: VALIDATION_FAILED (fields
 * `element.email` validation.alreadyUsed when the address is a moderator already), NOT_FOUND.
 */
export function useMakeModerator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: Participant) =>
      api.post<ElementResults>(
        `events/${encodeURIComponent(p.eventId)}/elements`,
        {
          parentId: null,
          element: {
            kind: 'EVENT_MODERATOR',
            id: 'new',
            email: p.email,
            firstName: p.firstName,
            lastName: p.lastName,
          },
        },
        { quiet: true, silentCodes: ['VALIDATION_FAILED'] },
      ) as Promise<SavedElement>,
    onSuccess: (saved, p) =>
      client.setQueryData<VenueEditorResults>(venueEditorKey(p.eventId), (data) =>
        data ? cacheWithSaved(data, saved.element, saved.version, null) : data,
      ),
  });
}

export type ExportFormat = 'csv' | 'xlsx';

/** GET participants/export?eventId=&format=: the event's participants as a file. Throws an ApiError. */
export function fetchParticipantExport(
  eventId: string,
  format: ExportFormat,
): Promise<{ blob: Blob; fileName: string }> {
  const search = new URLSearchParams({ eventId, format }).toString();
  return apiDownload(`participants/export?${search}`, `participants.${format}`);
}

/** GET participants/files/{id}: a participant's answer file, with its own name. Throws ApiError (NOT_FOUND). */
export function fetchAnswerFile(fileId: string): Promise<{ blob: Blob; fileName: string }> {
  return apiDownload(`participants/files/${encodeURIComponent(fileId)}`, 'answer');
}
