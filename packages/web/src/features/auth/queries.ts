import {
  type AuthTokenResults,
  BUILD_FLAGS,
  type LoginRequest,
  type PasswordChangeRequest,
  type PasswordForgottenRequest,
  type PasswordSetRequest,
  type RegisterAccountRequest,
  type UserStatus,
} from '@foyer/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { clearToken, setToken } from '../../api/session';
import { HOME_PATH, LOGIN_PATH } from '../../lib/paths';
import { queryClient } from '../../lib/queryClient';
import { USER_QUERY_KEY, statusOf, userQuery } from '../users/queries';

/** Stores a new session token and forgets the cached user. */
export function startSession(authToken: string): void {
  setToken(authToken);
  queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
}

/** Forgets the session locally. */
export function endSession(): void {
  clearToken();
  queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
}

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
    mutationFn: (body: LoginRequest) =>
      api.post<AuthTokenResults>('auth/login', body, { silentCodes: ['RATE_LIMITED'] }),
    onSuccess: (results) => startSession(results.authToken),
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: () => api.post('auth/logout'),
    onSettled: () => endSession(),
  });
}

export function useRegisterAccount() {
  return useMutation({
    mutationFn: (body: RegisterAccountRequest) => api.post<AuthTokenResults>('registration/account', body),
    onSuccess: (results) => startSession(results.authToken),
  });
}

export function usePasswordForgotten() {
  return useMutation({
    mutationFn: (body: PasswordForgottenRequest) => api.post('auth/passwordForgotten', body),
  });
}

export function usePasswordSet() {
  return useMutation({
    mutationFn: (body: PasswordSetRequest) => api.post('auth/password', body),
    onSuccess: () => endSession(),
  });
}

export function usePasswordChange() {
  return useMutation({
    mutationFn: (body: PasswordChangeRequest) => api.post('auth/password/change', body),
    onSuccess: () => endSession(),
  });
}

/** POST auth/confirmation/email, auth/passwordForgotten/confirmation: a token from a mail becomes a session. */
export async function exchangeToken(
  path: 'auth/confirmation/email' | 'auth/passwordForgotten/confirmation',
  token: string,
): Promise<void> {
  const results = await api.post<AuthTokenResults>(path, { token });
  startSession(results.authToken);
}
