import {
  CHAT_RATE,
  type ChatMessage,
  type HandshakeRefusal,
  QA_RATE,
  REALTIME_REQUESTS,
  RealtimeHandshake,
  type RealtimeRequest,
} from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { Deps } from '../../context.js';
import { AppError } from '../../errors.js';
import { type Rate, withinRate } from '../../platform/limits/limiter.js';
import { CONNECT_RATE, clientAddress, refusedTokens } from '../../platform/realtime/connect-guard.js';
import { createRealtimeServer, defineTally, roomSize, tally } from '../../platform/realtime/server.js';
import { hashToken } from '../../platform/tokens.js';
import { recheckVisitor, resolveVisitor } from '../../plugins/visitor-auth.js';
import { leftVenue } from './chat.service.js';
import { deliverStaffAnswer } from './direct.service.js';
import { consoleQa } from './qa.service.js';
import {
  type Failure,
  type RealtimeContext,
  type SocketData,
  addressRoom,
  eventRoom,
  fail,
  moderatorsRoom,
  participantRoom,
  qaModRoomsOf,
  sessionRoom,
  watchRoom,
} from './realtime.context.js';
import { realtimeHandlers } from './realtime.handlers.js';
import * as repo from './realtime.repository.js';

export type RealtimeOptions = {
  /** Redis for the socket.io adapter and the rate limits; unset: in this process only. */
  redisUrl?: string;
  /** Prefix of every Redis key (default 'foyer'). */
  redisPrefix?: string;
  /** Messages per window per visitor (default CHAT_RATE). */
  chatRate?: { messages: number; windowMs: number };
  /** Questions per window per visitor in a talk's Q&A (default QA_RATE). */
  qaRate?: { messages: number; windowMs: number };
  /** Handshakes per window per client address, across nodes with Redis (default CONNECT_RATE). */
  connectRate?: { connects: number; windowMs: number };
  /** The app's trustProxy: the client address is then the first of x-forwarded-for. */
  trustProxy?: boolean;
  /** Sockets of this node a broadcast writes to per turn of the event loop (default BROADCAST_SLICE). */
  broadcastSlice?: number;
  /**
   * Called when a moderator answers a thread in the staff's name and the thread's visitor has no
   * venue open on any node (the app mails them). Unset: nothing.
   */
  onStaffAnswerAway?: (eventId: string, threadId: string, message: ChatMessage) => Promise<void>;
};

/** The tally (platform/realtime/server.ts) of the people with each event's venue open. */
const VISITORS_TALLY = 'visitors';

/** A listener as socket.io calls it: a client may send anything, with or without an acknowledgement. */
type RawListener = (payload: unknown, ack?: unknown) => Promise<void>;

/**
 * Attaches the socket.io server of chats, direct threads, Q&A and presence (contract: shared
 * visits/realtime.contract.ts) to the app's http server; with a Redis URL across nodes. Sets
 * `deps.sockets`, through which services end visitor sockets and refresh moderators on every node.
 * Closed with the app. Throws when Redis cannot be reached.
 */
export async function attachRealtime(app: FastifyInstance, deps: Deps, options: RealtimeOptions = {}) {
  const { io, limiter } = await createRealtimeServer<SocketData>(
    app,
    options.redisUrl ? { url: options.redisUrl, prefix: options.redisPrefix ?? 'foyer' } : undefined,
    options.broadcastSlice,
  );
  const rateOf = (r: { messages: number; windowMs: number }): Rate => ({
    max: r.messages,
    windowMs: r.windowMs,
  });
  const chatRate = rateOf(options.chatRate ?? CHAT_RATE);
  const qaRate = rateOf(options.qaRate ?? QA_RATE);
  const connectRate = options.connectRate ?? CONNECT_RATE;
  const connects: Rate = { max: connectRate.connects, windowMs: connectRate.windowMs };
  const refused = refusedTokens();
  const refuse = (reason: HandshakeRefusal) => new Error(reason);

  // Before any query: the address's handshakes are counted, and a token refused lately is refused again.
  io.use(async (socket, next) => {
    try {
      const address = clientAddress(socket.handshake, options.trustProxy ?? false);
      if (!(await withinRate(limiter, `connects:${address}`, connects))) return next(refuse('RATE_LIMITED'));
      const auth = RealtimeHandshake.safeParse(socket.handshake.auth);
      if (!auth.success) return next(refuse('VISITOR_TOKEN_IS_INVALID'));
      const key = `${auth.data.pageCode}\n${hashToken(auth.data.visitorToken)}`;
      if (refused.has(key)) return next(refuse('VISITOR_TOKEN_IS_INVALID'));
      const visitor = await resolveVisitor(deps, auth.data).catch((e: unknown) => {
        // An unknown page code is refused as its token is: the socket learns nothing more.
        if (e instanceof AppError) return undefined;
        throw e;
      });
      if (!visitor) {
        refused.add(key);
        return next(refuse('VISITOR_TOKEN_IS_INVALID'));
      }
      if (!visitor.event.open) return next(refuse('EVENT_CLOSED'));
      const { session, participant } = visitor;
      socket.data = {
        sessionId: session.id,
        participantId: participant.id,
        eventId: visitor.event.id,
        tenantId: visitor.event.tenantId,
        email: participant.email.trim().toLowerCase(),
        authorName: `${participant.firstName} ${participant.lastName}`.trim(),
        isModerator: visitor.isModerator,
      };
      next();
    } catch (e) {
      app.log.error({ err: e }, 'realtime: handshake failed');
      next(refuse('SERVER_ERROR'));
    }
  });

  // People (not tabs) with the venue open, per event, on this node; `visitorsByEvent` sums the nodes.
  defineTally(io, VISITORS_TALLY, () => {
    const people = new Map<string, Set<string>>();
    for (const socket of io.of('/').sockets.values()) {
      const { eventId, participantId } = socket.data;
      if (!eventId) continue; // refused in the handshake
      const seen = people.get(eventId) ?? new Set<string>();
      seen.add(participantId);
      people.set(eventId, seen);
    }
    return Object.fromEntries([...people].map(([eventId, seen]) => [eventId, seen.size]));
  });

  deps.sockets = {
    async endSessions({ participantIds = [], sessionIds = [], eventId }) {
      const rooms = [
        ...participantIds.map(participantRoom),
        ...sessionIds.map(sessionRoom),
        ...(eventId ? [eventRoom(eventId)] : []),
      ];
      try {
        if (rooms.length > 0) io.in(rooms).disconnectSockets(true);
      } catch (e) {
        app.log.error({ err: e }, 'realtime: ending sessions failed');
      }
    },
    async refreshModerators(eventId) {
      try {
        const current = [...(await repo.moderatorEmails(deps.db, eventId))].map((email) =>
          addressRoom(eventId, email),
        );
        // Reconnecting, a socket gets its current right and the rooms that go with it.
        io.in(moderatorsRoom(eventId)).except(current).disconnectSockets(true);
        if (current.length > 0) io.in(current).except(moderatorsRoom(eventId)).disconnectSockets(true);
      } catch (e) {
        app.log.error({ err: e }, 'realtime: refreshing moderators failed');
      }
    },
    async webcastStage(webcastId, stage) {
      try {
        io.to(watchRoom(webcastId)).emit('webcast:stage', { webcastId, ...stage });
      } catch (e) {
        app.log.error({ err: e }, "realtime: sending a webcast's stage failed");
      }
    },
    watchers: (webcastId) => roomSize(io, watchRoom(webcastId)),
    visitorsByEvent: () => tally(io, VISITORS_TALLY),
    qa: consoleQa(deps, io),
    async staffAnswered(eventId, threadId, message) {
      try {
        return await deliverStaffAnswer(deps, io, eventId, threadId, message);
      } catch (e) {
        app.log.error({ err: e }, 'realtime: delivering a staff answer failed');
        return { visitorOnline: false };
      }
    },
  };

  io.on('connection', (socket) => {
    const me = socket.data;
    void socket.join([
      participantRoom(me.participantId),
      sessionRoom(me.sessionId),
      eventRoom(me.eventId),
      addressRoom(me.eventId, me.email),
      // Moderators answer direct threads: their inboxes follow every thread of the event.
      ...(me.isModerator ? [moderatorsRoom(me.eventId)] : []),
    ]);
    const ctx: RealtimeContext = {
      deps,
      io,
      socket,
      me,
      async staffAnswerAway(eventId, threadId, message) {
        try {
          await options.onStaffAnswerAway?.(eventId, threadId, message);
        } catch (e) {
          app.log.error({ err: e }, 'realtime: mailing an away visitor failed');
        }
      },
      allows: {
        message: (participantId) => withinRate(limiter, `chatrate:${participantId}`, chatRate),
        question: (participantId) => withinRate(limiter, `qa:chatrate:${participantId}`, qaRate),
      },
    };

    /**
     * Whether the session still lives and the event is open (else the failure, and the socket
     * closes), with the moderator right as of now in `me.isModerator`. One query.
     */
    async function standing(): Promise<Failure | undefined> {
      const now = await recheckVisitor(deps, me.sessionId);
      if (!now?.open) {
        // Closed once the acknowledgement being sent has gone out.
        setTimeout(() => socket.disconnect(true), 0);
        return fail(now ? 'EVENT_CLOSED' : 'VISITOR_TOKEN_IS_INVALID');
      }
      // The right changed and this socket missed the refresh: its rooms follow the current right.
      if (now.isModerator && !me.isModerator) await socket.join(moderatorsRoom(me.eventId));
      if (!now.isModerator && me.isModerator)
        for (const room of [moderatorsRoom(me.eventId), ...qaModRoomsOf(socket.rooms)])
          await socket.leave(room);
      me.isModerator = now.isModerator;
      return undefined;
    }

    /** Registers a request: payload validated by its schema, the session's standing checked, the answer acknowledged. */
    function on<K extends RealtimeRequest>(name: K): void {
      const schema = REALTIME_REQUESTS[name];
      const handler = realtimeHandlers[name] as (ctx: RealtimeContext, input: unknown) => Promise<object>;
      const listener: RawListener = async (payload, ack) => {
        const reply = typeof ack === 'function' ? (ack as (answer: object) => void) : () => {};
        const parsed = schema.safeParse(payload);
        if (!parsed.success) return reply(fail('VALIDATION_FAILED'));
        try {
          reply((await standing()) ?? (await handler(ctx, parsed.data)));
        } catch (e) {
          app.log.error({ err: e, event: name }, 'realtime: handler failed');
        }
      };
      (socket as unknown as Socket).on(name as string, listener);
    }
    for (const name of Object.keys(realtimeHandlers) as RealtimeRequest[]) on(name);

    socket.on('disconnect', () => {
      leftVenue(io, me).catch((e) =>
        app.log.warn({ err: e }, 'realtime: presence after a disconnect failed'),
      );
    });
  });

  return io;
}
