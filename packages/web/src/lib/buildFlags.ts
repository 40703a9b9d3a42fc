import { BUILD_FLAGS, type BuildFlags } from '@foyer/shared';
import { createContext, useContext } from 'react';

/**
 * The build flags the organiser app runs with (spec §1): BUILD_FLAGS, unless the router was built
 * with others (app/router.tsx buildRoutes, as tests do). Screens and the shell read them here.
 */
export const BuildFlagsContext = createContext<Readonly<BuildFlags>>(BUILD_FLAGS);

/** The build flags of the running app (BuildFlagsContext). */
export function useBuildFlags(): Readonly<BuildFlags> {
  return useContext(BuildFlagsContext);
}
