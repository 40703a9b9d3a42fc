import type { BuildFlags, ChatMessage, Poll, QaQuestion, WebcastStage } from '@foyer/shared';
import type { BillingConfig } from './config.js';
import type { Db } from './db/client.js';
import type { Limits } from './plugins/rate-limit.js';
import type { Jobs } from './platform/jobs/jobs.js';
import type { MailSender } from './platform/mail/sender.js';
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
  /** Where mailings go (pooled, throttled SMTP; the outbox locally); unset: mailings cannot be sent yet. */
  mailer?: MailSender;
  /** The address mailings come from (MAIL_FROM); the name is the event's. */
  mailFrom?: string;
  /** Queues work for the job queue's workers (set once the queue runs; unset: the schedule picks it up). */
  jobs?: Pick<Jobs, 'send' | 'sendMany'>;
};

/**
 * A card payment provider (Stripe) behind provider-neutral names: its hosted checkout, its customer
 * portal, cancellation at the period end and its webhook events. The subscription becomes active
 * when the provider confirms (its webhook), never on the way to its page. Every call throws when
 * the provider refuses or cannot be reached; `parseEvent` throws InvalidPaymentEventError.
 */
export type CardPayments = {
  /** The hosted checkout page of a pending subscription, made once per subscription id. */
  startCheckout(order: {
    /** Foyer's subscription id: the provider's reference and idempotency key. */
    subscriptionId: string;
    accountId: string;
    productId: string;
    email: string;
    /** The provider's customer of the account's earlier card subscription, to reuse its card. */
    customerId?: string | null;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ redirectUrl: string }>;
  /** The provider's customer portal (change the card, see receipts), returning to `returnUrl`. */
  openPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** Asks the provider to end the subscription at its period end (its webhook confirms). */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** Ends the subscription at the provider now (it was replaced by another plan in Foyer). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  /** Verifies a webhook's signature over its raw body and answers the event it carries. */
  parseEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
};

/** What every payment event says: its id (applied once), the provider's type and its references. */
type PaymentEventBase = {
  /** The provider's event id, e.g. evt_…. */
  id: string;
  /** The provider's type, e.g. invoice.paid (stored with the id). */
  providerType: string;
  /** When the provider made the event. */
  at: Date;
  /** Foyer's subscription id as the provider carries it back (reference or metadata), if it does. */
  subscriptionId: string | null;
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
};

/** A webhook event of a card provider in Foyer's terms; `ignored` for a type Foyer does not use. */
export type PaymentEvent = PaymentEventBase &
  (
    | { kind: 'checkoutCompleted'; periodEnd: Date | null }
    | { kind: 'invoicePaid'; periodEnd: Date | null }
    | { kind: 'paymentFailed' }
    | {
        kind: 'subscriptionUpdated';
        cancelAtPeriodEnd: boolean;
        /** The provider gave up collecting the payment (Stripe: unpaid, incomplete_expired). */
        isUnpaid: boolean;
        cancelledAt: Date | null;
        periodEnd: Date | null;
      }
    | { kind: 'subscriptionDeleted'; endedAt: Date; reason: 'paymentFailed' | 'cancelled' }
    | { kind: 'ignored' }
  );

/** A webhook whose signature is missing or wrong, or whose body is not an event. */
export class InvalidPaymentEventError extends Error {}

/**
 * How services tell open visitor sockets (on every server node) that their rights changed. Called
 * after the change is committed; never throws (a failure is logged).
 */
export type RealtimeNotifier = {
  /** These visitors' sessions ended (removed, left, event closed or deleted): their sockets close. */
  endSessions(target: { participantIds?: string[]; sessionIds?: string[]; eventId?: string }): Promise<void>;
  /** The event's moderators changed: sockets whose moderator right changed reconnect with the current one. */
  refreshModerators(eventId: string): Promise<void>;
  /**
   * A staff answer stored outside the venue (the organiser's inbox) goes to the thread's chat, its
   * visitor and the event's moderators; answers whether the visitor has the venue open (a failure:
   * not open).
   */
  staffAnswered(eventId: string, threadId: string, message: ChatMessage): Promise<{ visitorOnline: boolean }>;
  /** A webcast's console changed its notice or slide: every open player of it shows them now. */
  webcastStage(webcastId: string, stage: WebcastStage): Promise<void>;
  /** Players open on a webcast now, on every node (a node that does not answer in time: not counted). */
  watchers(webcastId: string): Promise<number>;
  /**
   * People (visitors, not tabs) with each event's venue open now, by event id, on every node: each
   * node counts a person once, so one person with tabs on two nodes counts twice (a node that does
   * not answer in time: not counted).
   */
  visitorsByEvent(): Promise<Map<string, number>>;
  /** The Q&A of talks as a webcast's console moderates it. */
  qa: ConsoleQa;
};

/** The Q&A of an event's talks (the realtime module's), for a webcast's console. Nothing throws expected. */
export type ConsoleQa = {
  /** The talks shown in the event that play the webcast, in venue order. */
  talks(eventId: string, webcastId: string): Promise<{ id: string; title: string; interactive: boolean }[]>;
  /** A talk's questions: all (moderators), or the approved ones. */
  questions(eventId: string, videoId: string, all: boolean): Promise<QaQuestion[]>;
  /**
   * Approves, hides or answers a question of the event whose talk `isConsoleTalk` accepts; whoever may
   * see it gets it. Undefined: no such question there.
   */
  moderate(
    eventId: string,
    questionId: string,
    change: { state?: 'approved' | 'hidden'; answer?: string },
    isConsoleTalk: (videoId: string) => boolean,
  ): Promise<QaQuestion | undefined>;
  /** A talk's polls, newest first, with their counts. */
  polls(eventId: string, videoId: string): Promise<Poll[]>;
  /** Opens a poll on a talk (the caller checked the talk); its followers get it. */
  createPoll(eventId: string, videoId: string, question: string, options: string[]): Promise<Poll>;
  /** Closes a poll of the event whose talk `isConsoleTalk` accepts. Undefined: no such poll there. */
  closePoll(
    eventId: string,
    pollId: string,
    isConsoleTalk: (videoId: string) => boolean,
  ): Promise<Poll | undefined>;
};
