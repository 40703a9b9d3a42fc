import { ratingsApi, visitsApi } from '@foyer/shared';
import { api } from '../../api/client';

export const visitVenueKey = (pageCode: string) => ['visit', 'venue', pageCode] as const;
export const visitRatingsKey = (pageCode: string) => ['visit', 'ratings', pageCode] as const;

/**
 * POST public/venue/{pageCode}/enter: exchanges the personal link's token for a visitor session.
 * Fails with VISITOR_TOKEN_IS_INVALID (silent: the page says it).
 */
export function enterVenue(pageCode: string, token: string) {
  // A visitor call without a session yet: no visitorToken header, and never the organiser's authToken.
  return api.call(visitsApi.enter, { params: { pageCode }, body: { token } }, { visitorToken: '' });
}

/** GET public/venue/{pageCode}: the open venue, or the closed text. Fails with VISITOR_TOKEN_IS_INVALID. */
export function fetchVisitVenue(pageCode: string, visitorToken: string) {
  return api.call(visitsApi.venue, { params: { pageCode } }, { visitorToken });
}

/** POST public/venue/{pageCode}/leave: ends this visitor session. */
export function leaveVenue(pageCode: string, visitorToken: string) {
  return api.call(visitsApi.leave, { params: { pageCode } }, { visitorToken });
}

/** GET public/venue/{pageCode}/ratings: the summaries of the event's rated elements, by element id. */
export function fetchRatings(pageCode: string, visitorToken: string) {
  return api.call(ratingsApi.list, { params: { pageCode } }, { visitorToken });
}

/** PUT public/venue/{pageCode}/ratings/{elementId}: the visitor's stars; the element's new summary. */
export function putRating(pageCode: string, visitorToken: string, elementId: string, stars: number) {
  return api.call(
    ratingsApi.rate,
    { params: { pageCode, elementId }, body: { stars } },
    // The stars show the result; an element whose rating was just switched off says so in place.
    { visitorToken, quiet: true, silentCodes: ['NOT_FOUND'] },
  );
}
