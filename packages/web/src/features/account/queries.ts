import { type AccountProfileInput, type BillingDetailsRequest, accountApi } from '@foyer/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { USER_QUERY_KEY } from '../users/queries';

/** Query keys of the account's profile and billing details. */
export const ACCOUNT_PROFILE_KEY = ['account', 'profile'] as const;
export const ACCOUNT_BILLING_KEY = ['account', 'billing'] as const;

/** GET account/profile: the main account's company details. */
export function useAccountProfile() {
  return useQuery({
    queryKey: ACCOUNT_PROFILE_KEY,
    queryFn: () => api.call(accountApi.profile).then((r) => r.profile),
  });
}

/** GET account/billing: beneficiary, invoice recipient, cost centre, invoice contact and version. */
export function useAccountBilling() {
  return useQuery({
    queryKey: ACCOUNT_BILLING_KEY,
    queryFn: () => api.call(accountApi.billing).then((r) => r.billing),
  });
}

/** PUT account/profile. Throws ApiError (VALIDATION_FAILED with fields). The user's profile changes with it. */
export function useSaveAccountProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountProfileInput) =>
      api
        .call(accountApi.updateProfile, { body }, { silentCodes: ['VALIDATION_FAILED'] })
        .then((r) => r.profile),
    onSuccess: (profile) => {
      client.setQueryData(ACCOUNT_PROFILE_KEY, profile);
      return client.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

/** PUT account/billing. Throws ApiError (VALIDATION_FAILED with fields, STALE_VERSION). */
export function useSaveAccountBilling() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingDetailsRequest) =>
      api
        .call(accountApi.updateBilling, { body }, { silentCodes: ['VALIDATION_FAILED', 'STALE_VERSION'] })
        .then((r) => r.billing),
    onSuccess: (billing) => client.setQueryData(ACCOUNT_BILLING_KEY, billing),
  });
}
