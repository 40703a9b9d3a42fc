import { BUILD_FLAGS, type BuildFlags } from '@foyer/shared';
import { Outlet, type RouteObject, createBrowserRouter, redirect } from 'react-router';
import { BuildFlagsContext } from '../lib/buildFlags';
import { ComingSoonPage } from './ComingSoonPage';
import { PublicLayout } from './PublicLayout';
import { RootErrorBoundary } from './RootErrorBoundary';
import { RouteLoading } from './RouteLoading';
import { type RouteHandle, guardLoader, redirectLoader } from './guardLoader';
import { REDIRECTS, ROUTE_TABLE, type RouteEntry } from './routeTable';
import { SCREENS } from './screens';
import { AppLayout } from './shell/AppLayout';

function toRoute(entry: RouteEntry, flags: Readonly<BuildFlags>): RouteObject {
  const guard = guardLoader(entry.requirement, entry.guestOnly);
  const handle: RouteHandle = { requirement: entry.requirement, guestOnly: entry.guestOnly };
  return {
    path: entry.path,
    handle,
    // A route behind a flag that is off is an unknown path.
    loader: entry.flag && !flags[entry.flag] ? () => redirect('/404') : guard,
    element: entry.comingSoon ? (
      <ComingSoonPage screenKey={entry.screen} />
    ) : (
      SCREENS[entry.screen]({ routes: ROUTE_TABLE, redirects: REDIRECTS })
    ),
  };
}

/**
 * The app's routes built with these build flags (default: BUILD_FLAGS): a route behind a flag that
 * is off goes to /404, and every screen reads the same flags through BuildFlagsContext.
 */
export function buildRoutes(flags: Readonly<BuildFlags> = BUILD_FLAGS): RouteObject[] {
  const routesOf = (layout: RouteEntry['layout']) =>
    ROUTE_TABLE.filter((r) => r.layout === layout).map((entry) => toRoute(entry, flags));
  return [
    {
      element: (
        <BuildFlagsContext value={flags}>
          <Outlet />
        </BuildFlagsContext>
      ),
      errorElement: <RootErrorBoundary />,
      // Shown while the first route's guard decides (before React Router hydrates the matched route).
      hydrateFallbackElement: <RouteLoading />,
      children: [
        ...REDIRECTS.map((r) => ({ path: r.from, loader: redirectLoader(r.to) })),
        ...routesOf('bare'),
        { element: <PublicLayout />, children: routesOf('public') },
        { element: <AppLayout />, children: routesOf('app') },
        { path: '*', loader: redirectLoader('/404') },
      ],
    },
  ];
}

export const routes: RouteObject[] = buildRoutes();

export function createAppRouter() {
  return createBrowserRouter(routes);
}
