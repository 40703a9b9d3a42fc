import {
  type Language,
  type SustainabilityAssumptions,
  type SustainabilityReport,
  sustainabilityApi,
} from '@foyer/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type { SustainabilityReport };

/** Query keys of the sustainability report: each event's under SUSTAINABILITY_KEY. */
export const SUSTAINABILITY_KEY = ['sustainability'] as const;
export const sustainabilityKey = (eventId: string) => [...SUSTAINABILITY_KEY, eventId] as const;

/**
 * GET reporting/events/{id}/sustainability: the assumptions, the event's figures and the result.
 * PREMIUM_REQUIRED is the screen's to show (an upgrade prompt), not a toast.
 */
export function useSustainability(eventId: string, isEnabled = true) {
  return useQuery({
    queryKey: sustainabilityKey(eventId),
    queryFn: () =>
      api.call(sustainabilityApi.get, { params: { id: eventId } }, { silentCodes: ['PREMIUM_REQUIRED'] }),
    enabled: isEnabled,
  });
}

/**
 * PUT reporting/events/{id}/sustainability: saves the assumptions; the answer (the report computed
 * with them) replaces the cached one. Throws ApiError (VALIDATION_FAILED with fields, PREMIUM_REQUIRED).
 */
export function useSaveSustainability(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SustainabilityAssumptions) =>
      api.call(
        sustainabilityApi.save,
        { params: { id: eventId }, body },
        { silentCodes: ['VALIDATION_FAILED', 'PREMIUM_REQUIRED'] },
      ),
    onSuccess: (report) => client.setQueryData(sustainabilityKey(eventId), report),
  });
}

/**
 * GET reporting/events/{id}/sustainability/pdf: the report as a PDF in `language`. Throws an
 * ApiError (NOT_FOUND, PREMIUM_REQUIRED), or an Error when no file came.
 */
export function fetchSustainabilityPdf(
  eventId: string,
  language: Language,
): Promise<{ blob: Blob; fileName: string }> {
  return api.download(sustainabilityApi.pdf, 'sustainability.pdf', {
    params: { id: eventId },
    query: { language },
  });
}
