import type { RegistrationDetailsRequest, User } from '@foyer/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryClient } from '../../lib/queryClient';
import { USER_QUERY_KEY } from '../users/queries';

const storeUser = (results: { data: User }) => queryClient.setQueryData(USER_QUERY_KEY, results.data);

export function useSaveDetails() {
  return useMutation({
    mutationFn: (body: RegistrationDetailsRequest) => api.put<{ data: User }>('registration/details', body),
    onSuccess: storeUser,
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => api.post<{ data: User }>('registration/email-confirmation/resend'),
    onSuccess: storeUser,
  });
}

export function useSendPhone() {
  return useMutation({ mutationFn: (body: { phone: string }) => api.post('registration/phone', body) });
}

export function useConfirmPhone() {
  return useMutation({
    mutationFn: (body: { code: string }) => api.post('registration/phone/confirmation', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
