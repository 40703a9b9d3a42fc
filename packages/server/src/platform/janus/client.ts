import { randomBytes } from 'node:crypto';
import { AppError } from '../../errors.js';
import { JanusRequestError } from './session.js';

/** Where the client reports Janus failing. */
export type JanusLog = { error(message: string): void };

/** Janus's answer to a videoroom request (`plugindata.data`). */
export type VideoroomData = Record<string, unknown> & { videoroom?: string };

/** The videoroom's code for "room already exists" (janus_videoroom.c). */
export const ROOM_EXISTS = 427;

/** Janus core codes that mean our session or handle is gone (Janus restarted or timed out). */
const GONE = new Set([458, 459]);
const REQUEST_TIMEOUT_MS = 10_000;

type JanusReply = {
  janus: string;
  data?: { id?: number };
  error?: { code: number; reason: string };
  plugindata?: { data?: VideoroomData };
};

class SessionGone extends Error {}

export type JanusClient = {
  /**
   * Sends a synchronous videoroom request (exists, create, listparticipants, kick, moderate…) and
   * answers its data. Throws JanusRequestError (refused by the plugin), AppError INTERNAL_ERROR (Janus
   * unreachable or failing; logged).
   */
  videoroom(body: Record<string, unknown>): Promise<VideoroomData>;
  /** Detaches and destroys the session held open. Throws nothing. */
  close(): Promise<void>;
};

/**
 * A client of Janus's HTTP API holding one session with one videoroom handle, made on first use and
 * made again when Janus no longer knows it (a restart, or the session timeout after a quiet minute).
 */
export function createJanusClient(url: string, log: JanusLog): JanusClient {
  let handle: Promise<{ session: number; handle: number }> | null = null;

  async function post(path: string, body: Record<string, unknown>): Promise<JanusReply> {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, transaction: randomBytes(8).toString('hex') }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const reply = (await res.json()) as JanusReply;
    if (reply.janus === 'error') {
      if (reply.error && GONE.has(reply.error.code)) throw new SessionGone();
      throw new Error(`janus error ${reply.error?.code}: ${reply.error?.reason}`);
    }
    return reply;
  }

  async function open(): Promise<{ session: number; handle: number }> {
    const session = (await post('', { janus: 'create' })).data?.id;
    if (!session) throw new Error('no session id');
    const handleId = (await post(`/${session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' })).data
      ?.id;
    if (!handleId) throw new Error('no handle id');
    return { session, handle: handleId };
  }

  /** The open handle; concurrent first callers share one. */
  function current() {
    if (!handle) {
      handle = open();
      handle.catch(() => {
        handle = null;
      });
    }
    return handle;
  }

  async function send(body: Record<string, unknown>): Promise<VideoroomData> {
    const opened = current();
    const h = await opened;
    try {
      const reply = await post(`/${h.session}/${h.handle}`, { janus: 'message', body });
      return reply.plugindata?.data ?? {};
    } catch (e) {
      // Forget this handle only: a concurrent caller may already have opened the next one.
      if (e instanceof SessionGone && handle === opened) handle = null;
      throw e;
    }
  }

  return {
    async videoroom(body) {
      let data: VideoroomData;
      try {
        data = await send(body).catch((e) => (e instanceof SessionGone ? send(body) : Promise.reject(e)));
      } catch (e) {
        log.error(`Janus: request ${String(body.request)} failed: ${(e as Error).message}`);
        throw new AppError('INTERNAL_ERROR');
      }
      if (typeof data.error_code === 'number')
        throw new JanusRequestError(data.error_code, String(data.error));
      return data;
    },
    async close() {
      const h = handle ? await handle.catch(() => null) : null;
      handle = null;
      if (!h) return;
      await post(`/${h.session}/${h.handle}`, { janus: 'detach' }).catch(() => undefined);
      await post(`/${h.session}`, { janus: 'destroy' }).catch(() => undefined);
    },
  };
}

/**
 * Creates videoroom `room` with `settings` (pin, secret, admin_key, publishers…) unless Janus has it
 * — Janus forgets rooms when it restarts, so callers ensure theirs before use; another caller
 * creating it at the same moment is fine. Throws JanusRequestError, AppError INTERNAL_ERROR.
 */
export async function ensureVideoroom(
  janus: JanusClient,
  room: number,
  settings: Record<string, unknown>,
): Promise<void> {
  const { exists } = await janus.videoroom({ request: 'exists', room });
  if (exists === true) return;
  try {
    await janus.videoroom({ request: 'create', room, ...settings });
  } catch (e) {
    if (!(e instanceof JanusRequestError && e.code === ROOM_EXISTS)) throw e;
  }
}
