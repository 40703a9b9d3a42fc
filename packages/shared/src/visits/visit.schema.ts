import { z } from 'zod';
import { LANGUAGES } from '../i18n.js';
import { Asset } from '../assets/assets.schema.js';
import { Event } from '../events/events.schema.js';
import { MSG } from '../validators.js';
import { Venue } from '../venue/venue.schema.js';

/**
 * The live venue, first step (issue 7): a confirmed participant enters through the personal link
 * of the registration mail and walks the event's venue.
 *
 * Public call (no authToken; rate limited per network address):
 *   POST public/venue/{pageCode}/enter   VisitEnterRequest → VisitEnterResults
 *        `token` is the token of the participant's personal link (the {{authurl}} of the
 *        registration mail, `/r/{pageCode}/confirm?token=…`). It is exchanged for a visitor session
 *        (a new random token, stored hashed, bound to the participant and the event). An unconfirmed
 *        participant is confirmed by it. Unknown token, a removed participant, or a participant of
 *        another event than {pageCode} → VISITOR_TOKEN_IS_INVALID (a business error: 200, success false). Unknown page code → 404.
 * Visitor calls (header `visitorToken`; missing, unknown, revoked or of another event
 * → VISITOR_TOKEN_IS_INVALID, 200 with success false, so the organiser app's 401 rule never applies):
 *   GET  public/venue/{pageCode}          → VisitVenueResults
 *        'open' (the event is open, spec §4): the event, its saved venue for visitors (moderators'
 *        list left out, hidden profile fields left out), the assets it uses with their urls, and
 *        the participant. 'closed': the event and the page's closed confirmation text (sanitised
 *        html), no venue.
 *   POST public/venue/{pageCode}/leave    → EmptyResults (ends this session; its token stops working)
 * A participant's sessions end when the organiser removes the participant (DELETE participants/{id}).
 *
 * Ratings (issue 7): a visitor rates a rated element of the event from 1 to 5 stars. Rated elements
 * are the document monitors with `hasRating` on and the talks (THEATRE_VIDEO) and link items
 * (THEATRE_LINK) with `rating` on (RATED_KINDS). One rating per participant per element; rating
 * again replaces it. Visitor calls as above (header `visitorToken`, VISITOR_TOKEN_IS_INVALID):
 *   GET  public/venue/{pageCode}/ratings               → RatingsResults
 *        every rated element of the event (also those nobody rated yet: average null, count 0).
 *   PUT  public/venue/{pageCode}/ratings/{elementId}   RatingRequest → RatingSummary
 *        the element's summary after the rating. An element of another event, not of a rated kind,
 *        or with its rating flag off → NOT_FOUND (404). Stars outside 1..5 → 400 VALIDATION_FAILED.
 */

/** The header that carries a visitor session's token. */
export const VISITOR_TOKEN_HEADER = 'visitorToken';

export const VisitEnterRequest = z.strictObject({ token: z.string().min(10).max(200) });
export type VisitEnterRequest = z.infer<typeof VisitEnterRequest>;

/** The participant walking the venue. */
export const VisitParticipant = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The participant's address is one of the event's moderators (spec §6). */
  isModerator: z.boolean(),
});
export type VisitParticipant = z.infer<typeof VisitParticipant>;

export const VisitEnterResults = z.object({
  visitorToken: z.string(),
  participant: VisitParticipant,
});
export type VisitEnterResults = z.infer<typeof VisitEnterResults>;

/** What a visitor sees of the event: titles, colours, logo, start room, help; the page's language. */
export const VisitEvent = Event.pick({
  id: true,
  pageCode: true,
  title1: true,
  title2: true,
  mainColor: true,
  textColor: true,
  logoLink: true,
  helpEmail: true,
  helpBoothId: true,
  startRoomId: true,
  allowChatVideo: true,
  open: true,
  timeZone: true,
}).extend({
  logoUrl: z.string().nullable(),
  /** The registration page's language: the venue's texts follow it unless the visitor changes it. */
  language: z.enum(LANGUAGES),
});
export type VisitEvent = z.infer<typeof VisitEvent>;

export const VisitVenueResults = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('open'),
    event: VisitEvent,
    venue: Venue,
    assets: z.array(Asset),
    participant: VisitParticipant,
  }),
  z.object({
    state: z.literal('closed'),
    event: VisitEvent,
    /** The page's confirmation text for a closed event (sanitised html). */
    text: z.string(),
    participant: VisitParticipant,
  }),
]);
export type VisitVenueResults = z.infer<typeof VisitVenueResults>;

// ---------------------------------------------------------------------------------------------
// Ratings

/** The element kinds a visitor can rate, and the flag of each that switches rating on. */
export const RATED_KINDS = {
  BOOTH_DOCMONITOR: 'hasRating',
  THEATRE_VIDEO: 'rating',
  THEATRE_LINK: 'rating',
} as const;
export type RatedKind = keyof typeof RATED_KINDS;

/** True when visitors can rate this element (a rated kind with its rating flag on). Throws nothing. */
export function isRated(element: { kind: string } & Record<string, unknown>): boolean {
  const flag = (RATED_KINDS as Record<string, string>)[element.kind];
  return flag !== undefined && element[flag] === true;
}

export const RATING_STARS_MIN = 1;
export const RATING_STARS_MAX = 5;

export const RatingRequest = z.strictObject({
  stars: z
    .number({ error: MSG.numeric })
    .int(MSG.numeric)
    .min(RATING_STARS_MIN, MSG.invalid)
    .max(RATING_STARS_MAX, MSG.invalid),
});
export type RatingRequest = z.infer<typeof RatingRequest>;

/** An element's ratings: the mean of all stars (null while unrated), how many, and this visitor's own. */
export const RatingSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  mine: z.number().int().nullable(),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

export const RatingsResults = z.object({ ratings: z.record(z.string(), RatingSummary) });
export type RatingsResults = z.infer<typeof RatingsResults>;
