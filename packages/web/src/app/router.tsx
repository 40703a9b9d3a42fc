import { BUILD_FLAGS } from '@foyer/shared';
import { type RouteObject, createBrowserRouter, redirect } from 'react-router';
import { ComingSoonPage } from './ComingSoonPage';
import { PublicLayout } from './PublicLayout';
import { RootErrorBoundary } from './RootErrorBoundary';
import { RouteLoading } from './RouteLoading';
import { type RouteHandle, guardLoader, redirectLoader } from './guardLoader';
import { REDIRECTS, ROUTE_TABLE, type RouteEntry } from './routeTable';
import { SCREENS } from './screens';
import { AppLayout } from './shell/AppLayout';

function toRoute(entry: RouteEntry): RouteObject {
  const guard = guardLoader(entry.requirement, entry.guestOnly);
  const handle: RouteHandle = { requirement: entry.requirement, guestOnly: entry.guestOnly };
  return {
    path: entry.path,
    handle,
    loader: entry.phoneFlag && !BUILD_FLAGS.phoneConfirmation ? () => redirect('/404') : guard,
    element: entry.comingSoon ? (
      <ComingSoonPage screenKey={entry.screen} />
    ) : (
      SCREENS[entry.screen]({ routes: ROUTE_TABLE, redirects: REDIRECTS })
    ),
  };
}

export const routes: RouteObject[] = [
  {
    errorElement: <RootErrorBoundary />,
    // Shown while the first route's guard decides (before React Router hydrates the matched route).
    hydrateFallbackElement: <RouteLoading />,
    children: [
      ...REDIRECTS.map((r) => ({ path: r.from, loader: redirectLoader(r.to) })),
      ...ROUTE_TABLE.filter((r) => r.layout === 'bare').map(toRoute),
      { element: <PublicLayout />, children: ROUTE_TABLE.filter((r) => r.layout === 'public').map(toRoute) },
      { element: <AppLayout />, children: ROUTE_TABLE.filter((r) => r.layout === 'app').map(toRoute) },
      { path: '*', loader: redirectLoader('/404') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
