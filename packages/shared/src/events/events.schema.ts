import { z } from 'zod';
import { Asset } from '../assets/assets.schema.js';
import { LANGUAGES } from '../i18n.js';
import { DEFAULT_TIME_ZONE } from '../timeZone.js';
import {
  MSG,
  emailField,
  hexColorField,
  linkField,
  optionalText,
  requiredText,
  timeZoneField,
} from '../validators.js';
import { Venue, VENUE_LIMITS, isoDate } from '../venue/venue.schema.js';

/** Event templates offered by `GET events/templates` and `POST events/{template}`. */
export const TEMPLATE_IDS = ['conference', 'tradeFair', 'webinar', 'jobFair'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** Kinds of event the guided setup (kickstarter) asks for. */
export const EVENT_TYPES = ['conference', 'tradeFair', 'webinar', 'jobFair', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Page code: part of the public URL (`/r/{pageCode}`), globally unique. */
export const PAGE_CODE = /^[a-z0-9-]{4,40}$/;
export const isPageCode = (v: string) => PAGE_CODE.test(v);
/** Length of a generated page code (lowercase letters and digits). */
export const GENERATED_PAGE_CODE_LENGTH = 8;
export const pageCodeField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .regex(PAGE_CODE, MSG.invalid);

export const EVENT_LIMITS = {
  nameMaxLength: 100,
  titleMaxLength: 120,
  /** Websites that may embed an event's registration page and venue. */
  maxFrameAncestors: 10,
} as const;

/** A website's origin, `https://host[:port]` without path (lowercase): what may embed a page. */
const EMBEDDING_ORIGIN =
  /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/;
export const isEmbeddingOrigin = (v: string) => v.length <= 253 && EMBEDDING_ORIGIN.test(v);
/** One origin of `frameAncestors`; a trailing slash is taken off, the host lowercased. */
export const embeddingOriginField = z
  .string({ error: MSG.origin })
  .trim()
  .transform((v) => v.replace(/\/$/, '').toLowerCase())
  .refine(isEmbeddingOrigin, MSG.origin);
/** The event's own list of websites allowed to frame /r/{pageCode} and /v/{pageCode}. */
export const frameAncestorsField = z
  .array(embeddingOriginField)
  .max(EVENT_LIMITS.maxFrameAncestors, MSG.invalid)
  .transform((list) => [...new Set(list)]);

/** An event name: required, unique per tenant (case-insensitive; checked by the server). */
export const eventNameField = requiredText(EVENT_LIMITS.nameMaxLength);
export const eventTitleField = requiredText(EVENT_LIMITS.titleMaxLength);

/** An event (spec §3 Event). `version` increases with every saved change (optimistic concurrency). */
export const Event = z.object({
  id: z.string(),
  name: z.string(),
  /** Title line 1 (main title). */
  title1: z.string(),
  /** Title line 2 (subtitle). */
  title2: z.string(),
  mainColor: z.string(),
  textColor: z.string(),
  logoAssetId: z.string().nullable(),
  /** URL of the logo image (web rendition), when there is a logo. */
  logoUrl: z.string().nullable().optional(),
  /** Where a click on the logo leads. */
  logoLink: z.string().nullable(),
  helpEmail: z.string().nullable(),
  /** The booth that helps visitors (a BOOTH element id). */
  helpBoothId: z.string().nullable(),
  /** The room visitors enter first (a room element id). */
  startRoomId: z.string().nullable(),
  allowChatVideo: z.boolean(),
  open: z.boolean(),
  /** Origins (`https://host[:port]`) that may embed the registration page and the venue. */
  frameAncestors: z.array(z.string()),
  /**
   * IANA time zone (e.g. "Europe/Berlin") every date and time of the event is entered and shown in:
   * a date-time sent without an offset for this event (doors, talks, the registration page's start)
   * is a wall time of this zone; agenda items' times are times of day in it.
   */
  timeZone: z.string(),
  lastUpdate: z.string(),
  pageCode: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type Event = z.infer<typeof Event>;

/** A card of the events list: the event plus what the card shows. */
export const EventCard = Event.extend({
  roomCount: z.number().int(),
  boothCount: z.number().int(),
  /** Design of the start room (or the first room); the card's image. */
  coverDesignId: z.string().nullable(),
  startRoomDesignId: z.string().nullable(),
  /** Participants registered so far. */
  registrations: z.number().int(),
  /** Registrations per event the plan allows; null: unlimited. */
  registrationLimit: z.number().int().nullable(),
});
export type EventCard = z.infer<typeof EventCard>;

/** Event summary (spec §3): title, name, pagecode, eventId. */
export const EventSummary = z.object({
  eventId: z.string(),
  title: z.string(),
  name: z.string(),
  pagecode: z.string(),
});
export type EventSummary = z.infer<typeof EventSummary>;

/** An entry of `GET events/templates`. Texts are locale keys. */
export const EventTemplate = z.object({
  id: z.enum(TEMPLATE_IDS),
  name: z.string(),
  description: z.string(),
  roomCount: z.number().int(),
  boothCount: z.number().int(),
  startDesignId: z.string(),
  themeId: z.string(),
});
export type EventTemplate = z.infer<typeof EventTemplate>;

/** POST events/{template} */
export const EventCreateRequest = z.strictObject({
  name: eventNameField,
  title: optionalText(EVENT_LIMITS.titleMaxLength),
  /** The event's time zone; absent: UTC (the web sends the organiser's browser zone). */
  timeZone: timeZoneField.optional(),
});
export type EventCreateRequest = z.infer<typeof EventCreateRequest>;

/** POST events/kickstarter: the guided setup's answers. */
export const KickstarterRequest = z
  .strictObject({
    name: eventNameField,
    /** The event's date; null = "not sure yet". */
    date: isoDate.nullable().default(null),
    /**
     * Its start time (hh:mm in `timeZone`), with a date: the registration page starts then and
     * names the date in its first date line. Null: the date line only.
     */
    startTime: z
      .string()
      .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, MSG.invalid)
      .nullable()
      .default(null),
    /** The event's time zone; absent: UTC (the web sends the organiser's browser zone). */
    timeZone: timeZoneField.default(DEFAULT_TIME_ZONE),
    eventType: z.enum(EVENT_TYPES),
    videoPresentations: z.boolean(),
    booths: z.boolean(),
    boothCount: z
      .number({ error: MSG.numeric })
      .int(MSG.numeric)
      .min(0, MSG.invalid)
      .max(VENUE_LIMITS.maxBooths, MSG.invalid),
    themeId: requiredText(60),
  })
  .refine((k) => !k.booths || k.boothCount > 0, { message: MSG.invalid, path: ['boothCount'] });
export type KickstarterRequest = z.infer<typeof KickstarterRequest>;
export type KickstarterInput = z.input<typeof KickstarterRequest>;

/**
 * PUT events/{id}/settings: the fields to change (absent = unchanged) and the `version` the form
 * was loaded with; a stale version is refused with STALE_VERSION.
 */
export const EventSettingsRequest = z.strictObject({
  version: z.number({ error: MSG.required }).int(MSG.numeric).min(1, MSG.invalid),
  name: eventNameField.optional(),
  title1: eventTitleField.optional(),
  title2: optionalText(EVENT_LIMITS.titleMaxLength),
  mainColor: hexColorField.optional(),
  textColor: hexColorField.optional(),
  logoAssetId: z.uuid({ error: MSG.invalid }).nullable().optional(),
  logoLink: linkField.nullable().optional(),
  helpEmail: emailField.nullable().optional(),
  helpBoothId: z.string().trim().min(1, MSG.required).max(64, MSG.maxLength).nullable().optional(),
  startRoomId: z.string().trim().min(1, MSG.required).max(64, MSG.maxLength).nullable().optional(),
  allowChatVideo: z.boolean().optional(),
  open: z.boolean().optional(),
  pageCode: pageCodeField.optional(),
  frameAncestors: frameAncestorsField.optional(),
  /** Changing it keeps every stored instant: wall times shown move with the new zone. */
  timeZone: timeZoneField.optional(),
});
export type EventSettingsRequest = z.infer<typeof EventSettingsRequest>;

/** PUT events/rename: a new title line 1. */
export const EventRenameRequest = z.strictObject({
  eventId: z.uuid({ error: MSG.invalid }),
  title: eventTitleField,
});
export type EventRenameRequest = z.infer<typeof EventRenameRequest>;

/** POST events/validate/event/name/ */
export const ValidateNameRequest = z.strictObject({ name: eventNameField });
/** POST events/validate/event/{id}/title */
export const ValidateTitleRequest = z.strictObject({ title: eventTitleField });
/** POST events/validate/event/{id}/pagecode (any string; the answer says whether it is valid). */
export const ValidatePageCodeRequest = z.strictObject({
  pageCode: z.string({ error: MSG.required }).trim().max(200, MSG.maxLength),
});
/** Answer of the validate calls. */
export const IsValidResults = z.object({ isValid: z.boolean() });

/** Results of the events calls. */
export const EventListResults = z.object({ events: z.array(EventCard) });
export const EventTemplatesResults = z.object({ templates: z.array(EventTemplate) });
export const EventResults = z.object({ event: Event });
export const EventIdResults = z.object({ eventId: z.string() });
export const EventSummariesResults = z.object({ summaries: z.array(EventSummary) });
export const EventSummaryResults = z.object({ summary: EventSummary });
/** GET events/preview/{id}[?template=]: the event (draft values for a template), its venue and assets. */
export const EventPreviewResults = z.object({ event: Event, venue: Venue, assets: z.array(Asset) });
export type EventPreviewResults = z.infer<typeof EventPreviewResults>;
export const EventPreviewQuery = z.object({
  template: z.string().trim().max(40).optional(),
  /** The language of a template's texts (default: the user's); the interface's, which may be newer. */
  language: z.enum(LANGUAGES).optional(),
});
