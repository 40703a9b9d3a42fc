import { z } from 'zod';
import { LANGUAGES } from '../i18n.js';
import { MSG } from '../validators.js';
import { ReportQuery } from './report.schema.js';

/**
 * Advanced reporting (issue 19, business plan and above; below it PREMIUM_REQUIRED): an event's
 * funnel, what each participant did, the leads of each booth, and events side by side. Every figure
 * is a count or a sum of seconds whose definition is written here — no secret score.
 *
 * The range (`from`, `to`: ReportQuery, default from the event's creation until now) means the same
 * everywhere: the people are the event's participants registered before `to` (those since removed
 * are gone with their data), and what they did is counted when it happened at or after `from` and
 * before `to`.
 */

/** The fewest elements opened (documents, pictures, videos, links, pages, staff cards, talks) that make a visitor engaged. */
export const ENGAGED_MIN_OPENS = 1;
/** The fewest seconds watched (talks and booth videos, live and on demand together) that make a visitor engaged. */
export const ENGAGED_MIN_WATCH_SECONDS = 60;
/** The fewest chat messages sent (event chats and direct chats with booth staff) that make a visitor engaged. */
export const ENGAGED_MIN_CHAT_MESSAGES = 1;
/** The fewest questions asked to talks that make a visitor engaged. */
export const ENGAGED_MIN_QUESTIONS = 1;
/** The fewest poll votes that make a visitor engaged. */
export const ENGAGED_MIN_POLL_VOTES = 1;
/** The fewest ratings given that make a visitor engaged. */
export const ENGAGED_MIN_RATINGS = 1;

/** What decides "engaged" for one participant in a range. */
export type EngagementFigures = {
  elementsOpened: number;
  watchSecondsLive: number;
  watchSecondsOnDemand: number;
  chatMessages: number;
  questions: number;
  pollVotes: number;
  ratings: number;
};

/**
 * Engaged: a visitor who entered the venue and, in the range, opened at least ENGAGED_MIN_OPENS
 * element, or watched at least ENGAGED_MIN_WATCH_SECONDS seconds (live and on demand added up), or
 * sent ENGAGED_MIN_CHAT_MESSAGES chat message, asked ENGAGED_MIN_QUESTIONS question, voted
 * ENGAGED_MIN_POLL_VOTES time in a poll or gave ENGAGED_MIN_RATINGS rating. This tells whether the
 * figures do (entering is the caller's part). Throws nothing.
 */
export function isEngaged(f: EngagementFigures): boolean {
  return (
    f.elementsOpened >= ENGAGED_MIN_OPENS ||
    f.watchSecondsLive + f.watchSecondsOnDemand >= ENGAGED_MIN_WATCH_SECONDS ||
    f.chatMessages >= ENGAGED_MIN_CHAT_MESSAGES ||
    f.questions >= ENGAGED_MIN_QUESTIONS ||
    f.pollVotes >= ENGAGED_MIN_POLL_VOTES ||
    f.ratings >= ENGAGED_MIN_RATINGS
  );
}

const count = z.number().int().min(0);
const seconds = z.number().int().min(0);
const at = z.iso.datetime();

/** The range a report covers, both ends filled in (`to` is exclusive). */
export const AdvancedRange = z.object({ from: at, to: at });

/** The language of an export's headers; without it, the request's `language` header (else English). */
const exportLanguage = z.enum(LANGUAGES, { error: MSG.invalid }).optional();
/** The format of an export: CSV (RFC 4180, UTF-8 with BOM) or an XLSX workbook of one sheet. */
const exportFormat = z.enum(['csv', 'xlsx'], { error: MSG.invalid }).default('csv');

// ---------------------------------------------------------------------------------------------
// Funnel

/** GET reporting/events/{id}/funnel: the range only. */
export const FunnelQuery = ReportQuery;
export type FunnelQuery = z.infer<typeof FunnelQuery>;

/**
 * The funnel of an event. Each step from `registered` on counts people and is part of the step
 * before it; `pageViews` counts page loads, not people.
 */
export const Funnel = z
  .object({
    event: z.object({ id: z.string(), name: z.string() }),
    range: AdvancedRange,
    /**
     * Loads of the public registration page's data in the range (`/r/{pageCode}` and its
     * confirmation link each load it once; a reload counts again; not distinct people). Counted by
     * the hour: the hours that overlap the range count whole. Counted since Foyer records them
     * (issue 19); loads before that are not known.
     */
    pageViews: count,
    /** Participants who registered before the end of the range (and were not removed). */
    registered: count,
    /** Of those, the ones who confirmed their address (by the mail's link or by entering) before the end of the range. */
    confirmed: count,
    /**
     * Of those, the ones who were in the venue in the range: a venue session begun (the personal
     * link used) or anything the venue recorded for them (activity.schema.ts) in it.
     */
    entered: count,
    /** Of those, the engaged ones (isEngaged: an element opened, ≥ 60 s watched, a chat message, question, poll vote or rating in the range). */
    engaged: count,
  })
  .meta({ id: 'Funnel' });
export type Funnel = z.infer<typeof Funnel>;

// ---------------------------------------------------------------------------------------------
// Participants

/** What the participants report sorts by: name (last, then first name), address, dates or a figure. */
export const ENGAGEMENT_SORTS = [
  'name',
  'email',
  'registeredAt',
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
] as const;
export type EngagementSort = (typeof ENGAGEMENT_SORTS)[number];

/**
 * GET reporting/events/{id}/participants: the range, a search in names and address (contains, any
 * case), the sort (ties by name, then address) and the page.
 */
export const EngagementListQuery = ReportQuery.safeExtend({
  search: z.string().trim().max(200, MSG.maxLength).optional(),
  sort: z.enum(ENGAGEMENT_SORTS, { error: MSG.invalid }).default('name'),
  order: z.enum(['ASC', 'DESC'], { error: MSG.invalid }).default('ASC'),
  page: z.coerce
    .number({ error: MSG.numeric })
    .int(MSG.numeric)
    .min(1, MSG.numeric)
    .max(2147483647)
    .default(1),
  pageSize: z.coerce
    .number({ error: MSG.numeric })
    .int(MSG.numeric)
    .min(1, MSG.numeric)
    .max(200, MSG.numeric)
    .default(50),
});
export type EngagementListQuery = z.infer<typeof EngagementListQuery>;

/** GET reporting/events/{id}/participants/export: the range, the format and the headers' language. */
export const EngagementExportQuery = ReportQuery.safeExtend({
  format: exportFormat,
  language: exportLanguage,
});
export type EngagementExportQuery = z.infer<typeof EngagementExportQuery>;

/** One participant and what they did in the range: counts and seconds only. */
export const ParticipantEngagement = z.object({
  participantId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  registeredAt: at,
  /** When they confirmed their address; null while unconfirmed. */
  confirmedAt: at.nullable(),
  /** The first time in the range they were in the venue (a session begun, or a record); null when not. */
  firstEntryAt: at.nullable(),
  /** Seconds their venue pages were open (the sum of their `venueLeave` records). */
  venueSeconds: seconds,
  /** Different rooms they were shown (`roomEnter`). */
  roomsVisited: count,
  /** Different elements they opened (`open`: documents, pictures, videos, links, pages, staff cards, talks). */
  elementsOpened: count,
  /** Different documents they downloaded (`download`). */
  documentsDownloaded: count,
  /** Seconds they watched talks and booth videos live (`watch`, live). */
  watchSecondsLive: seconds,
  /** Seconds they watched on demand (`watch`, not live). */
  watchSecondsOnDemand: seconds,
  /** Messages they sent in the event's chats and in direct chats with booth staff (ones a moderator deleted included). */
  chatMessages: count,
  /** Questions they asked to talks (whatever became of them). */
  questions: count,
  /** Polls they voted in. */
  pollVotes: count,
  /** Elements they rated or re-rated in the range (one rating per element is kept). */
  ratings: count,
});
export type ParticipantEngagement = z.infer<typeof ParticipantEngagement>;

export const EngagementListResults = z
  .object({
    range: AdvancedRange,
    participants: z.array(ParticipantEngagement),
    /** The participants that match the search, over every page. */
    total: count,
  })
  .meta({ id: 'EngagementListResults' });
export type EngagementListResults = z.infer<typeof EngagementListResults>;

// ---------------------------------------------------------------------------------------------
// Leads

/** GET reporting/events/{id}/leads: the range, and one booth (a BOOTH room of the event) or every one. */
export const LeadsQuery = ReportQuery.safeExtend({
  boothId: z.uuid({ error: MSG.invalid }).optional(),
});
export type LeadsQuery = z.infer<typeof LeadsQuery>;

/** GET reporting/events/{id}/leads/export: the leads' query, the format and the headers' language. */
export const LeadsExportQuery = LeadsQuery.safeExtend({
  format: exportFormat,
  language: exportLanguage,
});
export type LeadsExportQuery = z.infer<typeof LeadsExportQuery>;

/** A profile field whose answers the organiser shares with exhibitors (PROFILE_ITEM `share`). */
export const LeadField = z.object({ id: z.string(), label: z.string(), type: z.string() });
export type LeadField = z.infer<typeof LeadField>;

/** A visitor of a booth and what they did there in the range. */
export const Lead = z.object({
  participantId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The booth's document monitors they opened or downloaded, in the booth's order: how often each. */
  documents: z.array(z.object({ id: z.string(), title: z.string(), opens: count, downloads: count })),
  /** The booth's videos they opened or watched, in the booth's order: how often opened, seconds watched. */
  videos: z.array(z.object({ id: z.string(), title: z.string(), opens: count, seconds })),
  /** Messages they sent in direct chats with the booth's staff. */
  chatMessages: count,
  /** Seconds of video calls with the booth's staff (`staffCall`). */
  staffCallSeconds: seconds,
  /**
   * Their answers to the fields shared with exhibitors (`fields`), by field id; a field they left
   * empty is missing. A `file` field's answer is the answer file's id (GET answer-files/{id}).
   */
  answers: z.record(z.string(), z.union([z.string(), z.boolean(), z.array(z.string())])),
});
export type Lead = z.infer<typeof Lead>;

/** A booth and its leads (by name, then address). */
export const BoothLeads = z.object({ id: z.string(), title: z.string(), leads: z.array(Lead) });
export type BoothLeads = z.infer<typeof BoothLeads>;

export const LeadsResults = z
  .object({
    range: AdvancedRange,
    /** The event's profile fields marked "share with exhibitors", in order. */
    fields: z.array(LeadField),
    /** The booth asked for, or every booth of the venue in order (shared rooms it shows included). */
    booths: z.array(BoothLeads),
  })
  .meta({ id: 'LeadsResults' });
export type LeadsResults = z.infer<typeof LeadsResults>;

// ---------------------------------------------------------------------------------------------
// Compare

const UUID = z.uuid();

/** Events compared at least and at most. */
export const COMPARE_MIN_EVENTS = 2;
export const COMPARE_MAX_EVENTS = 5;

/**
 * GET reporting/compare: `eventIds` comma-separated (COMPARE_MIN_EVENTS to COMPARE_MAX_EVENTS
 * different event ids), and the range (without `from`, each event's from its creation).
 */
export const CompareQuery = ReportQuery.safeExtend({
  eventIds: z
    .string({ error: MSG.required })
    .max(1000, MSG.maxLength)
    .transform((v) => v.split(',').map((id) => id.trim()))
    .refine((ids) => ids.length >= COMPARE_MIN_EVENTS && ids.length <= COMPARE_MAX_EVENTS, MSG.invalid)
    .refine((ids) => ids.every((id) => UUID.safeParse(id).success), MSG.invalid)
    .refine((ids) => new Set(ids).size === ids.length, MSG.invalid),
});
export type CompareQuery = z.infer<typeof CompareQuery>;

/** One event's totals in the range (definitions: Funnel, ParticipantEngagement). */
export const CompareEvent = z.object({
  id: z.string(),
  name: z.string(),
  range: AdvancedRange,
  registered: count,
  confirmed: count,
  entered: count,
  engaged: count,
  /** The most visitors (people) with the venue open at one minute (sampled each minute); 0 without samples. */
  peakConcurrent: count,
  /** The participants' venueSeconds added up, divided by those with more than 0, rounded; 0 without any. */
  averageVenueSeconds: seconds,
  /** Messages participants sent in the event's chats and direct chats (deleted ones included). */
  chatMessages: count,
  /** Questions participants asked to talks. */
  questions: count,
});
export type CompareEvent = z.infer<typeof CompareEvent>;

export const CompareResults = z
  .object({
    /** In the order of `eventIds`. */
    events: z.array(CompareEvent),
  })
  .meta({ id: 'CompareResults' });
export type CompareResults = z.infer<typeof CompareResults>;
