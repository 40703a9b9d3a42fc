import { PRODUCTS, type ProductId } from '@foyer/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../../../test/app.js';
import { buildEvent, buildUser } from '../../../test/factories.js';
import { type FakeStripe, invoiceOf, signedEvent, startFakeStripe } from '../../../test/fake-stripe.js';
import { call, errorKeyOf, errorOf, ok } from '../../../test/http.js';
import { events, paymentEvents } from '../../db/schema/index.js';
import { stripePayments } from '../../platform/payments/stripe.js';

const SECRET_KEY = 'sk_test_foyer';
const WEBHOOK_SECRET = 'whsec_foyer_test';
const PRICES = Object.fromEntries(PRODUCTS.map((p, i) => [p.id, `price_${i + 1}`])) as Record<
  ProductId,
  string
>;

let t: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  t = await createTestApp({
    payments: stripePayments({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      prices: PRICES,
      api: stripe.api,
    }),
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

type Account = Awaited<ReturnType<typeof buildUser>>;

const BUYER = {
  company: 'Acme Events GmbH',
  address1: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
  vatId: 'DE123456789',
};

/** A main account with billing details and a pending checkout of the product; answers both. */
async function checkoutOf(productId: ProductId = 'starter-monthly-eur') {
  const main = await buildUser(t.db);
  ok(
    await call(t.app, 'PUT', 'account/billing', {
      token: main.token,
      body: { beneficiary: BUYER, sameAsBeneficiary: true, version: 0 },
    }),
  );
  const { subscriptionId } = ok(
    await call(t.app, 'POST', 'subscription/checkout', { token: main.token, body: { productId } }),
  );
  return { main, id: subscriptionId as string };
}

/** Pays the checkout by card: answers Stripe's checkout page and the session the fake made. */
async function payByCard(main: Account, id: string) {
  const paid = ok(
    await call(t.app, 'POST', `subscription/checkout/${id}/pay`, {
      token: main.token,
      body: { method: 'card' },
    }),
  );
  const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === id)!;
  return { paid, session };
}

/** Posts a webhook as Stripe does: the raw JSON body and its Stripe-Signature header. */
const deliver = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/subscription/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });

/** Signs and delivers an event; answers the HTTP answer. */
async function send(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number } = {},
) {
  const event = signedEvent(WEBHOOK_SECRET, type, object, options);
  const res = await deliver(event.payload, event.signature);
  expect(res.statusCode, res.body).toBe(200);
  return event;
}

const page = async (main: Account) => ok(await call(t.app, 'GET', 'subscription', { token: main.token }));
const planOf = async (main: Account) => ok(await call(t.app, 'GET', 'user', { token: main.token })).data.plan;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** A main account whose starter subscription is active by card (checkout completed); answers the Stripe objects. */
async function activeByCard(productId: ProductId = 'starter-monthly-eur') {
  const { main, id } = await checkoutOf(productId);
  const { session } = await payByCard(main, id);
  const done = stripe.completeCheckout(session.id as string);
  await send('checkout.session.completed', done.session);
  return { main, id, ...done };
}

describe('checkout by card through Stripe', () => {
  it('creates one Checkout Session per subscription and sends the browser there; the plan waits for the webhook', async () => {
    const { main, id } = await checkoutOf('business-yearly-usd');
    const before = stripe.requests.length;
    const first = await payByCard(main, id);
    const second = await payByCard(main, id);
    expect(first.paid).toEqual({ status: 'pending', invoiceId: null, redirectUrl: first.session.url });
    expect(second.paid.redirectUrl).toBe(first.paid.redirectUrl);
    expect(first.session.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_/);
    expect([...stripe.sessions.values()].filter((s) => s.client_reference_id === id)).toHaveLength(1);

    const made = stripe.requests.slice(before).filter((r) => r.path === '/v1/checkout/sessions');
    expect(made).toHaveLength(2);
    expect(made.map((r) => r.idempotencyKey)).toEqual([id, id]);
    expect(made[0]!.body).toEqual({
      mode: 'subscription',
      line_items: [{ price: PRICES['business-yearly-usd'], quantity: '1' }],
      client_reference_id: id,
      metadata: { subscriptionId: id, accountId: main.user.id },
      subscription_data: { metadata: { subscriptionId: id, accountId: main.user.id } },
      customer_email: main.user.email,
      success_url: `${TEST_PUBLIC_URL}/subscription-success?subscriptionId=${id}`,
      cancel_url: `${TEST_PUBLIC_URL}/subscription/checkout/${id}`,
    });
    expect(await planOf(main)).toBe('free');
    const { order } = ok(await call(t.app, 'GET', `subscription/checkout/${id}`, { token: main.token }));
    expect(order.status).toBe('pending');
  });

  it('activates the plan on a signed checkout.session.completed, once however often it is replayed', async () => {
    const { main, id } = await checkoutOf();
    const { session } = await payByCard(main, id);
    const done = stripe.completeCheckout(session.id as string);
    const event = await send('checkout.session.completed', done.session);

    expect(await planOf(main)).toBe('starter');
    const after = await page(main);
    expect(after.subscription).toMatchObject({ id, status: 'active', paymentMethod: 'card' });
    expect(after.invoices).toEqual([]); // Stripe issues the receipts of card payments
    expect(after.history).toEqual([
      expect.objectContaining({ from: 'free', to: 'starter', reason: 'checkout', by: null }),
    ]);

    // The same event again (Stripe retries): 200, nothing new.
    const replay = await deliver(event.payload, event.signature);
    expect(replay.statusCode).toBe(200);
    expect(await page(main)).toEqual(after);
    const stored = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(stored).toEqual([expect.objectContaining({ type: 'checkout.session.completed' })]);
  });

  it('reaches the same state when invoice.paid comes before checkout.session.completed', async () => {
    const { main, id } = await checkoutOf();
    const { session } = await payByCard(main, id);
    const end = new Date(Date.now() + 31 * 86_400_000);
    const done = stripe.completeCheckout(session.id as string, end);
    const start = seconds(new Date());
    await send(
      'invoice.paid',
      invoiceOf(done.subscription, {
        periodStart: start,
        periodEnd: seconds(end),
        reason: 'subscription_create',
      }),
    );
    const early = await page(main);
    expect(early.subscription).toMatchObject({ id, status: 'active', paymentMethod: 'card' });
    expect(early.subscription.currentPeriodEnd).toBe(new Date(seconds(end) * 1000).toISOString());

    await send('checkout.session.completed', done.session);
    const after = await page(main);
    expect(after.subscription).toEqual(early.subscription);
    expect(after.history).toHaveLength(1);
    expect(await planOf(main)).toBe('starter');
  });

  it('moves the period end on a renewal invoice.paid, never back for an older one', async () => {
    const { main, subscription } = await activeByCard();
    const current = new Date((await page(main)).subscription.currentPeriodEnd);
    const next = new Date(current.getTime() + 30 * 86_400_000);
    await send(
      'invoice.paid',
      invoiceOf(subscription, { periodStart: seconds(current), periodEnd: seconds(next) }),
    );
    expect((await page(main)).subscription.currentPeriodEnd).toBe(
      new Date(seconds(next) * 1000).toISOString(),
    );
    // The first period's invoice arriving late changes nothing.
    await send(
      'invoice.paid',
      invoiceOf(subscription, { periodStart: seconds(current) - 30 * 86_400, periodEnd: seconds(current) }),
    );
    expect((await page(main)).subscription.currentPeriodEnd).toBe(
      new Date(seconds(next) * 1000).toISOString(),
    );
  });

  it('answers 400 to a bad or missing signature and changes nothing', async () => {
    const { main, id } = await checkoutOf();
    const { session } = await payByCard(main, id);
    const done = stripe.completeCheckout(session.id as string);
    const wrong = signedEvent('whsec_someone_else', 'checkout.session.completed', done.session);
    const badRes = await deliver(wrong.payload, wrong.signature);
    expect(badRes.statusCode).toBe(400);
    expect(errorKeyOf(badRes)).toBe('VALIDATION_FAILED');
    expect(errorOf(await deliver(wrong.payload), 400)).toBe('VALIDATION_FAILED');
    // A good signature over other bytes (the body changed on the way).
    const good = signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', done.session);
    const tampered = good.payload.replace(id, '00000000-0000-4000-8000-000000000000');
    expect((await deliver(tampered, good.signature)).statusCode).toBe(400);

    expect(await planOf(main)).toBe('free');
    expect((await page(main)).subscription).toBeNull();
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, wrong.id))).toEqual([]);
    // The genuine event still applies afterwards.
    expect((await deliver(good.payload, good.signature)).statusCode).toBe(200);
    expect(await planOf(main)).toBe('starter');
  });

  it('mails the main account on invoice.payment_failed and keeps the plan while Stripe retries', async () => {
    const { main, subscription } = await activeByCard();
    const failed = invoiceOf(subscription, {
      periodStart: seconds(new Date()),
      periodEnd: seconds(new Date()) + 86_400,
      paid: false,
    });
    const event = await send('invoice.payment_failed', failed);
    await deliver(event.payload, event.signature); // replayed: one mail
    const mails = (await t.mails(main.user.email)).filter((m) => m.template === 'paymentFailed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Foyer payment did not go through');
    expect(mails[0]!.links).toEqual([`${TEST_PUBLIC_URL}/subscription`]);
    expect(await planOf(main)).toBe('starter');
    expect((await page(main)).subscription.status).toBe('active');
  });

  it('marks a never-activated checkout failed when its first payment fails', async () => {
    const { main, id } = await checkoutOf();
    const { session } = await payByCard(main, id);
    const done = stripe.completeCheckout(session.id as string);
    await send(
      'invoice.payment_failed',
      invoiceOf(done.subscription, {
        periodStart: 1,
        periodEnd: 2,
        paid: false,
        reason: 'subscription_create',
      }),
    );
    const { order } = ok(await call(t.app, 'GET', `subscription/checkout/${id}`, { token: main.token }));
    expect(order.status).toBe('failed');
    expect(await planOf(main)).toBe('free');
  });

  it('ends the plan, here and at Stripe, when Stripe gives up and marks the subscription unpaid', async () => {
    const { main, id, subscription } = await activeByCard();
    const created = seconds(new Date());
    // Past due while Stripe retries: nothing changes.
    await send('customer.subscription.updated', { ...subscription, status: 'past_due' }, { created });
    expect(await planOf(main)).toBe('starter');
    await send(
      'customer.subscription.updated',
      { ...subscription, status: 'unpaid' },
      { created: created + 1 },
    );
    const ended = await page(main);
    expect(ended.subscription).toBeNull();
    expect(ended.history[0]).toMatchObject({ reason: 'unpaid', from: 'starter', to: 'free' });
    expect(await planOf(main)).toBe('free');
    expect(stripe.subscriptions.get(subscription.id as string)!.status).toBe('canceled');
    const { order } = ok(await call(t.app, 'GET', `subscription/checkout/${id}`, { token: main.token }));
    expect(order.status).toBe('ended');
  });

  it('follows customer.subscription.updated: cancel at period end → cancelling, then back to active', async () => {
    const { main, id, subscription } = await activeByCard();
    const end = subscription.items as { data: { current_period_end: number }[] };
    const created = seconds(new Date());
    await send(
      'customer.subscription.updated',
      { ...subscription, cancel_at_period_end: true, canceled_at: created },
      { created },
    );
    const cancelling = await page(main);
    expect(cancelling.subscription).toMatchObject({
      id,
      status: 'cancelling',
      cancelledAt: new Date(created * 1000).toISOString(),
    });
    expect(cancelling.subscription.currentPeriodEnd).toBe(
      new Date(end.data[0]!.current_period_end * 1000).toISOString(),
    );
    expect(cancelling.history[0]).toMatchObject({ reason: 'cancelled', from: 'starter', to: 'starter' });
    expect(await planOf(main)).toBe('starter');

    // An update made before that one, delivered late, does not undo it.
    await send(
      'customer.subscription.updated',
      { ...subscription, cancel_at_period_end: false },
      { created: created - 60 },
    );
    expect((await page(main)).subscription.status).toBe('cancelling');

    await send(
      'customer.subscription.updated',
      { ...subscription, cancel_at_period_end: false },
      { created: created + 1 },
    );
    expect((await page(main)).subscription).toMatchObject({ status: 'active', cancelledAt: null });
  });

  it('ends on customer.subscription.deleted: plan free, events over the free quota closed, nothing deleted', async () => {
    const { main, subscription } = await activeByCard();
    for (const name of ['Older fair', 'Newer fair']) {
      const event = await buildEvent(t.db, { tenantId: main.user.id, name });
      await t.db.update(events).set({ open: true }).where(eq(events.id, event.id));
    }
    await send('customer.subscription.deleted', {
      ...subscription,
      status: 'canceled',
      ended_at: seconds(new Date()),
      cancellation_details: { reason: 'payment_failed', comment: null, feedback: null },
    });
    expect(await planOf(main)).toBe('free');
    const after = await page(main);
    expect(after.subscription).toBeNull();
    expect(after.history[0]).toMatchObject({
      from: 'starter',
      to: 'free',
      reason: 'paymentFailed',
      by: null,
    });
    const list = ok(await call(t.app, 'GET', 'events', { token: main.token })).events as { open: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.filter((e) => e.open)).toHaveLength(1);
  });

  it('opens the billing portal of the card subscription, and refuses without one', async () => {
    const { main, subscription } = await activeByCard();
    const { url } = ok(await call(t.app, 'POST', 'subscription/portal', { token: main.token }));
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_/);
    const request = stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions');
    expect(request?.body).toEqual({
      customer: subscription.customer,
      return_url: `${TEST_PUBLIC_URL}/subscription`,
    });

    const free = await buildUser(t.db);
    expect(errorKeyOf(await call(t.app, 'POST', 'subscription/portal', { token: free.token }))).toBe(
      'SUBSCRIPTION_FAILED',
    );
    // An account paying by invoice has no portal either.
    const { main: byInvoice, id } = await checkoutOf();
    ok(
      await call(t.app, 'POST', `subscription/checkout/${id}/pay`, {
        token: byInvoice.token,
        body: { method: 'invoice' },
      }),
    );
    expect(errorKeyOf(await call(t.app, 'POST', 'subscription/portal', { token: byInvoice.token }))).toBe(
      'SUBSCRIPTION_FAILED',
    );
  });

  it('cancels a card subscription at Stripe (cancel_at_period_end) and keeps it usable; the webhook confirms', async () => {
    const { main, id, subscription } = await activeByCard();
    const res = ok(await call(t.app, 'POST', 'subscription/cancel', { token: main.token }));
    expect(res.subscription).toMatchObject({ id, status: 'cancelling' });
    const update = stripe.requests.findLast((r) => r.path === `/v1/subscriptions/${subscription.id}`);
    expect(update).toMatchObject({ method: 'POST', body: { cancel_at_period_end: 'true' } });
    expect(stripe.subscriptions.get(subscription.id as string)?.cancel_at_period_end).toBe(true);

    await send('customer.subscription.updated', stripe.subscriptions.get(subscription.id as string)!, {
      created: seconds(new Date()) + 1,
    });
    const after = await page(main);
    expect(after.subscription.status).toBe('cancelling');
    expect(after.history.filter((h: { reason: string }) => h.reason === 'cancelled')).toHaveLength(1);
    expect(await planOf(main)).toBe('starter');
  });

  it('ends the card subscription at Stripe when a checkout by invoice replaces it', async () => {
    const { main, subscription } = await activeByCard();
    const { id } = {
      id: ok(
        await call(t.app, 'POST', 'subscription/checkout', {
          token: main.token,
          body: { productId: 'business-monthly-eur' },
        }),
      ).subscriptionId,
    };
    ok(
      await call(t.app, 'POST', `subscription/checkout/${id}/pay`, {
        token: main.token,
        body: { method: 'invoice' },
      }),
    );
    expect(stripe.subscriptions.get(subscription.id as string)?.status).toBe('canceled');
    expect(await planOf(main)).toBe('business');
    // Stripe's deleted event for the replaced subscription changes nothing now.
    await send('customer.subscription.deleted', { ...stripe.subscriptions.get(subscription.id as string)! });
    expect(await planOf(main)).toBe('business');
  });
});
