import { describe, expect, it } from 'vitest';
import { PLAN_QUOTAS } from '../plans.js';
import { PRODUCTS, YEARLY_DISCOUNT, formatMoney, periodEnd, productById, productFor } from './catalogue.js';
import { amountsOf, taxFor } from './tax.js';

describe('the catalogue', () => {
  it('has the eight products of spec §9, each with a quota row', () => {
    expect(PRODUCTS.map((p) => p.id)).toEqual([
      'starter-monthly-eur',
      'starter-monthly-usd',
      'starter-yearly-eur',
      'starter-yearly-usd',
      'business-monthly-eur',
      'business-monthly-usd',
      'business-yearly-eur',
      'business-yearly-usd',
    ]);
    for (const p of PRODUCTS) expect(PLAN_QUOTAS[p.plan]).toBeDefined();
    expect(productById('gold-monthly-eur')).toBeUndefined();
  });

  it('makes a year 15 % cheaper than twelve months, to the cent', () => {
    for (const plan of ['starter', 'business'] as const)
      for (const currency of ['eur', 'usd'] as const) {
        const month = productFor(plan, 'monthly', currency);
        const year = productFor(plan, 'yearly', currency);
        expect(year.amountCents).toBe(Math.round(month.amountCents * 12 * (1 - YEARLY_DISCOUNT)));
        expect(year.monthlyCents).toBeLessThan(month.monthlyCents);
        expect(productFor('business', 'monthly', currency).amountCents).toBeGreaterThan(
          productFor('starter', 'monthly', currency).amountCents,
        );
      }
  });

  it('ends a month on the same day, or the last day of a shorter month', () => {
    expect(periodEnd(new Date('2027-01-15T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-02-15T10:00:00.000Z',
    );
    expect(periodEnd(new Date('2027-01-31T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
    expect(periodEnd(new Date('2028-02-29T10:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-03-01T10:00:00.000Z',
    );
  });

  it('formats money in the language', () => {
    expect(formatMoney(14_900, 'eur', 'en')).toBe('€149.00');
    expect(formatMoney(14_900, 'eur', 'de')).toBe('149,00\u00a0€');
    expect(formatMoney(151_980, 'usd', 'en')).toBe('$1,519.80');
  });
});

describe('EU VAT of an invoice', () => {
  const seller = { country: 'DE', vatRatePercent: 19 };
  it('charges the domestic rate in the seller’s country, even with a VAT id', () => {
    expect(taxFor(seller, { country: 'DE', vatId: 'DE123456789' })).toEqual({
      kind: 'domestic',
      ratePercent: 19,
    });
  });
  it('reverse-charges an EU business elsewhere, charges none outside the EU', () => {
    expect(taxFor(seller, { country: 'FR', vatId: 'FR12345678901' })).toEqual({
      kind: 'reverseCharge',
      ratePercent: 0,
    });
    expect(taxFor(seller, { country: 'US', vatId: '' })).toEqual({ kind: 'outsideEu', ratePercent: 0 });
    expect(taxFor(seller, { country: 'CH', vatId: 'CHE-123.456.789' })).toEqual({
      kind: 'outsideEu',
      ratePercent: 0,
    });
  });
  it('falls back to the domestic rate for an EU buyer without a VAT id', () => {
    expect(taxFor(seller, { country: 'AT', vatId: ' ' })).toEqual({ kind: 'domestic', ratePercent: 19 });
  });
  it('rounds the VAT to the cent', () => {
    expect(amountsOf(14_900, { kind: 'domestic', ratePercent: 19 })).toEqual({
      netCents: 14_900,
      vatCents: 2_831,
      totalCents: 17_731,
    });
    expect(amountsOf(151_980, { kind: 'reverseCharge', ratePercent: 0 }).totalCents).toBe(151_980);
  });
});
