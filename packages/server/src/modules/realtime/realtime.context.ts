import type { ChatErrorCode, ChatMessage, ClientToServerEvents, ServerToClientEvents } from '@foyer/shared';
import type { Socket } from 'socket.io';
import type { Deps } from '../../context.js';
import type { RealtimeServer } from '../../platform/realtime/server.js';

/** What a connected socket knows about its visitor (socket.data; also seen from other nodes). */
export type SocketData = {
  sessionId: string;
  participantId: string;
  eventId: string;
  /** The account the event belongs to. */
  tenantId: string;
  /** The participant's address, lower case. */
  email: string;
  authorName: string;
  /** As of the handshake, then as of the socket's latest request (each request checks it again). */
  isModerator: boolean;
  /** The venue room the visitor is in (presence), if any. */
  roomId?: string;
};

/** The live venue's socket.io server, typed by the shared event maps. */
export type VenueServer = RealtimeServer<SocketData>;
/** One visitor's socket. */
export type VisitorSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/**
 * What the realtime services get with each request: the app's dependencies, the server (to reach
 * rooms on every node), the visitor's socket (its rooms) and what it knows of its visitor (`me`,
 * with the moderator right as of this request), and the per-visitor rate limits.
 */
export type RealtimeContext = {
  deps: Deps;
  io: VenueServer;
  socket: VisitorSocket;
  me: SocketData;
  /**
   * A moderator answered a thread in the staff's name while its visitor has no venue open (the
   * composition root mails them: inbox module above this one). Throws nothing.
   */
  staffAnswerAway(eventId: string, threadId: string, message: ChatMessage): Promise<void>;
  /** Counts one chat message (CHAT_RATE) or question (QA_RATE) of a visitor; false beyond the rate. */
  allows: {
    message(participantId: string): Promise<boolean>;
    question(participantId: string): Promise<boolean>;
  };
};

/** A refused request's acknowledgement. */
export type Failure = { ok: false; error: ChatErrorCode };
export const fail = (error: ChatErrorCode): Failure => ({ ok: false, error });

/** Rooms: every socket of a chat, venue room, participant, visitor session, event, address in an event. */
export const chatRoom = (chatId: string) => `chat:${chatId}`;
export const venueRoom = (eventId: string, roomId: string) => `venue:${eventId}:${roomId}`;
export const participantRoom = (participantId: string) => `participant:${participantId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const eventRoom = (eventId: string) => `event:${eventId}`;
export const addressRoom = (eventId: string, email: string) => `event:${eventId}:email:${email}`;
/** Every socket of the event's moderators (their inboxes follow every direct thread of the event). */
export const moderatorsRoom = (eventId: string) => `event:${eventId}:moderators`;
/**
 * Everyone following a talk's Q&A in an event, its moderators, the voters of a poll. Per event: a
 * talk of a shared room (issue 15) has its own Q&A in each event that shows it.
 */
export const qaRoom = (eventId: string, videoId: string) => `qa:${eventId}:${videoId}`;
export const qaModRoom = (eventId: string, videoId: string) => `qa:${eventId}:${videoId}:mod`;
export const pollRoom = (pollId: string) => `poll:${pollId}`;
/** Every open player of a webcast, whatever event shows it (its viewers; its notices go there). */
export const watchRoom = (webcastId: string) => `watch:${webcastId}`;
/** The talks' moderator rooms among these rooms. Throws nothing. */
export const qaModRoomsOf = (rooms: Iterable<string>) =>
  [...rooms].filter((room) => room.startsWith('qa:') && room.endsWith(':mod'));
