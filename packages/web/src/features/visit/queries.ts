import type { VisitEnterResults, VisitVenueResults } from '@foyer/shared';
import { api } from '../../api/client';

const venuePath = (pageCode: string) => `public/venue/${encodeURIComponent(pageCode)}`;

export const visitVenueKey = (pageCode: string) => ['visit', 'venue', pageCode] as const;

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
