import {
  type EventReport,
  MSG,
  REPORT_HOURLY_MAX_DAYS,
  REPORT_RANGE_MAX_DAYS,
  REPORT_TOP,
  type ReportChat,
  type ReportElement,
  type ReportExportQuery,
  type ReportQuery,
  type ReportRoom,
  type ReportTalk,
} from '@foyer/shared';
import type { Deps } from '../../context.js';
import { type BucketSpec, HOUR_MS } from '../../db/buckets.js';
import type { Db } from '../../db/client.js';
import type { EventRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { type EventScope, requireEvent } from '../events/events.service.js';
import { registrationsByBucket } from '../participants/participants.service.js';
import { chatActivityOf } from '../realtime/chat.service.js';
import { questionsByTalk } from '../realtime/qa.service.js';
import { isRoomKind, reportElementsOf } from '../venue/venue.service.js';
import { ratingsByElement } from '../visits/ratings.service.js';
import { venueEntries } from '../visits/visits.service.js';
import { type ExportFile, reportSheet, reportTexts, reportXlsx, sheetCsv, slugOf } from './report.export.js';
import { renderReportPdf } from './report.pdf.js';
import type { ActivityGroup } from './report.repository.js';
import * as repo from './report.repository.js';

/**
 * The event report (issue 19; contract: shared reporting/report.contract.ts, the definition of each
 * figure beside it in report.schema.ts). Everything is counted from what is stored, when the report
 * is asked for: registrations from the participants, venue entries from the visitor sessions,
 * activity from the raw records the venue sent (activity_records, read through its index on event
 * and time, so distinct people are distinct across the whole range and a record shows as soon as it
 * is written), peaks from the presence samples, chats, questions and ratings from their modules.
 */

const DAY_MS = 86_400_000;

/**
 * The range of a report: the query's ends, without `from` the event's creation, without `to` now,
 * a missing end kept within REPORT_RANGE_MAX_DAYS of the other. Throws VALIDATION_FAILED when the
 * range is empty (`from` in the future, `to` before the event was made).
 */
export function reportRange(createdAt: Date, query: ReportQuery, now = new Date()): { from: Date; to: Date } {
  const max = REPORT_RANGE_MAX_DAYS * DAY_MS;
  const given = {
    from: query.from ? Date.parse(query.from) : undefined,
    to: query.to ? Date.parse(query.to) : undefined,
  };
  const to =
    given.to ?? (given.from === undefined ? now.getTime() : Math.min(now.getTime(), given.from + max));
  const from = given.from ?? Math.max(createdAt.getTime(), to - max);
  if (from >= to)
    throw new AppError('VALIDATION_FAILED', {
      fields: { [given.from === undefined ? 'to' : 'from']: MSG.invalid },
    });
  return { from: new Date(from), to: new Date(to) };
}

/** The buckets of a range: hours when it spans at most REPORT_HOURLY_MAX_DAYS, else the zone's days. */
async function bucketsOf(
  db: Db,
  from: Date,
  to: Date,
  timeZone: string,
): Promise<{ unit: 'hour' | 'day'; spec: BucketSpec; starts: number[] }> {
  if (to.getTime() - from.getTime() > REPORT_HOURLY_MAX_DAYS * DAY_MS)
    return {
      unit: 'day',
      spec: { unit: 'day', timeZone },
      starts: await repo.zoneDayStarts(db, from, to, timeZone),
    };
  // The zone's hours begin this far past a UTC hour (30 minutes in India).
  const zoneHour = await repo.zoneHourStart(db, from, timeZone);
  const alignMs = ((zoneHour % HOUR_MS) + HOUR_MS) % HOUR_MS;
  const starts: number[] = [];
  for (
    let t = Math.floor((from.getTime() - alignMs) / HOUR_MS) * HOUR_MS + alignMs;
    t < to.getTime();
    t += HOUR_MS
  )
    starts.push(t);
  return { unit: 'hour', spec: { unit: 'hour', alignMs }, starts };
}

/** Mean stars rounded to two decimals, as the venue shows them. */
const roundRating = (average: number) => Math.round(average * 100) / 100;

/** Sorts by a number, highest first; ties by name, then as they came. */
const byFigureThenName =
  <T extends { name: string }>(figure: (item: T) => number) =>
  (a: T, b: T) =>
    figure(b) - figure(a) || a.name.localeCompare(b.name);

/**
 * The report of an event (already in the caller's scope), its names of deleted rooms and direct chats
 * in `language`. Throws VALIDATION_FAILED (an empty range).
 */
export async function reportOf(
  db: Db,
  event: EventRow,
  query: ReportQuery,
  language: string,
): Promise<EventReport> {
  const t = reportTexts(language);
  const { from, to } = reportRange(event.createdAt, query);
  // A zone Node knows and the database does not (a newer tz database) is counted in UTC.
  const timeZone = await repo.knownTimeZone(db, event.timeZone);
  const { unit, spec, starts } = await bucketsOf(db, from, to, timeZone);
  const [registrations, entries, groups, presence, chats, questions, ratings, elements] = await Promise.all([
    registrationsByBucket(db, event.id, from, to, spec),
    venueEntries(db, event.id, from, to, spec),
    repo.activityGroups(db, event.id, from, to),
    repo.presencePeaks(db, event.id, from, to, spec),
    chatActivityOf(db, event.id, from, to),
    questionsByTalk(db, event.id, from, to),
    ratingsByElement(db, event.id, from, to),
    reportElementsOf(db, event.id),
  ]);
  const visitors = await repo.visitorsByBucket(db, event.id, from, to, spec, entries);

  const registrationsAt = new Map(registrations.map((r) => [r.at, r]));
  const entriesAt = new Map<number, number>();
  for (const e of entries) entriesAt.set(e.at, (entriesAt.get(e.at) ?? 0) + e.entries);

  // The groups of the records by what they are about.
  const key = (...parts: (string | boolean | null)[]) => parts.join('\u0000');
  const kindRoom = new Map(groups.kindRoom.map((g) => [key(g.kind, g.roomId), g]));
  const kindElement = new Map(groups.kindElement.map((g) => [key(g.kind, g.elementId, g.live), g]));
  const ofKind = new Map(groups.kind.map((g) => [g.kind, g]));
  const ofRoom = new Map(groups.room.map((g) => [g.roomId, g]));
  const ofElement = new Map(groups.element.map((g) => [g.elementId, g]));
  const of = (map: Map<string, ActivityGroup>, ...parts: (string | boolean | null)[]) =>
    map.get(key(...parts));
  const opens = (id: string) =>
    (of(kindElement, 'open', id, false)?.records ?? 0) + (of(kindElement, 'open', id, true)?.records ?? 0);
  const watch = (id: string, live: boolean) => of(kindElement, 'watch', id, live);

  const names = new Map(elements.map((e) => [e.id, e]));
  const roomName = (roomId: string | null) => (roomId ? (names.get(roomId)?.name ?? '') : '');

  const rooms: Pick<ReportRoom, 'id' | 'name' | 'kind'>[] = elements
    .filter((e) => isRoomKind(e.kind))
    .map((e) => ({ id: e.id, name: e.name, kind: e.kind as string }));
  // Rooms deleted since, as long as their records are kept.
  for (const g of groups.room)
    if (g.roomId && !names.has(g.roomId)) rooms.push({ id: g.roomId, name: t.deletedRoom, kind: '' });
  const roomRows: ReportRoom[] = rooms
    .map((r) => ({
      ...r,
      visitors: ofRoom.get(r.id)?.visitors ?? 0,
      entries: of(kindRoom, 'roomEnter', r.id)?.records ?? 0,
      seconds: of(kindRoom, 'roomLeave', r.id)?.seconds ?? 0,
    }))
    .sort((a, b) => b.visitors - a.visitors);

  const rating = (id: string) => {
    const r = ratings.get(id);
    return { rating: r ? roundRating(r.average) : null, ratings: r?.count ?? 0 };
  };
  const elementRow = (e: (typeof elements)[number]): ReportElement => ({
    id: e.id,
    name: e.name,
    roomName: roomName(e.roomId),
    opens: opens(e.id),
    visitors: ofElement.get(e.id)?.visitors ?? 0,
    downloads:
      (of(kindElement, 'download', e.id, false)?.records ?? 0) +
      (of(kindElement, 'download', e.id, true)?.records ?? 0),
    watchSeconds: (watch(e.id, true)?.seconds ?? 0) + (watch(e.id, false)?.seconds ?? 0),
    ...rating(e.id),
  });
  const top = (kinds: readonly string[]) =>
    elements
      .filter((e) => kinds.includes(e.kind))
      .map(elementRow)
      .sort(byFigureThenName((e) => e.opens))
      .slice(0, REPORT_TOP);

  const talks: ReportTalk[] = elements
    .filter((e) => e.kind === 'THEATRE_VIDEO')
    .map((e) => ({
      id: e.id,
      name: e.name,
      roomName: roomName(e.roomId),
      liveViewers: watch(e.id, true)?.visitors ?? 0,
      onDemandViewers: watch(e.id, false)?.visitors ?? 0,
      liveSeconds: watch(e.id, true)?.seconds ?? 0,
      onDemandSeconds: watch(e.id, false)?.seconds ?? 0,
      questions: questions.get(e.id) ?? 0,
      ...rating(e.id),
    }))
    .sort(byFigureThenName((e) => e.liveViewers + e.onDemandViewers));

  const chatOf = new Map(chats.chats.map((c) => [c.chatId, c]));
  const chatRows: ReportChat[] = elements
    .filter((e) => e.kind === 'EVENT_CHAT')
    .map((e) => ({
      id: e.id,
      name: e.name,
      messages: chatOf.get(e.id)?.messages ?? 0,
      chatters: chatOf.get(e.id)?.chatters ?? 0,
    }));
  const direct = chatOf.get(null);
  if (direct)
    chatRows.push({
      id: 'direct',
      name: t.directChats,
      messages: direct.messages,
      chatters: direct.chatters,
    });

  const venueLeave = ofKind.get('venueLeave');
  const venueSeconds = venueLeave?.seconds ?? 0;
  let registered = 0;
  let confirmed = 0;
  for (const r of registrations) {
    registered += r.registered;
    confirmed += r.confirmed;
  }
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    event: { id: event.id, name: event.name, timeZone: event.timeZone },
    range: { from: from.toISOString(), to: to.toISOString(), bucket: unit },
    totals: {
      registered,
      confirmed,
      visitors: visitors.total,
      entries: entries.reduce((sum, e) => sum + e.entries, 0),
      peakConcurrent: presence.peak,
      peakAt: presence.peakAt ? presence.peakAt.toISOString() : null,
      venueSeconds,
      averageVenueSeconds: venueLeave?.visitors ? Math.round(venueSeconds / venueLeave.visitors) : 0,
      watchSeconds: ofKind.get('watch')?.seconds ?? 0,
      chatMessages: chats.chats.reduce((sum, c) => sum + c.messages, 0),
      activeChatters: chats.chatters,
      questions: [...questions.values()].reduce((sum, n) => sum + n, 0),
    },
    registrations: starts.map((at) => ({
      at: iso(at),
      registered: registrationsAt.get(at)?.registered ?? 0,
      confirmed: registrationsAt.get(at)?.confirmed ?? 0,
    })),
    visitors: starts.map((at) => ({
      at: iso(at),
      visitors: visitors.byBucket.get(at) ?? 0,
      entries: entriesAt.get(at) ?? 0,
      peakConcurrent: presence.byBucket.get(at) ?? 0,
    })),
    rooms: roomRows,
    documents: top(['BOOTH_DOCMONITOR']),
    videos: top(['BOOTH_VIDEO', 'THEATRE_VIDEO']),
    links: top(['THEATRE_LINK']),
    talks,
    chats: chatRows,
  };
}

/**
 * GET reporting/events/{id}: the event's report of the query's range; names of deleted rooms and of
 * the direct chats in `language`. Throws NOT_FOUND (unknown, another tenant's, outside a
 * sub-account's events), VALIDATION_FAILED (an empty range).
 */
export async function eventReport(
  deps: Deps,
  scope: EventScope,
  id: string,
  query: ReportQuery,
  language: string,
): Promise<EventReport> {
  const event = await requireEvent(deps, scope, id);
  return reportOf(deps.db, event, query, language);
}

/**
 * The report as the file the query asks for: `report-<event>-<table>.csv`, `report-<event>-all.xlsx`,
 * `report-<event>-summary.pdf`, in the query's language. Throws what exceljs and pdfkit throw
 * (nothing expected).
 */
async function renderExport(
  report: EventReport,
  query: Pick<ReportExportQuery, 'format' | 'table' | 'language'>,
): Promise<ExportFile> {
  const t = reportTexts(query.language);
  const base = `report-${slugOf(report.event.name)}`;
  if (query.format === 'xlsx')
    return {
      body: await reportXlsx(report, t),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: `${base}-all.xlsx`,
    };
  if (query.format === 'pdf')
    return {
      body: await renderReportPdf(report, t, query.language),
      contentType: 'application/pdf',
      fileName: `${base}-summary.pdf`,
    };
  const table = query.table ?? 'registrations';
  return {
    body: sheetCsv(reportSheet(report, table, t)),
    contentType: 'text/csv; charset=utf-8',
    fileName: `${base}-${table}.csv`,
  };
}

/**
 * GET reporting/events/{id}/export: the report of the query's range as one table in CSV, every table
 * in an XLSX workbook, or the summary as PDF, in the query's language, with its file name. Throws
 * NOT_FOUND, VALIDATION_FAILED (an empty range).
 */
export async function exportReport(
  deps: Deps,
  scope: EventScope,
  id: string,
  query: ReportExportQuery,
): Promise<ExportFile> {
  const event = await requireEvent(deps, scope, id);
  const report = await reportOf(deps.db, event, query, query.language);
  return renderExport(report, query);
}
