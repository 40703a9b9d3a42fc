import {
  type ChatAck,
  type ChatDeleteRequest,
  type ChatErrorCode,
  type ChatHistoryAck,
  type ChatHistoryRequest,
  type ChatJoinAck,
  type ChatJoinRequest,
  type ChatMessage,
  type ChatMuteRequest,
  type ChatSendAck,
  type ChatSendRequest,
  type DirectCallRequest,
  type DirectOpenRequest,
  type DirectRinging,
  type DirectThread,
  type Poll,
  type PollAck,
  type PollCloseRequest,
  type PollCreateRequest,
  type PollVoteAck,
  type PollVoteRequest,
  type QaAnswerRequest,
  type QaAskRequest,
  type QaJoinAck,
  type QaJoinRequest,
  type QaQuestion,
  type QaQuestionAck,
  type QaQuestionRequest,
  type QaVoteAck,
  REALTIME_PATH,
  type RoomEnterRequest,
} from '@foyer/shared';
import { io } from 'socket.io-client';
import type { z } from 'zod';

/**
 * What the venue page needs of a socket.io client socket. The real one (`createVisitorSocket`)
 * fits it; tests inject a fake.
 */
export interface RealtimeSocket {
  readonly connected: boolean;
  /** False once the server refused the handshake or closed the connection: socket.io will not retry. */
  readonly active: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: socket.io listeners take the event's own arguments.
  on(event: string, listener: (...args: any[]) => void): unknown;
  // biome-ignore lint/suspicious/noExplicitAny: see `on`.
  off(event: string, listener: (...args: any[]) => void): unknown;
  emit(event: string, payload: unknown, ack: (answer: unknown) => void): unknown;
  /** Connects again (after the server refused or closed the connection). */
  open(): unknown;
  disconnect(): unknown;
}

/** Makes the socket of one venue page (see chat.schema.ts). */
export type SocketFactory = (auth: { pageCode: string; visitorToken: string }) => RealtimeSocket;

/** The requests of the contract: payload and acknowledgement (chat, qa and direct .schema.ts). */
export type RealtimeRequests = {
  'chat:join': [z.input<typeof ChatJoinRequest>, ChatJoinAck];
  'chat:history': [z.input<typeof ChatHistoryRequest>, ChatHistoryAck];
  'chat:leave': [{ chatId: string }, ChatAck<object>];
  'chat:send': [ChatSendRequest, ChatSendAck];
  'chat:delete': [z.input<typeof ChatDeleteRequest>, ChatAck<object>];
  'chat:mute': [z.input<typeof ChatMuteRequest>, ChatAck<object>];
  'room:enter': [z.input<typeof RoomEnterRequest>, ChatAck<{ count: number }>];
  // Q&A and polling of a talk (qa.schema.ts).
  'qa:join': [QaJoinRequest, QaJoinAck];
  'qa:leave': [QaJoinRequest, ChatAck<object>];
  'qa:ask': [QaAskRequest, QaQuestionAck];
  'qa:vote': [QaQuestionRequest, QaVoteAck];
  'qa:approve': [QaQuestionRequest, QaQuestionAck];
  'qa:hide': [QaQuestionRequest, QaQuestionAck];
  'qa:answer': [QaAnswerRequest, QaQuestionAck];
  'poll:create': [PollCreateRequest, PollAck];
  'poll:vote': [PollVoteRequest, PollVoteAck];
  'poll:close': [PollCloseRequest, PollAck];
  // One-to-one chats with booth staff (direct.schema.ts).
  'direct:open': [z.input<typeof DirectOpenRequest>, ChatAck<{ thread: DirectThread }>];
  'direct:list': [Record<string, never>, ChatAck<{ threads: DirectThread[] }>];
  'direct:call': [z.input<typeof DirectCallRequest>, ChatAck<object>];
};
export type RealtimeRequest = keyof RealtimeRequests;

/** The events the server sends (chat, qa and direct .schema.ts). */
export type RealtimeEvents = {
  'chat:message': ChatMessage;
  'chat:deleted': { chatId: string; messageId: string };
  'chat:muted': { muted: boolean };
  'room:presence': { roomId: string; count: number };
  'qa:question': QaQuestion;
  'poll:update': Poll;
  'direct:thread': DirectThread;
  'direct:ringing': DirectRinging;
};
export type RealtimeEvent = keyof RealtimeEvents;

/** A request that got no answer: the connection was down or dropped, or the server took too long. */
export type TransportFailure = 'OFFLINE' | 'TIMEOUT';
export type RequestError = ChatErrorCode | TransportFailure;
/** The answer of a request: the server's acknowledgement, or a transport failure. */
export type RequestAnswer<K extends RealtimeRequest> =
  | RealtimeRequests[K][1]
  | { ok: false; error: TransportFailure };

/**
 * The socket.io connection of a visitor session: same origin, reconnecting by itself. WebSocket
 * first (no sticky sessions needed between server nodes), long polling when it cannot connect.
 */
export const createVisitorSocket: SocketFactory = (auth) =>
  io({
    path: REALTIME_PATH,
    auth,
    reconnection: true,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  });
