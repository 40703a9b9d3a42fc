import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../context.js';
import { AppError } from '../../errors.js';
import { answeredId } from '../../platform/janus/session.js';
import { resolveVisitor } from '../../plugins/visitor-auth.js';
import * as repo from './video.repository.js';

/**
 * A checked token is trusted this long (janus.js sends one with every request, long polls included):
 * a visitor session that ends (leave, participant removed) is refused by every node within this time.
 */
export const TOKEN_CACHE_MS = 5_000;
/** Who owns a Janus session, handle or room does not change while it lives; the database is the truth. */
const OWNER_CACHE_MS = 60_000;
const CACHE_MAX = 50_000;
/** Rows of Janus sessions older than this are forgotten (Janus ends idle sessions after 60 s). */
export const JANUS_SESSION_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Janus holds a long poll ~30 s; the upstream call and the browser's socket must outlast it. */
const UPSTREAM_TIMEOUT_MS = 65_000;
const SOCKET_TIMEOUT_MS = 90_000;
/** Janus's own error codes (janus.h) for what it does not know. */
const NO_SUCH_SESSION = 458;
const NO_SUCH_HANDLE = 459;

/**
 * The Janus core requests a browser makes (janus.js), by where it sends them: the root creates a
 * session, the session's path keeps it alive, attaches and destroys, a handle's path carries the
 * plugin's messages. Anything else (admin, info, claim) is not passed on.
 */
const REQUESTS_AT = {
  root: new Set(['create']),
  session: new Set(['keepalive', 'attach', 'destroy']),
  handle: new Set(['message', 'trickle', 'hangup', 'detach']),
} as const;
type Level = keyof typeof REQUESTS_AT;

/**
 * Videoroom requests only the server makes, refused as defence in depth (they need the admin key or
 * the room secret, which browsers never get): room management, forwarding, recording, listing.
 */
const SERVER_ONLY = new Set([
  'create',
  'destroy',
  'edit',
  'rtp_forward',
  'stop_rtp_forward',
  'listforwarders',
  'enable_recording',
  'kick',
  'moderate',
  'allowed',
  'list',
]);

/** Videoroom requests that enter a room as a publisher. */
const PUBLISHER_JOINS = new Set(['join', 'joinandconfigure']);

/** A Janus id as Janus reads it from a path (digits; leading zeros name the same id). */
const JANUS_ID = /^\d{1,20}$/;

type JanusBody = Record<string, unknown> & {
  janus?: unknown;
  plugin?: unknown;
  transaction?: unknown;
  body?: { request?: unknown; room?: unknown };
};

/** The visitor behind a token: their participant and event. */
type Visitor = { participantId: string; eventId: string };

/** A map whose entries are forgotten after `ttlMs`; bounded to CACHE_MAX entries. */
function expiringMap<V>(ttlMs: number) {
  const seen = new Map<string, { value: V; until: number }>();
  return {
    get(key: string): V | undefined {
      const hit = seen.get(key);
      return hit && hit.until > Date.now() ? hit.value : undefined;
    },
    set(key: string, value: V) {
      const now = Date.now();
      if (seen.size >= CACHE_MAX) for (const [k, v] of seen) if (v.until <= now) seen.delete(k);
      if (seen.size >= CACHE_MAX) seen.clear();
      seen.set(key, { value, until: now + ttlMs });
    },
    delete(key: string) {
      seen.delete(key);
    },
  };
}

/** Janus's canonical form of a path id (no leading zeros), or null when it is not one. */
function janusId(raw: string | undefined): string | null {
  return raw !== undefined && JANUS_ID.test(raw) ? BigInt(raw).toString() : null;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Forgets the Janus sessions created through the proxy more than `maxAgeMs` ago, with their handles;
 * answers how many. Throws nothing expected.
 */
export function sweepJanusSessions(deps: Deps, maxAgeMs = JANUS_SESSION_MAX_AGE_MS): Promise<number> {
  return repo.deleteJanusSessionsBefore(deps.db, new Date(Date.now() - maxAgeMs));
}

/**
 * The Janus signalling proxy at JANUS_PROXY_PATH: janus.js in the browser talks to Janus's HTTP API
 * through Foyer, so Janus needs no public API and only visitors with a session reach it. janus.js
 * puts its `token` in every request; it must be a visitor session token (else 401), and it is taken
 * out before forwarding (Janus runs without token authentication). A Janus session belongs to the
 * visitor who created it through the proxy (kept in the database, so across nodes and restarts):
 * for anyone else it does not exist, as Janus answers for an unknown session. A visitor's requests
 * name only video rooms of their own event.
 */
export async function janusProxyRoutes(app: FastifyInstance, options: { url: string }) {
  const { deps } = app;
  const visitors = expiringMap<Visitor | null>(TOKEN_CACHE_MS);
  const owners = expiringMap<repo.JanusSessionOwner>(OWNER_CACHE_MS);
  const handles = expiringMap<string>(OWNER_CACHE_MS);
  const rooms = expiringMap<string>(OWNER_CACHE_MS);

  const sweep = () =>
    sweepJanusSessions(deps).catch((e: Error) =>
      app.log.warn(`Video: old Janus sessions were not swept: ${e.message}`),
    );
  await sweep();
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  /** The visitor of the token's session. Throws UNAUTHORIZED. */
  async function authorize(token: unknown): Promise<Visitor> {
    if (typeof token !== 'string' || token === '') throw new AppError('UNAUTHORIZED');
    let visitor = visitors.get(token);
    if (visitor === undefined) {
      visitor = await resolveVisitor(deps, { visitorToken: token }).then(
        ({ session }) => ({ participantId: session.participantId, eventId: session.eventId }),
        (e: unknown) => {
          if (e instanceof AppError) return null;
          throw e;
        },
      );
      visitors.set(token, visitor);
    }
    if (!visitor) throw new AppError('UNAUTHORIZED');
    return visitor;
  }

  /** Whether the visitor created this Janus session through the proxy. */
  async function owns(visitor: Visitor, session: string): Promise<boolean> {
    let owner = owners.get(session);
    if (!owner) {
      owner = await repo.findJanusSession(deps.db, session);
      if (owner) owners.set(session, owner);
    }
    return owner?.participantId === visitor.participantId;
  }

  /** Whether this handle was attached through the proxy in this session. */
  async function holds(session: string, handle: string): Promise<boolean> {
    if (handles.get(handle) === session) return true;
    const held = await repo.isJanusHandleOf(deps.db, handle, session);
    if (held) handles.set(handle, session);
    return held;
  }

  /** Throws FORBIDDEN for what a browser never needs to send to Janus at this level. */
  function checkBody(body: JanusBody, level: Level) {
    if (typeof body.janus !== 'string' || !REQUESTS_AT[level].has(body.janus))
      throw new AppError('FORBIDDEN');
    if (body.janus === 'attach' && body.plugin !== 'janus.plugin.videoroom') throw new AppError('FORBIDDEN');
    const request = body.body?.request;
    if (body.janus === 'message' && typeof request === 'string' && SERVER_ONLY.has(request))
      throw new AppError('FORBIDDEN');
  }

  /** Throws FORBIDDEN when a videoroom request names a room that is not a video room of the visitor's event. */
  async function checkRoom(body: JanusBody, visitor: Visitor) {
    if (body.janus !== 'message' || !body.body || typeof body.body !== 'object' || !('room' in body.body))
      return;
    const { room } = body.body;
    if (!Number.isSafeInteger(room)) throw new AppError('FORBIDDEN');
    const key = String(room);
    let eventId = rooms.get(key);
    if (!eventId) {
      eventId = await repo.eventOfJanusRoom(deps.db, room as number);
      if (eventId) rooms.set(key, eventId);
    }
    if (eventId !== visitor.eventId) throw new AppError('FORBIDDEN');
  }

  /**
   * Throws FORBIDDEN when a visitor publishes under a feed id Foyer did not hand them for that room:
   * so everyone sending in a room holds a seat, which capacity and moderation rely on.
   */
  async function checkPublisher(body: JanusBody, participantId: string) {
    const request = body.body as
      | { request?: unknown; ptype?: unknown; id?: unknown; room?: unknown }
      | undefined;
    if (body.janus !== 'message' || !request || !PUBLISHER_JOINS.has(request.request as string)) return;
    if (request.ptype !== 'publisher') return;
    const { id, room } = request;
    const seated =
      Number.isSafeInteger(id) &&
      Number.isSafeInteger(room) &&
      (await repo.isSeatOf(deps.db, { feedId: id as number, participantId, janusRoom: room as number }));
    if (!seated) throw new AppError('FORBIDDEN');
  }

  /** Forgets a session Janus no longer has, or that the visitor destroyed. */
  async function forgetSession(session: string) {
    owners.delete(session);
    await repo.deleteJanusSession(deps.db, session);
  }

  /** Sends the request on to Janus; its answer, or null when the browser left meanwhile. */
  async function upstream(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    init: { method: 'GET' | 'POST'; body?: string },
  ): Promise<{ status: number; text: string } | null> {
    // The browser leaving (a closed tab) ends the upstream long poll too.
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    try {
      const res = await fetch(`${options.url}${path}`, {
        ...init,
        headers: init.body ? { 'content-type': 'application/json' } : {},
        signal: AbortSignal.any([gone.signal, AbortSignal.timeout(UPSTREAM_TIMEOUT_MS)]),
      });
      return { status: res.status, text: await res.text() };
    } catch (e) {
      if (gone.signal.aborted) return null;
      request.log.error(`Video: the Janus proxy could not reach Janus: ${(e as Error).message}`);
      throw new AppError('INTERNAL_ERROR');
    }
  }

  /** Janus's answer to the browser, as is. */
  function relay(reply: FastifyReply, status: number, text: string) {
    reply.status(status).header('content-type', 'application/json').header('cache-control', 'no-store');
    return reply.send(text);
  }

  /** What Janus answers for a session or handle it does not know (so others' ids look unknown). */
  function unknown(reply: FastifyReply, body: JanusBody, session: string, handle?: string) {
    const error = handle
      ? { code: NO_SUCH_HANDLE, reason: `No such handle ${handle} in session ${session}` }
      : { code: NO_SUCH_SESSION, reason: `No such session ${session}` };
    const transaction = typeof body.transaction === 'string' ? body.transaction : undefined;
    const text = `{"janus":"error","session_id":${session},"transaction":${JSON.stringify(transaction ?? null)},"error":${JSON.stringify(error)}}`;
    return relay(reply, 200, text);
  }

  /** Keeps the bindings in step with Janus's answer to a request of this visitor. */
  async function record(
    visitor: Visitor,
    body: JanusBody,
    ids: { session: string | null; handle: string | null },
    text: string,
  ) {
    const answer = parse(text) as { janus?: unknown; error?: { code?: unknown } } | undefined;
    if (!answer) return;
    const { session, handle } = ids;
    if (answer.janus === 'error') {
      if (session && answer.error?.code === NO_SUCH_SESSION) await forgetSession(session);
      if (handle && answer.error?.code === NO_SUCH_HANDLE) {
        handles.delete(handle);
        await repo.deleteJanusHandle(deps.db, handle);
      }
      return;
    }
    if (answer.janus !== 'success') return;
    const id = answeredId(text);
    if (body.janus === 'create' && id) {
      await repo.insertJanusSession(deps.db, { janusSessionId: id, ...visitor });
      owners.set(id, visitor);
    } else if (body.janus === 'attach' && session && id) {
      await repo.insertJanusHandle(deps.db, { janusHandleId: id, janusSessionId: session });
      handles.set(id, session);
    } else if (body.janus === 'destroy' && session) {
      await forgetSession(session);
    } else if (body.janus === 'detach' && handle) {
      handles.delete(handle);
      await repo.deleteJanusHandle(deps.db, handle);
    }
  }

  async function post(request: FastifyRequest, reply: FastifyReply) {
    const payload = request.body;
    if (!payload || typeof payload !== 'object' || Array.isArray(payload))
      throw new AppError('VALIDATION_FAILED');
    // Janus takes ids from the body too (and `create` a chosen id): only the path names them here.
    const { token, session_id, handle_id, id, ...body } = payload as JanusBody;
    const visitor = await authorize(token);
    const params = request.params as { session?: string; handle?: string };
    const level: Level =
      params.handle !== undefined ? 'handle' : params.session !== undefined ? 'session' : 'root';
    checkBody(body, level);
    const session = janusId(params.session);
    const handle = janusId(params.handle);
    if (level !== 'root') {
      if (!session || !(await owns(visitor, session))) return unknown(reply, body, session ?? '0');
      if (level === 'handle' && (!handle || !(await holds(session, handle))))
        return unknown(reply, body, session, handle ?? '0');
    }
    await checkRoom(body, visitor);
    await checkPublisher(body, visitor.participantId);
    const path = [session, handle].filter(Boolean).map((p) => `/${p}`);
    const answer = await upstream(request, reply, path.join(''), {
      method: 'POST',
      body: JSON.stringify(body),
    });
    if (!answer) return reply;
    await record(visitor, body, { session, handle }, answer.text);
    return relay(reply, answer.status, answer.text);
  }

  app.post('', post);
  app.post('/:session', post);
  app.post('/:session/:handle', post);
  app.get('/:session', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const visitor = await authorize(query.token);
    const session = janusId((request.params as { session: string }).session);
    // Janus answers a long poll of a session it does not know with an empty 404.
    if (!session || !(await owns(visitor, session))) return reply.status(404).send();
    // Outlast the long poll whatever the server's connection timeout (injected requests have no socket).
    request.raw.socket?.setTimeout?.(SOCKET_TIMEOUT_MS);
    const passed = new URLSearchParams();
    for (const name of ['maxev', 'rid'])
      if (typeof query[name] === 'string') passed.set(name, query[name] as string);
    const search = passed.size ? `?${passed}` : '';
    const answer = await upstream(request, reply, `/${session}${search}`, { method: 'GET' });
    if (!answer) return reply;
    const events = parse(answer.text);
    const timedOut = (Array.isArray(events) ? events : [events]).some(
      (e) => (e as { janus?: unknown } | undefined)?.janus === 'timeout',
    );
    if (answer.status === 404 || timedOut) await forgetSession(session);
    if (answer.status === 404) return reply.status(404).send(answer.text);
    return relay(reply, answer.status, answer.text);
  });
}
