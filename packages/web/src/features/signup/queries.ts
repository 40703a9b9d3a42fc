import { type BodyOf, type ResultsOf, signupApi } from '@foyer/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryClient } from '../../lib/queryClient';
import { startSession } from '../auth/queries';
import { USER_QUERY_KEY } from '../users/queries';

/** The user a sign-up step answers becomes the cached user. */
const storeUser = (results: ResultsOf<typeof signupApi.details>) =>
  queryClient.setQueryData(USER_QUERY_KEY, results.data);

/** POST registration/account: step 1; the new account's session starts at once. */
export function useCreateAccount() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof signupApi.account>) => api.call(signupApi.account, { body }),
    onSuccess: (results) => startSession(results.authToken),
  });
}

/** PUT registration/details: step 2; mails the confirmation link. */
export function useSaveDetails() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof signupApi.details>) => api.call(signupApi.details, { body }),
    onSuccess: storeUser,
  });
}

/** POST registration/email-confirmation/resend; REGISTRATION_CONFIRMATION_RESEND_LIMIT is shown by the button. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => api.call(signupApi.resendConfirmation),
    onSuccess: storeUser,
  });
}

/** POST registration/phone (phone-confirmation flag): texts a code. */
export function useSendPhone() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof signupApi.phone>) => api.call(signupApi.phone, { body }),
  });
}

/** POST registration/phone/confirmation: a right code completes the sign-up. */
export function useConfirmPhone() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof signupApi.confirmPhone>) => api.call(signupApi.confirmPhone, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
