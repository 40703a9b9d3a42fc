import type { RatingSummary, RatingsResults, VisitEnterResults, VisitVenueResults } from '@foyer/shared';
import { api } from '../../api/client';

const venuePath = (pageCode: string) => `public/venue/${encodeURIComponent(pageCode)}`;

export const visitVenueKey = (pageCode: string) => ['visit', 'venue', pageCode] as const;
export const visitRatingsKey = (pageCode: string) => ['visit', 'ratings', pageCode] as const;

/**
 * POST public/venue/{pageCode}/enter: exchanges the personal link's token for a visitor session.
 * Fails with VISITOR_TOKEN_IS_INVALID (silent: the page says it).
 */
export function enterVenue(pageCode: string, token: string): Promise<VisitEnterResults> {
  return api.post<VisitEnterResults>(`${venuePath(pageCode)}/enter`, { token }, { visitorToken: '' });
}

/** GET public/venue/{pageCode}: the open venue, or the closed text. Fails with VISITOR_TOKEN_IS_INVALID. */
export function fetchVisitVenue(pageCode: string, visitorToken: string): Promise<VisitVenueResults> {
  return api.get<VisitVenueResults>(venuePath(pageCode), { visitorToken });
}

/** POST public/venue/{pageCode}/leave: ends this visitor session. */
export function leaveVenue(pageCode: string, visitorToken: string): Promise<unknown> {
  return api.post(`${venuePath(pageCode)}/leave`, undefined, { visitorToken });
}

/** GET public/venue/{pageCode}/ratings: the summaries of the event's rated elements, by element id. */
export function fetchRatings(pageCode: string, visitorToken: string): Promise<RatingsResults> {
  return api.get<RatingsResults>(`${venuePath(pageCode)}/ratings`, { visitorToken });
}

/** PUT public/venue/{pageCode}/ratings/{elementId}: the visitor's stars; the element's new summary. */
export function putRating(
  pageCode: string,
  visitorToken: string,
  elementId: string,
  stars: number,
): Promise<RatingSummary> {
  return api.put<RatingSummary>(
    `${venuePath(pageCode)}/ratings/${encodeURIComponent(elementId)}`,
    { stars },
    // The stars show the result; an element whose rating was just switched off says so in place.
    { visitorToken, quiet: true, silentCodes: ['NOT_FOUND'] },
  );
}
