import {
  type EmailChangeRequest,
  type Language,
  User,
  type UserNameRequest,
  type UserStatus,
  userStatusOf,
  usersApi,
} from '@foyer/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import { getToken } from '../../api/session';

export const USER_QUERY_KEY = ['user'] as const;

/** GET user; with REGISTRATION_INCOMPLETE the user is the refusal's `results` (contract). */
export async function fetchUser(): Promise<User> {
  try {
    const results = await api.call(usersApi.me);
    // The answer's schema admits the refusal's bare User too; a success always has `data`.
    return 'data' in results ? results.data : results;
  } catch (e) {
    if (isApiError(e) && e.errorKey === 'REGISTRATION_INCOMPLETE') {
      const incomplete = User.safeParse(e.results);
      if (incomplete.success) return incomplete.data;
    }
    throw e;
  }
}

/** The status of spec §4 derived from the user's registration state and account type. */
export function statusOf(user: User | null | undefined): UserStatus {
  return userStatusOf(
    user ? { registrationState: user.registrationState, accountType: user.profile.accountType } : null,
  );
}

export const userQuery = queryOptions({ queryKey: USER_QUERY_KEY, queryFn: fetchUser, staleTime: 60_000 });

/** The logged-in user (undefined while loading or without a token). */
export function useUser(options: { enabled?: boolean } = {}) {
  const query = useQuery({ ...userQuery, enabled: Boolean(getToken()) && options.enabled !== false });
  const user = query.data;
  return {
    ...query,
    user,
    status: statusOf(user),
    isMainAccount: statusOf(user) === 'LOGGED_IN',
  };
}

/** PUT user/language, quietly (no "saved" toast): mails to the user go out in this language. */
export function saveUserLanguage(language: Language) {
  return api.call(usersApi.setLanguage, { body: { language } }, { quiet: true });
}

/** PUT user/profile: the person's own name; the answer replaces the cached user. Throws ApiError (VALIDATION_FAILED). */
export function useSaveUserName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserNameRequest) =>
      api.call(usersApi.updateProfile, { body }, { silentCodes: ['VALIDATION_FAILED'] }),
    onSuccess: (results) => client.setQueryData(USER_QUERY_KEY, results.data),
  });
}

/** POST user/sessions/logout-all: every other session of the user ends; this one stays. */
export function useLogoutOthers() {
  return useMutation({ mutationFn: () => api.call(usersApi.logoutOthers, {}, { quiet: true }) });
}

/**
 * POST user/email: mails a confirmation link to the new address; nothing changes until it is used.
 * Throws ApiError (OLD_PASSWORD_MISMATCH, EMAIL_IS_IN_BLACK_LIST, VALIDATION_FAILED; RATE_LIMITED is toasted).
 */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: EmailChangeRequest) =>
      api.call(
        usersApi.changeEmail,
        { body },
        { silentCodes: ['VALIDATION_FAILED', 'OLD_PASSWORD_MISMATCH', 'EMAIL_IS_IN_BLACK_LIST'] },
      ),
  });
}

/** POST user/email/confirm: the link's token changes the address; a cached user is fetched again. */
export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.call(
        usersApi.confirmEmailChange,
        { body: { token } },
        { silentCodes: ['EMAIL_CONFIRMATION_TOKEN_IS_INVALID', 'VALIDATION_FAILED'] },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
