import type { ErrorCode } from '@foyer/shared';

/** One call the client saw fail: status 0 when no answer came (network error). */
export type FailedCall = {
  /** Counts up from 1 in this tab: a key for lists. */
  id: number;
  method: string;
  path: string;
  status: number;
  errorKey?: ErrorCode;
  /** When the answer (or the network error) came, in ms since the epoch. */
  at: number;
};

/** How many failed calls the ring buffer keeps for the debug screen. */
export const FAILED_CALLS_KEPT = 20;

let calls: readonly FailedCall[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

/**
 * The last failed API calls of this tab, newest first, filled by the API client (api/client.ts) and
 * shown on /debug. Kept in memory only: a reload starts afresh.
 */
export const failedCalls = {
  /** Keeps a failed call, dropping the oldest beyond FAILED_CALLS_KEPT. */
  record(call: Omit<FailedCall, 'id'>): void {
    lastId += 1;
    calls = [{ ...call, id: lastId }, ...calls].slice(0, FAILED_CALLS_KEPT);
    for (const listener of listeners) listener();
  },
  /** The kept calls, newest first; the same array until the next record (a useSyncExternalStore snapshot). */
  list: (): readonly FailedCall[] => calls,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Forgets every kept call (tests). */
  clear(): void {
    calls = [];
    for (const listener of listeners) listener();
  },
};
