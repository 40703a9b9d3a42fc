import type { CheckoutResults, Invoice, PlanChange, Subscription, SubscriptionResults } from '@foyer/shared';

/** An active monthly starter subscription in EUR, paid by invoice, renewing on 1 March 2027. */
export function buildSubscription(over: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub1',
    productId: 'starter-monthly-eur',
    plan: 'starter',
    period: 'monthly',
    currency: 'eur',
    status: 'active',
    paymentMethod: 'invoice',
    startedAt: '2027-02-01T10:00:00.000Z',
    currentPeriodEnd: '2027-03-01T10:00:00.000Z',
    cancelledAt: null,
    endedAt: null,
    createdAt: '2027-02-01T09:55:00.000Z',
    ...over,
  };
}

/** The first invoice of that subscription: 149.00 net, 19 % VAT. */
export function buildInvoice(over: Partial<Invoice> = {}): Invoice {
  return {
    id: 'inv1',
    number: '2027-000042',
    subscriptionId: 'sub1',
    productId: 'starter-monthly-eur',
    status: 'open',
    issuedAt: '2027-02-01T10:00:00.000Z',
    dueAt: '2027-02-15T10:00:00.000Z',
    paidAt: null,
    periodStart: '2027-02-01T10:00:00.000Z',
    periodEnd: '2027-03-01T10:00:00.000Z',
    currency: 'eur',
    netCents: 14_900,
    vatCents: 2_831,
    totalCents: 17_731,
    vatRatePercent: 19,
    taxKind: 'domestic',
    ...over,
  };
}

const HISTORY: PlanChange[] = [
  {
    id: 'h2',
    at: '2027-02-01T10:00:00.000Z',
    by: 'Ada Lovelace',
    from: 'free',
    to: 'starter',
    reason: 'checkout',
  },
  { id: 'h1', at: '2027-01-10T08:00:00.000Z', by: null, from: 'starter', to: 'free', reason: 'trialEnded' },
];

/**
 * GET subscription of a starter account in February 2027: registrations at 92 % (warning), one
 * open event over the quota, sub-accounts used up; one invoice, two changes.
 */
export function buildSubscriptionResults(over: Partial<SubscriptionResults> = {}): SubscriptionResults {
  return {
    plan: 'starter',
    subscription: buildSubscription(),
    invoices: [buildInvoice()],
    history: HISTORY,
    usage: {
      year: 2027,
      month: 2,
      rows: [
        { key: 'registrationsPerEvent', quota: 200, used: 185 },
        { key: 'openEvents', quota: 2, used: 3 },
        { key: 'editableEvents', quota: 4, used: 1 },
        { key: 'webcasts', quota: 2, used: 0 },
        { key: 'subAccounts', quota: 2, used: 2 },
      ],
    },
    cardAvailable: false,
    ...over,
  };
}

/** A free account: no subscription, no invoices, no changes. */
export const FREE_RESULTS: SubscriptionResults = buildSubscriptionResults({
  plan: 'free',
  subscription: null,
  invoices: [],
  history: [],
});

/** GET subscription/checkout/{id} of a pending monthly starter order in EUR, German buyer, 19 % VAT. */
export function buildCheckout(over: Partial<CheckoutResults> = {}): CheckoutResults {
  const party = {
    company: 'Acme Events GmbH',
    address1: 'Hauptstraße 1',
    address2: '',
    city: 'Berlin',
    zip: '10115',
    country: 'DE',
    vatId: 'DE123456789',
  };
  return {
    order: {
      subscriptionId: 'sub9',
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
    billing: {
      beneficiary: party,
      sameAsBeneficiary: true,
      recipient: { ...party, company: '' },
      costCentre: 'CC-7',
      invoiceContact: 'billing@acme-events.com',
      version: 3,
    },
    cardAvailable: false,
    ...over,
  };
}
