import {
  type BillingDetails,
  type BillingParty,
  type CheckoutOrder,
  type CheckoutPayResults,
  type CheckoutResults,
  type Invoice,
  MSG,
  type PaymentMethod,
  type PlanChange,
  type Product,
  type Subscription,
  type SubscriptionResults,
  type Tax,
  USAGE_KEYS,
  type UsageKey,
  amountsOf,
  flagsOf,
  isUuid,
  periodEnd,
  planOf,
  productById,
  productFor,
  quotaOf,
  taxFor,
} from '@foyer/shared';
import { type BillingConfig, DEFAULT_BILLING } from '../../config.js';
import { type Deps, InvalidPaymentEventError, type PaymentEvent } from '../../context.js';
import type { Db } from '../../db/client.js';
import type {
  InvoiceRow,
  PlanChangeRow,
  StoredInvoiceBuyer,
  SubscriptionRow,
  UserRow,
} from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { enqueueMail } from '../../platform/mail/mail.service.js';
import * as accountService from '../account/account.service.js';
import * as assetsService from '../assets/assets.service.js';
import * as eventsService from '../events/events.service.js';
import * as usersService from '../users/users.service.js';
import { renderInvoicePdf } from './subscription.pdf.js';
import * as repo from './subscription.repository.js';

/** Where the invoice mail and the checkout's return links lead (spec §2). */
export const SUBSCRIPTION_PATH = '/subscription';
export const SUBSCRIPTION_SUCCESS_PATH = '/subscription-success';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const billingConfigOf = (deps: Pick<Deps, 'billing'>): BillingConfig => deps.billing ?? DEFAULT_BILLING;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days an invoice may stay unpaid after its due date (a reminder at the due date) before the subscription ends. */
export const UNPAID_GRACE_DAYS = 14;

/** A subscription of the API contract. Throws nothing. */
export function presentSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    productId: row.productId,
    plan: row.plan,
    period: row.period,
    currency: row.currency,
    status: row.status,
    paymentMethod: row.paymentMethod,
    startedAt: iso(row.startedAt),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    cancelledAt: iso(row.cancelledAt),
    endedAt: iso(row.endedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** An invoice of the API contract (the VAT rate as a percent). Throws nothing. */
export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    subscriptionId: row.subscriptionId,
    productId: row.productId,
    status: row.status,
    issuedAt: row.issuedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    paidAt: iso(row.paidAt),
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    currency: row.currency,
    netCents: row.netCents,
    vatCents: row.vatCents,
    totalCents: row.totalCents,
    vatRatePercent: row.vatRateBasisPoints / 100,
    taxKind: row.taxKind,
  };
}

/** "YYYY-NNNNNN": the year of issue and the sequence within it. */
export const invoiceNumberOf = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(6, '0')}`;

/** The party an invoice is addressed to: the recipient, or the beneficiary when it is the same. */
export const recipientOf = (billing: BillingDetails): BillingParty =>
  billing.sameAsBeneficiary ? billing.beneficiary : billing.recipient;

/** True when an invoice can be addressed to the party (company, address, zip and country given). */
const isAddressable = (party: BillingParty) =>
  [party.company, party.address1, party.zip, party.country].every((v) => v.trim() !== '');

/** The catalogue product of a subscription. Throws NOT_FOUND (a product no longer sold). */
function productOf(row: SubscriptionRow): Product {
  const product = productById(row.productId);
  if (!product) throw new AppError('NOT_FOUND', { message: `The product ${row.productId} is not sold.` });
  return product;
}

/** The order of a product for a buyer, with VAT by the seller's and the buyer's country. */
function orderOf(row: SubscriptionRow, product: Product, tax: Tax): CheckoutOrder {
  return {
    subscriptionId: row.id,
    status: row.status,
    productId: product.id,
    plan: product.plan,
    period: product.period,
    currency: product.currency,
    ...amountsOf(product.amountCents, tax),
    vatRatePercent: tax.ratePercent,
    taxKind: tax.kind,
  };
}

/** The tenant's subscription with this id (any status). Throws NOT_FOUND. */
async function loadOfTenant(db: Db, tenantId: string, id: string): Promise<SubscriptionRow> {
  const row = isUuid(id) ? await repo.findOfAccount(db, tenantId, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The account's row. Throws NOT_FOUND. */
async function loadAccount(deps: Deps, accountId: string): Promise<UserRow> {
  const account = await usersService.findUserById(deps, accountId);
  if (!account) throw new AppError('NOT_FOUND');
  return account;
}

// ---------------------------------------------------------------------------------------------
// Checkout

/**
 * Starts a checkout of a product for the main account: its pending subscription, made once (asking
 * again while it is pending answers the same one). Serialised per account by a lock of its row.
 * Throws VALIDATION_FAILED (fields.productId: unknown, or the product of the current subscription),
 * NOT_FOUND (no such account).
 */
export async function startCheckout(
  deps: Deps,
  accountId: string,
  productId: string,
): Promise<{ subscriptionId: string }> {
  const product = productById(productId);
  if (!product) throw new AppError('VALIDATION_FAILED', { fields: { productId: MSG.invalid } });
  return deps.db.transaction(async (db) => {
    await usersService.lockAccount(db, accountId);
    const current = await repo.findCurrent(db, accountId);
    // A trial's own product may be ordered (to keep the plan after the trial); an active one not again.
    if (current?.productId === product.id && current.status !== 'trialing')
      throw new AppError('VALIDATION_FAILED', { fields: { productId: MSG.invalid } });
    const pending = await repo.findPending(db, accountId, product.id);
    if (pending) return { subscriptionId: pending.id };
    const row = await repo.insertSubscription(db, {
      accountId,
      productId: product.id,
      plan: product.plan,
      period: product.period,
      currency: product.currency,
    });
    return { subscriptionId: row.id };
  });
}

/**
 * A checkout of the tenant (main account or its sub-accounts): the order with VAT by the billing
 * details (the amounts of its invoice once it has one), the billing details and whether card payment
 * is offered. Throws NOT_FOUND (unknown id, another account's, a product no longer sold).
 */
export async function getCheckout(deps: Deps, tenantId: string, id: string): Promise<CheckoutResults> {
  const row = await loadOfTenant(deps.db, tenantId, id);
  const account = await loadAccount(deps, tenantId);
  const billing = await accountService.getBilling(deps, account);
  const product = productOf(row);
  const invoice = await repo.firstInvoiceOf(deps.db, row.id);
  const order = invoice
    ? {
        ...orderOf(row, product, { kind: invoice.taxKind, ratePercent: invoice.vatRateBasisPoints / 100 }),
        netCents: invoice.netCents,
        vatCents: invoice.vatCents,
        totalCents: invoice.totalCents,
      }
    : orderOf(row, product, taxFor(billingConfigOf(deps).seller, recipientOf(billing)));
  return { order, billing, cardAvailable: Boolean(deps.payments) };
}

/** What paying a subscription that is no longer pending answers: its state and its first invoice. */
async function outcomeOf(db: Db, row: SubscriptionRow): Promise<CheckoutPayResults> {
  const invoice = await repo.firstInvoiceOf(db, row.id);
  return { status: row.status, invoiceId: invoice?.id ?? null, redirectUrl: null };
}

/**
 * Pays a checkout of the tenant. In one transaction under locks of the account's row and then the
 * subscription's, so double clicks, second tabs and parallel calls make one subscription and one
 * invoice: a subscription that is not pending answers its earlier outcome.
 * - by invoice: the current subscription (a plan change) ends, this one is active for one period,
 *   the account's plan follows, the change is recorded (by `user`), the invoice is numbered and
 *   stored and its mail queued;
 * - by card: the provider's hosted page to go to (the plan changes when the provider confirms).
 * Throws NOT_FOUND, VALIDATION_FAILED (fields.billing: no company, address, zip or country to invoice
 * to), SUBSCRIPTION_FAILED (card: no provider configured, or it refused).
 */
export async function pay(
  deps: Deps,
  tenantId: string,
  user: UserRow,
  id: string,
  method: PaymentMethod,
): Promise<CheckoutPayResults> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const closed: string[] = [];
  const outcome = await deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const account = await usersService.lockAccount(db, tenantId);
    const row = await repo.lockOfAccount(db, tenantId, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'pending') return outcomeOf(db, row);
    const product = productOf(row);
    const billing = await accountService.getBilling(tx, account);
    if (!isAddressable(recipientOf(billing)))
      throw new AppError('VALIDATION_FAILED', { fields: { billing: MSG.required } });
    if (method === 'card') return startCardPayment(tx, account, row);

    const now = new Date();
    const active = await activate(tx, account, row, {
      now,
      byUserId: user.id,
      patch: { status: 'active', paymentMethod: 'invoice', currentPeriodEnd: periodEnd(now, product.period) },
      closed,
    });
    const invoice = await issueInvoice(tx, active, product, billing, now);
    await enqueueMail(tx, {
      to: account.email,
      template: 'invoice',
      language: account.language,
      vars: { name: account.firstName, link: `${deps.publicUrl}${SUBSCRIPTION_PATH}` },
    });
    return { status: active.status, invoiceId: invoice.id, redirectUrl: null };
  });
  for (const eventId of closed) await deps.sockets?.endSessions({ eventId });
  return outcome;
}

/** The provider's checkout page for a pending subscription. Throws SUBSCRIPTION_FAILED. */
async function startCardPayment(
  tx: Deps,
  account: UserRow,
  row: SubscriptionRow,
): Promise<CheckoutPayResults> {
  const customerId = await repo.latestCustomerIdOf(tx.db, account.id);
  const { redirectUrl } = await callProvider(tx, (payments) =>
    payments.startCheckout({
      subscriptionId: row.id,
      accountId: account.id,
      productId: row.productId,
      email: account.email,
      customerId,
      successUrl: `${tx.publicUrl}${SUBSCRIPTION_SUCCESS_PATH}?subscriptionId=${row.id}`,
      cancelUrl: `${tx.publicUrl}${SUBSCRIPTION_PATH}/checkout/${row.id}`,
    }),
  );
  await repo.updateSubscription(tx.db, row.id, { paymentMethod: 'card' });
  return { status: 'pending', invoiceId: null, redirectUrl };
}

/**
 * Makes a subscription of the locked account its current one, the same way for every payment method:
 * the previous current subscription ends (told to the card provider when it was paid by card, so it
 * stops charging), the row gets `patch` (status, payment method, period end…) and starts `now`, the
 * account's plan follows, a smaller plan's open-events quota applies at once (the closed events'
 * ids are pushed to `closed`, for their sockets after the commit), and the change is recorded
 * (checkout, by `byUserId`). Runs inside the caller's transaction. Throws SUBSCRIPTION_FAILED (the
 * provider would not end the previous card subscription; nothing is changed then).
 */
async function activate(
  tx: Deps,
  account: UserRow,
  row: SubscriptionRow,
  options: {
    now: Date;
    byUserId: string | null;
    patch: repo.SubscriptionPatch;
    closed: string[];
  },
): Promise<SubscriptionRow> {
  const { now } = options;
  const product = productOf(row);
  const fromPlan = planOf(account);
  const current = await repo.findCurrent(tx.db, account.id);
  if (current && current.id !== row.id) {
    if (current.paymentMethod === 'card' && current.providerSubscriptionId)
      await callProvider(tx, (payments) => payments.cancelNow(current.providerSubscriptionId!));
    await repo.updateSubscription(tx.db, current.id, { status: 'ended', endedAt: now });
  }
  const active = await repo.updateSubscription(tx.db, row.id, { startedAt: now, ...options.patch });
  await usersService.updateUser(tx, account.id, flagsOf(product.plan));
  options.closed.push(...(await eventsService.closeEventsOverQuota(tx.db, account.id, product.plan)));
  await repo.insertPlanChange(tx.db, {
    accountId: account.id,
    at: now,
    byUserId: options.byUserId,
    fromPlan,
    toPlan: product.plan,
    reason: 'checkout',
    subscriptionId: row.id,
  });
  return active;
}

/**
 * Ends the locked account's current subscription now: status ended, the plan free, the events over
 * the free plan's open-events quota closed (their ids pushed to `closed`; nothing is deleted) and the
 * change recorded by the system with `reason`. Runs inside the caller's transaction. Throws nothing expected.
 */
async function endNow(
  tx: Deps,
  account: UserRow,
  row: SubscriptionRow,
  options: {
    now: Date;
    reason: 'periodEnded' | 'trialEnded' | 'cancelled' | 'paymentFailed' | 'unpaid';
    closed: string[];
  },
): Promise<void> {
  await repo.updateSubscription(tx.db, row.id, { status: 'ended', endedAt: options.now });
  await usersService.updateUser(tx, account.id, flagsOf('free'));
  options.closed.push(...(await eventsService.closeEventsOverQuota(tx.db, account.id, 'free')));
  await repo.insertPlanChange(tx.db, {
    accountId: account.id,
    at: options.now,
    byUserId: null,
    fromPlan: planOf(account),
    toPlan: 'free',
    reason: options.reason,
    subscriptionId: row.id,
  });
}

/** Calls the card provider; its refusal, or no provider, is SUBSCRIPTION_FAILED. */
async function callProvider<T>(
  deps: Deps,
  call: (payments: NonNullable<Deps['payments']>) => Promise<T>,
): Promise<T> {
  if (!deps.payments)
    throw new AppError('SUBSCRIPTION_FAILED', { message: 'Card payment is not configured.' });
  try {
    return await call(deps.payments);
  } catch (e) {
    throw new AppError('SUBSCRIPTION_FAILED', { message: (e as Error).message });
  }
}

/**
 * Issues the invoice of the subscription's current period (starting `now`): numbered from the
 * year's counter inside the caller's transaction, seller and buyer kept as they are now, due after
 * the configured days. Throws nothing expected.
 */
async function issueInvoice(
  tx: Deps,
  row: SubscriptionRow,
  product: Product,
  billing: BillingDetails,
  now: Date,
  period?: { start: Date; end: Date },
): Promise<InvoiceRow> {
  const config = billingConfigOf(tx);
  const party = recipientOf(billing);
  const tax = taxFor(config.seller, party);
  const amounts = amountsOf(product.amountCents, tax);
  const buyer: StoredInvoiceBuyer = {
    ...party,
    costCentre: billing.costCentre,
    invoiceContact: billing.invoiceContact,
  };
  const year = now.getUTCFullYear();
  const sequence = await repo.nextInvoiceSequence(tx.db, year);
  return repo.insertInvoice(tx.db, {
    number: invoiceNumberOf(year, sequence),
    accountId: row.accountId,
    subscriptionId: row.id,
    productId: product.id,
    issuedAt: now,
    dueAt: new Date(now.getTime() + config.invoiceDueDays * DAY_MS),
    periodStart: period?.start ?? row.startedAt ?? now,
    periodEnd: period?.end ?? row.currentPeriodEnd ?? periodEnd(now, product.period),
    currency: product.currency,
    ...amounts,
    vatRateBasisPoints: Math.round(tax.ratePercent * 100),
    taxKind: tax.kind,
    seller: {
      name: config.seller.name,
      address: config.seller.address,
      country: config.seller.country,
      vatId: config.seller.vatId,
    },
    buyer,
  });
}

// ---------------------------------------------------------------------------------------------
// Cancellation and period end

/**
 * Cancels the main account's current subscription. An active one becomes `cancelling`: it stays
 * usable until its period end, when endDueSubscriptions ends it. The change is recorded now with
 * from = to = the plan (reason cancelled, by `userId`: who cancelled and when); the fall back to
 * free is recorded when it happens (periodEnded). A trial ends at once: plan free, recorded from
 * the plan to free. Cancelling a cancelling subscription again changes nothing.
 * A card subscription is told to the provider first (cancel at its period end).
 * Throws NOT_FOUND (no current subscription), SUBSCRIPTION_FAILED (the provider refused; nothing changed).
 */
export async function cancel(deps: Deps, accountId: string, userId: string): Promise<Subscription> {
  const closed: string[] = [];
  const cancelled = await deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const account = await usersService.lockAccount(db, accountId);
    const current = await repo.findCurrent(db, accountId);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status === 'cancelling') return presentSubscription(current);
    const now = new Date();
    const fromPlan = planOf(account);
    const isTrial = current.status === 'trialing';
    // A card subscription ends at the provider's period end; its webhook confirms the state set here.
    const providerSubscriptionId = current.paymentMethod === 'card' ? current.providerSubscriptionId : null;
    if (providerSubscriptionId)
      await callProvider(tx, (payments) => payments.cancelAtPeriodEnd(providerSubscriptionId));
    const row = await repo.updateSubscription(
      db,
      current.id,
      isTrial
        ? { status: 'ended', cancelledAt: now, endedAt: now }
        : {
            status: 'cancelling',
            cancelledAt: now,
            // The provider's events made before this moment no longer undo it.
            ...(providerSubscriptionId ? { providerEventAt: now } : {}),
          },
    );
    if (isTrial) {
      await usersService.updateUser(tx, accountId, flagsOf('free'));
      closed.push(...(await eventsService.closeEventsOverQuota(db, accountId, 'free')));
    }
    await repo.insertPlanChange(db, {
      accountId,
      at: now,
      byUserId: userId,
      fromPlan,
      toPlan: isTrial ? 'free' : fromPlan,
      reason: 'cancelled',
      subscriptionId: current.id,
    });
    return presentSubscription(row);
  });
  for (const eventId of closed) await deps.sockets?.endSessions({ eventId });
  return cancelled;
}

/** A date for a mail in the reader's language, e.g. "3 March 2027". */
const mailDate = (date: Date, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/**
 * Renews the active subscriptions paid by invoice whose period ended at `now` or before (spec §4
 * "active with renewal"): the next period's invoice is issued (numbered like every invoice, to the
 * billing details of now) and mailed, and the period moves on. One period per subscription and run;
 * the unique (subscription, period start) of invoices keeps a parallel run from invoicing twice.
 * Card subscriptions renew at the provider (invoice.paid). Answers how many were renewed. Throws
 * nothing expected.
 */
export async function renewDueInvoiceSubscriptions(deps: Deps, now: Date = new Date()): Promise<number> {
  let renewed = 0;
  for (const due of await repo.listDueInvoiceRenewals(deps.db, now)) {
    const didRenew = await deps.db.transaction(async (db) => {
      const tx = { ...deps, db };
      const account = await usersService.lockAccount(db, due.accountId);
      const row = await repo.lockOfAccount(db, due.accountId, due.id);
      if (row?.status !== 'active' || row.paymentMethod !== 'invoice' || !row.currentPeriodEnd) return false;
      if (row.currentPeriodEnd > now) return false;
      const product = productOf(row);
      const start = row.currentPeriodEnd;
      const end = periodEnd(start, product.period);
      const billing = await accountService.getBilling(tx, account);
      const invoice = await issueInvoice(tx, row, product, billing, now, { start, end });
      await repo.updateSubscription(db, row.id, { currentPeriodEnd: end });
      await enqueueMail(tx, {
        to: account.email,
        template: 'invoiceRenewed',
        language: account.language,
        vars: {
          name: account.firstName,
          link: `${deps.publicUrl}${SUBSCRIPTION_PATH}`,
          invoice: invoice.number,
          date: mailDate(invoice.dueAt, account.language),
        },
      });
      return true;
    });
    if (didRenew) renewed++;
  }
  return renewed;
}

/**
 * Dunning of invoices (issue: "unpaid after the due date → reminder, then the subscription ends"):
 * an open invoice past its due date becomes overdue and its account gets one reminder, which names the
 * last day; an invoice still unpaid UNPAID_GRACE_DAYS after its due date ends its subscription (plan
 * free, events over the quota closed, reason unpaid; the invoice stays owed). Answers what it did.
 * Throws nothing expected.
 */
export async function chaseUnpaidInvoices(
  deps: Deps,
  now: Date = new Date(),
): Promise<{ reminded: number; ended: number }> {
  let reminded = 0;
  for (const invoice of await repo.listOpenPastDue(deps.db, now)) {
    const didRemind = await deps.db.transaction(async (db) => {
      if (!(await repo.markOverdue(db, invoice.id))) return false;
      const account = await usersService.findUserById({ db }, invoice.accountId);
      if (!account) return false;
      await enqueueMail(
        { db, jobs: deps.jobs },
        {
          to: account.email,
          template: 'invoiceReminder',
          language: account.language,
          vars: {
            name: account.firstName,
            link: `${deps.publicUrl}${SUBSCRIPTION_PATH}`,
            invoice: invoice.number,
            date: mailDate(new Date(invoice.dueAt.getTime() + UNPAID_GRACE_DAYS * DAY_MS), account.language),
          },
        },
      );
      return true;
    });
    if (didRemind) reminded++;
  }
  let ended = 0;
  const cutoff = new Date(now.getTime() - UNPAID_GRACE_DAYS * DAY_MS);
  for (const invoice of await repo.listOverdueSince(deps.db, cutoff)) {
    const closed: string[] = [];
    const didEnd = await deps.db.transaction(async (db) => {
      const account = await usersService.lockAccount(db, invoice.accountId);
      const row = await repo.lockOfAccount(db, invoice.accountId, invoice.subscriptionId);
      const paid = await repo.findInvoiceOfAccount(db, invoice.accountId, invoice.id);
      if (paid?.status !== 'overdue') return false;
      if (row?.status !== 'active' && row?.status !== 'cancelling') return false;
      await endNow({ ...deps, db }, account, row, { now, reason: 'unpaid', closed });
      return true;
    });
    for (const eventId of closed) await deps.sockets?.endSessions({ eventId });
    if (didEnd) ended++;
  }
  return { reminded, ended };
}

/**
 * The subscriptions' clock, one step (the job every 15 minutes, `subscription:end-due` at once):
 * renewals of invoice subscriptions, reminders and ends for unpaid invoices, then cancelled periods
 * and trials that are over. Answers the counts. Throws nothing expected.
 */
export async function advanceSubscriptions(deps: Deps, now: Date = new Date()) {
  const renewed = await renewDueInvoiceSubscriptions(deps, now);
  const unpaid = await chaseUnpaidInvoices(deps, now);
  const ended = await endDueSubscriptions(deps, now);
  return { renewed, reminded: unpaid.reminded, endedUnpaid: unpaid.ended, ended };
}

/**
 * Starts the trial of a new account (spec §4), when the configuration has one (TRIAL_DAYS,
 * TRIAL_PLAN) and the account never had a subscription: a `trialing` subscription of the plan's
 * monthly product in EUR (what the trial's price would be), the plan's quotas at once, the change
 * recorded. The job of `endDueSubscriptions` ends it at `currentPeriodEnd` unless a checkout
 * replaced it. Runs inside the caller's transaction (the sign-up's completion). Throws nothing expected.
 */
export async function startTrial(tx: Deps, accountId: string, now: Date = new Date()): Promise<void> {
  const trial = (tx.billing ?? DEFAULT_BILLING).trial;
  if (!trial || trial.days <= 0) return;
  const account = await usersService.lockAccount(tx.db, accountId);
  if (await repo.hasAnySubscription(tx.db, accountId)) return;
  const product = productFor(trial.plan, 'monthly', 'eur');
  const row = await repo.insertSubscription(tx.db, {
    accountId,
    productId: product.id,
    plan: product.plan,
    period: product.period,
    currency: product.currency,
    status: 'trialing',
    startedAt: now,
    currentPeriodEnd: new Date(now.getTime() + trial.days * 86_400_000),
  });
  await usersService.updateUser(tx, accountId, flagsOf(product.plan));
  await repo.insertPlanChange(tx.db, {
    accountId,
    at: now,
    byUserId: null,
    fromPlan: planOf(account),
    toPlan: product.plan,
    reason: 'trialStarted',
    subscriptionId: row.id,
  });
}

/**
 * Ends every cancelling subscription whose period ended at `now` or before, and every trial past its
 * end: status ended, the account's plan free, the change recorded (periodEnded or trialEnded, by the
 * system). Each in its own transaction
 * under the account's lock, checked again there, so a parallel run ends none twice. Answers how many
 * it ended. The events over the free plan's open-events quota close (their visitors' sockets with
 * them); nothing is deleted. Runs on the job queue every 15 minutes (src/jobs.ts); operators can run it
 * at once with `npm run foyer -- subscription:end-due`. Throws nothing expected.
 */
export async function endDueSubscriptions(deps: Deps, now: Date = new Date()): Promise<number> {
  let ended = 0;
  for (const due of await repo.listDue(deps.db, now)) {
    const closed: string[] = [];
    const didEnd = await deps.db.transaction(async (db) => {
      const account = await usersService.lockAccount(db, due.accountId);
      const row = await repo.lockOfAccount(db, due.accountId, due.id);
      const isDue =
        (row?.status === 'cancelling' || row?.status === 'trialing') &&
        row.currentPeriodEnd !== null &&
        row.currentPeriodEnd <= now;
      if (!row || !isDue) return false;
      const reason = row.status === 'trialing' ? 'trialEnded' : 'periodEnded';
      await endNow({ ...deps, db }, account, row, { now, reason, closed });
      return true;
    });
    for (const eventId of closed) await deps.sockets?.endSessions({ eventId });
    if (didEnd) ended++;
  }
  return ended;
}

// ---------------------------------------------------------------------------------------------
// Card provider: billing portal and webhooks

/**
 * The card provider's billing portal for the main account's current card subscription (change the
 * card, see receipts), returning to /subscription. Throws SUBSCRIPTION_FAILED (no card subscription,
 * no provider configured, or it refused).
 */
export async function portal(deps: Deps, accountId: string): Promise<{ url: string }> {
  const current = await repo.findCurrent(deps.db, accountId);
  const customerId = current?.paymentMethod === 'card' ? current.providerCustomerId : null;
  if (!customerId)
    throw new AppError('SUBSCRIPTION_FAILED', { message: 'There is no subscription paid by card.' });
  return callProvider(deps, (payments) =>
    payments.openPortal(customerId, `${deps.publicUrl}${SUBSCRIPTION_PATH}`),
  );
}

/**
 * A webhook of the card provider: verifies its signature over the raw body, then applies its event
 * once (applyPaymentEvent). Throws VALIDATION_FAILED (no provider configured, a missing or bad
 * signature: nothing is changed).
 */
export async function receivePaymentWebhook(
  deps: Deps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<void> {
  if (!deps.payments) throw new AppError('VALIDATION_FAILED', { message: 'Card payment is not configured.' });
  let event: PaymentEvent;
  try {
    event = deps.payments.parseEvent(rawBody, signature);
  } catch (e) {
    if (e instanceof InvalidPaymentEventError)
      throw new AppError('VALIDATION_FAILED', { message: e.message });
    throw e;
  }
  await applyPaymentEvent(deps, event);
}

/** Foyer's subscription an event is about: by the id it carries back, else by the provider's id. */
async function subscriptionOfEvent(db: Db, event: PaymentEvent): Promise<SubscriptionRow | undefined> {
  const byId =
    event.subscriptionId && isUuid(event.subscriptionId)
      ? await repo.findById(db, event.subscriptionId)
      : undefined;
  if (byId) return byId;
  return event.providerSubscriptionId
    ? repo.findByProviderSubscription(db, event.providerSubscriptionId)
    : undefined;
}

const CURRENT = new Set<string>(repo.CURRENT_STATUSES);
const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Applies a card provider's event once: its id is recorded first in the same transaction as its
 * effect, so a replay (or a parallel delivery) changes nothing and answers false. Events may come in
 * any order, so each effect follows from the event's own object and time, never from an earlier event:
 * - checkout completed or invoice paid: a pending or failed subscription becomes current the way an
 *   invoice checkout does (activate), by card; a current one's period end moves to the paid one's;
 * - payment failed: a never-activated subscription is `failed`; the main account is mailed a link to
 *   /subscription (the provider retries by itself; the plan stays);
 * - subscription updated: cancel at period end → cancelling (recorded), else active; its period end
 *   (the provider's own state); an update older than the newest one applied is not applied; unpaid
 *   (the provider stopped retrying) ends a current subscription now, here and at the provider;
 * - subscription deleted: a current subscription ends now, plan free, events over the free quota close.
 * Paid invoices never move the period end back. The provider's ids are stored on the subscription. An event of no
 * Foyer subscription is recorded and does nothing. Throws SUBSCRIPTION_FAILED (the provider would not
 * end the subscription this one replaces; nothing is recorded, so its retry applies it).
 */
export async function applyPaymentEvent(deps: Deps, event: PaymentEvent): Promise<boolean> {
  if (event.kind === 'ignored') return false;
  const closed: string[] = [];
  const applied = await deps.db.transaction(async (db) => {
    if (!(await repo.insertPaymentEvent(db, { id: event.id, type: event.providerType }))) return false;
    const found = await subscriptionOfEvent(db, event);
    if (!found) return true;
    const tx = { ...deps, db };
    const account = await usersService.lockAccount(db, found.accountId);
    const row = (await repo.lockById(db, found.id))!;
    const now = new Date();
    const refs: repo.SubscriptionPatch = {
      providerCustomerId: row.providerCustomerId ?? event.providerCustomerId,
      providerSubscriptionId: row.providerSubscriptionId ?? event.providerSubscriptionId,
    };
    const isCurrent = CURRENT.has(row.status);
    const isWaiting = row.status === 'pending' || row.status === 'failed';

    switch (event.kind) {
      case 'checkoutCompleted':
      case 'invoicePaid': {
        if (isWaiting) {
          const product = productOf(row);
          await activate(tx, account, row, {
            now,
            byUserId: null,
            closed,
            patch: {
              ...refs,
              // A cancellation the provider reported before this event still holds.
              status: row.cancelledAt ? 'cancelling' : 'active',
              paymentMethod: 'card',
              currentPeriodEnd:
                later(event.periodEnd, row.currentPeriodEnd) ?? periodEnd(now, product.period),
            },
          });
        } else
          await repo.updateSubscription(db, row.id, {
            ...refs,
            ...(isCurrent ? { currentPeriodEnd: later(event.periodEnd, row.currentPeriodEnd) } : {}),
          });
        return true;
      }
      case 'paymentFailed': {
        await repo.updateSubscription(db, row.id, {
          ...refs,
          ...(row.status === 'pending' ? { status: 'failed' } : {}),
        });
        if (row.status !== 'ended')
          await enqueueMail(tx, {
            to: account.email,
            template: 'paymentFailed',
            language: account.language,
            vars: { name: account.firstName, link: `${deps.publicUrl}${SUBSCRIPTION_PATH}` },
          });
        return true;
      }
      case 'subscriptionUpdated': {
        if (row.providerEventAt && event.at < row.providerEventAt) {
          await repo.updateSubscription(db, row.id, refs);
          return true;
        }
        if (event.isUnpaid && isCurrent) {
          // Stripe stopped retrying and keeps the subscription unpaid: it ends here, and there, so a
          // late payment of the old invoice cannot leave a paid plan that Foyer has ended.
          await repo.updateSubscription(db, row.id, { ...refs, providerEventAt: event.at });
          const providerId = refs.providerSubscriptionId;
          if (providerId) await callProvider(tx, (payments) => payments.cancelNow(providerId));
          await endNow(tx, account, row, { now, reason: 'unpaid', closed });
          return true;
        }
        const patch: repo.SubscriptionPatch = {
          ...refs,
          providerEventAt: event.at,
          // The subscription's own state, newer than any applied before (checked above).
          currentPeriodEnd: event.periodEnd ?? row.currentPeriodEnd,
        };
        const cancelledAt = event.cancelAtPeriodEnd
          ? (row.cancelledAt ?? event.cancelledAt ?? event.at)
          : null;
        if (row.status === 'active' && event.cancelAtPeriodEnd) {
          Object.assign(patch, { status: 'cancelling', cancelledAt });
          const plan = planOf(account);
          await repo.insertPlanChange(db, {
            accountId: account.id,
            at: now,
            byUserId: null,
            fromPlan: plan,
            toPlan: plan,
            reason: 'cancelled',
            subscriptionId: row.id,
          });
        } else if (row.status === 'cancelling' && !event.cancelAtPeriodEnd)
          Object.assign(patch, { status: 'active', cancelledAt: null });
        else if (isWaiting) Object.assign(patch, { cancelledAt });
        await repo.updateSubscription(db, row.id, patch);
        return true;
      }
      case 'subscriptionDeleted': {
        await repo.updateSubscription(db, row.id, { ...refs, providerEventAt: event.at });
        if (isWaiting) await repo.updateSubscription(db, row.id, { status: 'ended', endedAt: now });
        else if (isCurrent) {
          const reason =
            event.reason === 'paymentFailed'
              ? 'paymentFailed'
              : row.status === 'cancelling'
                ? 'periodEnded'
                : 'cancelled';
          await endNow(tx, account, row, { now, reason, closed });
        }
        return true;
      }
    }
  });
  for (const eventId of closed) await deps.sockets?.endSessions({ eventId });
  return applied;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** Plan changes with the name (or email) of who made them; null for the system. */
async function presentHistory(deps: Deps, rows: PlanChangeRow[]): Promise<PlanChange[]> {
  const ids = [...new Set(rows.map((r) => r.byUserId).filter((id): id is string => id !== null))];
  const people = new Map<string, string>();
  for (const id of ids) {
    const person = await usersService.findUserById(deps, id);
    if (person) people.set(id, `${person.firstName} ${person.lastName}`.trim() || person.email);
  }
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    by: r.byUserId ? (people.get(r.byUserId) ?? null) : null,
    from: r.fromPlan,
    to: r.toPlan,
    reason: r.reason,
  }));
}

/** The usage table now: quota (null: unlimited) and usage of each limit of spec §6. */
async function usageOf(deps: Deps, account: UserRow): Promise<SubscriptionResults['usage']> {
  const quota = quotaOf(planOf(account));
  const [editableEvents, events, webcasts, facts] = await Promise.all([
    eventsService.countEvents(deps, account.id),
    eventsService.usageOfTenant(deps, account.id),
    assetsService.countAssets(deps, account.id, 'webcast'),
    usersService.tenantFactsOf(deps, account),
  ]);
  const used: Record<UsageKey, number> = {
    registrationsPerEvent: events.mostParticipants,
    openEvents: events.openEvents,
    editableEvents,
    webcasts,
    subAccounts: facts.subAccounts ?? 0,
  };
  const now = new Date();
  return {
    year: now.getUTCFullYear(),
    month: now.getUTCMonth() + 1,
    rows: USAGE_KEYS.map((key) => ({
      key,
      quota: Number.isFinite(quota[key]) ? quota[key] : null,
      used: used[key],
    })),
  };
}

/**
 * The main account's subscription page: its plan, current subscription, invoices and plan changes
 * (newest first), the usage table of this month and whether card payment is offered. Throws nothing.
 */
export async function getSubscription(deps: Deps, account: UserRow): Promise<SubscriptionResults> {
  const [current, invoices, changes, usage] = await Promise.all([
    repo.findCurrent(deps.db, account.id),
    repo.listInvoices(deps.db, account.id),
    repo.listPlanChanges(deps.db, account.id),
    usageOf(deps, account),
  ]);
  return {
    plan: planOf(account),
    subscription: current ? presentSubscription(current) : null,
    invoices: invoices.map(presentInvoice),
    history: await presentHistory(deps, changes),
    usage,
    cardAvailable: Boolean(deps.payments),
  };
}

/** The main account's invoice as a PDF file in the account's language. Throws NOT_FOUND. */
export async function invoicePdf(
  deps: Deps,
  accountId: string,
  id: string,
): Promise<{ fileName: string; contentType: string; body: Buffer }> {
  const row = isUuid(id) ? await repo.findInvoiceOfAccount(deps.db, accountId, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  const account = await usersService.findUserById(deps, accountId);
  return {
    fileName: `invoice-${row.number}.pdf`,
    contentType: 'application/pdf',
    body: await renderInvoicePdf(row, account?.language ?? 'en'),
  };
}

/**
 * Marks the invoice with this number paid now (the operator's `invoice:paid`); answers it and
 * whether it was paid already (then unchanged). Throws NOT_FOUND (no such number), VALIDATION_FAILED
 * (a void invoice).
 */
export async function markInvoicePaid(
  deps: Deps,
  number: string,
  now: Date = new Date(),
): Promise<{ invoice: Invoice; alreadyPaid: boolean }> {
  const paid = await repo.markPaid(deps.db, number, now);
  if (paid) return { invoice: presentInvoice(paid), alreadyPaid: false };
  const found = await repo.findInvoiceByNumber(deps.db, number);
  if (!found) throw new AppError('NOT_FOUND', { message: `No invoice with number ${number}` });
  if (found.status === 'void')
    throw new AppError('VALIDATION_FAILED', { message: `Invoice ${number} is void` });
  return { invoice: presentInvoice(found), alreadyPaid: true };
}
