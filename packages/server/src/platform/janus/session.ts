import { randomBytes } from 'node:crypto';

/** An SDP offer or answer as Janus carries it. */
export type Jsep = { type: 'offer' | 'answer'; sdp: string };

/** What Janus tells about the handle on its own: webrtcup, media, slowlink, hangup, detached… or `gone`. */
export type JanusNotice = { janus: string } & Record<string, unknown>;

/** A plugin's answer to a request: its data, and the SDP answer when the request carried an offer. */
export type PluginAnswer = { data: Record<string, unknown>; jsep?: Jsep };

/** A request refused by a plugin (`error_code`: the videoroom's 426 no such room, 428 no such feed…) or by Janus's core. */
export class JanusRequestError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(`janus error ${code}: ${reason}`);
    this.name = 'JanusRequestError';
  }
}

/**
 * A Janus session with one plugin handle, held by the server for as long as it is open (a publisher
 * whose media Janus forwards, e.g.): requests are answered at once or by the event they cause,
 * read from Janus's long poll, which also keeps the session alive.
 */
export type JanusHandle = {
  /**
   * A plugin request, with an SDP offer or answer when it carries one; resolves with the plugin's
   * answer (synchronous, or the event that the request caused). Throws JanusRequestError (refused),
   * Error (Janus unreachable, no answer within 15 s, the session gone).
   */
  request(body: Record<string, unknown>, jsep?: Jsep): Promise<PluginAnswer>;
  /** Detaches the handle and destroys the session. Throws nothing. */
  close(): Promise<void>;
};

const ANSWER_TIMEOUT_MS = 15_000;
/** Janus holds a long poll up to 30 s. */
const POLL_TIMEOUT_MS = 45_000;
const KEEPALIVE_MS = 25_000;

type Reply = {
  janus?: string;
  transaction?: string;
  error?: { code: number; reason: string };
  plugindata?: { data?: Record<string, unknown> };
  jsep?: Jsep;
} & Record<string, unknown>;

/** The `data.id` of Janus's success answer, read from the text (ids may exceed 2^53). */
export const answeredId = (text: string) => /"data"\s*:\s*\{\s*"id"\s*:\s*(\d+)/.exec(text)?.[1] ?? null;

const transactionId = () => randomBytes(8).toString('hex');

/**
 * Opens a session on Janus's HTTP API at `url` and attaches `plugin`. `onNotice` hears what Janus
 * says about the handle unasked, and `{ janus: 'gone' }` once when the session ends without close()
 * (Janus restarted, or stopped answering). Throws Error when Janus is unreachable or refuses.
 */
export async function openJanusHandle(
  url: string,
  plugin: string,
  onNotice: (notice: JanusNotice) => void,
): Promise<JanusHandle> {
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`Janus answered HTTP ${res.status}`);
    const text = await res.text();
    const reply = JSON.parse(text) as Reply;
    if (reply.janus === 'error')
      throw new JanusRequestError(reply.error?.code ?? 0, reply.error?.reason ?? '');
    return { reply, text };
  };

  const session = answeredId((await post('', { janus: 'create', transaction: transactionId() })).text);
  if (!session) throw new Error('Janus gave no session id');
  const attached = await post(`/${session}`, { janus: 'attach', plugin, transaction: transactionId() }).catch(
    async (e: unknown) => {
      await post(`/${session}`, { janus: 'destroy', transaction: transactionId() }).catch(() => undefined);
      throw e;
    },
  );
  const handle = answeredId(attached.text);
  if (!handle) throw new Error('Janus gave no handle id');

  const waiting = new Map<string, { resolve(event: Reply): void; reject(e: Error): void }>();
  const polling = new AbortController();
  let open = true;

  const answerOf = (reply: Reply): PluginAnswer | JanusRequestError => {
    const data = reply.plugindata?.data ?? {};
    if (typeof data.error_code === 'number')
      return new JanusRequestError(data.error_code, String(data.error));
    return { data, ...(reply.jsep ? { jsep: reply.jsep } : {}) };
  };

  const end = (notice: boolean) => {
    if (!open) return;
    open = false;
    polling.abort();
    clearInterval(keepalive);
    for (const { reject } of waiting.values()) reject(new Error('the Janus session ended'));
    waiting.clear();
    if (notice) onNotice({ janus: 'gone' });
  };

  const dispatch = (event: Reply) => {
    const pending = event.transaction ? waiting.get(event.transaction) : undefined;
    if (pending && event.janus === 'event') return pending.resolve(event);
    if (event.janus !== 'keepalive' && event.janus !== 'ack') onNotice(event as JanusNotice);
  };

  /** The event that answers `transaction` (an asynchronous request), within 15 s; cancel() stops waiting. */
  const eventOf = (transaction: string, what: string) => {
    let timer: NodeJS.Timeout | undefined;
    const promise = new Promise<Reply>((resolve, reject) => {
      waiting.set(transaction, { resolve, reject });
      timer = setTimeout(() => reject(new Error(`Janus did not answer ${what}`)), ANSWER_TIMEOUT_MS);
      timer.unref();
    });
    promise.catch(() => undefined);
    return {
      promise,
      cancel() {
        clearTimeout(timer);
        waiting.delete(transaction);
      },
    };
  };

  const poll = async () => {
    let failures = 0;
    while (open) {
      try {
        const res = await fetch(`${url}/${session}?maxev=10`, {
          signal: AbortSignal.any([polling.signal, AbortSignal.timeout(POLL_TIMEOUT_MS)]),
        });
        if (res.status === 404) return end(true);
        const events = JSON.parse(await res.text()) as Reply | Reply[];
        failures = 0;
        for (const event of Array.isArray(events) ? events : [events]) {
          if (event.janus === 'error' && event.error?.code === 458) return end(true);
          dispatch(event);
        }
      } catch {
        if (!open) return;
        // Janus stopped answering for a minute: the session is taken for gone.
        failures += 1;
        if (failures >= 12) return end(true);
        await new Promise((resolve) => setTimeout(resolve, 5_000).unref());
      }
    }
  };
  void poll();

  const keepalive = setInterval(() => {
    post(`/${session}`, { janus: 'keepalive', transaction: transactionId() }).catch((e: unknown) => {
      if (e instanceof JanusRequestError && e.code === 458) end(true);
    });
  }, KEEPALIVE_MS);
  keepalive.unref();

  return {
    async request(body, jsep) {
      if (!open) throw new Error('the Janus session ended');
      const transaction = transactionId();
      // Awaited before the POST: the event may come through the long poll before the POST's ack.
      const event = eventOf(transaction, String(body.request));
      try {
        const { reply } = await post(`/${session}/${handle}`, {
          janus: 'message',
          body,
          ...(jsep ? { jsep } : {}),
          transaction,
        });
        const answer = answerOf(reply.janus === 'ack' ? await event.promise : reply);
        if (answer instanceof Error) throw answer;
        return answer;
      } finally {
        event.cancel();
      }
    },
    async close() {
      if (!open) return;
      end(false);
      await post(`/${session}/${handle}`, { janus: 'detach', transaction: transactionId() }).catch(
        () => undefined,
      );
      await post(`/${session}`, { janus: 'destroy', transaction: transactionId() }).catch(() => undefined);
    },
  };
}
