import { z } from 'zod';
import { EmptyResults } from '../api.js';
import { FILE, endpoints } from '../contract.js';
import {
  CheckoutPayRequest,
  CheckoutPayResults,
  CheckoutResults,
  CheckoutStartRequest,
  CheckoutStartResults,
  PortalResults,
  SubscriptionOnlyResults,
  SubscriptionResults,
} from './subscription.schema.js';

const IdParams = z.object({ id: z.string() });

/** subscription/*: plans, checkout, cancellation and invoices (spec §2 /subscription, §3, §4, §9). */
export const subscriptionApi = endpoints('subscription', {
  get: {
    method: 'GET',
    path: '/subscription',
    summary: "Get the account's subscription",
    description:
      'The plan, the current (trialing, active or cancelling) subscription, the invoices, every recorded plan change and the usage table of this month (quota and usage per limit of spec §6).',
    access: 'main',
    results: SubscriptionResults,
  },
  startCheckout: {
    method: 'POST',
    path: '/subscription/checkout',
    summary: 'Start a checkout',
    description:
      'Creates the pending subscription of a product (spec §9: starter or business, monthly or yearly, EUR or USD) and answers its id for /subscription/checkout/{id}. Asking again for the same product while one is pending answers that one. The product the account already has: VALIDATION_FAILED with fields.productId.',
    access: 'main',
    body: CheckoutStartRequest,
    results: CheckoutStartResults,
  },
  checkout: {
    method: 'GET',
    path: '/subscription/checkout/:id',
    summary: 'Get a checkout',
    description:
      "The order (product, net, VAT by the account's billing country and VAT id, total), the billing details it will be invoiced to and whether card payment is offered. Open to sub-accounts of the account too (spec §2).",
    access: 'user',
    params: IdParams,
    results: CheckoutResults,
    errors: ['NOT_FOUND'],
  },
  pay: {
    method: 'POST',
    path: '/subscription/checkout/:id/pay',
    summary: 'Pay a checkout',
    description:
      'By invoice: the subscription starts at once, the plan changes and the invoice is issued and mailed. By card: answers the payment page to go to; the plan changes when the provider confirms. Paying again (double click, second tab) answers the first outcome and makes no second subscription or invoice. Billing details without company, address, zip or country: VALIDATION_FAILED with fields.billing. The provider refused or is not configured: SUBSCRIPTION_FAILED.',
    access: 'user',
    params: IdParams,
    body: CheckoutPayRequest,
    results: CheckoutPayResults,
    errors: ['NOT_FOUND', 'SUBSCRIPTION_FAILED'],
  },
  cancel: {
    method: 'POST',
    path: '/subscription/cancel',
    summary: 'Cancel the subscription',
    description:
      'The subscription stays usable until the end of its period, then the plan falls back to free and events over its quota close. A trial ends at once. A card subscription is cancelled at the provider too (it refused: SUBSCRIPTION_FAILED, nothing changed). Without a current subscription: NOT_FOUND.',
    access: 'main',
    results: SubscriptionOnlyResults,
    errors: ['NOT_FOUND', 'SUBSCRIPTION_FAILED'],
  },
  portal: {
    method: 'POST',
    path: '/subscription/portal',
    summary: "Open the payment provider's billing portal",
    description:
      "For a subscription paid by card: answers the provider's customer portal (change card, see the provider's receipts), which returns to /subscription. Without a card subscription or a configured provider: SUBSCRIPTION_FAILED.",
    access: 'main',
    results: PortalResults,
    errors: ['SUBSCRIPTION_FAILED'],
  },
  stripeWebhook: {
    method: 'POST',
    path: '/subscription/stripe/webhook',
    summary: "Stripe's events",
    description:
      'Stripe calls this with checkout.session.completed, invoice.paid, invoice.payment_failed and customer.subscription.updated|deleted. Verified by the Stripe-Signature header (a bad or missing signature: 400 VALIDATION_FAILED, nothing changed); each event id is applied once, and events may arrive in any order.',
    access: 'public',
    body: z.unknown(),
    results: EmptyResults,
  },
  invoicePdf: {
    method: 'GET',
    path: '/invoices/:id/pdf',
    summary: 'Download an invoice',
    description: "The invoice as PDF (the account's own invoices only).",
    access: 'main',
    params: IdParams,
    results: FILE,
    errors: ['NOT_FOUND'],
  },
});
