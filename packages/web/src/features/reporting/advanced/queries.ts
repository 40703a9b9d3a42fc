import {
  type CompareResults,
  type EngagementListQuery,
  type Funnel,
  type Language,
  type LeadsResults,
  type ReportQuery,
  reportingAdvancedApi,
} from '@foyer/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../api/client';
import { REPORTING_KEY } from '../queries';

export type { CompareResults, Funnel, LeadsResults };

/** What the business plan's reports answer below it: the screens show the upgrade prompt, no toast. */
const SILENT = { silentCodes: ['PREMIUM_REQUIRED'] } as const;

/** True for the refusal of a report below the business plan. */
export const isPremiumRefusal = (e: unknown) => isApiError(e) && e.errorKey === 'PREMIUM_REQUIRED';

/** Query keys of the advanced reports, under REPORTING_KEY. */
export const ADVANCED_KEY = [...REPORTING_KEY, 'advanced'] as const;
export const funnelKey = (eventId: string, range: ReportQuery) =>
  [...ADVANCED_KEY, 'funnel', eventId, range] as const;
export const engagementKey = (eventId: string, query: EngagementPageQuery) =>
  [...ADVANCED_KEY, 'participants', eventId, query] as const;
export const leadsKey = (eventId: string, boothId: string, range: ReportQuery) =>
  [...ADVANCED_KEY, 'leads', eventId, boothId, range] as const;
export const compareKey = (eventIds: readonly string[], range: ReportQuery) =>
  [...ADVANCED_KEY, 'compare', eventIds, range] as const;

/**
 * GET reporting/events/{id}/funnel: page views → registered → confirmed → entered → engaged in the
 * range. Only asked when `isEnabled` (the plan has it); the previous range's stays while the next loads.
 */
export function useFunnel(eventId: string, range: ReportQuery, isEnabled: boolean) {
  return useQuery({
    queryKey: funnelKey(eventId, range),
    queryFn: () => api.call(reportingAdvancedApi.funnel, { params: { id: eventId }, query: range }, SILENT),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}

/** A page of the participants report: the range, the search, the sort and the page. */
export type EngagementPageQuery = ReportQuery &
  Required<Pick<EngagementListQuery, 'sort' | 'order' | 'page' | 'pageSize'>> & { search?: string };

/** GET reporting/events/{id}/participants: one page of what each participant did (the previous page stays meanwhile). */
export function useEngagement(eventId: string, query: EngagementPageQuery, isEnabled: boolean) {
  return useQuery({
    queryKey: engagementKey(eventId, query),
    queryFn: () =>
      api.call(
        reportingAdvancedApi.participants,
        { params: { id: eventId }, query: { ...query, search: query.search || undefined } },
        SILENT,
      ),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}

/** GET reporting/events/{id}/leads?boothId=: one booth's leads in the range; nothing without a booth. */
export function useLeads(eventId: string, boothId: string | null, range: ReportQuery, isEnabled: boolean) {
  return useQuery({
    queryKey: leadsKey(eventId, boothId ?? '', range),
    queryFn: () =>
      api.call(
        reportingAdvancedApi.leads,
        { params: { id: eventId }, query: { ...range, boothId: boothId ?? undefined } },
        SILENT,
      ),
    enabled: isEnabled && boothId !== null,
  });
}

/** GET reporting/compare?eventIds=: the events' totals side by side, asked once 2 or more are chosen. */
export function useCompare(eventIds: readonly string[], range: ReportQuery, isEnabled: boolean) {
  return useQuery({
    queryKey: compareKey(eventIds, range),
    queryFn: () =>
      api.call(reportingAdvancedApi.compare, { query: { ...range, eventIds: eventIds.join(',') } }, SILENT),
    enabled: isEnabled && eventIds.length >= 2,
    placeholderData: keepPreviousData,
  });
}

export type AdvancedExportFormat = 'csv' | 'xlsx';

/**
 * GET reporting/events/{id}/participants/export: every participant's figures of the range as a file,
 * headers in `language`. Throws an ApiError (PREMIUM_REQUIRED, NOT_FOUND), or an Error when no file came.
 */
export function fetchEngagementExport(
  eventId: string,
  format: AdvancedExportFormat,
  range: ReportQuery,
  language: Language,
): Promise<{ blob: Blob; fileName: string }> {
  return api.download(reportingAdvancedApi.participantsExport, `participants.${format}`, {
    params: { id: eventId },
    query: { ...range, format, language },
  });
}

/**
 * GET reporting/events/{id}/leads/export: one booth's leads of the range as a file, headers in
 * `language`. Throws an ApiError (PREMIUM_REQUIRED, NOT_FOUND), or an Error when no file came.
 */
export function fetchLeadsExport(
  eventId: string,
  boothId: string,
  format: AdvancedExportFormat,
  range: ReportQuery,
  language: Language,
): Promise<{ blob: Blob; fileName: string }> {
  return api.download(reportingAdvancedApi.leadsExport, `leads.${format}`, {
    params: { id: eventId },
    query: { ...range, boothId, format, language },
  });
}
