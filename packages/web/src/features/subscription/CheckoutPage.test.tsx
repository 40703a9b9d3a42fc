import { subscriptionApi, usersApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../test/fakeApi';
import { renderAt } from '../editor/testing';
import { buildUser } from '../users/testing';
import CheckoutPage from './CheckoutPage';
import { buildCheckout } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PAY_BUTTON = 'Order with obligation to pay';

/** The checkout of order sub9 for a main account (or a sub-account); `setup` changes the answers. */
const render = (setup: (fake: FakeApi) => void = () => {}, accountType = 0) => {
  const fake = fakeApi()
    .on(usersApi.me, { data: buildUser({ accountType }) })
    .on(subscriptionApi.checkout, buildCheckout())
    .on(subscriptionApi.pay, { status: 'active', invoiceId: 'inv9', redirectUrl: null });
  setup(fake);
  const rendered = renderAt(
    <CheckoutPage />,
    '/subscription/checkout/:subscriptionId',
    '/subscription/checkout/sub9',
    ['/subscription-success', '/subscription-error', '/events/list'],
  );
  return { fake, ...rendered };
};

describe('CheckoutPage', () => {
  it('shows the order with net, VAT rate and total, and the billing details it is invoiced to', async () => {
    render();
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(within(order).getByText('Foyer Starter')).toBeTruthy();
    expect(within(order).getByText('Billed monthly · EUR')).toBeTruthy();
    const amountOf = (label: string) => within(order).getByText(label).nextElementSibling?.textContent;
    expect(amountOf('Net amount')).toBe('€149.00');
    expect(amountOf('VAT 19 %')).toBe('€28.31');
    expect(amountOf('Total')).toBe('€177.31');

    const billing = screen.getByRole('region', { name: 'Invoiced to' });
    const address = billing.querySelector('address')?.textContent ?? '';
    expect(address).toContain('Acme Events GmbH');
    expect(address).toContain('10115 Berlin');
    expect(address).toContain('Germany');
    expect(address).toContain('VAT ID: DE123456789');
    expect(address).toContain('Cost centre: CC-7');
    expect(
      (await within(billing).findByRole('link', { name: 'Edit billing details' })).getAttribute('href'),
    ).toBe('/profile');
  });

  it('names the reverse charge instead of a VAT rate', async () => {
    render((f) =>
      f.on(
        subscriptionApi.checkout,
        buildCheckout({
          order: {
            ...buildCheckout().order,
            vatCents: 0,
            totalCents: 14_900,
            vatRatePercent: 0,
            taxKind: 'reverseCharge',
          },
        }),
      ),
    );
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(within(order).getByText('VAT 0 % (reverse charge)')).toBeTruthy();
    expect(within(order).getByText(/the VAT is owed by the recipient/)).toBeTruthy();
    expect(within(order).getByText('Total').nextElementSibling?.textContent).toBe('€149.00');
  });

  it('pays by invoice once, even on a double click, and goes to the success page', async () => {
    const { fake, router } = render();
    await screen.findByRole('region', { name: 'Your order' });
    expect((screen.getByRole('radio', { name: 'Invoice' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.dblClick(screen.getByRole('button', { name: PAY_BUTTON }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription-success'));
    expect(router.state.location.search).toBe('?subscriptionId=sub9');
    expect(fake.calls(subscriptionApi.pay)).toEqual([
      { params: { id: 'sub9' }, query: {}, body: { method: 'invoice' } },
    ]);
  });

  it('goes to the error page when the subscription fails', async () => {
    const { router } = render((f) => f.on(subscriptionApi.pay, { errorKey: 'SUBSCRIPTION_FAILED' }));
    await screen.findByRole('region', { name: 'Your order' });
    await userEvent.click(screen.getByRole('button', { name: PAY_BUTTON }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription-error'));
    expect(router.state.location.search).toBe('?subscriptionId=sub9');
  });

  it('asks to complete the billing details when the server finds them incomplete, then pays again', async () => {
    const { fake, router } = render((f) =>
      f.on(
        subscriptionApi.pay,
        { errorKey: 'VALIDATION_FAILED', results: { fields: { billing: 'validation.required' } } },
        { status: 'active', invoiceId: 'inv9', redirectUrl: null },
      ),
    );
    await screen.findByRole('region', { name: 'Your order' });
    await userEvent.click(screen.getByRole('button', { name: PAY_BUTTON }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Billing details incomplete')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Edit billing details' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(router.state.location.pathname).toBe('/subscription/checkout/sub9');

    await userEvent.click(screen.getByRole('button', { name: PAY_BUTTON }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription-success'));
    expect(fake.calls(subscriptionApi.pay)).toHaveLength(2);
  });

  it('disables card payment with a hint when no provider is configured', async () => {
    render();
    await screen.findByRole('region', { name: 'Your order' });
    const card = screen.getByRole('radio', { name: 'Credit card' }) as HTMLInputElement;
    expect(card.disabled).toBe(true);
    expect(
      screen.getByText('Card payment is not available at the moment. Please pay by invoice.'),
    ).toBeTruthy();
  });

  it('pays by card on the provider’s page', async () => {
    const location = { href: 'http://localhost/subscription/checkout/sub9' };
    vi.spyOn(window, 'location', 'get').mockReturnValue(location as Location);
    const { fake, router } = render((f) =>
      f.on(subscriptionApi.checkout, buildCheckout({ cardAvailable: true })).on(subscriptionApi.pay, {
        status: 'pending',
        invoiceId: null,
        redirectUrl: 'https://checkout.stripe.test/c/pay/cs_1',
      }),
    );
    await screen.findByRole('region', { name: 'Your order' });
    await userEvent.click(screen.getByRole('radio', { name: 'Credit card' }));
    await userEvent.click(screen.getByRole('button', { name: PAY_BUTTON }));
    await waitFor(() => expect(location.href).toBe('https://checkout.stripe.test/c/pay/cs_1'));
    expect(fake.calls(subscriptionApi.pay)[0]?.body).toEqual({ method: 'card' });
    expect(router.state.location.pathname).toBe('/subscription/checkout/sub9');
    expect((screen.getByRole('button', { name: PAY_BUTTON }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says an order is already paid instead of offering to pay it again', async () => {
    const { fake } = render((f) =>
      f.on(
        subscriptionApi.checkout,
        buildCheckout({ order: { ...buildCheckout().order, status: 'active' } }),
      ),
    );
    expect(await screen.findByText('Already paid')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Go to your subscription' })).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(screen.queryByRole('button', { name: PAY_BUTTON })).toBeNull();
    expect(fake.calls(subscriptionApi.pay)).toHaveLength(0);
  });

  it('lets a sub-account pay and returns it to the events, without the owner’s billing link', async () => {
    const { router } = render(() => {}, 1);
    const billing = await screen.findByRole('region', { name: 'Invoiced to' });
    expect(
      await within(billing).findByText('The account owner can change the billing details.'),
    ).toBeTruthy();
    expect(within(billing).queryByRole('link', { name: 'Edit billing details' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: PAY_BUTTON }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/list'));
    expect(await screen.findByText('Your subscription is active')).toBeTruthy();
  });
});
