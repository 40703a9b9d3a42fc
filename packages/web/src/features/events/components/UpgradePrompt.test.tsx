import { usersApi } from '@foyer/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderAt } from '../../editor/testing';
import { buildUser } from '../../users/testing';
import { UpgradePrompt } from './UpgradePrompt';

afterEach(() => vi.unstubAllGlobals());

const render = (user = buildUser(), element = <UpgradePrompt />) => {
  const fake = fakeApi().on(usersApi.me, { data: user });
  renderAt(element, '/', '/');
  return fake;
};

const upgradeHref = async () =>
  (await screen.findByRole('link', { name: 'Upgrade plan' })).getAttribute('href');

describe('UpgradePrompt', () => {
  it('opens the subscription page with the plan above free preselected', async () => {
    render();
    expect(await upgradeHref()).toBe('/subscription?plan=starter');
  });

  it('preselects business for a starter account', async () => {
    render(buildUser({ plan: 'starter', premium: true }));
    expect(await upgradeHref()).toBe('/subscription?plan=business');
  });

  it('preselects the plan it is given (the one that lifts the limit)', async () => {
    render(buildUser(), <UpgradePrompt plan="business" messageKey="editor.breakouts.premium" />);
    expect(await upgradeHref()).toBe('/subscription?plan=business');
  });

  it('opens the page without a plan when none is above', async () => {
    render(buildUser({ plan: 'business', premium: true, business: true }));
    expect(await upgradeHref()).toBe('/subscription');
  });

  it('offers no link to a sub-account, which cannot open the subscription page', async () => {
    const fake = render(buildUser({ accountType: 1 }));
    expect(await screen.findByText("Your plan's events are used up")).toBeTruthy();
    // the user is known before the absence of the link means anything
    await waitFor(() => expect(fake.calls(usersApi.me)).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Upgrade plan' })).toBeNull();
  });
});
