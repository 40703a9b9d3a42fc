/**
 * Whether another event may be created (spec §2: the create-event button is disabled, with a tooltip,
 * when the event limit is exceeded). Hook for the events issue: it will call
 * POST events/validate/event/amount (results.isValid) and recheck when the user or an event changes.
 */
export function useEventLimit(): { isLimitReached: boolean } {
  return { isLimitReached: false };
}
