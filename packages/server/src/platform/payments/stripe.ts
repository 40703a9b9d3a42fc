import type { ProductId } from '@foyer/shared';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import { type CardPayments, InvalidPaymentEventError, type PaymentEvent } from '../../context.js';

const fromSeconds = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null);
const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/** The latest end of a subscription's items' periods (the API keeps periods on items), or null. */
function periodEndOfSubscription(sub: Stripe.Subscription): Date | null {
  const ends = (sub.items?.data ?? []).map((item) => item.current_period_end).filter(Number.isFinite);
  return ends.length ? fromSeconds(Math.max(...ends)) : null;
}

/**
 * The end of the service period an invoice pays: the latest end of its lines' periods (a renewal
 * invoice's own period_start/period_end cover the period before, for usage), else its period_end.
 */
function periodEndOfInvoice(invoice: Stripe.Invoice): Date | null {
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end).filter(Number.isFinite);
  return fromSeconds(ends.length ? Math.max(...ends) : invoice.period_end);
}

/** The subscription an invoice belongs to and Foyer's id in its metadata, when it is a subscription's. */
function subscriptionOfInvoice(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  return {
    providerSubscriptionId: idOf(details?.subscription),
    subscriptionId: details?.metadata?.subscriptionId ?? null,
  };
}

/** A verified Stripe event in Foyer's terms. Throws nothing. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  const base = {
    id: event.id,
    providerType: event.type,
    at: new Date(event.created * 1000),
    subscriptionId: null,
    providerSubscriptionId: null,
    providerCustomerId: null,
  };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return { ...base, kind: 'ignored' };
      const sub = session.subscription;
      return {
        ...base,
        kind: 'checkoutCompleted',
        subscriptionId: session.client_reference_id ?? session.metadata?.subscriptionId ?? null,
        providerSubscriptionId: idOf(sub),
        providerCustomerId: idOf(session.customer),
        // Webhooks do not expand: the period end comes with invoice.paid or subscription.updated then.
        periodEnd: sub && typeof sub !== 'string' ? periodEndOfSubscription(sub) : null,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const refs = { ...subscriptionOfInvoice(invoice), providerCustomerId: idOf(invoice.customer) };
      if (!refs.providerSubscriptionId && !refs.subscriptionId) return { ...base, kind: 'ignored' };
      return event.type === 'invoice.paid'
        ? { ...base, ...refs, kind: 'invoicePaid', periodEnd: periodEndOfInvoice(invoice) }
        : { ...base, ...refs, kind: 'paymentFailed' };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const refs = {
        subscriptionId: sub.metadata?.subscriptionId ?? null,
        providerSubscriptionId: sub.id,
        providerCustomerId: idOf(sub.customer),
      };
      if (event.type === 'customer.subscription.updated')
        return {
          ...base,
          ...refs,
          kind: 'subscriptionUpdated',
          cancelAtPeriodEnd: sub.cancel_at_period_end,
          isUnpaid: sub.status === 'unpaid' || sub.status === 'incomplete_expired',
          cancelledAt: fromSeconds(sub.canceled_at),
          periodEnd: periodEndOfSubscription(sub),
        };
      return {
        ...base,
        ...refs,
        kind: 'subscriptionDeleted',
        endedAt: fromSeconds(sub.ended_at) ?? base.at,
        reason: sub.cancellation_details?.reason === 'payment_failed' ? 'paymentFailed' : 'cancelled',
      };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}

/**
 * Card payments through Stripe with the official SDK: Stripe Checkout (hosted, subscription mode),
 * the billing portal, cancellation, and webhooks verified by their Stripe-Signature header.
 * Each call throws the SDK's error when Stripe refuses or cannot be reached.
 */
export function stripePayments(config: StripeConfig): CardPayments {
  const stripe = new Stripe(config.secretKey, {
    ...(config.api ?? {}),
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: 'Foyer' },
  });

  return {
    async startCheckout(order) {
      const price = config.prices[order.productId as ProductId];
      if (!price) throw new Error(`No Stripe price for the product ${order.productId}`);
      const metadata = { subscriptionId: order.subscriptionId, accountId: order.accountId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price, quantity: 1 }],
          client_reference_id: order.subscriptionId,
          metadata,
          // The subscription and its invoices carry Foyer's id too, so every later event finds it.
          subscription_data: { metadata },
          ...(order.customerId ? { customer: order.customerId } : { customer_email: order.email }),
          success_url: order.successUrl,
          cancel_url: order.cancelUrl,
        },
        // A double click or a second tab gets the same session.
        { idempotencyKey: order.subscriptionId },
      );
      if (!session.url) throw new Error(`Stripe answered the checkout session ${session.id} without a url`);
      return { redirectUrl: session.url };
    },

    async openPortal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    async cancelAtPeriodEnd(providerSubscriptionId) {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
    },

    async cancelNow(providerSubscriptionId) {
      try {
        await stripe.subscriptions.cancel(providerSubscriptionId);
      } catch (e) {
        // Cancelled already (by an earlier attempt whose transaction rolled back, or in Stripe's dashboard).
        const sub = await stripe.subscriptions.retrieve(providerSubscriptionId).catch(() => null);
        if (sub?.status !== 'canceled') throw e;
      }
    },

    parseEvent(rawBody, signature) {
      if (!signature) throw new InvalidPaymentEventError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (e) {
        throw new InvalidPaymentEventError((e as Error).message);
      }
      return paymentEventOf(event);
    },
  };
}
