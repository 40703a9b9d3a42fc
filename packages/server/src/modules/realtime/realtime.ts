import {
  CHAT_RATE,
  ChatDeleteRequest,
  type ChatErrorCode,
  ChatHistoryRequest,
  ChatJoinRequest,
  type ChatMessage,
  ChatMuteRequest,
  ChatSendRequest,
  DELETED_IDS_MAX,
  HISTORY_PAGE,
  QA_RATE,
  REALTIME_PATH,
  ROOM_KINDS,
  RoomEnterRequest,
} from '@foyer/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { Deps } from '../../context.js';
import type { ChatMessageRow } from '../../db/schema/index.js';
import { hashToken } from '../../platform/tokens.js';
import { type ChatRateLimiter, type RedisClient, memoryChatRate, redisChatRate } from './chat-rate.js';
import { CONNECT_RATE, clientAddress, refusedTokens } from './connect-guard.js';
import {
  accessTo,
  announceThread,
  isThreadVisitor,
  moderatorsRoom,
  registerDirectHandlers,
} from './direct.handlers.js';
import { qaModRoomsOf, registerQaHandlers } from './qa.handlers.js';
import * as repo from './realtime.repository.js';

export type RealtimeOptions = {
  /** Redis for the socket.io adapter and the chat rate limit; unset: in this process only. */
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
};

/** What a connected socket knows about its visitor (socket.data; also seen from other nodes). */
export type SocketData = {
  sessionId: string;
  participantId: string;
  eventId: string;
  /** The participant's address, lower case. */
  email: string;
  authorName: string;
  /** As of the handshake, then as of the socket's latest request (each request checks it again). */
  isModerator: boolean;
  /** The venue room the visitor is in (presence), if any. */
  roomId?: string;
};

type VisitorSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;
type Ack = (answer: unknown) => void;
type Failure = { ok: false; error: ChatErrorCode };

const fail = (error: ChatErrorCode): Failure => ({ ok: false, error });
const chatRoom = (chatId: string) => `chat:${chatId}`;
const venueRoom = (eventId: string, roomId: string) => `venue:${eventId}:${roomId}`;
const participantRoom = (participantId: string) => `participant:${participantId}`;
/** Every socket of a visitor session, of an event, of the participants of an event with one address. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const eventRoom = (eventId: string) => `event:${eventId}`;
const addressRoom = (eventId: string, email: string) => `event:${eventId}:email:${email}`;
const ChatLeaveRequest = z.strictObject({ chatId: z.string().min(1).max(64) });
const Handshake = z.object({ pageCode: z.string().min(1).max(64), visitorToken: z.string().min(1).max(200) });

/** The contract's ChatMessage of a row. Throws nothing. */
function present(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
    chatId: repo.channelIdOf(row),
    participantId: row.participantId,
    authorName: row.authorName,
    byModerator: row.byModerator,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Attaches the socket.io server of chats, direct threads and presence (contracts: shared
 * visits/chat.schema.ts, visits/direct.schema.ts) to the app's http server at REALTIME_PATH; with a
 * Redis URL through the Redis adapter. Sets `deps.sockets`, through which services end visitor
 * sockets and refresh moderators on every node. Closed with the app. Throws when Redis cannot be
 * reached.
 */
export async function attachRealtime(app: FastifyInstance, deps: Deps, options: RealtimeOptions = {}) {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(
    app.server,
    { path: REALTIME_PATH, serveClient: false, maxHttpBufferSize: 64 * 1024 },
  );
  const prefix = options.redisPrefix ?? 'foyer';
  const rate = options.chatRate ?? CHAT_RATE;
  let limiter: ChatRateLimiter = memoryChatRate(rate);
  let qaLimiter: ChatRateLimiter = memoryChatRate(options.qaRate ?? QA_RATE);
  const connectRate = options.connectRate ?? CONNECT_RATE;
  const connectWindow = { messages: connectRate.connects, windowMs: connectRate.windowMs };
  let connectLimiter: ChatRateLimiter = memoryChatRate(connectWindow);
  const refused = refusedTokens();
  const clients: RedisClient[] = [];
  if (options.redisUrl) {
    const pub: RedisClient = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (e: Error) => app.log.error({ err: e }, 'realtime: Redis error'));
      clients.push(client);
    }
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: `${prefix}#sio` }));
    limiter = redisChatRate(pub, prefix, rate);
    qaLimiter = redisChatRate(pub, `${prefix}:qa`, options.qaRate ?? QA_RATE);
    connectLimiter = redisChatRate(pub, prefix, connectWindow, 'connects');
  }

  // Before the http server closes (open websockets would hold it): drop this node's sockets.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
    await io.of('/').adapter.close();
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled(clients.map((c) => c.close()));
  });

  // Before any query: the address's handshakes are counted, and a token refused lately is refused again.
  io.use(async (socket, next) => {
    try {
      if (!(await connectLimiter.hit(clientAddress(socket.handshake, options.trustProxy ?? false))))
        return next(new Error('RATE_LIMITED'));
      const auth = Handshake.safeParse(socket.handshake.auth);
      if (!auth.success) return next(new Error('VISITOR_TOKEN_IS_INVALID'));
      const tokenHash = hashToken(auth.data.visitorToken);
      const key = `${auth.data.pageCode}\n${tokenHash}`;
      if (refused.has(key)) return next(new Error('VISITOR_TOKEN_IS_INVALID'));
      const standing = await repo.standingByToken(deps.db, auth.data.pageCode, tokenHash);
      if (!standing) {
        refused.add(key);
        return next(new Error('VISITOR_TOKEN_IS_INVALID'));
      }
      if (!standing.open) return next(new Error('EVENT_CLOSED'));
      socket.data = {
        sessionId: standing.sessionId,
        participantId: standing.participantId,
        eventId: standing.eventId,
        email: standing.email.trim().toLowerCase(),
        authorName: `${standing.firstName} ${standing.lastName}`.trim(),
        isModerator: standing.isModerator,
      };
      next();
    } catch (e) {
      app.log.error({ err: e }, 'realtime: handshake failed');
      next(new Error('SERVER_ERROR'));
    }
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
  };

  /** People (not tabs) in a venue room, across nodes. */
  async function presenceOf(eventId: string, roomId: string): Promise<number> {
    const sockets = await io.in(venueRoom(eventId, roomId)).fetchSockets();
    return new Set(sockets.map((s) => s.data.participantId)).size;
  }
  async function announcePresence(eventId: string, roomId: string): Promise<number> {
    const count = await presenceOf(eventId, roomId);
    io.to(venueRoom(eventId, roomId)).emit('room:presence', { roomId, count });
    return count;
  }

  io.on('connection', (socket: VisitorSocket) => {
    const me = socket.data;
    void socket.join([
      participantRoom(me.participantId),
      sessionRoom(me.sessionId),
      eventRoom(me.eventId),
      addressRoom(me.eventId, me.email),
      // Moderators answer direct threads: their inboxes follow every thread of the event.
      ...(me.isModerator ? [moderatorsRoom(me.eventId)] : []),
    ]);

    /**
     * Whether the session still lives and the event is open (else the failure, and the socket
     * closes), with the moderator right as of now in `me.isModerator`. One query.
     */
    async function standing(): Promise<Failure | undefined> {
      const now = await repo.standingOfSession(deps.db, me.sessionId);
      if (!now?.open) {
        closeSoon();
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
    /** Closes the socket once the acknowledgement being sent has gone out. */
    function closeSoon() {
      setTimeout(() => socket.disconnect(true), 0);
    }

    /**
     * Registers a handler: payload validated by `schema`, the session's standing checked, the
     * answer passed to the acknowledgement.
     */
    function on<S extends z.ZodType>(
      name: string,
      schema: S,
      handler: (input: z.infer<S>) => Promise<object>,
    ): void {
      (socket as unknown as Socket).on(name, async (payload: unknown, ack?: unknown) => {
        const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => {};
        const parsed = schema.safeParse(payload);
        if (!parsed.success) return reply(fail('VALIDATION_FAILED'));
        try {
          const failure = await standing();
          reply(failure ?? (await handler(parsed.data)));
        } catch (e) {
          app.log.error({ err: e, event: name }, 'realtime: handler failed');
        }
      });
    }

    const access = (chatId: string) => accessTo(deps, me, chatId);

    on('chat:join', ChatJoinRequest, async ({ chatId, after }) => {
      const channel = (await access(chatId))?.channel;
      if (!channel) return fail('NOT_FOUND');
      await socket.join(chatRoom(chatId));
      const muted = await repo.isMuted(deps.db, me.eventId, me.participantId);
      if (after !== undefined) {
        const [rows, deletedIds] = await Promise.all([
          repo.listMessages(deps.db, channel, { after }),
          repo.listDeletedIds(deps.db, channel, after, DELETED_IDS_MAX),
        ]);
        return { ok: true, messages: rows.map(present), hasMore: false, muted, deletedIds };
      }
      const rows = await repo.listMessages(deps.db, channel, { limit: HISTORY_PAGE + 1 });
      const hasMore = rows.length > HISTORY_PAGE;
      return { ok: true, messages: rows.slice(hasMore ? 1 : 0).map(present), hasMore, muted };
    });

    on('chat:history', ChatHistoryRequest, async ({ chatId, before }) => {
      const channel = (await access(chatId))?.channel;
      if (!channel) return fail('NOT_FOUND');
      const rows = await repo.listMessages(deps.db, channel, { before, limit: HISTORY_PAGE + 1 });
      const hasMore = rows.length > HISTORY_PAGE;
      return { ok: true, messages: rows.slice(hasMore ? 1 : 0).map(present), hasMore };
    });

    on('chat:leave', ChatLeaveRequest, async ({ chatId }) => {
      await socket.leave(chatRoom(chatId));
      return { ok: true };
    });

    on('chat:send', ChatSendRequest, async ({ chatId, text, clientId }) => {
      const target = await access(chatId);
      if (!target) return fail('NOT_FOUND');
      if (await repo.isMuted(deps.db, me.eventId, me.participantId)) return fail('MUTED');
      // A retry of a message already stored: answered again, not counted, not sent twice.
      const stored = await repo.findByClientId(deps.db, me.participantId, clientId);
      if (stored)
        return repo.channelIdOf(stored) === chatId
          ? { ok: true, message: present(stored) }
          : fail('VALIDATION_FAILED');
      if (!(await limiter.hit(me.participantId))) return fail('RATE_LIMITED');
      const { thread } = target;
      // In a thread, a moderator answers in the staff's name.
      const asStaff = thread !== undefined && !isThreadVisitor(me, thread);
      const { message, created } = await repo.insertMessage(deps.db, target.channel, {
        eventId: me.eventId,
        participantId: me.participantId,
        authorName: asStaff ? thread.staffName : me.authorName,
        byModerator: me.isModerator,
        text,
        clientId,
      });
      const presented = present(message);
      if (created) {
        io.to(chatRoom(chatId)).emit('chat:message', presented);
        if (thread) await announceThread(deps, io, thread);
      }
      return { ok: true, message: presented };
    });

    on('chat:delete', ChatDeleteRequest, async ({ chatId, messageId }) => {
      if (!me.isModerator) return fail('FORBIDDEN');
      const target = await access(chatId);
      if (!target || !(await repo.deleteMessage(deps.db, target.channel, messageId)))
        return fail('NOT_FOUND');
      io.to(chatRoom(chatId)).emit('chat:deleted', { chatId, messageId });
      // The thread's last text may have been the deleted one: inboxes show the one before it.
      if (target.thread) await announceThread(deps, io, target.thread);
      return { ok: true };
    });

    on('chat:mute', ChatMuteRequest, async ({ participantId, muted }) => {
      if (!me.isModerator) return fail('FORBIDDEN');
      if (!(await repo.isParticipantOf(deps.db, me.eventId, participantId))) return fail('NOT_FOUND');
      await repo.setMuted(deps.db, me.eventId, participantId, muted);
      io.to(participantRoom(participantId)).emit('chat:muted', { muted });
      return { ok: true };
    });

    on('room:enter', RoomEnterRequest, async ({ roomId }) => {
      if (!(await repo.hasElement(deps.db, me.eventId, roomId, ROOM_KINDS))) return fail('NOT_FOUND');
      const previous = me.roomId;
      if (previous === roomId) return { ok: true, count: await presenceOf(me.eventId, roomId) };
      if (previous) await socket.leave(venueRoom(me.eventId, previous));
      me.roomId = roomId;
      await socket.join(venueRoom(me.eventId, roomId));
      if (previous) await announcePresence(me.eventId, previous);
      return { ok: true, count: await announcePresence(me.eventId, roomId) };
    });

    registerDirectHandlers({ deps, io, me, on });

    registerQaHandlers({
      deps,
      io,
      socket: socket as unknown as Socket,
      me,
      on,
      limiter: qaLimiter,
    });

    socket.on('disconnect', () => {
      if (!me.roomId) return;
      announcePresence(me.eventId, me.roomId).catch((e) =>
        app.log.warn({ err: e }, 'realtime: presence after a disconnect failed'),
      );
    });
  });

  return io;
}
