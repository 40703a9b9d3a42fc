import type { Plan } from '../plans.js';

/**
 * The subscription catalogue (spec §9): starter and business, monthly or yearly, in EUR and USD —
 * eight products. Prices exclude VAT and live here only: the server bills them, the web shows them,
 * the Stripe price ids are mapped to these ids by configuration.
 */

export const PAID_PLANS = ['starter', 'business'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Spec §3: eur, usd. */
export const CURRENCIES = ['eur', 'usd'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Yearly billing saves 15 % (spec §9). */
export const YEARLY_DISCOUNT = 0.15;

/**
 * Monthly list prices in cents, without VAT. Chosen against the market of self-service virtual
 * event platforms (entry tiers around 100–200 a month, team tiers around 400–500), USD a little
 * above EUR as list prices there usually are.
 */
const MONTHLY_CENTS: Record<PaidPlan, Record<Currency, number>> = {
  starter: { eur: 14_900, usd: 15_900 },
  business: { eur: 44_900, usd: 47_900 },
};

export type ProductId = `${PaidPlan}-${BillingPeriod}-${Currency}`;

export type Product = {
  id: ProductId;
  plan: PaidPlan;
  period: BillingPeriod;
  currency: Currency;
  /** The price of one period (a month or a year) in cents, without VAT. */
  amountCents: number;
  /** What one month costs on this product, in cents (the yearly price over 12, rounded). */
  monthlyCents: number;
};

const productOf = (plan: PaidPlan, period: BillingPeriod, currency: Currency): Product => {
  const monthly = MONTHLY_CENTS[plan][currency];
  const amountCents = period === 'monthly' ? monthly : Math.round(monthly * 12 * (1 - YEARLY_DISCOUNT));
  return {
    id: `${plan}-${period}-${currency}`,
    plan,
    period,
    currency,
    amountCents,
    monthlyCents: period === 'monthly' ? monthly : Math.round(amountCents / 12),
  };
};

/** The eight products, starter before business, monthly before yearly, EUR before USD. */
export const PRODUCTS: readonly Product[] = PAID_PLANS.flatMap((plan) =>
  BILLING_PERIODS.flatMap((period) => CURRENCIES.map((currency) => productOf(plan, period, currency))),
);

/** The product with this id, or undefined. */
export const productById = (id: string): Product | undefined => PRODUCTS.find((p) => p.id === id);

/** The product of a plan, period and currency. */
export const productFor = (plan: PaidPlan, period: BillingPeriod, currency: Currency): Product =>
  productById(`${plan}-${period}-${currency}`)!;

/** True for a plan that is sold (starter, business). */
export const isPaidPlan = (plan: Plan | string): plan is PaidPlan =>
  (PAID_PLANS as readonly string[]).includes(plan);

/** The end of one billing period that starts at `from` (a month or a year later, same clock time). */
export function periodEnd(from: Date, period: BillingPeriod): Date {
  const end = new Date(from);
  if (period === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  // 31 January + 1 month rolls over into March: take the last day of February instead.
  if (period === 'monthly' && end.getUTCDate() !== from.getUTCDate()) end.setUTCDate(0);
  return end;
}

/** An amount in cents as money in the language, e.g. "€149.00" or "149,00 €". */
export function formatMoney(cents: number, currency: Currency, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}
