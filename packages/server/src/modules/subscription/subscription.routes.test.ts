import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../../../test/app.js';
import { buildAsset, buildEvent, buildParticipant, buildUser } from '../../../test/factories.js';
import { type Res, call, errorKeyOf, errorOf, fieldsOf, ok } from '../../../test/http.js';
import { type BillingConfig, DEFAULT_BILLING } from '../../config.js';
import type { CardPayments } from '../../context.js';
import { events, users } from '../../db/schema/index.js';
import { invoiceTexts } from './subscription.pdf.js';
import { insertSubscription } from './subscription.repository.js';
import * as subscriptionService from './subscription.service.js';

/** The English invoice texts. */
const EN = invoiceTexts('en');

const run = promisify(execFile);

const BILLING: BillingConfig = {
  seller: {
    name: 'Foyer Test GmbH',
    address: ['Sellerweg 9', '80331 München'],
    country: 'DE',
    vatId: 'DE999999999',
    vatRatePercent: 19,
  },
  invoiceDueDays: DEFAULT_BILLING.invoiceDueDays,
};

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ billing: BILLING });
  dir = await mkdtemp(join(tmpdir(), 'foyer-invoices-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

type Account = Awaited<ReturnType<typeof buildUser>>;

const BUYERS = {
  de: {
    company: 'Acme Events GmbH',
    address1: 'Hauptstraße 1',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
    vatId: 'DE123456789',
  },
  fr: {
    company: 'Événements Lumière SARL',
    address1: '12 rue de la Paix',
    zip: '75002',
    city: 'Paris',
    country: 'FR',
    vatId: 'FR12345678901',
  },
  us: {
    company: 'Northwind Meetings Inc.',
    address1: '1 Main Street',
    zip: '10001',
    city: 'New York',
    country: 'US',
  },
};

/** Saves the account's billing details (beneficiary = recipient) through account/billing. */
async function saveBilling(account: Account, beneficiary: object, extra: object = {}) {
  ok(
    await call(t.app, 'PUT', 'account/billing', {
      token: account.token,
      body: { beneficiary, sameAsBeneficiary: true, version: 0, ...extra },
    }),
  );
}

/** Starts a checkout of the product as the account; answers the subscription id. */
async function start(account: Account, productId: string): Promise<string> {
  return ok(await call(t.app, 'POST', 'subscription/checkout', { token: account.token, body: { productId } }))
    .subscriptionId;
}

const payRequest = (token: string, id: string, method = 'invoice') =>
  call(t.app, 'POST', `subscription/checkout/${id}/pay`, { token, body: { method } });

/** The text of a PDF answer, whitespace collapsed (pdftotext of poppler). */
async function pdfText(res: Res): Promise<string> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, res.rawPayload);
  const { stdout } = await run('pdftotext', [file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

describe('checkout by invoice, end to end', () => {
  it('starts a checkout, prices it with German VAT, pays it and shows the plan, invoice, history and usage', async () => {
    const main = await buildUser(t.db);
    await saveBilling(main, BUYERS.de, { costCentre: 'KST 4711', invoiceContact: 'ap@acme-events.com' });
    // Usage: two events (one open) with 3 and 1 registrations, a webcast, a sub-account.
    const big = await buildEvent(t.db, { tenantId: main.user.id });
    const small = await buildEvent(t.db, { tenantId: main.user.id });
    await t.db.update(events).set({ open: true }).where(eq(events.id, small.id));
    for (let i = 0; i < 3; i++) await buildParticipant(t.db, big);
    await buildParticipant(t.db, small);
    await buildAsset(t, { tenantId: main.user.id, kind: 'webcast' });
    await buildAsset(t, { tenantId: main.user.id, kind: 'video' });
    await buildUser(t.db, { mainAccountId: main.user.id });

    const id = await start(main, 'starter-monthly-eur');
    expect(await start(main, 'starter-monthly-eur')).toBe(id);

    const checkout = ok(await call(t.app, 'GET', `subscription/checkout/${id}`, { token: main.token }));
    expect(checkout).toMatchObject({
      order: {
        subscriptionId: id,
        status: 'pending',
        productId: 'starter-monthly-eur',
        plan: 'starter',
        period: 'monthly',
        currency: 'eur',
        netCents: 14_900,
        vatCents: 2_831,
        totalCents: 17_731,
        vatRatePercent: 19,
        taxKind: 'domestic',
      },
      billing: { beneficiary: { company: 'Acme Events GmbH' }, costCentre: 'KST 4711' },
      cardAvailable: false,
    });

    expect(errorKeyOf(await payRequest(main.token, id, 'card'))).toBe('SUBSCRIPTION_FAILED');
    const paid = ok(await payRequest(main.token, id));
    expect(paid).toMatchObject({ status: 'active', redirectUrl: null });
    expect(paid.invoiceId).toEqual(expect.any(String));
    expect(ok(await payRequest(main.token, id))).toEqual(paid);

    const me = ok(await call(t.app, 'GET', 'user', { token: main.token })).data;
    expect(me).toMatchObject({ plan: 'starter', premium: true, business: false });

    const page = ok(await call(t.app, 'GET', 'subscription', { token: main.token }));
    expect(page.plan).toBe('starter');
    expect(page.subscription).toMatchObject({
      id,
      status: 'active',
      paymentMethod: 'invoice',
      productId: 'starter-monthly-eur',
      cancelledAt: null,
    });
    const started = new Date(page.subscription.startedAt);
    const end = new Date(page.subscription.currentPeriodEnd);
    expect(end.getUTCMonth()).toBe((started.getUTCMonth() + 1) % 12);
    expect(page.invoices).toHaveLength(1);
    const [invoice] = page.invoices;
    expect(invoice).toMatchObject({
      id: paid.invoiceId,
      subscriptionId: id,
      status: 'open',
      currency: 'eur',
      netCents: 14_900,
      vatCents: 2_831,
      totalCents: 17_731,
      vatRatePercent: 19,
      taxKind: 'domestic',
      paidAt: null,
      periodStart: page.subscription.startedAt,
      periodEnd: page.subscription.currentPeriodEnd,
    });
    expect(invoice.number).toMatch(new RegExp(`^${started.getUTCFullYear()}-\\d{6}$`));
    expect(new Date(invoice.dueAt).getTime() - new Date(invoice.issuedAt).getTime()).toBe(14 * 86_400_000);
    expect(page.history).toEqual([
      expect.objectContaining({ by: 'Ada Lovelace', from: 'free', to: 'starter', reason: 'checkout' }),
    ]);
    const now = new Date();
    expect(page.usage).toEqual({
      year: now.getUTCFullYear(),
      month: now.getUTCMonth() + 1,
      rows: [
        { key: 'registrationsPerEvent', quota: 200, used: 3 },
        { key: 'openEvents', quota: 2, used: 1 },
        { key: 'editableEvents', quota: 4, used: 2 },
        { key: 'webcasts', quota: 2, used: 1 },
        { key: 'subAccounts', quota: 2, used: 1 },
      ],
    });
    expect(page.cardAvailable).toBe(false);

    const [mail] = (await t.mails(main.user.email)).filter((m) => m.template === 'invoice');
    expect(mail?.subject).toBe('Your Foyer invoice');
    expect(mail?.links).toEqual([`${TEST_PUBLIC_URL}/subscription`]);

    const pdf = await call(t.app, 'GET', `invoices/${invoice.id}/pdf`, { token: main.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`);
    const text = await pdfText(pdf);
    for (const expected of [
      `Invoice ${invoice.number}`,
      'Foyer Test GmbH',
      'DE999999999',
      'Acme Events GmbH',
      'Hauptstraße 1',
      'Cost centre: KST 4711',
      'Foyer Starter – monthly',
      '€149.00',
      'VAT 19 %',
      '€28.31',
      '€177.31',
      `by ${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(invoice.dueAt))}`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Reverse charge');
  });

  it('reverse-charges a French business with a VAT id and names both VAT ids on the invoice', async () => {
    const main = await buildUser(t.db);
    await saveBilling(main, BUYERS.fr);
    const id = await start(main, 'business-yearly-eur');
    const { order } = ok(await call(t.app, 'GET', `subscription/checkout/${id}`, { token: main.token }));
    expect(order).toMatchObject({
      netCents: 457_980,
      vatCents: 0,
      totalCents: 457_980,
      vatRatePercent: 0,
      taxKind: 'reverseCharge',
    });
    const { invoiceId } = ok(await payRequest(main.token, id));
    const me = ok(await call(t.app, 'GET', 'user', { token: main.token })).data;
    expect(me.plan).toBe('business');
    const text = await pdfText(await call(t.app, 'GET', `invoices/${invoiceId}/pdf`, { token: main.token }));
    expect(text).toContain(EN.reverseCharge);
    expect(text).toContain('DE999999999');
    expect(text).toContain('FR12345678901');
    expect(text).toContain('Événements Lumière SARL');
    expect(text).toContain('Foyer Business – yearly');
    expect(text).toContain('€4,579.80');

    // In the account's language.
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, main.user.id));
    const german = await pdfText(
      await call(t.app, 'GET', `invoices/${invoiceId}/pdf`, { token: main.token }),
    );
    for (const expected of [
      'Rechnung 20',
      'Steuerschuldnerschaft des Leistungsempfängers',
      'Foyer Business – jährlich',
      '4.579,80 €',
      'Frankreich',
      'Leistungszeitraum',
    ])
      expect(german).toContain(expected);
    expect(german).not.toContain('Invoice');
  });

  it('charges no VAT outside the EU and says so on the invoice', async () => {
    const main = await buildUser(t.db);
    await saveBilling(main, BUYERS.us);
    const id = await start(main, 'starter-monthly-usd');
    const { order } = ok(await call(t.app, 'GET', `subscription/checkout/${id}`, { token: main.token }));
    expect(order).toMatchObject({ netCents: 15_900, vatCents: 0, totalCents: 15_900, taxKind: 'outsideEu' });
    const { invoiceId } = ok(await payRequest(main.token, id));
    const text = await pdfText(await call(t.app, 'GET', `invoices/${invoiceId}/pdf`, { token: main.token }));
    expect(text).toContain(EN.outsideEu);
    expect(text).toContain('$159.00');
    expect(text).toContain('Northwind Meetings Inc.');
    expect(text).not.toContain('Reverse charge');
  });
});

describe('paying twice', () => {
  it('makes one subscription and one invoice from five parallel payments', async () => {
    const main = await buildUser(t.db);
    await saveBilling(main, BUYERS.de);
    const id = await start(main, 'business-monthly-eur');
    const answers = await Promise.all(Array.from({ length: 5 }, () => payRequest(main.token, id)));
    const results = answers.map(ok);
    expect(new Set(results.map((r) => r.invoiceId)).size).toBe(1);
    expect(results.every((r) => r.status === 'active')).toBe(true);
    const page = ok(await call(t.app, 'GET', 'subscription', { token: main.token }));
    expect(page.invoices).toHaveLength(1);
    expect(page.history).toHaveLength(1);
  });
});

describe('plan changes and refusals', () => {
  it('refuses a checkout of the product the account has, and ends the old subscription on a change', async () => {
    const main = await buildUser(t.db);
    await saveBilling(main, BUYERS.de);
    const first = await start(main, 'starter-yearly-eur');
    ok(await payRequest(main.token, first));
    const again = await call(t.app, 'POST', 'subscription/checkout', {
      token: main.token,
      body: { productId: 'starter-yearly-eur' },
    });
    expect(fieldsOf(again)).toEqual({ productId: 'validation.invalid' });
    expect(
      fieldsOf(
        await call(t.app, 'POST', 'subscription/checkout', {
          token: main.token,
          body: { productId: 'gold-monthly-eur' },
        }),
      ),
    ).toEqual({ productId: 'validation.invalid' });

    const upgrade = await start(main, 'business-yearly-eur');
    ok(await payRequest(main.token, upgrade));
    const page = ok(await call(t.app, 'GET', 'subscription', { token: main.token }));
    expect(page.plan).toBe('business');
    expect(page.subscription).toMatchObject({ id: upgrade, status: 'active' });
    expect(page.invoices).toHaveLength(2);
    expect(page.history.map((h: { from: string; to: string }) => `${h.from}>${h.to}`)).toEqual([
      'starter>business',
      'free>starter',
    ]);
    const old = ok(await call(t.app, 'GET', `subscription/checkout/${first}`, { token: main.token }));
    expect(old.order.status).toBe('ended');
  });

  it('refuses to invoice without company, address, zip and country, and keeps the checkout pending', async () => {
    const main = await buildUser(t.db);
    const id = await start(main, 'starter-monthly-eur');
    expect(fieldsOf(await payRequest(main.token, id))).toEqual({ billing: 'validation.required' });
    const { order } = ok(await call(t.app, 'GET', `subscription/checkout/${id}`, { token: main.token }));
    expect(order.status).toBe('pending');
    expect(ok(await call(t.app, 'GET', 'user', { token: main.token })).data.plan).toBe('free');
  });
});

describe('who may see and pay a checkout', () => {
  it("lets a sub-account see and pay its main account's checkout, not the subscription page", async () => {
    const main = await buildUser(t.db);
    await saveBilling(main, BUYERS.de);
    const sub = await buildUser(t.db, { mainAccountId: main.user.id, firstName: 'Bob' });
    const id = await start(main, 'starter-monthly-eur');
    const { order } = ok(await call(t.app, 'GET', `subscription/checkout/${id}`, { token: sub.token }));
    expect(order.totalCents).toBe(17_731);
    const paid = ok(await payRequest(sub.token, id));
    expect(paid.status).toBe('active');
    expect(errorOf(await call(t.app, 'GET', 'subscription', { token: sub.token }), 403)).toBe(
      'MAIN_ACCOUNT_ONLY',
    );
    expect(
      errorOf(await call(t.app, 'GET', `invoices/${paid.invoiceId}/pdf`, { token: sub.token }), 403),
    ).toBe('MAIN_ACCOUNT_ONLY');
    const page = ok(await call(t.app, 'GET', 'subscription', { token: main.token }));
    expect(page.history[0]).toMatchObject({ by: 'Bob Lovelace', reason: 'checkout' });
  });

  it("answers 404 for another account's checkout and invoice, and for ids that are not ids", async () => {
    const owner = await buildUser(t.db);
    await saveBilling(owner, BUYERS.de);
    const id = await start(owner, 'starter-monthly-eur');
    const { invoiceId } = ok(await payRequest(owner.token, id));
    const stranger = await buildUser(t.db);
    await saveBilling(stranger, BUYERS.de);
    expect(
      errorOf(await call(t.app, 'GET', `subscription/checkout/${id}`, { token: stranger.token }), 404),
    ).toBe('NOT_FOUND');
    expect(errorOf(await payRequest(stranger.token, id), 404)).toBe('NOT_FOUND');
    expect(
      errorOf(await call(t.app, 'GET', `invoices/${invoiceId}/pdf`, { token: stranger.token }), 404),
    ).toBe('NOT_FOUND');
    expect(errorOf(await call(t.app, 'GET', 'subscription/checkout/nope', { token: owner.token }), 404)).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await call(t.app, 'GET', 'invoices/nope/pdf', { token: owner.token }), 404)).toBe(
      'NOT_FOUND',
    );
    expect(ok(await call(t.app, 'GET', 'subscription', { token: stranger.token })).invoices).toEqual([]);
  });
});

describe('cancellation', () => {
  it('keeps the plan until the period end, then falls back to free and records both changes', async () => {
    const main = await buildUser(t.db);
    await saveBilling(main, BUYERS.de);
    expect(errorOf(await call(t.app, 'POST', 'subscription/cancel', { token: main.token }), 404)).toBe(
      'NOT_FOUND',
    );
    const id = await start(main, 'starter-monthly-eur');
    ok(await payRequest(main.token, id));

    const { subscription } = ok(await call(t.app, 'POST', 'subscription/cancel', { token: main.token }));
    expect(subscription).toMatchObject({ id, status: 'cancelling' });
    expect(subscription.cancelledAt).toEqual(expect.any(String));
    const again = ok(await call(t.app, 'POST', 'subscription/cancel', { token: main.token }));
    expect(again.subscription).toEqual(subscription);
    expect(ok(await call(t.app, 'GET', 'user', { token: main.token })).data.plan).toBe('starter');

    const deps = { db: t.db, publicUrl: TEST_PUBLIC_URL };
    const periodEnd = new Date(subscription.currentPeriodEnd);
    expect(await subscriptionService.endDueSubscriptions(deps, new Date(periodEnd.getTime() - 1000))).toBe(0);
    expect(ok(await call(t.app, 'GET', 'user', { token: main.token })).data.plan).toBe('starter');

    const later = new Date(periodEnd.getTime() + 1000);
    expect(await subscriptionService.endDueSubscriptions(deps, later)).toBe(1);
    expect(await subscriptionService.endDueSubscriptions(deps, later)).toBe(0);
    expect(ok(await call(t.app, 'GET', 'user', { token: main.token })).data.plan).toBe('free');
    const page = ok(await call(t.app, 'GET', 'subscription', { token: main.token }));
    expect(page.plan).toBe('free');
    expect(page.subscription).toBeNull();
    expect(page.history).toEqual([
      expect.objectContaining({
        at: later.toISOString(),
        by: null,
        from: 'starter',
        to: 'free',
        reason: 'periodEnded',
      }),
      expect.objectContaining({ by: 'Ada Lovelace', from: 'starter', to: 'starter', reason: 'cancelled' }),
      expect.objectContaining({ from: 'free', to: 'starter', reason: 'checkout' }),
    ]);
    expect(page.usage.rows[0]).toEqual({ key: 'registrationsPerEvent', quota: 5, used: 0 });
    // A new checkout of the same product is possible again.
    expect(await start(main, 'starter-monthly-eur')).not.toBe(id);
  });
});

describe('events over the quota of a lower plan', () => {
  /** The names of the account's open events, as the events list shows them. */
  const openEvents = async (token: string) =>
    (ok(await call(t.app, 'GET', 'events', { token })).events as { name: string; open: boolean }[])
      .filter((e) => e.open)
      .map((e) => e.name)
      .sort();

  it('close at the period end, the most recently changed staying open; nothing is deleted', async () => {
    const main = await buildUser(t.db);
    await saveBilling(main, BUYERS.de);
    ok(await payRequest(main.token, await start(main, 'starter-monthly-eur')));
    const names = ['Older fair', 'Newer fair'];
    for (const [i, name] of names.entries()) {
      const event = await buildEvent(t.db, { tenantId: main.user.id, name });
      await t.db
        .update(events)
        .set({ open: true, updatedAt: new Date(Date.now() - (names.length - i) * 60_000) })
        .where(eq(events.id, event.id));
    }
    expect(await openEvents(main.token)).toEqual(['Newer fair', 'Older fair']);
    const { subscription } = ok(await call(t.app, 'POST', 'subscription/cancel', { token: main.token }));
    // Still usable until the period end: both stay open.
    expect(await openEvents(main.token)).toEqual(['Newer fair', 'Older fair']);

    const deps = { db: t.db, publicUrl: TEST_PUBLIC_URL };
    await subscriptionService.endDueSubscriptions(
      deps,
      new Date(Date.parse(subscription.currentPeriodEnd) + 1),
    );
    expect(await openEvents(main.token)).toEqual(['Newer fair']);
    expect(ok(await call(t.app, 'GET', 'events', { token: main.token })).events).toHaveLength(2);
  });

  it('close at once when a checkout changes to a smaller plan', async () => {
    const main = await buildUser(t.db);
    await saveBilling(main, BUYERS.de);
    ok(await payRequest(main.token, await start(main, 'business-monthly-eur')));
    for (const name of ['One', 'Two', 'Three']) {
      const event = await buildEvent(t.db, { tenantId: main.user.id, name });
      await t.db.update(events).set({ open: true }).where(eq(events.id, event.id));
    }
    ok(await payRequest(main.token, await start(main, 'starter-monthly-eur')));
    expect(await openEvents(main.token)).toHaveLength(2);
  });
});

describe('cancelling a trial', () => {
  it('ends a trial at once and falls back to free', async () => {
    const main = await buildUser(t.db, { plan: 'business' });
    // Trials start with the trial slice; one is made here as that slice will store it.
    const trial = await insertSubscription(t.db, {
      accountId: main.user.id,
      productId: 'business-monthly-eur',
      plan: 'business',
      period: 'monthly',
      currency: 'eur',
      status: 'trialing',
      startedAt: new Date(),
      currentPeriodEnd: new Date(Date.now() + 14 * 86_400_000),
    });
    const { subscription } = ok(await call(t.app, 'POST', 'subscription/cancel', { token: main.token }));
    expect(subscription).toMatchObject({ id: trial.id, status: 'ended' });
    expect(subscription.endedAt).toEqual(expect.any(String));
    const page = ok(await call(t.app, 'GET', 'subscription', { token: main.token }));
    expect(page).toMatchObject({ plan: 'free', subscription: null });
    expect(page.history).toEqual([
      expect.objectContaining({ by: 'Ada Lovelace', from: 'business', to: 'free', reason: 'cancelled' }),
    ]);
  });
});

/** A provider whose calls this file does not expect (Stripe's are tested in subscription.stripe.test.ts). */
const UNUSED_PAYMENTS: CardPayments = {
  startCheckout: () => Promise.reject(new Error('not expected')),
  openPortal: () => Promise.reject(new Error('not expected')),
  cancelAtPeriodEnd: () => Promise.reject(new Error('not expected')),
  cancelNow: () => Promise.reject(new Error('not expected')),
  parseEvent: () => {
    throw new Error('not expected');
  },
};

describe('card payment', () => {
  it('offers cards only with a provider, and sends the browser to its page without changing the plan', async () => {
    const main = await buildUser(t.db);
    await saveBilling(main, BUYERS.de);
    const id = await start(main, 'starter-monthly-eur');
    const seen: Parameters<CardPayments['startCheckout']>[0][] = [];
    const payments: CardPayments = {
      ...UNUSED_PAYMENTS,
      async startCheckout(order) {
        seen.push(order);
        return { redirectUrl: `https://pay.example.test/session/${order.subscriptionId}` };
      },
    };
    const deps = { db: t.db, publicUrl: TEST_PUBLIC_URL, billing: BILLING, payments };
    expect((await subscriptionService.getCheckout(deps, main.user.id, id)).cardAvailable).toBe(true);
    const answer = await subscriptionService.pay(deps, main.user.id, main.user, id, 'card');
    expect(answer).toEqual({
      status: 'pending',
      invoiceId: null,
      redirectUrl: `https://pay.example.test/session/${id}`,
    });
    expect(seen).toEqual([
      expect.objectContaining({
        subscriptionId: id,
        accountId: main.user.id,
        productId: 'starter-monthly-eur',
        email: main.user.email,
        successUrl: `${TEST_PUBLIC_URL}/subscription-success?subscriptionId=${id}`,
      }),
    ]);
    expect(ok(await call(t.app, 'GET', 'user', { token: main.token })).data.plan).toBe('free');

    const refusing: CardPayments = {
      ...UNUSED_PAYMENTS,
      startCheckout: async () => {
        throw new Error('card declined');
      },
    };
    await expect(
      subscriptionService.pay({ ...deps, payments: refusing }, main.user.id, main.user, id, 'card'),
    ).rejects.toMatchObject({ code: 'SUBSCRIPTION_FAILED' });
  });
});

describe('the clock of invoice subscriptions', () => {
  const deps = () => ({ db: t.db, publicUrl: TEST_PUBLIC_URL });
  const DAY = 86_400_000;

  it('renews at the period end with the next period’s invoice, once', async () => {
    const main = await buildUser(t.db);
    await saveBilling(main, BUYERS.de);
    ok(await payRequest(main.token, await start(main, 'starter-monthly-eur')));
    const before = ok(await call(t.app, 'GET', 'subscription', { token: main.token }));
    const end = Date.parse(before.subscription.currentPeriodEnd);

    // The clock runs for every account of this file's database: what it did to this one is checked.
    await subscriptionService.renewDueInvoiceSubscriptions(deps(), new Date(end - 1000));
    expect(ok(await call(t.app, 'GET', 'subscription', { token: main.token })).invoices).toHaveLength(1);
    const at = new Date(end + 1000);
    await Promise.all([
      subscriptionService.renewDueInvoiceSubscriptions(deps(), at),
      subscriptionService.renewDueInvoiceSubscriptions(deps(), at),
    ]);

    const after = ok(await call(t.app, 'GET', 'subscription', { token: main.token }));
    expect(after.subscription.status).toBe('active');
    expect(Date.parse(after.subscription.currentPeriodEnd)).toBeGreaterThan(end + 27 * DAY);
    expect(after.invoices).toHaveLength(2);
    const [renewal] = after.invoices;
    expect(renewal).toMatchObject({ periodStart: before.subscription.currentPeriodEnd, status: 'open' });
    const [mail] = await t.mails(main.user.email);
    expect(mail).toMatchObject({ template: 'invoiceRenewed' });
    expect(mail!.subject).toContain(renewal.number);
  });

  it('reminds once when an invoice is overdue, and ends the subscription 14 days later if still unpaid', async () => {
    const main = await buildUser(t.db);
    await saveBilling(main, BUYERS.de);
    ok(await payRequest(main.token, await start(main, 'starter-monthly-eur')));
    const [invoice] = ok(await call(t.app, 'GET', 'subscription', { token: main.token })).invoices;
    const due = Date.parse(invoice.dueAt);

    // The clock runs for every account of this file's database: what it did to this one is checked.
    const atDue = new Date(due + 1000);
    await subscriptionService.chaseUnpaidInvoices(deps(), atDue);
    await subscriptionService.chaseUnpaidInvoices(deps(), atDue);
    const reminders = (await t.mails(main.user.email)).filter((m) => m.template === 'invoiceReminder');
    expect(reminders).toHaveLength(1);
    const [reminder] = reminders;
    expect(reminder!.text).toContain(invoice.number);
    expect(ok(await call(t.app, 'GET', 'subscription', { token: main.token })).invoices[0].status).toBe(
      'overdue',
    );

    const grace = subscriptionService.UNPAID_GRACE_DAYS * DAY;
    await subscriptionService.chaseUnpaidInvoices(deps(), new Date(due + grace - 1000));
    expect(ok(await call(t.app, 'GET', 'subscription', { token: main.token })).plan).toBe('starter');
    await subscriptionService.chaseUnpaidInvoices(deps(), new Date(due + grace + 1000));
    const page = ok(await call(t.app, 'GET', 'subscription', { token: main.token }));
    expect(page.plan).toBe('free');
    expect(page.history[0]).toMatchObject({ from: 'starter', to: 'free', reason: 'unpaid' });
    expect(page.invoices[0].status).toBe('overdue');
  });

  it('does not end a subscription whose overdue invoice the operator marked paid', async () => {
    const main = await buildUser(t.db);
    await saveBilling(main, BUYERS.de);
    ok(await payRequest(main.token, await start(main, 'starter-monthly-eur')));
    const [invoice] = ok(await call(t.app, 'GET', 'subscription', { token: main.token })).invoices;
    const due = Date.parse(invoice.dueAt);
    await subscriptionService.chaseUnpaidInvoices(deps(), new Date(due + 1000));
    await subscriptionService.markInvoicePaid(deps(), invoice.number);
    const later = new Date(due + (subscriptionService.UNPAID_GRACE_DAYS + 1) * DAY);
    await subscriptionService.chaseUnpaidInvoices(deps(), later);
    expect(ok(await call(t.app, 'GET', 'subscription', { token: main.token })).plan).toBe('starter');
  });
});
