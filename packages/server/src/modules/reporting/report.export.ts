import { type EventReport, REPORT_TABLES, type ReportTable, type ReportTotals } from '@foyer/shared';
import ExcelJS from 'exceljs';
import { formulaSafe, toCsv } from '../../platform/export/table.js';
import { localeTexts } from '../../platform/i18n/locales.js';

/**
 * The event report as files (GET reporting/events/{id}/export): each table of REPORT_TABLES as rows
 * with headers in the chosen language (shared locales/<lang>/reporting.json), as CSV, as the sheets
 * of a workbook after the totals, or in the PDF summary (report.pdf.ts). Seconds stay whole seconds
 * and every header of a duration says so; times are the event's zone's, named in the header.
 */

type ColumnKey =
  | 'start'
  | 'registered'
  | 'confirmed'
  | 'visitors'
  | 'entries'
  | 'peakConcurrent'
  | 'name'
  | 'room'
  | 'kind'
  | 'seconds'
  | 'opens'
  | 'downloads'
  | 'watchSeconds'
  | 'rating'
  | 'ratings'
  | 'liveViewers'
  | 'onDemandViewers'
  | 'liveSeconds'
  | 'onDemandSeconds'
  | 'questions'
  | 'chat'
  | 'messages'
  | 'chatters';

/** The texts of the files, shared locales/<lang>/reporting.json; `{{name}}` placeholders filled by `fill`. */
export type ReportTexts = {
  title: string;
  range: string;
  byHour: string;
  byDay: string;
  totals: string;
  figure: string;
  value: string;
  chartHour: string;
  chartDay: string;
  none: string;
  deletedRoom: string;
  directChats: string;
  page: string;
  tables: Record<ReportTable, string>;
  figures: Record<keyof ReportTotals, string>;
  columns: Record<ColumnKey, string>;
  kinds: Record<'HALL' | 'BOOTH' | 'THEATRE' | 'OTHER' | 'deleted', string>;
};

/** The report's texts in a language (English for an unknown one). Throws nothing. */
export const reportTexts = localeTexts<ReportTexts>('reporting');

/** Fills `{{name}}` placeholders. */
export const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => vars[key] ?? '');

/** A cell: text, a number (kept a number in a workbook), or nothing. */
export type Cell = string | number | null;

/** One table of a file: its name (a sheet's), headers and rows. */
export type Sheet = { name: string; header: string[]; rows: Cell[][]; numeric: boolean[] };

/** A moment in the event's zone, "2027-03-10 14:00" (a day bucket: "2027-03-10"). Throws nothing. */
export function zoneTime(iso: string, timeZone: string, withTime = true): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en-CA', { ...options, timeZone: 'UTC' });
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return withTime ? `${day} ${parts.hour}:${parts.minute}` : day;
}

/** A room kind in words ('' for a deleted room). */
export const kindName = (t: ReportTexts, kind: string) =>
  kind === '' ? t.kinds.deleted : (t.kinds[kind as keyof ReportTexts['kinds']] ?? kind);

/** The totals as rows of figure and value (the peak's time in the event's zone). Throws nothing. */
export function totalsSheet(report: EventReport, t: ReportTexts): Sheet {
  const { totals } = report;
  const figures = Object.keys(t.figures) as (keyof ReportTotals)[];
  return {
    name: t.totals,
    header: [t.figure, t.value],
    numeric: [false, true],
    rows: figures.map((figure) => {
      const value = totals[figure];
      return [
        t.figures[figure],
        figure === 'peakAt'
          ? value === null
            ? null
            : zoneTime(String(value), report.event.timeZone)
          : value,
      ];
    }),
  };
}

/** One table of the report with headers in the texts' language. Throws nothing. */
export function reportSheet(report: EventReport, table: ReportTable, t: ReportTexts): Sheet {
  const c = t.columns;
  const zone = report.event.timeZone;
  const start = fill(c.start, { timeZone: zone });
  const when = (at: string) => zoneTime(at, zone, report.range.bucket === 'hour');
  const sheet = (header: string[], rows: Cell[][]): Sheet => ({
    name: t.tables[table],
    header,
    rows,
    numeric: header.map((_, i) =>
      i === 0 ? false : rows.every((r) => r[i] === null || typeof r[i] === 'number'),
    ),
  });
  switch (table) {
    case 'registrations':
      return sheet(
        [start, c.registered, c.confirmed],
        report.registrations.map((p) => [when(p.at), p.registered, p.confirmed]),
      );
    case 'visitors':
      return sheet(
        [start, c.visitors, c.entries, c.peakConcurrent],
        report.visitors.map((p) => [when(p.at), p.visitors, p.entries, p.peakConcurrent]),
      );
    case 'rooms':
      return sheet(
        [c.name, c.kind, c.visitors, c.entries, c.seconds],
        report.rooms.map((r) => [r.name, kindName(t, r.kind), r.visitors, r.entries, r.seconds]),
      );
    case 'documents':
      return sheet(
        [c.name, c.room, c.opens, c.visitors, c.downloads, c.rating, c.ratings],
        report.documents.map((e) => [
          e.name,
          e.roomName,
          e.opens,
          e.visitors,
          e.downloads,
          e.rating,
          e.ratings,
        ]),
      );
    case 'videos':
      return sheet(
        [c.name, c.room, c.opens, c.visitors, c.watchSeconds, c.rating, c.ratings],
        report.videos.map((e) => [
          e.name,
          e.roomName,
          e.opens,
          e.visitors,
          e.watchSeconds,
          e.rating,
          e.ratings,
        ]),
      );
    case 'links':
      return sheet(
        [c.name, c.room, c.opens, c.visitors, c.rating, c.ratings],
        report.links.map((e) => [e.name, e.roomName, e.opens, e.visitors, e.rating, e.ratings]),
      );
    case 'talks':
      return sheet(
        [
          c.name,
          c.room,
          c.liveViewers,
          c.onDemandViewers,
          c.liveSeconds,
          c.onDemandSeconds,
          c.questions,
          c.rating,
          c.ratings,
        ],
        report.talks.map((e) => [
          e.name,
          e.roomName,
          e.liveViewers,
          e.onDemandViewers,
          e.liveSeconds,
          e.onDemandSeconds,
          e.questions,
          e.rating,
          e.ratings,
        ]),
      );
    case 'chats':
      return sheet(
        [c.chat, c.messages, c.chatters],
        report.chats.map((e) => [e.name, e.messages, e.chatters]),
      );
  }
}

/** A table as CSV (see toCsv): numbers as digits, nothing as an empty cell. Throws nothing. */
export function sheetCsv(sheet: Sheet): string {
  return toCsv([
    sheet.header,
    ...sheet.rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))),
  ]);
}

/** A sheet name Excel accepts: without []:*?/\, at most 31 characters, unique in the workbook. */
function sheetName(name: string, taken: Set<string>): string {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet';
  let out = base;
  for (let i = 2; taken.has(out.toLowerCase()); i++) out = `${base.slice(0, 28)} ${i}`;
  taken.add(out.toLowerCase());
  return out;
}

/** The workbook: the totals, then a sheet per REPORT_TABLES entry; headers bold, numbers as numbers. */
export async function reportXlsx(report: EventReport, t: ReportTexts): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.title = `${t.title}: ${report.event.name}`;
  const taken = new Set<string>();
  for (const sheet of [
    totalsSheet(report, t),
    ...REPORT_TABLES.map((table) => reportSheet(report, table, t)),
  ]) {
    const ws = workbook.addWorksheet(sheetName(sheet.name, taken));
    ws.addRow(sheet.header.map(formulaSafe));
    for (const row of sheet.rows)
      ws.addRow(row.map((cell) => (typeof cell === 'string' ? formulaSafe(cell) : cell)));
    ws.getRow(1).font = { bold: true };
    ws.columns.forEach((column, i) => {
      const longest = Math.max(
        sheet.header[i]?.length ?? 0,
        ...sheet.rows.map((r) => (r[i] === null || r[i] === undefined ? 0 : String(r[i]).length)),
      );
      column.width = Math.min(60, Math.max(10, longest + 2));
    });
    ws.views = [{ state: 'frozen', ySplit: 1 }];
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The name part of a file: the event's name in lower-case ASCII words joined by '-'. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'event';
}

/** A file to send: its body, type and name. */
export type ExportFile = { body: string | Buffer; contentType: string; fileName: string };
