import { z } from 'zod';
import { MSG, requiredText } from '../validators.js';

/**
 * Mailings (issue 16, spec §2 /mailings, §3 Mailing, §6 "only subscribed users may send"): a message
 * written once and delivered to the participants of one or more events of the account, each exactly
 * once. The calls are declared in `mailings.contract.ts`.
 */

/** Where a mailing stands: written, waiting for its time, going out, held, done, stopped. */
export const MAILING_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;
export type MailingStatus = (typeof MAILING_STATUSES)[number];

/**
 * The placeholders a mailing may use, each filled per recipient: the spec's three and, beyond it,
 * the participant's personal venue link and the event's name and start.
 */
export const MAILING_PLACEHOLDERS = [
  'firstname',
  'lastname',
  'unsubscribe',
  'venuelink',
  'eventname',
  'eventstart',
] as const;
export type MailingPlaceholder = (typeof MAILING_PLACEHOLDERS)[number];

/** `{{name}}` of a placeholder. */
export const placeholderOf = (name: MailingPlaceholder) => `{{${name}}}`;

/** Who of the chosen events' participants get it (beyond the spec: confirmation and an answer). */
export const MailingSegment = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('all') }),
  z.strictObject({ kind: z.literal('confirmed') }),
  z.strictObject({ kind: z.literal('unconfirmed') }),
  /**
   * Participants whose answer to the profile field with this label (in any chosen event; labels
   * compare without case) is, or for checkboxes includes, `value`.
   */
  z.strictObject({
    kind: z.literal('answer'),
    label: requiredText(200),
    value: requiredText(200),
  }),
]);
export type MailingSegment = z.infer<typeof MailingSegment>;

const eventIds = z
  .array(z.uuid({ error: MSG.invalid }))
  .max(50, MSG.invalid)
  .refine((ids) => new Set(ids).size === ids.length, MSG.invalid);

/** True when the text holds a control character (a line break, a tab, NUL…). */
const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A subject line: one line, no control characters (nothing can be injected into the headers). */
const subjectField = requiredText(200).refine((s) => !hasControl(s), MSG.invalid);

/** The fields of a mailing its author edits (a draft: every field may still be empty but the name). */
export const MailingFields = z.strictObject({
  name: requiredText(120),
  subject: z.union([z.literal(''), subjectField]).default(''),
  /** The formatted message; sanitised by the server before it is stored. */
  html: z.string().max(200_000, MSG.maxLength).default(''),
  /** The plain message; null = made from the html when saved (and again whenever the html changes). */
  text: z.string().max(100_000, MSG.maxLength).nullable().default(null),
  /** The events whose participants it goes to (the account's, within the author's reach). */
  eventIds: eventIds.default([]),
  segment: MailingSegment.default({ kind: 'all' }),
  /**
   * Count opens by link clicks: the html part's web links lead through Foyer once (never the
   * unsubscribe link), so a recipient who clicks one is counted as having opened it.
   */
  trackClicks: z.boolean().default(true),
});
export type MailingFields = z.infer<typeof MailingFields>;
export type MailingInput = z.input<typeof MailingFields>;

/** How far a mailing's delivery is: per recipient, counted; `ratePerSecond` over the last 10 s. */
export const MailingProgress = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  remaining: z.number().int(),
  ratePerSecond: z.number(),
  /** Distinct recipients who clicked a tracked link (an open, as far as anyone can know); 0 when not tracked. */
  clicked: z.number().int(),
});
export type MailingProgress = z.infer<typeof MailingProgress>;

/** A saved mailing. `text` is the plain part as it goes out; `textIsCustom` when its author wrote it. */
export const Mailing = z
  .object({
    id: z.uuid(),
    name: z.string(),
    subject: z.string(),
    html: z.string(),
    text: z.string(),
    textIsCustom: z.boolean(),
    eventIds: z.array(z.uuid()),
    segment: MailingSegment,
    status: z.enum(MAILING_STATUSES),
    /**
     * When it goes (scheduled) or went out; null for a draft, and for a reminder whose event has no
     * start (it waits for one). A scheduled reminder's time is its event's start now plus its offset.
     */
    sendAt: z.iso.datetime().nullable(),
    /** A reminder: minutes after (negative: before) its event's start; null = sent now or at `sendAt`. */
    relativeMinutes: z.number().int().nullable(),
    trackClicks: z.boolean(),
    /** Its deliveries, counted; null until sending starts. */
    progress: MailingProgress.nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** 1 when created, +1 on each change: a change names the version it started from. */
    version: z.number().int(),
  })
  .meta({ id: 'Mailing' });
export type Mailing = z.infer<typeof Mailing>;

/** A mailing in the list: without its message. */
export const MailingSummary = Mailing.omit({ html: true, text: true });
export type MailingSummary = z.infer<typeof MailingSummary>;

/** GET mailings?search=: the account's mailings, newest first. */
export const MailingListQuery = z.object({ search: z.string().trim().max(200).optional() });
export const MailingListResults = z.object({ mailings: z.array(MailingSummary) });
export type MailingListResults = z.infer<typeof MailingListResults>;

export const MailingResults = z.object({ mailing: Mailing });
export type MailingResults = z.infer<typeof MailingResults>;

/** PUT mailings/{id}: the fields and the version the form started from. */
export const MailingUpdateRequest = MailingFields.extend({
  version: z.number({ error: MSG.required }).int().min(1, MSG.invalid),
});
export type MailingUpdateRequest = z.infer<typeof MailingUpdateRequest>;

/** POST mailings/recipients: how many the events and segment reach now (not saved). */
export const MailingRecipientsRequest = z.strictObject({
  eventIds: eventIds.min(1, MSG.required),
  segment: MailingSegment.default({ kind: 'all' }),
});
export type MailingRecipientsRequest = z.infer<typeof MailingRecipientsRequest>;
export const MailingRecipientsResults = z.object({
  /** Distinct addresses reached (someone registered for two chosen events is one recipient). */
  recipients: z.number().int(),
  /** Participants left out because they unsubscribed or their address bounced. */
  suppressed: z.number().int(),
});
export type MailingRecipientsResults = z.infer<typeof MailingRecipientsResults>;

/** POST mailings/{id}/preview: the mailing as one recipient would get it. */
export const MailingPreviewRequest = z.strictObject({
  /** A participant of the chosen events; null = the first recipient. */
  participantId: z.uuid({ error: MSG.invalid }).nullable().default(null),
});
export const MailingPreviewResults = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** Whose values fill the placeholders; null when the mailing reaches nobody (sample values then). */
  participant: z
    .object({ id: z.uuid(), email: z.string(), firstName: z.string(), lastName: z.string() })
    .nullable(),
});
export type MailingPreviewResults = z.infer<typeof MailingPreviewResults>;

/** The furthest a reminder may go before or after its event's start: 60 days, in minutes. */
export const MAX_RELATIVE_MINUTES = 60 * 24 * 60;

/** Field errors (message keys) of a reminder that cannot be scheduled. */
export const REMINDER_ERRORS = {
  /** A reminder follows one event: the mailing has more or fewer. */
  oneEvent: 'mailings.reminder.errors.oneEvent',
  /** Its event's registration page has no start date. */
  noStart: 'mailings.reminder.errors.noStart',
  /** Its moment (the start plus the offset) has passed already. */
  past: 'mailings.reminder.errors.past',
} as const;

/** The reminder offsets the send dialog offers (minutes from the event's start). */
export const REMINDER_PRESETS = [-10080, -1440, -60, 1440] as const;

/**
 * POST mailings/{id}/send: now (both null), at a time (`sendAt`: a wall time without offset is read
 * in the UTC-timezone header's zone) or as a reminder (`relativeMinutes` from its one event's start),
 * never both.
 */
export const MailingSendRequest = z
  .strictObject({
    sendAt: z.iso.datetime({ offset: true, local: true, error: MSG.invalid }).nullable().default(null),
    relativeMinutes: z
      .number({ error: MSG.invalid })
      .int(MSG.invalid)
      .min(-MAX_RELATIVE_MINUTES, MSG.invalid)
      .max(MAX_RELATIVE_MINUTES, MSG.invalid)
      .nullable()
      .default(null),
  })
  .refine((r) => r.sendAt === null || r.relativeMinutes === null, {
    path: ['relativeMinutes'],
    error: MSG.invalid,
  });
export type MailingSendRequest = z.infer<typeof MailingSendRequest>;

/** What became of one recipient's mail. */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One recipient of a mailing and what became of the mail: the SMTP server's answer when it failed. */
export const MailingDelivery = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The SMTP answer of the last attempt (failures), e.g. "550 5.1.1 No such user". */
  response: z.string().nullable(),
  sentAt: z.iso.datetime().nullable(),
});
export type MailingDelivery = z.infer<typeof MailingDelivery>;

/** GET mailings/{id}/deliveries?status=&offset=&limit= */
export const MailingDeliveriesQuery = z.object({
  status: z.enum(DELIVERY_STATUSES).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const MailingDeliveriesResults = z.object({
  deliveries: z.array(MailingDelivery),
  total: z.number().int(),
});
export type MailingDeliveriesResults = z.infer<typeof MailingDeliveriesResults>;

/** GET public/unsubscribe/{token}: whose address the link names and whether it is unsubscribed already. */
export const UnsubscribeInfoResults = z.object({
  /** The address, partly hidden (a**@example.com). */
  email: z.string(),
  /** The event the mail was about, and its page language (the page speaks it). */
  eventTitle: z.string(),
  language: z.string(),
  isUnsubscribed: z.boolean(),
});
export type UnsubscribeInfoResults = z.infer<typeof UnsubscribeInfoResults>;
