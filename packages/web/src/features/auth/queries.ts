import { BUILD_FLAGS, type BodyOf, type UserStatus, authApi } from '@foyer/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { setToken } from '../../api/session';
import { HOME_PATH, LOGIN_PATH } from '../../lib/paths';
import { queryClient } from '../../lib/queryClient';
import { USER_QUERY_KEY, statusOf, userQuery } from '../users/queries';

/** Stores a new session token and forgets the cached user. */
export function startSession(authToken: string): void {
  setToken(authToken);
  queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
}

import { endSession } from './useLogout';

export { endSession, useLogout } from './useLogout';

/** Where a user of this status continues after logging in (spec §2 guard). */
export function pathForStatus(status: UserStatus): string {
  switch (status) {
    case 'STEP_1':
      return '/registration/details';
    case 'STEP_2':
      return '/registration/email-confirmation';
    case 'STEP_3':
      return BUILD_FLAGS.phoneConfirmation ? '/registration/phone' : LOGIN_PATH;
    case 'LOGGED_IN':
    case 'SUB_ACCOUNT_LOGGED_IN':
      return HOME_PATH;
    default:
      return LOGIN_PATH;
  }
}

/** Loads the user of the new session and answers where to go. */
export async function pathAfterLogin(): Promise<string> {
  const user = await queryClient.fetchQuery(userQuery);
  return pathForStatus(statusOf(user));
}

export function useLogin() {
  return useMutation({
    // The form says how long to wait itself.
    mutationFn: (body: BodyOf<typeof authApi.login>) =>
      api.call(authApi.login, { body }, { silentCodes: ['RATE_LIMITED'] }),
    onSuccess: (results) => startSession(results.authToken),
  });
}

/** POST auth/logout (useLogout calls it). */
export function logout() {
  return api.call(authApi.logout);
}

export function usePasswordForgotten() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof authApi.passwordForgotten>) =>
      api.call(authApi.passwordForgotten, { body }),
  });
}

export function usePasswordSet() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof authApi.setPassword>) => api.call(authApi.setPassword, { body }),
    onSuccess: () => endSession(),
  });
}

export function usePasswordChange() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof authApi.changePassword>) => api.call(authApi.changePassword, { body }),
    onSuccess: () => endSession(),
  });
}

/** POST auth/loginByToken, auth/confirmation/email, auth/passwordForgotten/confirmation: a token from a link becomes a session. */
export async function exchangeToken(
  endpoint: typeof authApi.loginByToken | typeof authApi.confirmEmail | typeof authApi.confirmPasswordReset,
  token: string,
): Promise<void> {
  const results = await api.call(endpoint, { body: { token } });
  startSession(results.authToken);
}

/** POST auth/loginByToken: the `?st=` of a login link becomes a session (any route's guard). */
export function loginByLink(token: string): Promise<void> {
  return exchangeToken(authApi.loginByToken, token);
}
