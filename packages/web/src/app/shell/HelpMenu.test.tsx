import { usersApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../features/editor/testing';
import { SUPPORT_EMAIL } from '../../features/tour/HelpExtras';
import { buildUser } from '../../features/users/testing';
import { fakeApi } from '../../test/fakeApi';
import { HelpMenu } from './HelpMenu';

afterEach(() => vi.unstubAllGlobals());

const withPlan = (plan: 'free' | 'starter' | 'business') =>
  fakeApi().on(usersApi.me, {
    data: buildUser({ plan, premium: plan !== 'free', business: plan === 'business' }),
  });

async function openHelpItem(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Help' }));
  await userEvent.click(await screen.findByRole('menuitem', { name, hidden: true }));
}

describe('HelpMenu: the product tour and support (spec §6: starter and business)', () => {
  it('on free, shows the upgrade prompt for the tour and for support', async () => {
    withPlan('free');
    renderAt(<HelpMenu />, '/events/list', '/events/list');
    await openHelpItem('Product tour');
    const dialog = await screen.findByRole('dialog', { name: 'Product tour' });
    expect(within(dialog).getByText('The product tour comes with a paid plan')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe(
      '/subscription?plan=starter',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openHelpItem('Contact support');
    const support = await screen.findByRole('dialog', { name: 'Contact support' });
    expect(within(support).getByText('Support comes with a paid plan')).toBeTruthy();
    expect(within(support).queryByText(SUPPORT_EMAIL)).toBeNull();
  });

  it('on a paid plan, gives the support address', async () => {
    withPlan('starter');
    renderAt(<HelpMenu />, '/events/list', '/events/list');
    await openHelpItem('Contact support');
    const support = await screen.findByRole('dialog', { name: 'Contact support' });
    expect((await within(support).findByRole('link', { name: SUPPORT_EMAIL })).getAttribute('href')).toBe(
      `mailto:${SUPPORT_EMAIL}`,
    );
  });
});
