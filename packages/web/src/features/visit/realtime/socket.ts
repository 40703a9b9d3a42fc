import {
  type ChatErrorCode,
  type ClientToServerEvents,
  REALTIME_PATH,
  type RealtimeAcks,
  type RealtimeEvent,
  type RealtimeEventPayload,
  type RealtimeHandshake,
  type RealtimePayload,
  type RealtimeRequest,
  type ServerToClientEvents,
} from '@foyer/shared';
import { type Socket, io } from 'socket.io-client';

export type { RealtimeEvent, RealtimeRequest };

/** The socket.io client socket of the venue, typed by the shared event maps (visits/realtime.contract.ts). */
export type VisitorClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What socket.io itself tells a client socket. */
type ConnectionEvents = {
  connect: () => void;
  disconnect: (reason: string) => void;
  connect_error: (error: Error) => void;
};
type Listened = ServerToClientEvents & ConnectionEvents;

/**
 * What the venue page needs of a socket.io client socket. The real one (`createVisitorSocket`)
 * fits it; tests inject a fake.
 */
export interface RealtimeSocket {
  readonly connected: boolean;
  /** False once the server refused the handshake or closed the connection: socket.io will not retry. */
  readonly active: boolean;
  on<E extends keyof Listened>(event: E, listener: Listened[E]): unknown;
  off<E extends keyof Listened>(event: E, listener: Listened[E]): unknown;
  emit<K extends RealtimeRequest>(
    event: K,
    payload: RealtimePayload<K>,
    ack: (answer: RealtimeAcks[K]) => void,
  ): unknown;
  /** Connects again (after the server refused or closed the connection). */
  open(): unknown;
  disconnect(): unknown;
}

/** Makes the socket of one venue page (see chat.schema.ts). */
export type SocketFactory = (auth: RealtimeHandshake) => RealtimeSocket;

/** The requests of the contract, each with its payload and acknowledgement. */
export type RealtimeRequests = { [K in RealtimeRequest]: [RealtimePayload<K>, RealtimeAcks[K]] };
/** The events the server sends, each with its payload. */
export type RealtimeEvents = { [E in RealtimeEvent]: RealtimeEventPayload<E> };

/** A request that got no answer: the connection was down or dropped, or the server took too long. */
export type TransportFailure = 'OFFLINE' | 'TIMEOUT';
export type RequestError = ChatErrorCode | TransportFailure;
/** The answer of a request: the server's acknowledgement, or a transport failure. */
export type RequestAnswer<K extends RealtimeRequest> =
  | RealtimeAcks[K]
  | { ok: false; error: TransportFailure };

/**
 * The socket.io connection of a visitor session: same origin, reconnecting by itself. WebSocket
 * first (no sticky sessions needed between server nodes), long polling when it cannot connect.
 */
export const createVisitorSocket: SocketFactory = (auth) => {
  const socket: VisitorClientSocket = io({
    path: REALTIME_PATH,
    auth,
    reconnection: true,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  });
  // socket.io's generic listener types cannot be compared with RealtimeSocket's: both come from the same maps.
  return socket as RealtimeSocket;
};
