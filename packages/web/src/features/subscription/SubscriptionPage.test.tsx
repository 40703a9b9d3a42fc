import { subscriptionApi, usersApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../test/fakeApi';
import { renderAt } from '../editor/testing';
import { buildUser } from '../users/testing';
import { defaultCurrency, nextPlanAbove } from './plans';
import SubscriptionPage from './SubscriptionPage';
import { FREE_RESULTS, buildSubscription, buildSubscriptionResults } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CHECKOUT_PATH = '/subscription/checkout/:id';

/** The page of a starter main account (see testing.ts); `setup` changes the answers. */
const render = (url = '/subscription', setup: (fake: FakeApi) => void = () => {}) => {
  const fake = fakeApi()
    .on(usersApi.me, { data: buildUser({ plan: 'starter', premium: true }) })
    .on(subscriptionApi.get, buildSubscriptionResults());
  setup(fake);
  return { fake, ...renderAt(<SubscriptionPage />, '/subscription', url, [CHECKOUT_PATH]) };
};

const planCard = (name: string) => screen.getByRole('region', { name });
const rowOf = (table: HTMLElement, label: string) =>
  within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;

describe('SubscriptionPage', () => {
  it('shows the current plan with its state, renewal date, price and payment method', async () => {
    render();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    const current = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(current).getByRole('heading', { name: 'Starter' })).toBeTruthy();
    expect(within(current).getByText('Active')).toBeTruthy();
    expect(within(current).getByText('Renews on Mar 1, 2027')).toBeTruthy();
    expect(within(current).getByText('€149.00 per month, excluding VAT')).toBeTruthy();
    expect(within(current).getByText('Payment method: Invoice')).toBeTruthy();
  });

  it('says until when a cancelled plan is usable and offers no second cancel', async () => {
    render('/subscription', (f) =>
      f.on(
        subscriptionApi.get,
        buildSubscriptionResults({ subscription: buildSubscription({ status: 'cancelling' }) }),
      ),
    );
    const current = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(current).getByText('Cancelling')).toBeTruthy();
    expect(
      within(current).getByText('Usable until Mar 1, 2027, then the plan falls back to Free'),
    ).toBeTruthy();
    expect(within(current).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('opens the billing portal of a card subscription from "Manage payment method"', async () => {
    const location = { href: 'http://localhost/subscription' };
    vi.spyOn(window, 'location', 'get').mockReturnValue(location as Location);
    const { fake } = render('/subscription', (f) =>
      f
        .on(
          subscriptionApi.get,
          buildSubscriptionResults({ subscription: buildSubscription({ paymentMethod: 'card' }) }),
        )
        .on(subscriptionApi.portal, { url: 'https://billing.stripe.test/p/session/bps_1' }),
    );
    const current = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(current).getByText('Payment method: Credit card')).toBeTruthy();
    await userEvent.click(within(current).getByRole('button', { name: 'Manage payment method' }));
    await waitFor(() => expect(location.href).toBe('https://billing.stripe.test/p/session/bps_1'));
    expect(fake.calls(subscriptionApi.portal)).toHaveLength(1);
  });

  it('offers no payment portal for a subscription paid by invoice', async () => {
    render();
    const current = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(current).queryByRole('button', { name: 'Manage payment method' })).toBeNull();
  });

  it('shows the usage of the month with remainders, the overage in red and warning bars', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Usage in February 2027' });
    const registrations = rowOf(table, 'Registrations per event');
    expect(within(registrations).getByText('15 remaining')).toBeTruthy();
    expect(registrations.dataset.level).toBe('warning');
    const open = rowOf(table, 'Open events');
    const overage = within(open).getByText('1 over the quota');
    expect(overage.getAttribute('style') ?? overage.className).toMatch(/red/);
    expect(open.dataset.level).toBe('full');
    expect(rowOf(table, 'Editable events').dataset.level).toBe('ok');
    expect(within(rowOf(table, 'Sub-accounts')).getByText('0 remaining')).toBeTruthy();
    expect(rowOf(table, 'Sub-accounts').dataset.level).toBe('full');
    expect(within(table).getAllByRole('progressbar')).toHaveLength(5);
  });

  it('shows "Unlimited" for a quota without a limit', async () => {
    render('/subscription', (f) =>
      f.on(
        subscriptionApi.get,
        buildSubscriptionResults({
          plan: 'enterprise',
          subscription: null,
          usage: { year: 2027, month: 2, rows: [{ key: 'openEvents', quota: null, used: 9 }] },
        }),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Usage in February 2027' });
    const row = rowOf(table, 'Open events');
    expect(within(row).getByText('Unlimited')).toBeTruthy();
    expect(within(row).queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('heading', { name: 'enterprise' })).toBeTruthy();
  });

  it('lists the invoices and the plan history with translated reasons', async () => {
    render();
    const invoices = await screen.findByRole('table', { name: 'Invoices' });
    const [, row] = within(invoices).getAllByRole('row');
    const cells = within(row as HTMLElement);
    expect(cells.getByText('2027-000042')).toBeTruthy();
    expect(cells.getByText('Feb 1, 2027 – Mar 1, 2027')).toBeTruthy();
    expect(cells.getByText('€177.31')).toBeTruthy();
    expect(cells.getByText('Open')).toBeTruthy();

    const history = screen.getByRole('table', { name: 'Plan history' });
    const rows = within(history).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Free → Starter')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Ordered')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Foyer (automatic)')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Trial ended')).toBeTruthy();
  });

  it('downloads an invoice PDF from invoices/{id}/pdf', async () => {
    const { fake } = render();
    await screen.findByRole('table', { name: 'Invoices' });
    fake.fetchMock.mockImplementationOnce(
      async () =>
        new Response('%PDF', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="Foyer-2027-000042.pdf"',
          },
        }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice 2027-000042 as PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(String(fake.fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/v1/invoices/inv1/pdf');
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('Foyer-2027-000042.pdf');
  });

  it('shows monthly prices and, yearly, the monthly equivalent and the yearly bill, in either currency', async () => {
    render();
    await screen.findByRole('region', { name: 'Plans' });
    expect(within(planCard('Starter')).getByText('€149.00')).toBeTruthy();
    expect(within(planCard('Business')).getByText('€449.00')).toBeTruthy();
    expect(within(planCard('Free')).getByText('€0.00')).toBeTruthy();
    expect(screen.getByText('All prices exclude VAT.')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Yearly – save 15 %' }));
    expect(within(planCard('Starter')).getByText('€126.65')).toBeTruthy();
    expect(within(planCard('Starter')).getByText('billed yearly: €1,519.80')).toBeTruthy();
    expect(within(planCard('Starter')).queryByText('€149.00')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'USD' }));
    expect(within(planCard('Starter')).getByText('$135.15')).toBeTruthy();
    expect(within(planCard('Starter')).getByText('billed yearly: $1,621.80')).toBeTruthy();
  });

  it('lists what each plan includes from the quotas, with what it lacks marked', async () => {
    render();
    await screen.findByRole('region', { name: 'Plans' });
    const free = within(planCard('Free'));
    expect(free.getByText('Up to 5 registrations per event')).toBeTruthy();
    expect(free.getByText('1 open event at a time')).toBeTruthy();
    expect(free.getByText('Sub-accounts').textContent).toBe('Not included: Sub-accounts');
    const business = within(planCard('Business'));
    expect(business.getByText('Up to 1000 registrations per event')).toBeTruthy();
    expect(business.getByText('5 sub-accounts')).toBeTruthy();
    expect(business.getByText('Breakout rooms').textContent).toBe('Breakout rooms');
    expect(within(planCard('Starter')).getByText('Breakout rooms').textContent).toBe(
      'Not included: Breakout rooms',
    );
  });

  it('marks the plan in use and offers upgrade above it', async () => {
    render();
    await screen.findByRole('region', { name: 'Plans' });
    expect(
      (within(planCard('Starter')).getByRole('button', { name: 'Current plan' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(within(planCard('Business')).getByRole('button', { name: 'Upgrade to Business' })).toBeTruthy();
    // the same plan billed yearly is a change of the subscription
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly – save 15 %' }));
    expect(within(planCard('Starter')).getByRole('button', { name: 'Change to Starter' })).toBeTruthy();
  });

  it('starts a checkout of the chosen product and goes to its page', async () => {
    const { fake, router } = render('/subscription', (f) =>
      f.on(subscriptionApi.startCheckout, { subscriptionId: 'sub9' }),
    );
    await screen.findByRole('region', { name: 'Plans' });
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly – save 15 %' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Business' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/checkout/sub9'));
    expect(fake.calls(subscriptionApi.startCheckout).map((c) => c.body)).toEqual([
      { productId: 'business-yearly-eur' },
    ]);
  });

  it('says so when the account already has the product', async () => {
    const { router } = render('/subscription', (f) =>
      f.on(subscriptionApi.get, FREE_RESULTS).on(subscriptionApi.startCheckout, {
        errorKey: 'VALIDATION_FAILED',
        results: { fields: { productId: 'validation.invalid' } },
      }),
    );
    await screen.findByRole('region', { name: 'Plans' });
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Starter' }));
    expect(
      await screen.findByText('You already have this plan with this billing period and currency.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it('preselects and scrolls to the plan named in ?plan=', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    render('/subscription?plan=business');
    await screen.findByRole('region', { name: 'Plans' });
    const business = planCard('Business');
    expect(business.dataset.highlighted).toBe('true');
    expect(within(business).getByText('Suggested')).toBeTruthy();
    expect(planCard('Starter').dataset.highlighted).toBeUndefined();
    expect(scroll.mock.contexts).toContain(business);
  });

  it('on the free plan shows the Free badge and upgrades to either plan', async () => {
    render('/subscription', (f) =>
      f.on(usersApi.me, { data: buildUser() }).on(subscriptionApi.get, FREE_RESULTS),
    );
    const current = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(current).getByRole('heading', { name: 'Free' })).toBeTruthy();
    expect(within(current).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(within(planCard('Free')).getByRole('button', { name: 'Current plan' })).toBeTruthy();
    expect(within(planCard('Starter')).getByRole('button', { name: 'Upgrade to Starter' })).toBeTruthy();
    expect(screen.getByText(/No invoices yet/)).toBeTruthy();
  });

  it('cancels only after a confirmation that explains the period end and that nothing is deleted', async () => {
    const { fake } = render('/subscription', (f) =>
      f.on(subscriptionApi.cancel, { subscription: buildSubscription({ status: 'cancelling' }) }),
    );
    const current = await screen.findByRole('region', { name: 'Current plan' });
    await userEvent.click(within(current).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText(/usable until Mar 1, 2027/)).toBeTruthy();
    expect(within(dialog).getByText(/close automatically/)).toBeTruthy();
    expect(within(dialog).getByText(/Nothing is deleted/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(fake.calls(subscriptionApi.cancel)).toHaveLength(0);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(current).getByRole('button', { name: 'Cancel subscription' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Your subscription was cancelled.')).toBeTruthy();
    expect(fake.calls(subscriptionApi.cancel)).toHaveLength(1);
    // the page and the user are asked again
    await waitFor(() => expect(fake.calls(subscriptionApi.get).length).toBeGreaterThan(1));
  }, 15_000);

  it('shows an error with retry when the subscription cannot be loaded', async () => {
    render('/subscription', (f) =>
      f.on(subscriptionApi.get, { errorKey: 'INTERNAL_ERROR' }, buildSubscriptionResults()),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your subscription could not be loaded' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Current plan' })).toBeTruthy();
  });
});

describe('plan helpers', () => {
  it('shows USD first for a US browser and EUR otherwise', () => {
    expect(defaultCurrency(['en-US', 'en'])).toBe('usd');
    expect(defaultCurrency(['en-GB'])).toBe('eur');
    expect(defaultCurrency(['de'])).toBe('eur');
    expect(defaultCurrency([])).toBe('eur');
    expect(defaultCurrency(['not a locale!'])).toBe('eur');
  });

  it('finds the plan that lifts a limit: the next one above', () => {
    expect(nextPlanAbove('free')).toBe('starter');
    expect(nextPlanAbove('starter')).toBe('business');
    expect(nextPlanAbove('business')).toBeUndefined();
    expect(nextPlanAbove('enterprise')).toBeUndefined();
  });
});
