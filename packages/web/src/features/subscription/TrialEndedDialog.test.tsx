import { subscriptionApi, usersApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { renderAt } from '../editor/testing';
import { buildUser } from '../users/testing';
import { FREE_RESULTS } from './testing';
import { TRIAL_ENDED_SEEN_KEY, TrialEndedDialog } from './TrialEndedDialog';

afterEach(() => vi.unstubAllGlobals());

const ENDED = {
  ...FREE_RESULTS,
  history: [
    {
      id: 'c2',
      at: '2027-02-15T10:00:00.000Z',
      by: null,
      from: 'business',
      to: 'free',
      reason: 'trialEnded' as const,
    },
    {
      id: 'c1',
      at: '2027-02-01T10:00:00.000Z',
      by: null,
      from: 'free',
      to: 'business',
      reason: 'trialStarted' as const,
    },
  ],
};

describe('TrialEndedDialog', () => {
  it('tells a main account once that the trial ended, with the way to a plan', async () => {
    fakeApi()
      .on(usersApi.me, { data: buildUser({ plan: 'free' }) })
      .on(subscriptionApi.get, ENDED);
    renderAt(<TrialEndedDialog />, '/events/list', '/events/list', ['/subscription']);
    const dialog = await screen.findByRole('dialog', { name: 'Your trial has ended' });
    expect(within(dialog).getByText(/Your Business trial is over/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/subscription',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Free' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(TRIAL_ENDED_SEEN_KEY)).toBe('c2');
  });

  it('stays closed once seen, and asks nothing of an account on a paid plan', async () => {
    localStorage.setItem(TRIAL_ENDED_SEEN_KEY, 'c2');
    const seen = fakeApi()
      .on(usersApi.me, { data: buildUser({ plan: 'free' }) })
      .on(subscriptionApi.get, ENDED);
    renderAt(<TrialEndedDialog />, '/events/list', '/events/list');
    await waitFor(() => expect(seen.calls(subscriptionApi.get)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask for the subscription on a paid plan', async () => {
    const paid = fakeApi()
      .on(usersApi.me, { data: buildUser({ plan: 'starter', premium: true }) })
      .on(subscriptionApi.get, ENDED);
    renderAt(<TrialEndedDialog />, '/events/list', '/events/list');
    await waitFor(() => expect(paid.calls(usersApi.me).length).toBeGreaterThan(0));
    expect(paid.calls(subscriptionApi.get)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
