import {
  type HandshakeRefusal,
  REALTIME_EVENTS,
  type RealtimePayload,
  type RealtimeRequest,
} from '@foyer/shared';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { RealtimeContext, type RealtimeStatus, type RealtimeValue } from './context';
import {
  type RealtimeEvent,
  type RealtimeSocket,
  type RequestAnswer,
  type SocketFactory,
  type TransportFailure,
  createVisitorSocket,
} from './socket';

/** How long a request waits for its acknowledgement. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Waits before connecting again after the server refused for a while (RATE_LIMITED, SERVER_ERROR): doubling, at most the last. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

export type RealtimeProviderProps = {
  pageCode: string;
  visitorToken: string;
  /** The server refused the session (VISITOR_TOKEN_IS_INVALID): the page drops it. */
  onInvalid(): void;
  /** The server says the event is closed (EVENT_CLOSED): the page reloads the venue. */
  onClosed?(): void;
  /**
   * Connected again after the server had closed the connection (a right changed, a node stopped):
   * the page reloads the venue, whose participant may have another moderator right now.
   */
  onRefreshed?(): void;
  /** Makes the socket (tests inject a fake). */
  createSocket?: SocketFactory;
  children: ReactNode;
};

type Transport = { socket: RealtimeSocket; pending: Set<(failure: TransportFailure) => void> };

/**
 * One socket.io connection per venue page (visitor session), shared by presence and chats through
 * `useRealtime`. socket.io reconnects by itself; every connection increases `connection`.
 */
export function RealtimeProvider({
  pageCode,
  visitorToken,
  onInvalid,
  onClosed,
  onRefreshed,
  createSocket = createVisitorSocket,
  children,
}: RealtimeProviderProps) {
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const [connection, setConnection] = useState(0);
  const transport = useRef<Transport | null>(null);
  // Listeners live here, not on the socket: children subscribe before the socket exists.
  const listeners = useRef(new Map<string, Set<(payload: never) => void>>());
  const latest = useRef({ onInvalid, onClosed, onRefreshed });
  latest.current = { onInvalid, onClosed, onRefreshed };

  useEffect(() => {
    const socket = createSocket({ pageCode, visitorToken });
    const pending = new Set<(failure: TransportFailure) => void>();
    transport.current = { socket, pending };
    const failPending = () => {
      for (const fail of [...pending]) fail('OFFLINE');
    };
    let refused = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wasClosedByServer = false;
    const handleConnect = () => {
      refused = 0;
      setStatus('online');
      setConnection((n) => n + 1);
      if (wasClosedByServer) {
        wasClosedByServer = false;
        latest.current.onRefreshed?.();
      }
    };
    const handleDisconnect = (reason?: string) => {
      setStatus('offline');
      failPending();
      // The server ended this connection on purpose: the handshake says why (or lets it in again).
      if (reason === 'io server disconnect') {
        wasClosedByServer = true;
        socket.open();
      }
    };
    const handleConnectError = (error: Error) => {
      setStatus('offline');
      const refusal = error.message as HandshakeRefusal;
      if (refusal === 'VISITOR_TOKEN_IS_INVALID') latest.current.onInvalid();
      else if (refusal === 'EVENT_CLOSED') latest.current.onClosed?.();
      else if (!socket.active) {
        // Refused for a while (too many connects, a server error): socket.io would not try again.
        const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** refused) * (0.5 + Math.random() / 2);
        refused += 1;
        clearTimeout(retry);
        retry = setTimeout(() => socket.open(), wait);
      }
    };
    const dispatchers = REALTIME_EVENTS.map((event) => {
      const dispatch = (payload: unknown) => {
        for (const handler of listeners.current.get(event) ?? []) handler(payload as never);
      };
      socket.on(event, dispatch);
      return [event, dispatch] as const;
    });
    socket.on('connect', handleConnect);
    socket.on('disconnect', handleDisconnect);
    socket.on('connect_error', handleConnectError);
    if (socket.connected) handleConnect();
    return () => {
      clearTimeout(retry);
      socket.off('connect', handleConnect);
      socket.off('disconnect', handleDisconnect);
      socket.off('connect_error', handleConnectError);
      for (const [event, dispatch] of dispatchers) socket.off(event, dispatch);
      failPending();
      socket.disconnect();
      if (transport.current?.socket === socket) transport.current = null;
      setStatus('connecting');
    };
  }, [pageCode, visitorToken, createSocket]);

  const request = useCallback<RealtimeValue['request']>(
    <K extends RealtimeRequest>(event: K, payload: RealtimePayload<K>) => {
      const current = transport.current;
      // socket.io would buffer it until a reconnect; callers resend what matters themselves.
      if (!current?.socket.connected)
        return Promise.resolve<RequestAnswer<K>>({ ok: false, error: 'OFFLINE' });
      return new Promise<RequestAnswer<K>>((resolve) => {
        const settle = (answer: RequestAnswer<K>) => {
          clearTimeout(timer);
          current.pending.delete(fail);
          resolve(answer);
        };
        const fail = (error: TransportFailure) => settle({ ok: false, error });
        const timer = setTimeout(() => fail('TIMEOUT'), REQUEST_TIMEOUT_MS);
        current.pending.add(fail);
        current.socket.emit(event, payload, settle);
      });
    },
    [],
  );

  const subscribe = useCallback<RealtimeValue['subscribe']>((event, handler) => {
    const key: RealtimeEvent = event;
    let set = listeners.current.get(key);
    if (!set) {
      set = new Set();
      listeners.current.set(key, set);
    }
    const entry = handler as (payload: never) => void;
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }, []);

  const value = useMemo<RealtimeValue>(
    () => ({ status, connection, request, subscribe }),
    [status, connection, request, subscribe],
  );
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
