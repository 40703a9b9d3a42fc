import { usersApi } from '@foyer/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { renderAt } from '../editor/testing';
import { buildUser } from '../users/testing';
import { TourOffer } from './HelpExtras';
import { TOUR_OFFERED_KEY, tourFor } from './tours';

afterEach(() => vi.unstubAllGlobals());

const withPlan = (plan: 'free' | 'starter' | 'business') =>
  fakeApi().on(usersApi.me, {
    data: buildUser({ plan, premium: plan !== 'free', business: plan === 'business' }),
  });

describe('the product tour and support (spec §6: starter and business)', () => {
  it('picks the tour of the screen', () => {
    expect(tourFor('/events/list')).toBe('events');
    expect(tourFor('/events/edit/0d9c5b1e-aaaa-4bbb-8ccc-000000000001')).toBe('editor');
    expect(tourFor('/events/regpage/0d9c5b1e-aaaa-4bbb-8ccc-000000000001')).toBe('regpage');
    expect(tourFor('/participants')).toBe('events');
  });

  it('offers the tour once above the events list on a paid plan, never on free', async () => {
    withPlan('business');
    renderAt(<TourOffer />, '/events/list', '/events/list');
    expect(await screen.findByText('New here? Take the product tour')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('New here? Take the product tour')).toBeNull();
    expect(localStorage.getItem(TOUR_OFFERED_KEY)).toBeTruthy();
  });

  it('does not offer the tour on free', async () => {
    const fake = withPlan('free');
    renderAt(<TourOffer />, '/events/list', '/events/list');
    await waitFor(() => expect(fake.calls(usersApi.me).length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('New here? Take the product tour')).toBeNull();
  });
});
