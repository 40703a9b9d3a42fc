import { z } from 'zod';
import { EmptyResults } from '../api.js';
import { endpoints } from '../contract.js';
import {
  RatingRequest,
  RatingSummary,
  RatingsResults,
  VisitEnterRequest,
  VisitEnterResults,
  VisitVenueResults,
} from './visit.schema.js';

/** The path parameters of every call of the live venue: the event's registration page code. */
export const VenueParams = z.object({ pageCode: z.string().max(200) });

/**
 * public/venue/*: visitors enter an event's venue through their personal link and walk it. The
 * visitor calls carry the session of `enter` in the `visitorToken` header.
 */
export const visitsApi = endpoints('visits', {
  enter: {
    method: 'POST',
    path: '/public/venue/:pageCode/enter',
    summary: 'Enter the venue with a personal link',
    description:
      "Exchanges the token of a participant's personal link (the registration mail's link) for a visitor session of the event, confirming an unconfirmed participant. Send the answered visitorToken as the `visitorToken` header of the visitor calls. A token of no participant of this event: VISITOR_TOKEN_IS_INVALID. Unknown page code: 404. Rate limited per network address.",
    access: 'public',
    params: VenueParams,
    body: VisitEnterRequest,
    results: VisitEnterResults,
    errors: ['VISITOR_TOKEN_IS_INVALID', 'NOT_FOUND'],
  },
  venue: {
    method: 'GET',
    path: '/public/venue/:pageCode',
    summary: 'Get the venue for the visitor',
    description:
      "The venue for the visitor of the `visitorToken` header. Open event (state open): the event, its venue (without the moderators' list and hidden profile fields), the assets it uses with their urls, and the participant. Closed event (state closed): the event and the page's closed confirmation text. A missing, unknown or ended session, or one of another event: VISITOR_TOKEN_IS_INVALID. Unknown page code: 404.",
    access: 'visitor',
    params: VenueParams,
    results: VisitVenueResults,
    errors: ['VISITOR_TOKEN_IS_INVALID', 'NOT_FOUND'],
  },
  leave: {
    method: 'POST',
    path: '/public/venue/:pageCode/leave',
    summary: 'End the visitor session',
    description:
      'Ends the visitor session of the `visitorToken` header; its token stops working. A missing, unknown or ended session, or one of another event: VISITOR_TOKEN_IS_INVALID. Unknown page code: 404.',
    access: 'visitor',
    params: VenueParams,
    results: EmptyResults,
    errors: ['VISITOR_TOKEN_IS_INVALID', 'NOT_FOUND'],
  },
});

/** public/venue/{pageCode}/ratings: visitors rate documents, talks and link items from 1 to 5 stars. */
export const ratingsApi = endpoints('ratings', {
  list: {
    method: 'GET',
    path: '/public/venue/:pageCode/ratings',
    summary: "List the ratings of the event's rated elements",
    description:
      "The ratings of the event's rated elements (document monitors with hasRating, talks and link items with rating), by element id: the average stars (null while unrated), how many ratings, and the visitor's own (null if none). A missing, unknown or ended session, or one of another event: VISITOR_TOKEN_IS_INVALID. Unknown page code: 404.",
    access: 'visitor',
    params: VenueParams,
    results: RatingsResults,
    errors: ['VISITOR_TOKEN_IS_INVALID', 'NOT_FOUND'],
  },
  rate: {
    method: 'PUT',
    path: '/public/venue/:pageCode/ratings/:elementId',
    summary: 'Rate an element of the event',
    description:
      "Rates an element of the event from 1 to 5 stars for the visitor of the `visitorToken` header; rating again replaces the visitor's rating. Answers the element's average, count and the visitor's own rating. An element of another event, not rated or with its rating flag off: NOT_FOUND (404). A missing, unknown or ended session: VISITOR_TOKEN_IS_INVALID.",
    access: 'visitor',
    params: VenueParams.extend({ elementId: z.string().max(64) }),
    body: RatingRequest,
    results: RatingSummary,
    errors: ['VISITOR_TOKEN_IS_INVALID', 'NOT_FOUND'],
  },
});
