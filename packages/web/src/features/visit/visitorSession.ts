import { createContext, useContext } from 'react';

/** The live venue's visitor session: the venue's page code and the visitor's token (calls of a visitor). */
export type VisitorSession = { pageCode: string; visitorToken: string };

export const VisitorSessionContext = createContext<VisitorSession | null>(null);

/** The live venue's visitor session, or null outside it (the organiser's preview). */
export function useVisitorSession(): VisitorSession | null {
  return useContext(VisitorSessionContext);
}
