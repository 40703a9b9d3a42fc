import { subscriptionApi, usersApi } from '@foyer/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { renderAt } from '../editor/testing';
import { buildUser } from '../users/testing';
import SubscriptionErrorPage from './SubscriptionErrorPage';
import SubscriptionSuccessPage from './SubscriptionSuccessPage';
import { FREE_RESULTS, buildSubscription, buildSubscriptionResults } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SubscriptionSuccessPage', () => {
  it('says the subscription is active with its plan and asks for the user again', async () => {
    const fake = fakeApi()
      .on(usersApi.me, { data: buildUser({ plan: 'business', premium: true, business: true }) })
      .on(
        subscriptionApi.get,
        buildSubscriptionResults({
          plan: 'business',
          subscription: buildSubscription({ plan: 'business', productId: 'business-monthly-eur' }),
        }),
      );
    const { client } = renderAt(
      <SubscriptionSuccessPage />,
      '/subscription-success',
      '/subscription-success?subscriptionId=sub9',
    );
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    expect(await screen.findByRole('heading', { name: 'Your subscription is active' })).toBeTruthy();
    expect(screen.getByText(/Welcome to Foyer Business/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your events' }).getAttribute('href')).toBe('/events/list');
    expect(screen.getByRole('link', { name: 'View subscription' }).getAttribute('href')).toBe(
      '/subscription',
    );
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user'] }));
    expect(fake.unhandled).toEqual([]);
  });

  it('waits for the provider’s confirmation of a card payment, asking again until the plan changes', async () => {
    const fake = fakeApi()
      .on(usersApi.me, { data: buildUser() })
      .on(subscriptionApi.get, FREE_RESULTS, buildSubscriptionResults());
    renderAt(
      <SubscriptionSuccessPage />,
      '/subscription-success',
      '/subscription-success?subscriptionId=sub9',
    );
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Your subscription is active' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(/Welcome to Foyer Starter/)).toBeTruthy();
    expect(fake.calls(subscriptionApi.get).length).toBe(2);
  }, 10_000);
});

describe('SubscriptionErrorPage', () => {
  it('shows "Subscription failed" with a way back and a retry of the same checkout', async () => {
    fakeApi();
    renderAt(<SubscriptionErrorPage />, '/subscription-error', '/subscription-error?subscriptionId=sub9');
    expect(await screen.findByRole('heading', { name: 'Subscription failed' })).toBeTruthy();
    expect(screen.getByText(/The subscription could not be completed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/subscription/checkout/sub9',
    );
    expect(screen.getByRole('link', { name: 'Back to subscription' }).getAttribute('href')).toBe(
      '/subscription',
    );
  });

  it('offers only the way back without a checkout in the URL', async () => {
    fakeApi();
    renderAt(<SubscriptionErrorPage />, '/subscription-error', '/subscription-error');
    expect(await screen.findByRole('link', { name: 'Back to subscription' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
  });
});
