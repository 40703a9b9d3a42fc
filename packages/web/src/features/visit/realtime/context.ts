import { createContext, useContext, useEffect, useRef } from 'react';
import type {
  RealtimeEvent,
  RealtimeEvents,
  RealtimeRequest,
  RealtimeRequests,
  RequestAnswer,
} from './socket';

export type RealtimeStatus = 'connecting' | 'online' | 'offline';

export type RealtimeValue = {
  status: RealtimeStatus;
  /** Counts the connections made (0 before the first): work that a reconnect must redo depends on it. */
  connection: number;
  /** Sends a request of the contract; answers its acknowledgement, or OFFLINE / TIMEOUT. */
  request<K extends RealtimeRequest>(event: K, payload: RealtimeRequests[K][0]): Promise<RequestAnswer<K>>;
  /** Listens to a server event; returns the function that stops listening. */
  subscribe<E extends RealtimeEvent>(event: E, handler: (payload: RealtimeEvents[E]) => void): () => void;
};

export const RealtimeContext = createContext<RealtimeValue | null>(null);

/** The venue page's connection, or null outside <RealtimeProvider> (the organiser's preview). */
export function useRealtime(): RealtimeValue | null {
  return useContext(RealtimeContext);
}

/** Calls `handler` with every `event` the server sends while the component is mounted. */
export function useRealtimeEvent<E extends RealtimeEvent>(
  event: E,
  handler: (payload: RealtimeEvents[E]) => void,
): void {
  const realtime = useRealtime();
  const latest = useRef(handler);
  latest.current = handler;
  const subscribe = realtime?.subscribe;
  useEffect(() => subscribe?.(event, (payload) => latest.current(payload)), [subscribe, event]);
}
