import { BUILD_FLAGS, authApi, usersApi } from '@foyer/shared';
import { waitFor } from '@testing-library/react';
import { isValidElement } from 'react';
import { type RouteObject, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getToken } from '../api/session';
import { buildUser } from '../features/users/testing';
import { queryClient } from '../lib/queryClient';
import { fakeApi } from '../test/fakeApi';
import { ComingSoonPage } from './ComingSoonPage';
import { ROUTE_TABLE, type RouteEntry } from './routeTable';
import { buildRoutes, routes } from './router';
import { SCREENS } from './screens';

const flat = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...flat(route.children ?? [])]);

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  clearToken();
});

describe('login links (?st=) on any route', () => {
  it.each(['/events', '/', '/edit', '/no-such-page'])(
    'logs in from %s through its redirect',
    async (path) => {
      const fake = fakeApi({ token: null })
        .on(authApi.loginByToken, { authToken: 'from-link' })
        .on(usersApi.me, { data: buildUser() });
      const router = createMemoryRouter(routes, { initialEntries: [`${path}?st=abcdefabcdefabcdef`] });
      await waitFor(() => expect(getToken()).toBe('from-link'));
      // The redirect lands once the route's guard ran and its screen's chunk is there.
      await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 10_000 });
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      expect(fake.calls(authApi.loginByToken).map((c) => c.body)).toEqual([{ token: 'abcdefabcdefabcdef' }]);
      expect(fake.unhandled).toEqual([]);
      router.dispose();
    },
  );
});

describe('route table', () => {
  it('opens /user-profile to every organiser, main and sub-account', () => {
    expect(ROUTE_TABLE.find((r) => r.path === '/user-profile')?.requirement).toBe('loggedIn');
  });

  it('makes /confirm-email a public page', () => {
    expect(ROUTE_TABLE.find((r) => r.path === '/confirm-email')).toMatchObject({
      requirement: 'public',
      screen: 'confirmEmailChange',
    });
  });

  const byPath = new Map(flat(routes).map((route) => [route.path, route]));

  it('shows "coming soon" exactly for the routes declared as such', () => {
    for (const entry of ROUTE_TABLE) {
      const element = byPath.get(entry.path)?.element;
      expect(isValidElement(element), entry.path).toBe(true);
      const isComingSoon = isValidElement(element) && element.type === ComingSoonPage;
      expect(isComingSoon, entry.path).toBe(entry.comingSoon === true);
    }
  });

  it('names an existing screen in every route that is not coming soon', () => {
    const missing = ROUTE_TABLE.filter((entry) => !entry.comingSoon && !(entry.screen in SCREENS));
    expect(missing).toEqual([]);
  });

  it('refuses, at the typecheck, a route naming a screen that does not exist', () => {
    const base = { path: '/nowhere', requirement: 'public', layout: 'public' } as const;
    // @ts-expect-error 'nowhere' is no screen and the route is not declared coming soon
    const missing: RouteEntry = { ...base, screen: 'nowhere' };
    const soon: RouteEntry = { ...base, screen: 'nowhere', comingSoon: true };
    const ready: RouteEntry = { ...base, screen: 'login' };
    expect([missing, soon, ready].map((entry) => entry.comingSoon === true)).toEqual([false, true, false]);
  });
});

describe('/debug behind BUILD_FLAGS.debugMenu', () => {
  /** Opens /debug as a logged-in user of this account type with these routes; answers where it lands. */
  async function open(routeObjects: RouteObject[], accountType: 0 | 1 = 0) {
    fakeApi().on(usersApi.me, { data: buildUser({ accountType }) });
    const router = createMemoryRouter(routeObjects, { initialEntries: ['/debug'] });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await waitFor(() => expect(router.state.initialized).toBe(true));
    const { pathname } = router.state.location;
    router.dispose();
    return pathname;
  }

  it('is an unknown path in the default build (the flag off)', async () => {
    expect(BUILD_FLAGS.debugMenu).toBe(false);
    expect(await open(routes)).toBe('/404');
  });

  it('opens the debug screen to a main account when the build has the flag on', async () => {
    const on = buildRoutes({ ...BUILD_FLAGS, debugMenu: true });
    expect(await open(on)).toBe('/debug');
    const element = flat(on).find((route) => route.path === '/debug')?.element;
    expect(isValidElement(element) && element.type).not.toBe(ComingSoonPage);
  });

  it('stays closed to a sub-account with the flag on (main account only)', async () => {
    const on = buildRoutes({ ...BUILD_FLAGS, debugMenu: true });
    expect(await open(on, 1)).not.toBe('/debug');
  });
});
