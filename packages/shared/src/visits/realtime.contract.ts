import { z } from 'zod';
import {
  type ChatAck,
  ChatDeleteRequest,
  type ChatHistoryAck,
  ChatHistoryRequest,
  type ChatJoinAck,
  ChatJoinRequest,
  ChatLeaveRequest,
  type ChatMessage,
  ChatMuteRequest,
  type ChatSendAck,
  ChatSendRequest,
  RoomEnterRequest,
} from './chat.schema.js';
import {
  DirectCallRequest,
  DirectListRequest,
  DirectOpenRequest,
  type DirectRinging,
  type DirectThread,
} from './direct.schema.js';
import {
  type Poll,
  type PollAck,
  PollCloseRequest,
  PollCreateRequest,
  type PollVoteAck,
  PollVoteRequest,
  QaAnswerRequest,
  QaAskRequest,
  type QaJoinAck,
  QaJoinRequest,
  type QaQuestion,
  type QaQuestionAck,
  QaQuestionRequest,
  type QaVoteAck,
} from './qa.schema.js';
import { type WatchAck, type WatchedStage, WebcastWatchRequest } from './watch.schema.js';

/**
 * The socket events of the live venue, one map for server and web (the rules of each event are in
 * chat.schema.ts, qa.schema.ts and direct.schema.ts). The server types its socket.io Server with
 * these maps and validates each request with its schema here; the web types its client socket and
 * its requests with them, so a change of a payload or an acknowledgement fails the type check of
 * whichever side does not follow.
 */

/** The handshake's `auth`: a visitor session of POST public/venue/{pageCode}/enter. */
export const RealtimeHandshake = z.object({
  pageCode: z.string().min(1).max(64),
  visitorToken: z.string().min(1).max(200),
});
export type RealtimeHandshake = z.infer<typeof RealtimeHandshake>;

/** Why the server refuses a handshake: the `message` of the client's connect_error. */
export const HANDSHAKE_REFUSALS = [
  'VISITOR_TOKEN_IS_INVALID',
  'EVENT_CLOSED',
  'RATE_LIMITED',
  'SERVER_ERROR',
] as const;
export type HandshakeRefusal = (typeof HANDSHAKE_REFUSALS)[number];

/** Each request of a client (client → server) and the schema its payload must pass. */
export const REALTIME_REQUESTS = {
  'chat:join': ChatJoinRequest,
  'chat:history': ChatHistoryRequest,
  'chat:leave': ChatLeaveRequest,
  'chat:send': ChatSendRequest,
  'chat:delete': ChatDeleteRequest,
  'chat:mute': ChatMuteRequest,
  'room:enter': RoomEnterRequest,
  // Q&A and polling of a talk (qa.schema.ts).
  'qa:join': QaJoinRequest,
  'qa:leave': QaJoinRequest,
  'qa:ask': QaAskRequest,
  'qa:vote': QaQuestionRequest,
  'qa:approve': QaQuestionRequest,
  'qa:hide': QaQuestionRequest,
  'qa:answer': QaAnswerRequest,
  'poll:create': PollCreateRequest,
  'poll:vote': PollVoteRequest,
  'poll:close': PollCloseRequest,
  // Players of a webcast (watch.schema.ts).
  'webcast:watch': WebcastWatchRequest,
  'webcast:unwatch': WebcastWatchRequest,
  // One-to-one chats with booth staff (direct.schema.ts).
  'direct:open': DirectOpenRequest,
  'direct:list': DirectListRequest,
  'direct:call': DirectCallRequest,
} as const satisfies Record<string, z.ZodType>;
export type RealtimeRequest = keyof typeof REALTIME_REQUESTS;

/** The acknowledgement the server answers each request with. */
export type RealtimeAcks = {
  'chat:join': ChatJoinAck;
  'chat:history': ChatHistoryAck;
  'chat:leave': ChatAck<object>;
  'chat:send': ChatSendAck;
  'chat:delete': ChatAck<object>;
  'chat:mute': ChatAck<object>;
  'room:enter': ChatAck<{ count: number }>;
  'qa:join': QaJoinAck;
  'qa:leave': ChatAck<object>;
  'qa:ask': QaQuestionAck;
  'qa:vote': QaVoteAck;
  'qa:approve': QaQuestionAck;
  'qa:hide': QaQuestionAck;
  'qa:answer': QaQuestionAck;
  'poll:create': PollAck;
  'poll:vote': PollVoteAck;
  'poll:close': PollAck;
  'webcast:watch': WatchAck;
  'webcast:unwatch': ChatAck<object>;
  'direct:open': ChatAck<{ thread: DirectThread }>;
  'direct:list': ChatAck<{ threads: DirectThread[] }>;
  'direct:call': ChatAck<object>;
};

/** What a client sends with a request. */
export type RealtimePayload<K extends RealtimeRequest> = z.input<(typeof REALTIME_REQUESTS)[K]>;
/** What the server's handler of a request gets: the payload as its schema parsed it. */
export type RealtimeInput<K extends RealtimeRequest> = z.output<(typeof REALTIME_REQUESTS)[K]>;

/** socket.io's map of the events a client emits: each a request answered through its acknowledgement. */
export type ClientToServerEvents = {
  [K in RealtimeRequest]: (payload: RealtimePayload<K>, ack: (answer: RealtimeAcks[K]) => void) => void;
};

/** socket.io's map of the events the server sends (who gets which: see the schema files). */
export type ServerToClientEvents = {
  'chat:message': (message: ChatMessage) => void;
  'chat:deleted': (deleted: { chatId: string; messageId: string }) => void;
  'chat:muted': (state: { muted: boolean }) => void;
  'room:presence': (presence: { roomId: string; count: number }) => void;
  'qa:question': (question: QaQuestion) => void;
  'poll:update': (poll: Poll) => void;
  'webcast:stage': (stage: WatchedStage) => void;
  'direct:thread': (thread: DirectThread) => void;
  'direct:ringing': (ringing: DirectRinging) => void;
};
export type RealtimeEvent = keyof ServerToClientEvents;
/** The one argument of a server event. */
export type RealtimeEventPayload<E extends RealtimeEvent> = Parameters<ServerToClientEvents[E]>[0];

/** Every server event (a Record, so that the compiler names any event left out). */
const EVENTS: Record<RealtimeEvent, true> = {
  'chat:message': true,
  'chat:deleted': true,
  'chat:muted': true,
  'room:presence': true,
  'qa:question': true,
  'poll:update': true,
  'webcast:stage': true,
  'direct:thread': true,
  'direct:ringing': true,
};
/** Every server event, for clients that listen to all of them. */
export const REALTIME_EVENTS = Object.keys(EVENTS) as RealtimeEvent[];
