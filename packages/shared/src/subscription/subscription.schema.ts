import { z } from 'zod';
import { BillingDetails } from '../account/account.schema.js';
import { PLANS } from '../plans.js';
import { MSG } from '../validators.js';
import { BILLING_PERIODS, CURRENCIES, PAID_PLANS, PRODUCTS } from './catalogue.js';
import { TAX_KINDS } from './tax.js';

/**
 * A subscription's states over time (spec §4): a checkout not paid yet (`pending`), a trial of a paid
 * plan, `active` with a renewal date, `cancelling` (usable until the period end), `ended` (the plan
 * fell back to free), `failed` (the payment was refused).
 */
export const SUBSCRIPTION_STATUSES = [
  'pending',
  'trialing',
  'active',
  'cancelling',
  'ended',
  'failed',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Card through the payment provider (Stripe Checkout), or invoice issued by Foyer. */
export const PAYMENT_METHODS = ['card', 'invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const productIds = PRODUCTS.map((p) => p.id) as [string, ...string[]];

/** One subscription of the account (spec §3 Subscription). Dates are ISO date-times. */
export const Subscription = z.object({
  id: z.string(),
  productId: z.string(),
  plan: z.enum(PAID_PLANS),
  period: z.enum(BILLING_PERIODS),
  currency: z.enum(CURRENCIES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  startedAt: z.string().nullable(),
  /** The end of the paid (or trial) period: the next invoice date while active, the end date when cancelling. */
  currentPeriodEnd: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof Subscription>;

export const INVOICE_STATUSES = ['open', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice Foyer issued (payment by invoice); amounts in cents of `currency`. */
export const Invoice = z.object({
  id: z.string(),
  /** Sequential without gaps, e.g. "2026-000042". */
  number: z.string(),
  subscriptionId: z.string(),
  productId: z.string(),
  status: z.enum(INVOICE_STATUSES),
  issuedAt: z.string(),
  dueAt: z.string(),
  paidAt: z.string().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  currency: z.enum(CURRENCIES),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  vatRatePercent: z.number(),
  taxKind: z.enum(TAX_KINDS),
});
export type Invoice = z.infer<typeof Invoice>;

/** Why the plan changed. */
export const PLAN_CHANGE_REASONS = [
  'checkout',
  'trialStarted',
  'trialEnded',
  'cancelled',
  'periodEnded',
  'paymentFailed',
  'unpaid',
  'operator',
] as const;
export type PlanChangeReason = (typeof PLAN_CHANGE_REASONS)[number];

/** One recorded change (who, when, from, to), shown on the subscription page. */
export const PlanChange = z.object({
  id: z.string(),
  at: z.string(),
  /** The person's name or email; null when the system or the operator made it. */
  by: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  reason: z.enum(PLAN_CHANGE_REASONS),
});
export type PlanChange = z.infer<typeof PlanChange>;

/** The quotas of the usage table (spec §3: quota, usage, remainder or overage). */
export const USAGE_KEYS = [
  'registrationsPerEvent',
  'openEvents',
  'editableEvents',
  'webcasts',
  'subAccounts',
] as const;
export type UsageKey = (typeof USAGE_KEYS)[number];

export const UsageRow = z.object({
  key: z.enum(USAGE_KEYS),
  /** null: unlimited (an unknown plan). */
  quota: z.number().int().nullable(),
  /** For registrations per event: the fullest event's registrations. */
  used: z.number().int(),
});
export type UsageRow = z.infer<typeof UsageRow>;

/** GET subscription: the plan, the current subscription, its invoices, changes and the usage now. */
export const SubscriptionResults = z.object({
  plan: z.enum(PLANS).or(z.string()),
  /** The trialing, active or cancelling subscription; null on free. */
  subscription: Subscription.nullable(),
  invoices: z.array(Invoice),
  history: z.array(PlanChange),
  /** The usage table for `year`/`month` (UTC), the current month. */
  usage: z.object({ year: z.number().int(), month: z.number().int(), rows: z.array(UsageRow) }),
  /** Whether card payment is offered (a payment provider is configured). */
  cardAvailable: z.boolean(),
});
export type SubscriptionResults = z.infer<typeof SubscriptionResults>;

/** POST subscription/checkout: starts a checkout of a product. */
export const CheckoutStartRequest = z.strictObject({
  productId: z.enum(productIds, { error: MSG.invalid }),
});
export type CheckoutStartRequest = z.infer<typeof CheckoutStartRequest>;

export const CheckoutStartResults = z.object({ subscriptionId: z.string() });

/** The order of a checkout: the product and what it costs with the account's VAT. */
export const CheckoutOrder = z.object({
  subscriptionId: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  productId: z.string(),
  plan: z.enum(PAID_PLANS),
  period: z.enum(BILLING_PERIODS),
  currency: z.enum(CURRENCIES),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  vatRatePercent: z.number(),
  taxKind: z.enum(TAX_KINDS),
});
export type CheckoutOrder = z.infer<typeof CheckoutOrder>;

/** GET subscription/checkout/{id}: the order, the billing details it will be invoiced to, the methods. */
export const CheckoutResults = z.object({
  order: CheckoutOrder,
  billing: BillingDetails,
  cardAvailable: z.boolean(),
});
export type CheckoutResults = z.infer<typeof CheckoutResults>;

/** POST subscription/checkout/{id}/pay */
export const CheckoutPayRequest = z.strictObject({ method: z.enum(PAYMENT_METHODS, { error: MSG.invalid }) });
export type CheckoutPayRequest = z.infer<typeof CheckoutPayRequest>;

/**
 * The payment's outcome: by invoice the subscription is active at once (with its invoice); by card
 * the browser goes to `redirectUrl` (the provider's hosted page) and comes back to the success or
 * error page.
 */
export const CheckoutPayResults = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  invoiceId: z.string().nullable(),
  redirectUrl: z.string().nullable(),
});
export type CheckoutPayResults = z.infer<typeof CheckoutPayResults>;

export const SubscriptionOnlyResults = z.object({ subscription: Subscription });

/** POST subscription/portal: where the browser goes to manage the card subscription. */
export const PortalResults = z.object({ url: z.string() });
