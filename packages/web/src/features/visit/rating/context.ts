import { createContext, useContext } from 'react';

/** The visitor session ratings are sent for: the venue's page code and the visitor's token. */
export type RatingSession = { pageCode: string; visitorToken: string };

export const RatingSessionContext = createContext<RatingSession | null>(null);

/** The live venue's visitor session, or null outside it (the organiser's preview: no ratings). */
export function useRatingSession(): RatingSession | null {
  return useContext(RatingSessionContext);
}
