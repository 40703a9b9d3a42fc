import { z } from 'zod';
import { FILE, endpoints } from '../contract.js';
import {
  CompareQuery,
  CompareResults,
  EngagementExportQuery,
  EngagementListQuery,
  EngagementListResults,
  Funnel,
  FunnelQuery,
  LeadsExportQuery,
  LeadsQuery,
  LeadsResults,
} from './advanced.schema.js';

const IdParams = z.object({ id: z.string() });

const PLAN =
  "Business plan and above (a sub-account: its main account's plan); below it 403 PREMIUM_REQUIRED (message ERR.PREMIUM_REQUIRED).";
const RANGE =
  "Range: `from` and `to` (ISO times, `to` exclusive, at most 366 days apart), by default from the event's creation until now; people are the participants registered before `to`, and what they did counts when it happened in the range.";
const NOT_YOURS = "Unknown or another tenant's event (or one a sub-account was not given): 404.";

/**
 * reporting/events/{id}/funnel|participants|leads, reporting/compare: advanced reporting (issue 19,
 * business plan and above). Definitions of every figure: advanced.schema.ts.
 */
export const reportingAdvancedApi = endpoints('reportingAdvanced', {
  funnel: {
    method: 'GET',
    path: '/reporting/events/:id/funnel',
    summary: "An event's funnel",
    description: `Registration page views → registered → confirmed → entered → engaged. pageViews: loads of the public registration page's data in the range (the page and its confirmation link each load it once; reloads count; not people), counted by the hour (hours overlapping the range count whole), since Foyer records them. registered: participants registered before the end of the range. confirmed: of those, confirmed before its end. entered: of those, in the venue in the range (a venue session begun, or activity the venue recorded). engaged: of those, who in the range opened at least one element, or watched at least 60 seconds (live and on demand added up), or sent a chat message, asked a question, voted in a poll or rated (ENGAGED_* in the shared schema). ${RANGE} ${PLAN} ${NOT_YOURS}`,
    access: 'user',
    params: IdParams,
    query: FunnelQuery,
    results: Funnel,
    errors: ['PREMIUM_REQUIRED', 'NOT_FOUND'],
  },
  participants: {
    method: 'GET',
    path: '/reporting/events/:id/participants',
    summary: 'What each participant did',
    description: `One page of the event's participants (registered before the end of the range), searched in first name, last name and address (contains, any case), sorted by name (last, then first name), address, registration, first entry or one of the figures (ties by name, then address; no first entry sorts last), with the total that match. Per participant only counts and seconds of the range, no score: registration and confirmation times, first entry (first venue session or record), seconds in the venue (venueLeave), different rooms visited, elements opened and documents downloaded, seconds watched live and on demand, chat messages sent (event and direct chats, deleted ones included), questions asked, polls voted in, elements rated. ${RANGE} ${PLAN} ${NOT_YOURS}`,
    access: 'user',
    params: IdParams,
    query: EngagementListQuery,
    results: EngagementListResults,
    errors: ['PREMIUM_REQUIRED', 'NOT_FOUND'],
  },
  participantsExport: {
    method: 'GET',
    path: '/reporting/events/:id/participants/export',
    summary: 'Export what each participant did',
    description: `Every participant of the participants report (by name) with all its columns, as CSV (RFC 4180, UTF-8 with BOM) or XLSX (one sheet), as an attachment; headers in \`language\` (en, de, es, fr; default: the request's language header). Times are ISO in UTC. Cells starting with = + - @ are quoted against formula injection. ${RANGE} ${PLAN} ${NOT_YOURS}`,
    access: 'user',
    params: IdParams,
    query: EngagementExportQuery,
    results: FILE,
    errors: ['PREMIUM_REQUIRED', 'NOT_FOUND'],
  },
  leads: {
    method: 'GET',
    path: '/reporting/events/:id/leads',
    summary: "The leads of an event's booths",
    description: `Per booth (a BOOTH room of the venue, shared rooms it shows included; \`boothId\` for one), the participants who in the range opened or downloaded one of its documents, opened or watched one of its videos, sent a message in a direct chat with its staff or called its staff — with what they did there (opens and downloads per document, opens and seconds per video, messages, call seconds) and their answers to the profile fields marked "share with exhibitors" (name and address always). Leads by name, then address. A \`boothId\` that is not a booth of the event: 404. ${RANGE} ${PLAN} ${NOT_YOURS}`,
    access: 'user',
    params: IdParams,
    query: LeadsQuery,
    results: LeadsResults,
    errors: ['PREMIUM_REQUIRED', 'NOT_FOUND'],
  },
  leadsExport: {
    method: 'GET',
    path: '/reporting/events/:id/leads/export',
    summary: "Export the leads of an event's booths",
    description: `The leads report as one table, a row per booth and lead (booth, name, address, documents opened, downloads, videos, seconds watched, direct messages, call seconds, then one column per shared profile field; a file field shows the file's name), as CSV (RFC 4180, UTF-8 with BOM) or XLSX (one sheet), as an attachment; headers in \`language\` (default: the request's language header). Cells starting with = + - @ are quoted against formula injection. ${RANGE} ${PLAN} ${NOT_YOURS}`,
    access: 'user',
    params: IdParams,
    query: LeadsExportQuery,
    results: FILE,
    errors: ['PREMIUM_REQUIRED', 'NOT_FOUND'],
  },
  compare: {
    method: 'GET',
    path: '/reporting/compare',
    summary: 'Compare events',
    description: `Side by side, 2 to 5 events (\`eventIds\`, comma-separated, different) of the account the caller reaches, in that order, each with its totals in the range (without \`from\`, each from its creation): registered, confirmed, entered and engaged as in the funnel; peak concurrent visitors (the most people with the venue open at one sampled minute); average seconds in the venue (of those with any); chat messages and questions of its participants. Fewer than 2, more than 5, repeated or malformed ids: 400 (fields.eventIds). An id that is unknown, another tenant's or not given to the sub-account: 404. ${PLAN}`,
    access: 'user',
    query: CompareQuery,
    results: CompareResults,
    errors: ['PREMIUM_REQUIRED', 'NOT_FOUND'],
  },
});
