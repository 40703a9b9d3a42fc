import { z } from 'zod';
import { FILE, endpoints } from '../contract.js';
import { EventReport, ReportExportQuery, ReportQuery } from './report.schema.js';

const IdParams = z.object({ id: z.string() });

/** reporting/events/{id}*: an event's report and its exports (issue 19, every plan). */
export const reportingApi = endpoints('reporting', {
  event: {
    method: 'GET',
    path: '/reporting/events/:id',
    summary: "An event's report",
    description:
      "What happened at the event in the range (default: from its creation until now): registrations and visitors by hour (ranges up to 3 days) or by day in the event's time zone, peak concurrent visitors, time in the venue, rooms, the most opened documents, videos and links, talks (live and on demand), chats. Activity the venue sent in the last seconds may not be in it yet. Unknown or another tenant's event: 404.",
    access: 'user',
    params: IdParams,
    query: ReportQuery,
    results: EventReport,
    errors: ['NOT_FOUND'],
  },
  export: {
    method: 'GET',
    path: '/reporting/events/:id/export',
    summary: "Export an event's report",
    description:
      "One table of the report as CSV (RFC 4180, UTF-8 with BOM, cells formula-safe), every table as an XLSX workbook (a sheet each, the totals first), or the summary as PDF, as an attachment, with headers in the chosen language. Unknown or another tenant's event: 404.",
    access: 'user',
    params: IdParams,
    query: ReportExportQuery,
    results: FILE,
    errors: ['NOT_FOUND'],
  },
});
