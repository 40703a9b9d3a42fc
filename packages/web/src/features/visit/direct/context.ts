import type { DirectThread } from '@foyer/shared';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DirectState, DirectStore } from './directStore';

export type DirectContextValue = {
  store: DirectStore;
  /** This visitor moderates the event: they answer every thread in the staff's name. */
  isModerator: boolean;
  /** Shows the thread in the chat panel (listing it there first). */
  openThread(thread: DirectThread): void;
};

export const DirectContext = createContext<DirectContextValue | null>(null);

/** The direct threads of the live venue, or null outside <DirectProvider> (the organiser's preview). */
export function useDirect(): DirectContextValue | null {
  return useContext(DirectContext);
}

/** The direct threads of the live venue; throws outside <DirectProvider>. */
export function useDirectContext(): DirectContextValue {
  const value = useDirect();
  if (!value) throw new Error('useDirectContext needs a <DirectProvider> around it');
  return value;
}

/** The direct threads' state, re-rendering as it changes; throws outside <DirectProvider>. */
export function useDirectState(): DirectState {
  const { store } = useDirectContext();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
