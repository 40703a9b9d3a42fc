import { useSyncExternalStore } from 'react';
import { type FailedCall, failedCalls } from '../../api/failedCalls';

/** The failed API calls the client kept (api/failedCalls), newest first; follows new ones. */
export function useFailedCalls(): readonly FailedCall[] {
  return useSyncExternalStore(failedCalls.subscribe, failedCalls.list, failedCalls.list);
}
