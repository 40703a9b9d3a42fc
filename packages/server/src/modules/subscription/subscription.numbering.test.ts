import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildUser } from '../../../test/factories.js';
import { call, ok } from '../../../test/http.js';
import { nextInvoiceSequence } from './subscription.repository.js';

/**
 * Invoice numbers on a database of their own (the first invoice of the year is number 1): run on
 * PGlite and, with DATABASE_URL, on PostgreSQL where the checkouts really run in parallel.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const billing = {
  beneficiary: {
    company: 'Acme Events GmbH',
    address1: 'Hauptstraße 1',
    zip: '10115',
    country: 'DE',
    vatId: 'DE123456789',
  },
  sameAsBeneficiary: true,
  version: 0,
};

describe('invoice numbers', () => {
  it('numbers 20 parallel checkouts of 20 accounts 1 to 20 of the year, each once', {
    timeout: 120_000,
  }, async () => {
    const accounts = await Promise.all(Array.from({ length: 20 }, () => buildUser(t.db)));
    const ids: { token: string; id: string }[] = [];
    for (const a of accounts) {
      ok(await call(t.app, 'PUT', 'account/billing', { token: a.token, body: billing }));
      const { subscriptionId } = ok(
        await call(t.app, 'POST', 'subscription/checkout', {
          token: a.token,
          body: { productId: 'starter-monthly-eur' },
        }),
      );
      ids.push({ token: a.token, id: subscriptionId });
    }
    const year = new Date().getUTCFullYear();
    const paid = await Promise.all(
      ids.map(({ token, id }) =>
        call(t.app, 'POST', `subscription/checkout/${id}/pay`, { token, body: { method: 'invoice' } }),
      ),
    );
    expect(paid.map((r) => ok(r).status)).toEqual(Array(20).fill('active'));
    const numbers: string[] = [];
    for (const { token } of ids) {
      const { invoices } = ok(await call(t.app, 'GET', 'subscription', { token }));
      expect(invoices).toHaveLength(1);
      numbers.push(invoices[0].number);
    }
    expect(numbers.sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `${year}-${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('gives a rolled-back number back, and counts each year on its own', async () => {
    const year = 2040;
    await expect(
      t.db.transaction(async (tx) => {
        expect(await nextInvoiceSequence(tx, year)).toBe(1);
        throw new Error('payment rolled back');
      }),
    ).rejects.toThrow('payment rolled back');
    expect(await t.db.transaction((tx) => nextInvoiceSequence(tx, year))).toBe(1);
    expect(await t.db.transaction((tx) => nextInvoiceSequence(tx, year))).toBe(2);
    expect(await t.db.transaction((tx) => nextInvoiceSequence(tx, year + 1))).toBe(1);
  });
});
