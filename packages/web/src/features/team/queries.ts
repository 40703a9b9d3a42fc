import {
  type SubAccount,
  type SubAccountCreateRequest,
  type SubAccountUpdateRequest,
  teamApi,
} from '@foyer/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { startSession } from '../auth/queries';
import { USER_QUERY_KEY } from '../users/queries';

export type { SubAccount };

/** Query key of the team list (GET sub-accounts). */
export const TEAM_KEY = ['team'] as const;

/** GET sub-accounts: the team, the plan's limit and how many may still be added. */
export function useTeam() {
  return useQuery({ queryKey: TEAM_KEY, queryFn: () => api.call(teamApi.list) });
}

/** The team and the user (its `subAccountsLeft`) change together. */
function useInvalidateTeam() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: TEAM_KEY }),
      client.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    ]);
}

/**
 * POST sub-accounts: invites a person. Throws ApiError: PREMIUM_REQUIRED (free plan or limit reached),
 * EMAIL_IS_IN_BLACK_LIST, VALIDATION_FAILED (fields.email validation.alreadyUsed), RATE_LIMITED.
 */
export function useAddSubAccount() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (body: SubAccountCreateRequest) =>
      api.call(teamApi.create, { body }, { silentCodes: ['PREMIUM_REQUIRED', 'VALIDATION_FAILED'] }),
    onSuccess: invalidate,
  });
}

/** PUT sub-accounts/{id}: names and role. Throws ApiError (NOT_FOUND, VALIDATION_FAILED). */
export function useUpdateSubAccount() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SubAccountUpdateRequest }) =>
      api.call(teamApi.update, { params: { id }, body }, { quiet: true, silentCodes: ['VALIDATION_FAILED'] }),
    onSuccess: invalidate,
  });
}

/** DELETE sub-accounts/{id}: removes the person (their work stays). Throws ApiError (NOT_FOUND). */
export function useRemoveSubAccount() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (subAccount: SubAccount) =>
      api.call(teamApi.remove, { params: { id: subAccount.id } }, { quiet: true }),
    onSuccess: invalidate,
  });
}

/** POST sub-accounts/{id}/resend: mails a new invitation link. Throws ApiError (NOT_FOUND, RATE_LIMITED). */
export function useResendInvitation() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (subAccount: SubAccount) => api.call(teamApi.resend, { params: { id: subAccount.id } }),
    onSuccess: invalidate,
  });
}

/**
 * POST sub-accounts/invitation: sets the invited person's password and starts their session.
 * Throws ApiError: INVITATION_TOKEN_IS_INVALID, PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS.
 */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.call(
        teamApi.accept,
        { body },
        { silentCodes: ['INVITATION_TOKEN_IS_INVALID', 'PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS'] },
      ),
    onSuccess: (results) => startSession(results.authToken),
  });
}
