import {
  type BoothLeads,
  type CompareEvent,
  type CompareQuery,
  type CompareResults,
  type EngagementExportQuery,
  type EngagementListQuery,
  type EngagementListResults,
  type EngagementSort,
  type Funnel,
  type FunnelQuery,
  type Language,
  type Lead,
  type LeadField,
  type LeadsExportQuery,
  type LeadsQuery,
  type LeadsResults,
  type ParticipantEngagement,
  type ProfileItem,
  type ReportQuery,
  isEngaged,
  planOf,
  quotaOf,
} from '@foyer/shared';
import ExcelJS from 'exceljs';
import type { Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { EventRow, ParticipantRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { formulaSafe, toCsv } from '../../platform/export/table.js';
import { localeTexts } from '../../platform/i18n/locales.js';
import { type EventScope, requireEvent } from '../events/events.service.js';
import { answerFileNamesOf, participantsOfEvent } from '../participants/participants.service.js';
import { visitorMessagesToStaff } from '../realtime/direct.service.js';
import { messagesByParticipant } from '../realtime/chat.service.js';
import { pollVotesByParticipant, questionsByParticipant } from '../realtime/qa.service.js';
import { pageViewsOf } from '../regpages/regpages.service.js';
import { findUserById } from '../users/users.service.js';
import { loadVenue, profileItemsOf } from '../venue/venue.service.js';
import { ratingsByParticipant } from '../visits/ratings.service.js';
import { entriesByParticipant } from '../visits/visits.service.js';
import * as repo from './advanced.repository.js';

/**
 * Advanced reporting (issue 19, business plan and above; contract: shared
 * reporting/advanced.contract.ts, definitions in advanced.schema.ts): an event's funnel, what each
 * participant did, the booths' leads, events side by side, and the exports. Figures come from the
 * venue's activity records (this module's tables) and from what the participants, visits,
 * realtime (chats, Q&A, polls, direct chats), ratings, registration-page and venue modules answer.
 * Everything is read at the request (an event has at most some thousand participants): nothing
 * is stored for it but the registration page's view counts.
 */

/** A range with both ends, `to` exclusive. */
type Range = { from: Date; to: Date };

/** The texts of exports (locale file advanced.json). */
type AdvancedTexts = {
  participants: Record<ParticipantColumn | 'sheet', string>;
  leads: Record<LeadColumn | 'sheet', string>;
  yes: string;
  no: string;
};
const textsOf = localeTexts<AdvancedTexts>('advanced');

/** A file of an export. */
export type ExportFile = { body: string | Buffer; contentType: string; fileName: string };

/** Throws PREMIUM_REQUIRED unless the account's plan (a sub-account's: its main account's) has advanced reporting. */
async function requireAdvancedReporting(deps: Deps, scope: EventScope): Promise<void> {
  const account = await findUserById(deps, scope.tenantId);
  if (!account || !quotaOf(planOf(account)).advancedReporting) throw new AppError('PREMIUM_REQUIRED');
}

/**
 * The event (in scope, on a plan with advanced reporting) and the range asked: without `from` from
 * the event's creation, without `to` until now. Throws PREMIUM_REQUIRED, NOT_FOUND.
 */
async function reportedEvent(
  deps: Deps,
  scope: EventScope,
  id: string,
  query: ReportQuery,
): Promise<{ event: EventRow; range: Range }> {
  await requireAdvancedReporting(deps, scope);
  const event = await requireEvent(deps, scope, id);
  return { event, range: rangeOf(event, query) };
}

const rangeOf = (event: EventRow, query: ReportQuery): Range => ({
  from: query.from ? new Date(query.from) : event.createdAt,
  to: query.to ? new Date(query.to) : new Date(),
});

const presentRange = (range: Range) => ({ from: range.from.toISOString(), to: range.to.toISOString() });

// ---------------------------------------------------------------------------------------------
// What each participant did

/** A participant with what they did in a range, and the funnel's steps they reached. */
type Engagement = {
  participant: ParticipantRow;
  confirmed: boolean;
  entered: boolean;
  engaged: boolean;
  firstEntryAt: Date | null;
  venueSeconds: number;
  roomsVisited: number;
  elementsOpened: number;
  documentsDownloaded: number;
  watchSecondsLive: number;
  watchSecondsOnDemand: number;
  chatMessages: number;
  questions: number;
  pollVotes: number;
  ratings: number;
};

const earliest = (...times: (Date | undefined)[]): Date | null =>
  times.reduce<Date | null>((min, t) => (t && (!min || t < min) ? t : min), null);

/**
 * The event's participants registered before the range's end, each with what they did in the
 * range (advanced.schema.ts), oldest registration first. Throws nothing.
 */
async function engagementOf(db: Db, eventId: string, range: Range): Promise<Engagement[]> {
  const { from, to } = range;
  const [people, activity, sessions, messages, questions, votes, rated] = await Promise.all([
    participantsOfEvent(db, eventId),
    repo.activityByParticipant(db, eventId, from, to),
    entriesByParticipant(db, eventId, from, to),
    messagesByParticipant(db, eventId, from, to),
    questionsByParticipant(db, eventId, from, to),
    pollVotesByParticipant(db, eventId, from, to),
    ratingsByParticipant(db, eventId, from, to),
  ]);
  return people
    .filter((p) => p.registeredAt < to)
    .map((participant) => {
      const id = participant.id;
      const a = activity.get(id);
      const [session, message, question, vote, rating] = [sessions, messages, questions, votes, rated].map(
        (m) => m.get(id),
      );
      const figures = {
        venueSeconds: a?.venueSeconds ?? 0,
        roomsVisited: a?.roomsVisited ?? 0,
        elementsOpened: a?.elementsOpened ?? 0,
        documentsDownloaded: a?.documentsDownloaded ?? 0,
        watchSecondsLive: a?.watchSecondsLive ?? 0,
        watchSecondsOnDemand: a?.watchSecondsOnDemand ?? 0,
        chatMessages: message?.count ?? 0,
        questions: question?.count ?? 0,
        pollVotes: vote?.count ?? 0,
        ratings: rating?.count ?? 0,
      };
      // Seen in the venue: a session begun, a record, or something only the venue lets one do.
      const firstEntryAt = earliest(
        session?.firstAt,
        a?.firstAt,
        message?.firstAt,
        question?.firstAt,
        vote?.firstAt,
        rating?.firstAt,
      );
      const confirmed = participant.confirmedAt !== null && participant.confirmedAt < to;
      const entered = confirmed && firstEntryAt !== null;
      return {
        participant,
        confirmed,
        entered,
        engaged: entered && isEngaged(figures),
        firstEntryAt,
        ...figures,
      };
    });
}

/** The ParticipantEngagement of the API contract. Throws nothing. */
function presentEngagement(e: Engagement): ParticipantEngagement {
  const p = e.participant;
  return {
    participantId: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    registeredAt: p.registeredAt.toISOString(),
    confirmedAt: p.confirmedAt ? p.confirmedAt.toISOString() : null,
    firstEntryAt: e.firstEntryAt ? e.firstEntryAt.toISOString() : null,
    venueSeconds: e.venueSeconds,
    roomsVisited: e.roomsVisited,
    elementsOpened: e.elementsOpened,
    documentsDownloaded: e.documentsDownloaded,
    watchSecondsLive: e.watchSecondsLive,
    watchSecondsOnDemand: e.watchSecondsOnDemand,
    chatMessages: e.chatMessages,
    questions: e.questions,
    pollVotes: e.pollVotes,
    ratings: e.ratings,
  };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** By last name, first name, address (any case), then id: the order of ties everywhere. */
function byName(a: ParticipantRow, b: ParticipantRow): number {
  return (
    collator.compare(a.lastName, b.lastName) ||
    collator.compare(a.firstName, b.firstName) ||
    collator.compare(a.email, b.email) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The comparison of a sort in a direction; ties by name; no first entry always last. */
function comparing(sort: EngagementSort, order: 'ASC' | 'DESC') {
  const sign = order === 'ASC' ? 1 : -1;
  const primary = (a: Engagement, b: Engagement): number => {
    switch (sort) {
      case 'name':
        return byName(a.participant, b.participant);
      case 'email':
        return collator.compare(a.participant.email, b.participant.email);
      case 'registeredAt':
        return a.participant.registeredAt.getTime() - b.participant.registeredAt.getTime();
      case 'firstEntryAt':
        return (a.firstEntryAt?.getTime() ?? 0) - (b.firstEntryAt?.getTime() ?? 0);
      default:
        return a[sort] - b[sort];
    }
  };
  return (a: Engagement, b: Engagement): number => {
    if (sort === 'firstEntryAt' && (a.firstEntryAt === null) !== (b.firstEntryAt === null))
      return a.firstEntryAt === null ? 1 : -1;
    return sign * primary(a, b) || byName(a.participant, b.participant);
  };
}

/** True when the search is in the participant's first name, last name, both, or address (any case). */
function matches(p: ParticipantRow, search: string | undefined): boolean {
  if (!search) return true;
  const needle = search.toLocaleLowerCase();
  return [p.firstName, p.lastName, `${p.firstName} ${p.lastName}`, p.email].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/**
 * GET reporting/events/{id}/participants: one page of the participants (registered before the
 * range's end) that match the search, in the order asked, each with what they did in the range.
 * Throws PREMIUM_REQUIRED, NOT_FOUND.
 */
export async function listEngagement(
  deps: Deps,
  scope: EventScope,
  id: string,
  query: EngagementListQuery,
): Promise<EngagementListResults> {
  const { event, range } = await reportedEvent(deps, scope, id, query);
  const all = (await engagementOf(deps.db, event.id, range)).filter((e) =>
    matches(e.participant, query.search),
  );
  all.sort(comparing(query.sort, query.order));
  const start = (query.page - 1) * query.pageSize;
  return {
    range: presentRange(range),
    participants: all.slice(start, start + query.pageSize).map(presentEngagement),
    total: all.length,
  };
}

// ---------------------------------------------------------------------------------------------
// Funnel and comparison

/** The funnel's people steps of a list of engagements. */
function stepsOf(list: Engagement[]) {
  return {
    registered: list.length,
    confirmed: list.filter((e) => e.confirmed).length,
    entered: list.filter((e) => e.entered).length,
    engaged: list.filter((e) => e.engaged).length,
  };
}

/**
 * GET reporting/events/{id}/funnel: page views, registered, confirmed, entered, engaged in the
 * range. Throws PREMIUM_REQUIRED, NOT_FOUND.
 */
export async function funnel(deps: Deps, scope: EventScope, id: string, query: FunnelQuery): Promise<Funnel> {
  const { event, range } = await reportedEvent(deps, scope, id, query);
  const [pageViews, list] = await Promise.all([
    pageViewsOf(deps.db, event.id, range.from, range.to),
    engagementOf(deps.db, event.id, range),
  ]);
  return {
    event: { id: event.id, name: event.name },
    range: presentRange(range),
    pageViews,
    ...stepsOf(list),
  };
}

/**
 * GET reporting/compare: the totals of 2–5 events of the scope in the range, in the order asked.
 * Throws PREMIUM_REQUIRED, NOT_FOUND (any event the scope does not reach).
 */
export async function compare(deps: Deps, scope: EventScope, query: CompareQuery): Promise<CompareResults> {
  await requireAdvancedReporting(deps, scope);
  const events: EventRow[] = [];
  for (const id of query.eventIds) events.push(await requireEvent(deps, scope, id));
  const totals = await Promise.all(
    events.map(async (event): Promise<CompareEvent> => {
      const range = rangeOf(event, query);
      const [list, peakConcurrent] = await Promise.all([
        engagementOf(deps.db, event.id, range),
        repo.peakPresence(deps.db, event.id, range.from, range.to),
      ]);
      const sum = (f: (e: Engagement) => number) => list.reduce((n, e) => n + f(e), 0);
      const inVenue = list.filter((e) => e.venueSeconds > 0).length;
      return {
        id: event.id,
        name: event.name,
        range: presentRange(range),
        ...stepsOf(list),
        peakConcurrent,
        averageVenueSeconds: inVenue === 0 ? 0 : Math.round(sum((e) => e.venueSeconds) / inVenue),
        chatMessages: sum((e) => e.chatMessages),
        questions: sum((e) => e.questions),
      };
    }),
  );
  return { events: totals };
}

// ---------------------------------------------------------------------------------------------
// Leads

/** What the leads count, by the kind of booth element: the records that make a visitor a lead. */
const LEAD_RECORDS = {
  BOOTH_DOCMONITOR: ['open', 'download'],
  BOOTH_VIDEO: ['open', 'watch'],
  BOOTH_STAFF: ['staffCall'],
} as const;
type LeadElementKind = keyof typeof LEAD_RECORDS;

type BoothElement = { boothIndex: number; kind: LeadElementKind; title: string };

/** A lead while it is gathered: counts by element. */
type LeadDraft = {
  participant: ParticipantRow;
  opens: Map<string, number>;
  downloads: Map<string, number>;
  seconds: Map<string, number>;
  chatMessages: number;
  staffCallSeconds: number;
};

const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/** An answer given (not empty), or undefined. */
function givenAnswer(value: ParticipantRow['answers'][string] | undefined) {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return undefined;
  return value;
}

/**
 * The booths' leads in the range and the fields shared with exhibitors. Throws NOT_FOUND (a
 * `boothId` that is not a booth of the venue).
 */
async function leadsOf(
  db: Db,
  eventId: string,
  range: Range,
  boothId: string | undefined,
): Promise<{ fields: ProfileItem[]; booths: BoothLeads[] }> {
  const [venue, items] = await Promise.all([loadVenue(db, eventId), profileItemsOf(db, eventId)]);
  const booths = venue.rooms.filter((r) => r.kind === 'BOOTH' && (!boothId || r.id === boothId));
  if (boothId && booths.length === 0) throw new AppError('NOT_FOUND');
  const fields = items.filter((f) => f.share);

  const elements = new Map<string, BoothElement>();
  booths.forEach((booth, boothIndex) => {
    for (const e of booth.elements)
      if (e.kind in LEAD_RECORDS) {
        const kind = e.kind as LeadElementKind;
        const title = 'title' in e ? e.title : 'name' in e ? e.name : '';
        elements.set(e.id, { boothIndex, kind, title: String(title) });
      }
  });
  const ids = [...elements.keys()];
  const staffIds = ids.filter((id) => elements.get(id)!.kind === 'BOOTH_STAFF');
  const [people, activity, direct] = await Promise.all([
    participantsOfEvent(db, eventId),
    repo.activityOnElements(
      db,
      eventId,
      ids,
      ['open', 'download', 'watch', 'staffCall'],
      range.from,
      range.to,
    ),
    visitorMessagesToStaff(db, eventId, staffIds, range.from, range.to),
  ]);
  const byId = new Map(people.filter((p) => p.registeredAt < range.to).map((p) => [p.id, p]));
  const drafts = booths.map(() => new Map<string, LeadDraft>());
  const draftOf = (boothIndex: number, participantId: string): LeadDraft | undefined => {
    const participant = byId.get(participantId);
    if (!participant) return undefined;
    const leads = drafts[boothIndex]!;
    let draft = leads.get(participantId);
    if (!draft) {
      draft = {
        participant,
        opens: new Map(),
        downloads: new Map(),
        seconds: new Map(),
        chatMessages: 0,
        staffCallSeconds: 0,
      };
      leads.set(participantId, draft);
    }
    return draft;
  };

  for (const row of activity) {
    const element = elements.get(row.elementId);
    if (!element || !(LEAD_RECORDS[element.kind] as readonly string[]).includes(row.kind)) continue;
    const draft = draftOf(element.boothIndex, row.participantId);
    if (!draft) continue;
    if (row.kind === 'open') add(draft.opens, row.elementId, row.records);
    else if (row.kind === 'download') add(draft.downloads, row.elementId, row.records);
    else if (row.kind === 'watch') add(draft.seconds, row.elementId, row.seconds);
    else draft.staffCallSeconds += row.seconds;
  }
  for (const row of direct) {
    const element = elements.get(row.staffId);
    const draft = element && draftOf(element.boothIndex, row.participantId);
    if (draft) draft.chatMessages += row.messages;
  }

  return {
    fields,
    booths: booths.map((booth, i) => {
      const of = (kind: LeadElementKind) =>
        booth.elements
          .filter((e) => e.kind === kind)
          .map((e) => ({ id: e.id, title: elements.get(e.id)!.title }));
      const documents = of('BOOTH_DOCMONITOR');
      const videos = of('BOOTH_VIDEO');
      const leads = [...drafts[i]!.values()]
        .sort((a, b) => byName(a.participant, b.participant))
        .map((d): Lead => {
          const answers: Lead['answers'] = {};
          for (const f of fields) {
            const value = givenAnswer(d.participant.answers[f.id]);
            if (value !== undefined) answers[f.id] = value;
          }
          return {
            participantId: d.participant.id,
            firstName: d.participant.firstName,
            lastName: d.participant.lastName,
            email: d.participant.email,
            documents: documents
              .map((doc) => ({
                ...doc,
                opens: d.opens.get(doc.id) ?? 0,
                downloads: d.downloads.get(doc.id) ?? 0,
              }))
              .filter((doc) => d.opens.has(doc.id) || d.downloads.has(doc.id)),
            videos: videos
              .map((video) => ({
                ...video,
                opens: d.opens.get(video.id) ?? 0,
                seconds: d.seconds.get(video.id) ?? 0,
              }))
              .filter((video) => d.opens.has(video.id) || d.seconds.has(video.id)),
            chatMessages: d.chatMessages,
            staffCallSeconds: d.staffCallSeconds,
            answers,
          };
        });
      return { id: booth.id, title: booth.title, leads };
    }),
  };
}

const presentField = (f: ProfileItem): LeadField => ({ id: f.id, label: f.label, type: f.type });

/**
 * GET reporting/events/{id}/leads: per booth (or the one asked) its leads in the range, and the
 * fields shared with exhibitors. Throws PREMIUM_REQUIRED, NOT_FOUND (event, or a booth not of it).
 */
export async function leads(
  deps: Deps,
  scope: EventScope,
  id: string,
  query: LeadsQuery,
): Promise<LeadsResults> {
  const { event, range } = await reportedEvent(deps, scope, id, query);
  const { fields, booths } = await leadsOf(deps.db, event.id, range, query.boothId);
  return { range: presentRange(range), fields: fields.map(presentField), booths };
}

// ---------------------------------------------------------------------------------------------
// Exports

const PARTICIPANT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'registeredAt',
  'confirmedAt',
  'firstEntryAt',
  'venueSeconds',
  'roomsVisited',
  'elementsOpened',
  'documentsDownloaded',
  'watchSecondsLive',
  'watchSecondsOnDemand',
  'chatMessages',
  'questions',
  'pollVotes',
  'ratings',
] as const satisfies readonly (keyof ParticipantEngagement)[];
type ParticipantColumn = (typeof PARTICIPANT_COLUMNS)[number];

const LEAD_COLUMNS = [
  'booth',
  'firstName',
  'lastName',
  'email',
  'documents',
  'downloads',
  'videos',
  'videoSeconds',
  'chatMessages',
  'staffCallSeconds',
] as const;
type LeadColumn = (typeof LEAD_COLUMNS)[number];

/** An XLSX workbook with one sheet (named `sheet`) holding the table, its header bold. Throws nothing expected. */
async function toXlsx(table: string[][], sheet: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet);
  for (const row of table) worksheet.addRow(row.map(formulaSafe));
  worksheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The table as a file of the format, named `<prefix>-<event name>.<ext>`. Throws nothing expected. */
async function fileOf(
  table: string[][],
  format: 'csv' | 'xlsx',
  prefix: string,
  event: EventRow,
  sheet: string,
): Promise<ExportFile> {
  const base = `${prefix}-${event.name.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60) || 'event'}`;
  if (format === 'xlsx')
    return {
      body: await toXlsx(table, sheet),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: `${base}.xlsx`,
    };
  return { body: toCsv(table), contentType: 'text/csv; charset=utf-8', fileName: `${base}.csv` };
}

/**
 * GET reporting/events/{id}/participants/export: every participant of the report (by name) with
 * its columns, headers in `language` (the query's, else `requestLanguage`). Throws PREMIUM_REQUIRED,
 * NOT_FOUND.
 */
export async function exportEngagement(
  deps: Deps,
  scope: EventScope,
  id: string,
  query: EngagementExportQuery,
  requestLanguage: Language,
): Promise<ExportFile> {
  const { event, range } = await reportedEvent(deps, scope, id, query);
  const texts = textsOf(query.language ?? requestLanguage).participants;
  const list = (await engagementOf(deps.db, event.id, range)).sort((a, b) =>
    byName(a.participant, b.participant),
  );
  const table = [
    PARTICIPANT_COLUMNS.map((c) => texts[c]),
    ...list.map((e) => {
      const row = presentEngagement(e);
      return PARTICIPANT_COLUMNS.map((c) => String(row[c] ?? ''));
    }),
  ];
  return fileOf(table, query.format, 'participant-activity', event, texts.sheet);
}

/**
 * GET reporting/events/{id}/leads/export: a row per booth and lead with what they did and the
 * shared answers (a file answer as the file's name), headers in `language` (the query's, else
 * `requestLanguage`). Throws PREMIUM_REQUIRED, NOT_FOUND.
 */
export async function exportLeads(
  deps: Deps,
  scope: EventScope,
  id: string,
  query: LeadsExportQuery,
  requestLanguage: Language,
): Promise<ExportFile> {
  const { event, range } = await reportedEvent(deps, scope, id, query);
  const all = textsOf(query.language ?? requestLanguage);
  const texts = all.leads;
  const [{ fields, booths }, fileNames] = await Promise.all([
    leadsOf(deps.db, event.id, range, query.boothId),
    answerFileNamesOf(deps.db, event.id),
  ]);
  const answerText = (field: ProfileItem, value: Lead['answers'][string] | undefined): string => {
    if (value === undefined) return '';
    if (field.type === 'file' && typeof value === 'string') return fileNames.get(value) ?? '';
    if (Array.isArray(value)) return value.join('; ');
    if (typeof value === 'boolean') return value ? all.yes : all.no;
    return value;
  };
  const table = [
    [...LEAD_COLUMNS.map((c) => texts[c]), ...fields.map((f) => f.label)],
    ...booths.flatMap((booth) =>
      booth.leads.map((lead) => [
        booth.title,
        lead.firstName,
        lead.lastName,
        lead.email,
        lead.documents.map((d) => d.title).join('; '),
        String(lead.documents.reduce((n, d) => n + d.downloads, 0)),
        lead.videos.map((v) => v.title).join('; '),
        String(lead.videos.reduce((n, v) => n + v.seconds, 0)),
        String(lead.chatMessages),
        String(lead.staffCallSeconds),
        ...fields.map((f) => answerText(f, lead.answers[f.id])),
      ]),
    ),
  ];
  return fileOf(table, query.format, 'leads', event, texts.sheet);
}
