import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { findVisitorSession } from '../visits/visits.service.js';
import * as repo from './video.repository.js';

/** A checked token is trusted this long (janus.js sends one with every request, long polls included). */
const TOKEN_CACHE_MS = 60_000;
const TOKEN_CACHE_MAX = 50_000;
/** Janus holds a long poll ~30 s; the upstream call and the browser's socket must outlast it. */
const UPSTREAM_TIMEOUT_MS = 65_000;
const SOCKET_TIMEOUT_MS = 90_000;

/** Janus core requests a browser makes (janus.js); anything else (admin, info) is not passed on. */
const CORE_REQUESTS = new Set([
  'create',
  'attach',
  'message',
  'trickle',
  'keepalive',
  'hangup',
  'detach',
  'destroy',
]);
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

type JanusBody = Record<string, unknown> & {
  janus?: unknown;
  plugin?: unknown;
  body?: { request?: unknown };
};

/** Visitor tokens seen lately: their participant (null: not a session), until when. */
function tokenCache() {
  const seen = new Map<string, { participantId: string | null; until: number }>();
  return {
    get(token: string): string | null | undefined {
      const hit = seen.get(token);
      return hit && hit.until > Date.now() ? hit.participantId : undefined;
    },
    set(token: string, participantId: string | null) {
      const now = Date.now();
      if (seen.size >= TOKEN_CACHE_MAX) for (const [k, v] of seen) if (v.until <= now) seen.delete(k);
      if (seen.size >= TOKEN_CACHE_MAX) seen.clear();
      seen.set(token, { participantId, until: now + TOKEN_CACHE_MS });
    },
  };
}

/** Throws FORBIDDEN for what a browser never needs to send to Janus. */
function checkBody(body: JanusBody) {
  if (typeof body.janus !== 'string' || !CORE_REQUESTS.has(body.janus)) throw new AppError('FORBIDDEN');
  if (body.janus === 'attach' && body.plugin !== 'janus.plugin.videoroom') throw new AppError('FORBIDDEN');
  const request = body.body?.request;
  if (body.janus === 'message' && typeof request === 'string' && SERVER_ONLY.has(request))
    throw new AppError('FORBIDDEN');
}

/**
 * The Janus signalling proxy at JANUS_PROXY_PATH: janus.js in the browser talks to Janus's HTTP API
 * through Foyer, so Janus needs no public API and only visitors with a session reach it. janus.js
 * puts its `token` in every request; it must be a visitor session token (else 401), and it is taken
 * out before forwarding (Janus runs without token authentication).
 */
export async function janusProxyRoutes(app: FastifyInstance, options: { url: string }) {
  const { deps } = app;
  const cache = tokenCache();

  /** The participant of the token's visitor session. Throws UNAUTHORIZED. */
  async function authorize(token: unknown): Promise<string> {
    if (typeof token !== 'string' || token === '') throw new AppError('UNAUTHORIZED');
    let participantId = cache.get(token);
    if (participantId === undefined) {
      participantId = (await findVisitorSession(deps, token))?.participantId ?? null;
      cache.set(token, participantId);
    }
    if (!participantId) throw new AppError('UNAUTHORIZED');
    return participantId;
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

  /** Sends the request on to Janus and its answer back to the browser, as is. */
  async function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    init: { method: 'GET' | 'POST'; body?: string },
  ) {
    // The browser leaving (a closed tab) ends the upstream long poll too.
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    let res: Response;
    try {
      res = await fetch(`${options.url}${path}`, {
        ...init,
        headers: init.body ? { 'content-type': 'application/json' } : {},
        signal: AbortSignal.any([gone.signal, AbortSignal.timeout(UPSTREAM_TIMEOUT_MS)]),
      });
    } catch (e) {
      if (gone.signal.aborted) return reply;
      request.log.error(`Video: the Janus proxy could not reach Janus: ${(e as Error).message}`);
      throw new AppError('INTERNAL_ERROR');
    }
    reply.status(res.status).header('content-type', 'application/json').header('cache-control', 'no-store');
    return reply.send(await res.text());
  }

  async function post(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError('VALIDATION_FAILED');
    const { token, ...rest } = body as JanusBody;
    const participantId = await authorize(token);
    checkBody(rest);
    await checkPublisher(rest, participantId);
    const params = request.params as { session?: string; handle?: string };
    const path = [params.session, params.handle].filter(Boolean).map((p) => `/${encodeURIComponent(p!)}`);
    return forward(request, reply, path.join(''), { method: 'POST', body: JSON.stringify(rest) });
  }

  app.post('', post);
  app.post('/:session', post);
  app.post('/:session/:handle', post);
  app.get('/:session', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    await authorize(query.token);
    // Outlast the long poll whatever the server's connection timeout (injected requests have no socket).
    request.raw.socket?.setTimeout?.(SOCKET_TIMEOUT_MS);
    const passed = new URLSearchParams();
    for (const name of ['maxev', 'rid'])
      if (typeof query[name] === 'string') passed.set(name, query[name] as string);
    const { session } = request.params as { session: string };
    const search = passed.size ? `?${passed}` : '';
    return forward(request, reply, `/${encodeURIComponent(session)}${search}`, { method: 'GET' });
  });
}
