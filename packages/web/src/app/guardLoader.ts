import { BUILD_FLAGS, type UserStatus } from '@foyer/shared';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { clearToken, getToken } from '../api/session';
import { statusOf, userQuery } from '../features/users/queries';
import { type Requirement, decide } from './guards';
import { queryClient } from '../lib/queryClient';

export type RouteHandle = { requirement: Requirement; guestOnly?: boolean };

/**
 * A loader that only redirects to `to`, keeping the query string: a `?st=` login link (or any other
 * parameter) works on a path that redirects, and is handled by the guard of the route it lands on.
 */
export function redirectLoader(to: string) {
  return ({ request }: LoaderFunctionArgs) => redirect(`${to}${new URL(request.url).search}`);
}

/** Runs the navigation guard of spec §2 before a route is entered. */
export function guardLoader(requirement: Requirement, guestOnly = false) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const st = url.searchParams.get('st');
    if (st) {
      try {
        // Only a login link needs the auth contract (and its sign-up schemas):
        // loaded then, not with every first screen (issue 20).
        const { loginByLink } = await import('../features/auth/queries');
        await loginByLink(st);
      } catch {
        return redirect('/login');
      }
      url.searchParams.delete('st');
      return redirect(`${url.pathname}${url.search}${url.hash}`);
    }

    const hasToken = Boolean(getToken());
    let status: UserStatus = 'UNKNOWN';
    if (hasToken && (requirement !== 'public' || guestOnly)) {
      try {
        status = statusOf(await queryClient.ensureQueryData(userQuery));
      } catch {
        if (guestOnly) clearToken();
      }
    }
    const decision = decide({
      requirement,
      guestOnly,
      hasToken: Boolean(getToken()),
      status,
      phoneConfirmation: BUILD_FLAGS.phoneConfirmation,
    });
    return decision.kind === 'redirect' ? redirect(decision.to) : null;
  };
}
