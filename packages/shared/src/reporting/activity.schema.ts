import { z } from 'zod';
import { MSG } from '../validators.js';

/**
 * What a visitor's browser records in the venue (issue 19), sent in batches to
 * POST public/venue/{pageCode}/activity. Chat messages, questions, poll votes, ratings and the
 * venue entry itself are facts the server already stores; these are what only the browser sees:
 * - `roomEnter` / `roomLeave`: a room shown; the leave carries the seconds spent in it;
 * - `open`: an element opened (document, picture, video, link, page, staff card, talk) — `elementId`;
 * - `download`: a document downloaded — `elementId`;
 * - `watch`: seconds of a talk's or booth video's playback (the player's own progress, live or on
 *   demand) — `elementId`, `seconds`, `live`;
 * - `breakout`: seconds in a breakout room's call — `elementId` (the breakout);
 * - `staffCall`: seconds in a video call with booth staff — `elementId` (the staff);
 * - `venueLeave`: the venue closed (the page hidden for good or the visitor left) — `seconds` since
 *   the venue was opened in this page.
 */
export const ACTIVITY_KINDS = [
  'roomEnter',
  'roomLeave',
  'open',
  'download',
  'watch',
  'breakout',
  'staffCall',
  'venueLeave',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Records in one batch at the most (a browser sends every 10 s, and when the page is hidden). */
export const ACTIVITY_BATCH_MAX = 100;
/** The longest a single record may claim, in seconds (one visit of a room, one stretch of watching). */
export const ACTIVITY_SECONDS_MAX = 12 * 60 * 60;
/** How often the venue sends what it recorded, in ms. */
export const ACTIVITY_FLUSH_MS = 10_000;

/** One thing a visitor did, as the browser saw it; `at` is the browser's clock (the server clamps it). */
export const ActivityRecord = z.strictObject({
  kind: z.enum(ACTIVITY_KINDS, { error: MSG.invalid }),
  /** The room (element id) where it happened; required for roomEnter and roomLeave. */
  roomId: z.string().max(64).nullish(),
  /** The element it concerns (document monitor, talk, video, link item, staff, breakout …). */
  elementId: z.string().max(64).nullish(),
  /** Seconds it lasted (roomLeave, watch, breakout, staffCall, venueLeave). */
  seconds: z
    .number({ error: MSG.numeric })
    .int(MSG.numeric)
    .min(0, MSG.numeric)
    .max(ACTIVITY_SECONDS_MAX, MSG.numeric)
    .nullish(),
  /** watch: whether it was the live broadcast (true) or on demand (false). */
  live: z.boolean().nullish(),
  at: z.iso.datetime({ offset: true, error: MSG.invalid }),
});
export type ActivityRecord = z.infer<typeof ActivityRecord>;

/**
 * POST public/venue/{pageCode}/activity. `visitorToken` in the body only for a beacon
 * (navigator.sendBeacon cannot set the header); otherwise the `visitorToken` header.
 */
export const ActivityBatchRequest = z.strictObject({
  records: z.array(ActivityRecord).min(1, MSG.required).max(ACTIVITY_BATCH_MAX, MSG.maxLength),
  visitorToken: z.string().min(1).max(200).optional(),
});
export type ActivityBatchRequest = z.infer<typeof ActivityBatchRequest>;
