import { z } from 'zod';
import { pageCodeField } from '../events/events.schema.js';
import { LANGUAGES } from '../i18n.js';
import { MSG, emailField, hexColorField, linkField, optionalText, requiredText } from '../validators.js';
import { ProfileItem } from '../venue/venue.schema.js';

/**
 * Registration pages and participants (issue 6, spec §3 Registration page, Participant; §4; §5).
 * The calls are declared in `regpages.contract.ts` (the organiser's page),
 * `../participants/participants.contract.ts` (the organiser's participants) and
 * `../registrations/registrations.contract.ts` (visitors registering on the public page).
 */

/** Placeholders of the registration mail; `{{authurl}}` is required (spec §5). */
export const MAIL_PLACEHOLDERS = {
  authUrl: '{{authurl}}',
  firstName: '{{firstname}}',
  lastName: '{{lastname}}',
};
export const hasAuthUrl = (text: string) => text.toLowerCase().includes(MAIL_PLACEHOLDERS.authUrl);

/** The bundled web fonts a visitor's page can be set in (the web ships their latin 400 and 700 files). */
export const REGPAGE_FONTS = ['inter', 'montserrat', 'lora', 'playfair-display'] as const;
export type RegPageFont = (typeof REGPAGE_FONTS)[number];
export const DEFAULT_REGPAGE_FONT: RegPageFont = 'inter';

/** Rich text (html), sanitised by the server before it is stored. */
const richText = (max = 20_000) => z.string().max(max, MSG.maxLength).default('');

/** A legal link: label and address (both empty = not shown). */
export const LegalLink = z
  .strictObject({ label: optionalText(100).default(''), url: linkField.or(z.literal('')).default('') })
  .refine((l) => (l.label === '') === (l.url === ''), { message: MSG.required, path: ['url'] });
export type LegalLink = z.infer<typeof LegalLink>;

/** The fields of a registration page an organiser edits. */
export const RegPageFields = z.strictObject({
  pageCode: pageCodeField,
  htmlTitle: requiredText(200),
  language: z.enum(LANGUAGES, { error: MSG.invalid }),
  /** Registrations are accepted (closed: the closed texts show, no form). */
  open: z.boolean(),
  /** The page has expired: the expiration text shows, no form. */
  expired: z.boolean(),
  /** Start of the event (date and time; a wall time without offset is read in the event's time zone). */
  startsAt: z.iso.datetime({ offset: true, local: true, error: MSG.invalid }).nullable(),
  dateLine1: optionalText(200).default(''),
  dateLine2: optionalText(200).default(''),
  mainColor: hexColorField,
  labelColor: hexColorField,
  /** The font the visitor's page is set in. */
  font: z.enum(REGPAGE_FONTS, { error: MSG.invalid }).default(DEFAULT_REGPAGE_FONT),
  /** 16:9 header image (an image asset of the tenant or a template). */
  headerImageAssetId: z.uuid({ error: MSG.invalid }).nullable(),
  backgroundImageAssetId: z.uuid({ error: MSG.invalid }).nullable(),
  mailSubject: requiredText(200),
  /** Registration mail, html and plain; both must contain {{authurl}}. */
  mailHtml: richText(),
  mailText: z.string().max(20_000, MSG.maxLength),
  description: richText(),
  thanksText: richText(),
  confirmClosedText: richText(),
  confirmOpenText: richText(),
  startClosedText: richText(),
  startOpenText: richText(),
  expiredText: richText(),
  submitLabel: requiredText(60),
  termsText: richText(2000),
  legal: z.strictObject({ imprint: LegalLink, privacy: LegalLink, terms: LegalLink, organizer: LegalLink }),
});
export type RegPageFields = z.infer<typeof RegPageFields>;

/** PUT events/{id}/regpage: every field plus the version the form started from. */
export const RegPageUpdateRequest = RegPageFields.extend({
  version: z.number({ error: MSG.required }).int(MSG.numeric).min(1, MSG.invalid),
});
export type RegPageUpdateRequest = z.infer<typeof RegPageUpdateRequest>;

/** A saved registration page (html sanitised, startsAt in UTC). */
export const RegPage = RegPageFields.extend({
  eventId: z.string(),
  version: z.number().int(),
  headerImageUrl: z.string().nullable(),
  backgroundImageUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type RegPage = z.infer<typeof RegPage>;

/** What a visitor's page shows: open (the form), closed, expired, or full (quota reached). */
export const PUBLIC_PAGE_STATES = ['open', 'closed', 'expired', 'full'] as const;
export type PublicPageState = (typeof PUBLIC_PAGE_STATES)[number];

/** An agenda item as the public page shows it: hours in the event's zone, its speakers split. */
export const PublicAgendaItem = z.object({
  start: z.string(),
  end: z.string(),
  title: z.string(),
  location: z.string(),
  speakers: z.array(z.string()),
});
export type PublicAgendaItem = z.infer<typeof PublicAgendaItem>;
export const PublicAgendaDay = z.object({
  /** yyyy-mm-dd, or null while the event's date is not known. */
  date: z.string().nullable(),
  title: z.string(),
  items: z.array(PublicAgendaItem),
});
export type PublicAgendaDay = z.infer<typeof PublicAgendaDay>;

/** The event's programme as its page shows it: the venue's agenda and the distinct speakers. */
export const PublicProgramme = z.object({ agenda: z.array(PublicAgendaDay), speakers: z.array(z.string()) });
export type PublicProgramme = z.infer<typeof PublicProgramme>;

export const RegPageResults = z.object({
  page: RegPage,
  /** Registrations so far and the plan's limit per event (null = unlimited). */
  registrations: z.number().int(),
  registrationLimit: z.number().int().nullable(),
  /** The programme the page shows from the venue (the editor's preview draws it as visitors see it). */
  ...PublicProgramme.shape,
});

/**
 * The names in an agenda item's or talk's speakers text ("Ada Lovelace, Grace Hopper & Alan Turing":
 * commas, semicolons, ampersands or new lines between them), trimmed, empty ones left out. Throws nothing.
 */
export function speakerNames(text: string): string[] {
  return text
    .split(/[,;&\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

export const PublicRegPageResults = z.object({
  state: z.enum(PUBLIC_PAGE_STATES),
  page: RegPage.omit({ version: true, mailSubject: true, mailHtml: true, mailText: true, updatedAt: true }),
  event: z.object({
    title1: z.string(),
    title2: z.string(),
    mainColor: z.string(),
    textColor: z.string(),
    logoUrl: z.string().nullable(),
    /** The event is open (spec §4): the open texts show, else the closed ones. */
    open: z.boolean(),
    /** The event's IANA time zone: times show in the visitor's zone with this one named beside. */
    timeZone: z.string(),
  }),
  /** The event's profile fields a visitor fills in (hidden ones left out), in order. */
  fields: z.array(ProfileItem),
  /**
   * The venue's agenda (TIMELINE_DAY with their items), days and items in order; times are hh:mm in
   * the event's time zone on the day's date (null while the date is not known). Empty without one.
   */
  agenda: z.array(PublicAgendaDay),
  /** The distinct speakers of the agenda's items and the auditoriums' talks, in order of appearance. */
  speakers: z.array(z.string()),
});
export type PublicRegPageResults = z.infer<typeof PublicRegPageResults>;

/** An answer to a profile field: text/link/select → string, checkbox → boolean, checkboxes → strings,
 * file → the id of an uploaded file (POST public/regpage/{pageCode}/files). */
export const ProfileAnswer = z.union([
  z.string().max(2000, MSG.maxLength),
  z.boolean(),
  z.array(z.string().max(200)).max(100),
]);

export const PublicRegisterRequest = z.strictObject({
  email: emailField,
  firstName: requiredText(100),
  lastName: requiredText(100),
  /** By profile item id. */
  answers: z.record(z.string().max(64), ProfileAnswer).default({}),
  termsAccepted: z.boolean(),
  /** Honeypot: a field people never see; filled = a bot (answered like a success, nothing stored). */
  website: z.string().max(200).optional(),
});
export type PublicRegisterRequest = z.infer<typeof PublicRegisterRequest>;
export const PublicRegisterResults = z.object({
  /** registered: a new participant; resent: the address was registered already, its link was sent again. */
  status: z.enum(['registered', 'resent']),
});

/** POST public/regpage/{pageCode}/files: the id to send as the `file` field's answer. */
export const AnswerFileUploadResults = z.object({ id: z.uuid() });

export const PublicConfirmRequest = z.strictObject({ token: z.string().min(10).max(200) });
export const PublicConfirmResults = z.object({
  pageCode: z.string(),
  /** The event's open/closed state decides which confirmation text shows. */
  eventOpen: z.boolean(),
  text: z.string(),
  firstName: z.string(),
});

/** A participant as the organiser sees it. */
export const Participant = z.object({
  id: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  answers: z.record(z.string(), ProfileAnswer),
  confirmed: z.boolean(),
  registeredAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** The account's mailings no longer go to the address: its owner unsubscribed, or it bounced (issue 16). */
  mailStatus: z.enum(['unsubscribed', 'bounced']).nullable(),
});
export type Participant = z.infer<typeof Participant>;

export const PARTICIPANT_SORTS = ['registeredAt', 'email', 'lastName', 'confirmed'] as const;
export const ParticipantListQuery = z.object({
  eventId: z.uuid().optional(),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(PARTICIPANT_SORTS).default('registeredAt'),
  order: z.enum(['ASC', 'DESC']).default('DESC'),
  page: z.coerce.number().int().min(1).max(2147483647).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ParticipantListQuery = z.infer<typeof ParticipantListQuery>;
export const ParticipantListResults = z.object({
  participants: z.array(Participant),
  total: z.number().int(),
  /** The profile fields of the chosen event, in order (their labels name the answers); none without eventId. */
  fields: z.array(ProfileItem),
});
export const ParticipantExportQuery = z.object({
  eventId: z.uuid(),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
