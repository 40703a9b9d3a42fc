import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A faithful fake of the few Stripe API endpoints Foyer uses, on a real HTTP server on 127.0.0.1
 * (random port), for the real SDK pointed at it (host, port, protocol):
 * - POST /v1/checkout/sessions (mode subscription), POST /v1/billing_portal/sessions,
 * - GET, POST (update) and DELETE (cancel) /v1/subscriptions/:id.
 * Requests are form-encoded as the SDK sends them; answers are Stripe-shaped JSON (`object`, id
 * prefixes cs_, bps_, sub_, cus_, si_), errors `{error:{type,message,code}}` with Stripe's 4xx
 * statuses. A POST with an Idempotency-Key seen before answers the first answer again (a different
 * body with the same key: 400 idempotency_error), as Stripe does. Every request is recorded.
 */

export type FakeRequest = {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
};

type Json = Record<string, unknown>;

export type FakeStripe = {
  /** Options for `new Stripe(key, …)` and StripeConfig.api. */
  api: { host: string; port: number; protocol: 'http' };
  requests: FakeRequest[];
  /** The checkout sessions made, by id. */
  sessions: Map<string, Json>;
  /** The subscriptions made by completed checkouts, by id. */
  subscriptions: Map<string, Json>;
  /**
   * What the customer finishing a session's hosted page makes: a customer and an active subscription
   * (one item, period from now for a month) with the session's subscription_data.metadata; answers
   * the completed session (customer and subscription as ids, as in webhooks) and the subscription.
   */
  completeCheckout(sessionId: string, periodEnd?: Date): { session: Json; subscription: Json };
  close(): Promise<void>;
};

const now = () => Math.floor(Date.now() / 1000);
const idOf = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Decodes a form body (`a[b][0][c]=v`) into nested objects and arrays, as Stripe reads it. */
export function decodeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const isLast = i === path.length - 1;
      const container = node as Record<string, unknown>;
      if (isLast) container[part] = value;
      else {
        container[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
        node = container[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

const invalid = (message: string, param?: string, code = 'parameter_missing') =>
  new StripeFailure(400, { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) });
const missing = (what: string, id: string) =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
  });

/** Starts the fake; `secretKey` is the only API key it accepts. */
export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const requests: FakeRequest[] = [];
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const customers = new Set<string>();
  const replies = new Map<string, { body: string; status: number; answer: Json }>();

  function createSession(body: Json): Json {
    if (body.mode !== 'subscription')
      throw invalid('Only mode=subscription is faked.', 'mode', 'parameter_invalid');
    const items = body.line_items as { price?: string; quantity?: string }[] | undefined;
    if (!items?.length || !items.every((i) => i.price?.startsWith('price_')))
      throw invalid('line_items[0][price] must be a price id.', 'line_items');
    for (const field of ['success_url', 'cancel_url'])
      if (typeof body[field] !== 'string') throw invalid(`Missing required param: ${field}.`, field);
    if (body.customer && body.customer_email)
      throw invalid(
        'You may only specify one of these parameters: customer, customer_email.',
        'customer_email',
      );
    if (typeof body.customer === 'string' && !customers.has(body.customer))
      throw missing('customer', body.customer);
    const id = idOf('cs');
    const session = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      client_reference_id: body.client_reference_id ?? null,
      customer: body.customer ?? null,
      customer_email: body.customer_email ?? null,
      metadata: body.metadata ?? {},
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      subscription: null,
      line_items_price: items[0]!.price,
      subscription_data_metadata: (body.subscription_data as Json | undefined)?.metadata ?? {},
      created: now(),
      expires_at: now() + 24 * 3600,
      livemode: false,
    };
    sessions.set(id, session);
    return session;
  }

  function subscriptionOr404(id: string): Json {
    const sub = subscriptions.get(id);
    if (!sub) throw missing('subscription', id);
    return sub;
  }

  function route(method: string, path: string, body: Json): Json {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const { line_items_price: _p, subscription_data_metadata: _m, ...session } = createSession(body);
      return session;
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (typeof body.customer !== 'string') throw invalid('Missing required param: customer.', 'customer');
      if (!customers.has(body.customer)) throw missing('customer', body.customer);
      const id = idOf('bps');
      return {
        id,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url ?? null,
        url: `https://billing.stripe.com/p/session/${id}`,
        created: now(),
        livemode: false,
      };
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (match) {
      const sub = subscriptionOr404(decodeURIComponent(match[1]!));
      if (method === 'GET') return sub;
      if (sub.status === 'canceled')
        throw invalid(
          `A canceled subscription can only update its cancellation_details and metadata.`,
          undefined,
          'subscription_canceled',
        );
      if (method === 'DELETE') {
        Object.assign(sub, {
          status: 'canceled',
          canceled_at: now(),
          ended_at: now(),
          cancellation_details: { reason: 'cancellation_requested', comment: null, feedback: null },
        });
        return sub;
      }
      if (method === 'POST') {
        if ('cancel_at_period_end' in body) {
          const flag = body.cancel_at_period_end === 'true';
          Object.assign(sub, {
            cancel_at_period_end: flag,
            canceled_at: flag ? now() : null,
            cancellation_details: flag
              ? { reason: 'cancellation_requested', comment: null, feedback: null }
              : { reason: null, comment: null, feedback: null },
          });
        }
        return sub;
      }
    }
    throw new StripeFailure(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://fake');
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const body = decodeForm(req.method === 'GET' ? url.search.slice(1) : text);
      requests.push({ method: req.method ?? '', path: url.pathname, body, idempotencyKey });
      const send = (status: number, answer: Json) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        });
        res.end(JSON.stringify(answer));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided: ****' },
        });
      const replayKey = req.method === 'POST' && idempotencyKey ? `${url.pathname} ${idempotencyKey}` : null;
      const earlier = replayKey ? replies.get(replayKey) : undefined;
      if (earlier) {
        if (earlier.body !== text)
          return send(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            },
          });
        return send(earlier.status, earlier.answer);
      }
      let status = 200;
      let answer: Json;
      try {
        answer = route(req.method ?? 'GET', url.pathname, body);
      } catch (e) {
        if (!(e instanceof StripeFailure)) throw e;
        status = e.status;
        answer = { error: e.body };
      }
      if (replayKey) replies.set(replayKey, { body: text, status, answer });
      send(status, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    sessions,
    subscriptions,
    completeCheckout(sessionId, periodEnd) {
      const stored = sessions.get(sessionId);
      if (!stored) throw new Error(`No session ${sessionId}`);
      const customer = (stored.customer as string | null) ?? idOf('cus');
      customers.add(customer);
      const start = now();
      const end = periodEnd ? Math.floor(periodEnd.getTime() / 1000) : start + 30 * 86_400;
      const subId = idOf('sub');
      const subscription: Json = {
        id: subId,
        object: 'subscription',
        customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        cancellation_details: { reason: null, comment: null, feedback: null },
        metadata: stored.subscription_data_metadata,
        items: {
          object: 'list',
          data: [
            {
              id: idOf('si'),
              object: 'subscription_item',
              price: { id: stored.line_items_price, object: 'price' },
              quantity: 1,
              current_period_start: start,
              current_period_end: end,
            },
          ],
          has_more: false,
          url: `/v1/subscription_items?subscription=${subId}`,
        },
        created: start,
        livemode: false,
      };
      subscriptions.set(subId, subscription);
      Object.assign(stored, {
        status: 'complete',
        payment_status: 'paid',
        customer,
        subscription: subId,
        url: null,
      });
      const { line_items_price: _p, subscription_data_metadata: _m, ...session } = stored;
      return { session: structuredClone(session), subscription: structuredClone(subscription) };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/**
 * A Stripe event of `type` about `object` (as Stripe sends it: `object: 'event'`, `data.object`,
 * seconds since the epoch), its raw body and a valid Stripe-Signature header made with the SDK's own
 * test helper and `secret`.
 */
export function signedEvent(
  secret: string,
  type: string,
  object: Json,
  options: { id?: string; created?: number } = {},
): { id: string; payload: string; signature: string } {
  const id = options.id ?? idOf('evt');
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? now(),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** A paid subscription invoice of Stripe (billing_reason subscription_cycle unless told) for the subscription. */
export function invoiceOf(
  subscription: Json,
  options: { periodStart: number; periodEnd: number; paid?: boolean; reason?: string },
): Json {
  return {
    id: idOf('in'),
    object: 'invoice',
    customer: subscription.customer,
    status: options.paid === false ? 'open' : 'paid',
    billing_reason: options.reason ?? 'subscription_cycle',
    // The invoice's own period is the one before (usage); the lines carry the period paid for.
    period_start: options.periodStart - 30 * 86_400,
    period_end: options.periodStart,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: idOf('il'),
          object: 'line_item',
          period: { start: options.periodStart, end: options.periodEnd },
        },
      ],
      has_more: false,
    },
    created: now(),
    livemode: false,
  };
}
