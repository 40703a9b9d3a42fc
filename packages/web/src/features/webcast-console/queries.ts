import {
  type WebcastConsoleSession,
  type WebcastInvitationAcceptRequest,
  webcastConsoleApi,
} from '@foyer/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import { STATUS_POLL_MS } from '../webcasts/queries';

export type { WebcastConsoleSession };

/** Query keys of the console: a session by its token (each window may hold another one). */
export const CONSOLE_KEY = ['webcastConsole'] as const;
export const consoleSessionKey = (token: string) => [...CONSOLE_KEY, 'session', token] as const;

/** A 401: the session is over (logged out elsewhere, removed, the webcast deleted, expired). */
export const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * GET webcast-console/session: who is in the console and the webcast's state, asked again every 5 s.
 * Throws ApiError: 401 UNAUTHORIZED (no session any more: logged out, removed, deleted, expired).
 */
export function useConsoleSession(token: string) {
  return useQuery({
    queryKey: consoleSessionKey(token),
    queryFn: () =>
      api.call(webcastConsoleApi.session, undefined, { webcastToken: token }).then((r) => r.session),
    // An ended session is not asked again; a network hiccup is.
    refetchInterval: (query) => (isUnauthorized(query.state.error) ? false : STATUS_POLL_MS),
  });
}

/**
 * POST webcast-console/login: a webcast user's email and password for this webcast; the session's
 * token. Throws ApiError: NAME_OR_PASSWORD_MISMATCH, RATE_LIMITED, VALIDATION_FAILED.
 */
export function useConsoleLogin(webcastId: string) {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api
        .call(
          webcastConsoleApi.login,
          { body: { ...body, webcastId } },
          // No token: the organiser's authToken stays out of the console's calls.
          { webcastToken: '', silentCodes: ['VALIDATION_FAILED', 'RATE_LIMITED'] },
        )
        .then((r) => r.webcastToken),
  });
}

/**
 * POST webcast-console/invitation: the invited person chooses a password and is logged in; the
 * session's token. Throws ApiError: INVITATION_TOKEN_IS_INVALID, PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS,
 * VALIDATION_FAILED (a malformed token: fields.token).
 */
export function useAcceptConsoleInvitation() {
  return useMutation({
    mutationFn: (body: WebcastInvitationAcceptRequest) =>
      api
        .call(
          webcastConsoleApi.acceptInvitation,
          { body },
          { webcastToken: '', silentCodes: ['VALIDATION_FAILED'] },
        )
        .then((r) => r.webcastToken),
  });
}

/** POST webcast-console/logout: ends the session (an already ended one counts as logged out). */
export function useConsoleLogout() {
  return useMutation({
    mutationFn: (token: string) =>
      api.call(webcastConsoleApi.logout, undefined, { webcastToken: token }).catch(() => ({})),
  });
}

/**
 * POST webcast-console/broadcast/end or …/allow (moderators): ends the broadcast for everyone and
 * refuses encoders, or allows going live again; the console shows the answered state at once.
 * Throws ApiError: FORBIDDEN (not a moderator), 401 (session over).
 */
export function useHoldBroadcast(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'end' | 'allow') =>
      api
        .call(
          action === 'end' ? webcastConsoleApi.endBroadcast : webcastConsoleApi.allowBroadcast,
          undefined,
          {
            webcastToken: token,
          },
        )
        .then((r) => r.session),
    onSuccess: (session) => client.setQueryData(consoleSessionKey(token), session),
  });
}
