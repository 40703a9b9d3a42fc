import { BUILD_FLAGS, type BuildFlags, usersApi } from '@foyer/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../features/editor/testing';
import { buildUser } from '../../features/users/testing';
import { BuildFlagsContext } from '../../lib/buildFlags';
import { fakeApi } from '../../test/fakeApi';
import { UserMenu } from './UserMenu';

afterEach(() => vi.unstubAllGlobals());

/** Opens the menu of a user of this account type in a build with these flags; answers the router. */
async function openMenu(accountType: 0 | 1, flags: Readonly<BuildFlags> = BUILD_FLAGS) {
  fakeApi().on(usersApi.me, {
    data: buildUser({ accountType, email: accountType ? 'bob@acme-events.com' : 'ada@acme-events.com' }),
  });
  const menu = (
    <BuildFlagsContext value={flags}>
      <UserMenu />
    </BuildFlagsContext>
  );
  const { router } = renderAt(menu, '/events/list', '/events/list', [
    '/sub-accounts',
    '/user-profile',
    '/debug',
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
  // the user is loaded when the menu names them
  await screen.findByText(accountType ? 'bob@acme-events.com' : 'ada@acme-events.com');
  return router;
}

// jsdom has no layout: Mantine counts the dropdown as detached and hides it, so items are found with `hidden`.
const item = (name: string) => screen.queryByRole('menuitem', { name, hidden: true });

describe('UserMenu', () => {
  it('links the account and the additional users (sub-accounts) for a main account', async () => {
    const router = await openMenu(0);
    expect(item('Account')).toBeTruthy();
    await userEvent.click(item('Additional users') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sub-accounts'));
  });

  it('shows a sub-account no account, sub-accounts or subscription entries', async () => {
    await openMenu(1);
    expect(item('Cookie preferences')).toBeTruthy();
    expect(item('Log out')).toBeTruthy();
    for (const name of ['Account', 'Additional users', 'Subscription', 'Debug'])
      expect(item(name)).toBeNull();
  });

  it('links the own user profile for main and sub-accounts alike', async () => {
    const router = await openMenu(1);
    await userEvent.click(item('My profile') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-profile'));
  });

  it('has no Debug entry in the default build (BUILD_FLAGS.debugMenu off)', async () => {
    expect(BUILD_FLAGS.debugMenu).toBe(false);
    await openMenu(0);
    expect(item('Account')).toBeTruthy();
    expect(item('Debug')).toBeNull();
  });

  it('links /debug for a main account when the build has the debug menu on', async () => {
    const router = await openMenu(0, { ...BUILD_FLAGS, debugMenu: true });
    await userEvent.click(item('Debug') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/debug'));
  });

  it('shows a sub-account no Debug entry even with the debug menu on', async () => {
    await openMenu(1, { ...BUILD_FLAGS, debugMenu: true });
    expect(item('Log out')).toBeTruthy();
    expect(item('Debug')).toBeNull();
  });
});
