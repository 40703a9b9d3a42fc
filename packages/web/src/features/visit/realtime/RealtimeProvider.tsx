import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { RealtimeContext, type RealtimeStatus, type RealtimeValue } from './context';
import {
  type RealtimeEvent,
  type RealtimeSocket,
  type SocketFactory,
  type TransportFailure,
  createVisitorSocket,
} from './socket';

/** How long a request waits for its acknowledgement. */
export const REQUEST_TIMEOUT_MS = 10_000;

export type RealtimeProviderProps = {
  pageCode: string;
  visitorToken: string;
  /** The server refused the session (VISITOR_TOKEN_IS_INVALID): the page drops it. */
  onInvalid(): void;
  /** The server says the event is closed (EVENT_CLOSED): the page reloads the venue. */
  onClosed?(): void;
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
  createSocket = createVisitorSocket,
  children,
}: RealtimeProviderProps) {
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const [connection, setConnection] = useState(0);
  const transport = useRef<Transport | null>(null);
  // Listeners live here, not on the socket: children subscribe before the socket exists.
  const listeners = useRef(new Map<string, Set<(payload: never) => void>>());
  const latest = useRef({ onInvalid, onClosed });
  latest.current = { onInvalid, onClosed };

  useEffect(() => {
    const socket = createSocket({ pageCode, visitorToken });
    const pending = new Set<(failure: TransportFailure) => void>();
    transport.current = { socket, pending };
    const failPending = () => {
      for (const fail of [...pending]) fail('OFFLINE');
    };
    const handleConnect = () => {
      setStatus('online');
      setConnection((n) => n + 1);
    };
    const handleDisconnect = () => {
      setStatus('offline');
      failPending();
    };
    const handleConnectError = (error: Error) => {
      setStatus('offline');
      if (error.message === 'VISITOR_TOKEN_IS_INVALID') latest.current.onInvalid();
      else if (error.message === 'EVENT_CLOSED') latest.current.onClosed?.();
    };
    const dispatchers = (
      [
        'chat:message',
        'chat:deleted',
        'chat:muted',
        'room:presence',
        'qa:question',
        'poll:update',
        'direct:thread',
        'direct:ringing',
      ] as const
    ).map((event) => {
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

  const request = useCallback<RealtimeValue['request']>((event, payload) => {
    type Answer = Awaited<ReturnType<RealtimeValue['request']>>;
    const current = transport.current;
    // socket.io would buffer it until a reconnect; callers resend what matters themselves.
    if (!current?.socket.connected) return Promise.resolve({ ok: false, error: 'OFFLINE' } as Answer);
    return new Promise((resolve) => {
      const settle = (answer: unknown) => {
        clearTimeout(timer);
        current.pending.delete(fail);
        resolve(answer as Answer);
      };
      const fail = (error: TransportFailure) => settle({ ok: false, error });
      const timer = setTimeout(() => fail('TIMEOUT'), REQUEST_TIMEOUT_MS);
      current.pending.add(fail);
      current.socket.emit(event, payload, settle);
    });
  }, []);

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
