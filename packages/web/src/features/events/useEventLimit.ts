import { useUser } from '../users/queries';
import { useEventAmountCheck } from './queries';

/**
 * Whether another event may be created (spec §2: the create-event button is disabled, with a
 * tooltip, when the event limit is exceeded). Asks POST events/validate/event/amount; the check is
 * keyed by the user's events count and plan, and every event mutation invalidates it, so it is
 * rechecked whenever the user or an event changes.
 */
export function useEventLimit(): { isLimitReached: boolean; isChecking: boolean } {
  const { user } = useUser();
  const check = useEventAmountCheck(user ? [user.events, user.plan] : []);
  return { isLimitReached: check.data === false, isChecking: check.isPending };
}
