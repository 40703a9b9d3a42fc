import { useMutation } from '@tanstack/react-query';
import { clearToken } from '../../api/session';
import { queryClient } from '../../lib/queryClient';
import { USER_QUERY_KEY } from '../users/queries';

/** Forgets the session locally. */
export function endSession(): void {
  clearToken();
  queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
}

/**
 * POST auth/logout, then the session is forgotten whatever the answer. The auth contract (whose
 * sign-up schemas bring the country list) comes with the click, not with the shells' menus (issue 20).
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => import('./queries').then((auth) => auth.logout()),
    onSettled: () => endSession(),
  });
}
