import { z } from 'zod';
import { MSG } from '../validators.js';

/**
 * The event report of `/events/reporting/{id}` (issue 19, every plan): what happened at the event,
 * in figures whose definitions are written down (REPORT_FIGURES, shown one click from each figure
 * and in the README) — no secret score. Registrations come from the participants, visitors from the
 * venue sessions and the activity the venue recorded (activity.schema.ts), chats, questions and
 * ratings from what the venue stored.
 */

/** The longest range one report covers (a year of days). */
export const REPORT_RANGE_MAX_DAYS = 366;
/** Ranges up to this many days are drawn by the hour, longer ones by the day (in the event's time zone). */
export const REPORT_HOURLY_MAX_DAYS = 3;
/** Entries of each "top" list (documents, videos, links). */
export const REPORT_TOP = 10;

/**
 * GET reporting/events/{id}: the range, both ends optional. Without `from`, from the event's
 * creation; without `to`, until now. `from` must be before `to` and at most REPORT_RANGE_MAX_DAYS apart.
 */
export const ReportQuery = z
  .object({
    from: z.iso.datetime({ offset: true, error: MSG.invalid }).optional(),
    to: z.iso.datetime({ offset: true, error: MSG.invalid }).optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    path: ['to'],
    message: MSG.invalid,
  })
  .refine(
    (q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= REPORT_RANGE_MAX_DAYS * 86_400_000,
    { path: ['to'], message: MSG.invalid },
  );
export type ReportQuery = z.infer<typeof ReportQuery>;

/** The tables of a report, each one chart's data (and one CSV, one sheet of the workbook). */
export const REPORT_TABLES = [
  'registrations',
  'visitors',
  'rooms',
  'documents',
  'videos',
  'links',
  'talks',
  'chats',
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/**
 * GET reporting/events/{id}/export: `csv` is one table (`table`, required for csv); `xlsx` is every
 * table, a sheet each, with the totals first; `pdf` is the summary (totals, charts' figures, top lists).
 */
export const ReportExportQuery = z
  .object({
    format: z.enum(['csv', 'xlsx', 'pdf'], { error: MSG.invalid }),
    table: z.enum(REPORT_TABLES, { error: MSG.invalid }).optional(),
    from: z.iso.datetime({ offset: true, error: MSG.invalid }).optional(),
    to: z.iso.datetime({ offset: true, error: MSG.invalid }).optional(),
    /** The language of the headers and labels of the file (the organiser's). */
    language: z.enum(['en', 'de', 'es', 'fr']).default('en'),
  })
  .refine((q) => q.format !== 'csv' || q.table !== undefined, { path: ['table'], message: MSG.required });
export type ReportExportQuery = z.infer<typeof ReportExportQuery>;

const count = z.number().int().min(0);
const seconds = z.number().int().min(0);
const at = z.iso.datetime();

/** One bucket (hour or day) of registrations: new ones, and confirmations made in it. */
export const ReportRegistrationsPoint = z.object({ at, registered: count, confirmed: count });
/**
 * One bucket of visitors: `visitors` people who had the venue open in it (entered or recorded
 * anything), `entries` venue sessions begun, `peakConcurrent` the most connected at one minute.
 */
export const ReportVisitorsPoint = z.object({ at, visitors: count, entries: count, peakConcurrent: count });

/** A room: people who were shown it, their seconds in it, and how often it was entered. */
export const ReportRoom = z.object({
  id: z.string(),
  name: z.string(),
  /** HALL, BOOTH, THEATRE, OTHER, or '' for a room since deleted. */
  kind: z.string(),
  visitors: count,
  entries: count,
  seconds,
});

/** A document monitor, booth or talk video, or link: opens (and downloads, watch time where it has them). */
export const ReportElement = z.object({
  id: z.string(),
  name: z.string(),
  /** The room it is placed in ('' when unknown or deleted). */
  roomName: z.string(),
  opens: count,
  visitors: count,
  /** Documents: downloads; others 0. */
  downloads: count,
  /** Videos: seconds watched (live and on demand); others 0. */
  watchSeconds: seconds,
  /** Average stars (1–5) of its ratings, null without any. */
  rating: z.number().min(1).max(5).nullable(),
  ratings: count,
});

/** A talk (THEATRE_VIDEO): viewers and seconds live and on demand, questions asked, ratings. */
export const ReportTalk = z.object({
  id: z.string(),
  name: z.string(),
  roomName: z.string(),
  liveViewers: count,
  onDemandViewers: count,
  liveSeconds: seconds,
  onDemandSeconds: seconds,
  questions: count,
  rating: z.number().min(1).max(5).nullable(),
  ratings: count,
});

/** An event chat, or the direct chats with booth staff as one row (`id` 'direct'). */
export const ReportChat = z.object({ id: z.string(), name: z.string(), messages: count, chatters: count });

/** The figures of the whole range (their definitions: REPORT_FIGURES). */
export const ReportTotals = z.object({
  registered: count,
  confirmed: count,
  visitors: count,
  entries: count,
  peakConcurrent: count,
  /** When the peak was first reached (a minute), null without any sample. */
  peakAt: at.nullable(),
  /** Sum of the seconds visitors' venue pages were open (from their `venueLeave` records). */
  venueSeconds: seconds,
  /** venueSeconds divided by the visitors who have any, rounded; 0 without any. */
  averageVenueSeconds: seconds,
  watchSeconds: seconds,
  chatMessages: count,
  activeChatters: count,
  questions: count,
});

export const EventReport = z
  .object({
    event: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }),
    range: z.object({ from: at, to: at, bucket: z.enum(['hour', 'day']) }),
    totals: ReportTotals,
    /** One point per bucket of the range, empty buckets included, in order. */
    registrations: z.array(ReportRegistrationsPoint),
    visitors: z.array(ReportVisitorsPoint),
    /** Every room of the event (and deleted ones with activity), most visitors first. */
    rooms: z.array(ReportRoom),
    /** The REPORT_TOP most opened of each kind. */
    documents: z.array(ReportElement),
    videos: z.array(ReportElement),
    links: z.array(ReportElement),
    /** Every talk, most viewers first. */
    talks: z.array(ReportTalk),
    chats: z.array(ReportChat),
  })
  .meta({ id: 'EventReport' });
export type EventReport = z.infer<typeof EventReport>;
export type ReportRoom = z.infer<typeof ReportRoom>;
export type ReportElement = z.infer<typeof ReportElement>;
export type ReportTalk = z.infer<typeof ReportTalk>;
export type ReportChat = z.infer<typeof ReportChat>;
export type ReportTotals = z.infer<typeof ReportTotals>;

/**
 * The figures with a written definition (i18n key `reporting.definitions.<figure>` in the app, the
 * same text in the README's "Reporting" section). Every figure the screen shows is one of these.
 */
export const REPORT_FIGURES = [
  'registered',
  'confirmed',
  'visitors',
  'entries',
  'peakConcurrent',
  'venueSeconds',
  'averageVenueSeconds',
  'roomVisitors',
  'roomSeconds',
  'opens',
  'downloads',
  'watchSeconds',
  'liveViewers',
  'onDemandViewers',
  'questions',
  'rating',
  'chatMessages',
  'activeChatters',
] as const;
export type ReportFigure = (typeof REPORT_FIGURES)[number];
