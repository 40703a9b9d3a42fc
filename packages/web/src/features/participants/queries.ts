import {
  type Participant,
  type ParticipantListQuery,
  type VenueEditorResults,
  editorApi,
  participantsApi,
} from '@foyer/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { venueEditorKey } from '../editor/queries';
import { cacheWithSaved } from '../editor/venueCache';

export type { Participant };

/** Query keys of the participants feature: every list page hangs under PARTICIPANTS_KEY. */
export const PARTICIPANTS_KEY = ['participants'] as const;
export const participantListKey = (query: ParticipantListQuery) =>
  [...PARTICIPANTS_KEY, 'list', query] as const;

/** GET participants: one page of the tenant's participants (the previous page stays while the next loads). */
export function useParticipants(query: ParticipantListQuery) {
  return useQuery({
    queryKey: participantListKey(query),
    // An empty search and no event are left out of the query string.
    queryFn: () =>
      api.call(participantsApi.list, {
        query: { ...query, eventId: query.eventId || undefined, search: query.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST participants/{id}/resend: mails the confirmation link again. Throws ApiError (NOT_FOUND). */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (participant: Participant) =>
      api.call(participantsApi.resend, { params: { id: participant.id } }),
  });
}

/** DELETE participants/{id}: removes the registration and refreshes the lists. Throws ApiError (NOT_FOUND). */
export function useRemoveParticipant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (participant: Participant) =>
      api.call(participantsApi.remove, { params: { id: participant.id } }, { quiet: true }),
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
      api.call(
        editorApi.createElement,
        {
          params: { id: p.eventId },
          body: {
            parentId: null,
            element: {
              kind: 'EVENT_MODERATOR',
              id: 'new',
              email: p.email,
              firstName: p.firstName,
              lastName: p.lastName,
            },
          },
        },
        { quiet: true, silentCodes: ['VALIDATION_FAILED'] },
      ),
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
  return api.download(participantsApi.export, `participants.${format}`, { query: { eventId, format } });
}

/** GET answer-files/{id}: a participant's answer file, with its own name. Throws ApiError (NOT_FOUND). */
export function fetchAnswerFile(fileId: string): Promise<{ blob: Blob; fileName: string }> {
  return api.download(participantsApi.answerFile, 'answer', { params: { id: fileId } });
}
