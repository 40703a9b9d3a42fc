import type { BuildFlags } from '@foyer/shared';
import type { BillingConfig } from './config.js';
import type { Db } from './db/client.js';
import type { Limits } from './plugins/rate-limit.js';
import type { SmsSender } from './platform/sms/sms.js';

/** What services need besides their input. */
export type Deps = {
  db: Db;
  /** Base of links in mails, without trailing slash. */
  publicUrl: string;
  /** Build flags; BUILD_FLAGS unless a test switches one. */
  flags?: Readonly<BuildFlags>;
  /** SMS provider; the outbox (listed at /dev/mailbox) unless configured. */
  sms?: SmsSender;
  /** Per-account and per-recipient limits (set by the rate-limit plugin); unset (CLI): none apply. */
  limits?: Limits;
  /** Open visitor sockets, on every node; set once the realtime server is attached. */
  sockets?: RealtimeNotifier;
  /** The seller and payment term of invoices (config SELLER_*, INVOICE_DUE_DAYS); unset: DEFAULT_BILLING. */
  billing?: BillingConfig;
  /** Card payments through a provider (Stripe); unset: checkout by invoice only. */
  payments?: CardPayments;
};

/**
 * A card payment provider's hosted checkout. `startCheckout` answers the page the browser goes to;
 * the subscription becomes active when the provider confirms (its webhook), not here. Throws when the
 * provider refuses or cannot be reached.
 */
export type CardPayments = {
  startCheckout(order: {
    /** Foyer's subscription id: the provider's reference and idempotency key. */
    subscriptionId: string;
    accountId: string;
    productId: string;
    email: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ redirectUrl: string }>;
};

/**
 * How services tell open visitor sockets (on every server node) that their rights changed. Called
 * after the change is committed; never throws (a failure is logged).
 */
export type RealtimeNotifier = {
  /** These visitors' sessions ended (removed, left, event closed or deleted): their sockets close. */
  endSessions(target: { participantIds?: string[]; sessionIds?: string[]; eventId?: string }): Promise<void>;
  /** The event's moderators changed: sockets whose moderator right changed reconnect with the current one. */
  refreshModerators(eventId: string): Promise<void>;
};
