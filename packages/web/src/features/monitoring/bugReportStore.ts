import { useSyncExternalStore } from 'react';

export type BugReportPanelState = 'closed' | 'open' | 'minimised';

let state: BugReportPanelState = 'closed';
const listeners = new Set<() => void>();

/** Whether the floating bug-report panel (spec §4) is open, minimised or closed. */
export const bugReportPanel = {
  set(next: BugReportPanelState) {
    state = next;
    for (const l of listeners) l();
  },
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useBugReportPanel(): BugReportPanelState {
  return useSyncExternalStore(bugReportPanel.subscribe, bugReportPanel.get, bugReportPanel.get);
}
