import { BUILD_FLAGS, type BuildFlags } from '@foyer/shared';
import { Suspense, useEffect } from 'react';
import {
  type LoaderFunctionArgs,
  Outlet,
  type RouteObject,
  createBrowserRouter,
  redirect,
} from 'react-router';
import { getToken } from '../api/session';
import { BuildFlagsContext } from '../lib/buildFlags';
import { ComingSoonPage } from './ComingSoonPage';
import { RootErrorBoundary } from './RootErrorBoundary';
import { RouteLoading } from './RouteLoading';
import { type RouteHandle, guardLoader, redirectLoader } from './guardLoader';
import { page } from './lazyPage';
import { REDIRECTS, ROUTE_TABLE, type RouteEntry } from './routeTable';
import { PRELOAD_SCREEN, SCREENS } from './screens';

// The layouts are chunks of their own too: /login does not download the organiser shell, nor the
// venue (no layout) either of them.
const PublicLayout = page(() => import('./PublicLayout').then((m) => ({ default: m.PublicLayout })), {
  texts: 'first',
});
const AppLayout = page(() => import('./shell/AppLayout').then((m) => ({ default: m.AppLayout })), {
  texts: 'first',
});
const LAYOUT_PRELOAD: Record<RouteEntry['layout'], () => Promise<unknown>> = {
  public: PublicLayout.preload,
  app: AppLayout.preload,
  bare: () => Promise.resolve(),
};

/** Whether a route has been shown yet: until then the app shows its loading spinner anyway. */
let hasShownARoute = false;

function MarkShown() {
  useEffect(() => {
    hasShownARoute = true;
  }, []);
  return null;
}

/**
 * The route's guard, and meanwhile the download of its layout and screen. The first route shown
 * waits for them too, so that it appears at once, without a loading fallback in the spinner's place;
 * later navigations do not (the screen shows its skeleton meanwhile, as every lazy screen did), so
 * that the page left is not kept on screen while a chunk downloads (it may hold a session that is
 * about to change, e.g. the reset link's page). Nothing is downloaded for a visitor without a session
 * on a route that will send them to the login page.
 */
function loaderOf(entry: RouteEntry) {
  const guard = guardLoader(entry.requirement, entry.guestOnly);
  return async (args: LoaderFunctionArgs) => {
    const willShow = entry.requirement === 'public' || Boolean(getToken());
    const preload = willShow
      ? Promise.all([
          LAYOUT_PRELOAD[entry.layout](),
          entry.comingSoon ? undefined : PRELOAD_SCREEN[entry.screen](),
        ]).catch(() => undefined) // a failed download shows where the route renders (error boundary)
      : undefined;
    const [decision] = await Promise.all([guard(args), hasShownARoute ? undefined : preload]);
    return decision;
  };
}

function toRoute(entry: RouteEntry, flags: Readonly<BuildFlags>): RouteObject {
  const handle: RouteHandle = { requirement: entry.requirement, guestOnly: entry.guestOnly };
  return {
    path: entry.path,
    handle,
    // A route behind a flag that is off is an unknown path.
    loader: entry.flag && !flags[entry.flag] ? () => redirect('/404') : loaderOf(entry),
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
          <MarkShown />
          <Outlet />
        </BuildFlagsContext>
      ),
      errorElement: <RootErrorBoundary />,
      // Shown while the first route's guard decides (before React Router hydrates the matched route).
      hydrateFallbackElement: <RouteLoading />,
      children: [
        ...REDIRECTS.map((r) => ({ path: r.from, loader: redirectLoader(r.to) })),
        ...routesOf('bare'),
        {
          element: (
            <Suspense fallback={<RouteLoading />}>
              <PublicLayout />
            </Suspense>
          ),
          children: routesOf('public'),
        },
        {
          element: (
            <Suspense fallback={<RouteLoading />}>
              <AppLayout />
            </Suspense>
          ),
          children: routesOf('app'),
        },
        { path: '*', loader: redirectLoader('/404') },
      ],
    },
  ];
}

export const routes: RouteObject[] = buildRoutes();

export function createAppRouter() {
  return createBrowserRouter(routes);
}
