import { z } from 'zod';
import { LANGUAGES } from '../i18n.js';
import { MSG } from '../validators.js';

/** POST monitoring/request: timing of one API call as the web measured it (spec §7). */
export const MonitoringRequest = z.strictObject({
  method: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(10, MSG.maxLength),
  path: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(500, MSG.maxLength),
  time: z.number({ error: MSG.numeric }).nonnegative(MSG.numeric).max(86_400_000, MSG.numeric),
  error: z.string().max(2000, MSG.maxLength).nullish(),
});
export type MonitoringRequest = z.infer<typeof MonitoringRequest>;

/** POST monitoring/bugReport: the bug-report panel (spec §4, §7). */
export const BugReportRequest = z.strictObject({
  title: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(200, MSG.maxLength),
  description: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(5000, MSG.maxLength),
  email: z
    .string()
    .trim()
    .max(254, MSG.maxLength)
    .refine((v) => v === '' || z.email().safeParse(v).success, MSG.email)
    .optional(),
  session: z.string().max(200, MSG.maxLength).optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type BugReportRequest = z.infer<typeof BugReportRequest>;

/** Limits of POST monitoring/clicks: a batch of clicks, each named by its route path and target. */
export const CLICK_LOG_LIMITS = {
  /** Clicks in one batch; the web sends at most this many at once. */
  maxBatch: 50,
  /** The app route path (no query) where the click happened. */
  pathMaxLength: 300,
  /** What was clicked: its role and accessible name or text, trimmed. */
  targetMaxLength: 120,
} as const;

/** One click of the organiser app: where, on what, and when (the browser's clock). */
export const ClickLog = z.strictObject({
  path: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(CLICK_LOG_LIMITS.pathMaxLength, MSG.maxLength),
  target: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(CLICK_LOG_LIMITS.targetMaxLength, MSG.maxLength),
  at: z.iso.datetime({ offset: true, error: MSG.invalid }),
});
export type ClickLog = z.infer<typeof ClickLog>;

/** POST monitoring/clicks: click logs sent in batches, fire and forget (spec §7). */
export const ClickLogsRequest = z.strictObject({
  clicks: z.array(ClickLog).min(1, MSG.required).max(CLICK_LOG_LIMITS.maxBatch, MSG.invalid),
});
export type ClickLogsRequest = z.infer<typeof ClickLogsRequest>;

/** Values of the `journeyName` header of POST monitoring/request/journey. */
export const JOURNEY_NAMES = [
  'accountCreated',
  'personalDataFilled',
  'emailConfirmed',
  'phoneConfirmed',
  'subscriptionStarted',
  'subscriptionFulfilled',
  'eventCreated',
  'live',
  'preview',
] as const;
export type JourneyName = (typeof JOURNEY_NAMES)[number];
export const JourneyName = z.enum(JOURNEY_NAMES, { error: MSG.invalid });
