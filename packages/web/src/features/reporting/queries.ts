import {
  type EventReport,
  type Language,
  type ReportQuery,
  type ReportTable,
  reportingApi,
} from '@foyer/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

export type { EventReport, ReportQuery, ReportTable };

/** Query keys of the reporting feature: every report of every range hangs under REPORTING_KEY. */
export const REPORTING_KEY = ['reporting'] as const;
export const eventReportKey = (eventId: string, range: ReportQuery) =>
  [...REPORTING_KEY, 'event', eventId, range] as const;

/**
 * GET reporting/events/{id}: the event's report of the range (no ends: the whole event). The report of
 * the previous range stays shown while the next loads. An unknown event leads to /404 (the API client).
 */
export function useEventReport(eventId: string, range: ReportQuery) {
  return useQuery({
    queryKey: eventReportKey(eventId, range),
    queryFn: () => api.call(reportingApi.event, { params: { id: eventId }, query: range }),
    placeholderData: keepPreviousData,
  });
}

/** What an export holds: one table as CSV, every table as a workbook, or the summary as PDF. */
export type ReportExport = { format: 'csv'; table: ReportTable } | { format: 'xlsx' } | { format: 'pdf' };

/**
 * GET reporting/events/{id}/export: the report of the range as a file, its headers in `language`.
 * Throws an ApiError (NOT_FOUND, VALIDATION_FAILED), or an Error when no file came.
 */
export function fetchReportExport(
  eventId: string,
  file: ReportExport,
  range: ReportQuery,
  language: Language,
): Promise<{ blob: Blob; fileName: string }> {
  const fallback = file.format === 'csv' ? `report-${file.table}.csv` : `report.${file.format}`;
  return api.download(reportingApi.export, fallback, {
    params: { id: eventId },
    query: { ...file, ...range, language },
  });
}
