import { authApi, usersApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { renderAt } from '../../editor/testing';
import { buildUser } from '../testing';
import { UserProfilePage } from './UserProfilePage';

afterEach(() => vi.unstubAllGlobals());

const render = (setup: (fake: FakeApi) => void = () => {}, accountType = 0) => {
  const user = buildUser({ accountType });
  const fake = fakeApi()
    .on(usersApi.me, { data: user })
    .on(usersApi.updateProfile, ({ body }) => ({ data: { ...user, profile: { ...user.profile, ...body } } }))
    .on(usersApi.logoutOthers, {});
  setup(fake);
  const rendered = renderAt(<UserProfilePage />, '/user-profile', '/user-profile', ['/login']);
  return { fake, ...rendered };
};

describe('UserProfilePage', () => {
  it('saves the name after the shared rules, and only when changed', async () => {
    const { fake } = render(() => {}, 1);
    const form = await screen.findByRole('form', { name: 'Your name' });
    const first = within(form).getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect((first as HTMLInputElement).value).toBe('Ada'));
    expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    await userEvent.clear(first);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Required')).toBeTruthy();
    expect(fake.calls(usersApi.updateProfile)).toHaveLength(0);

    await userEvent.type(first, 'Grace');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.calls(usersApi.updateProfile).map((c) => c.body)).toEqual([
        { firstName: 'Grace', lastName: 'Lovelace' },
      ]),
    );
    expect(await screen.findByText('Grace Lovelace · ada@acme-events.com')).toBeTruthy();
  });

  it('shows OLD_PASSWORD_MISMATCH on the current-password field', async () => {
    const { fake } = render((f) => f.on(authApi.changePassword, { errorKey: 'OLD_PASSWORD_MISMATCH' }));
    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText(/Current password/), 'wrong-Pass1');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'Better-pass2');
    await userEvent.type(within(form).getByLabelText(/Confirm/), 'Better-pass2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save password' }));
    expect(await within(form).findByText('The current password is wrong.')).toBeTruthy();
    expect(fake.calls(authApi.changePassword).map((c) => c.body)).toEqual([
      { oldPassword: 'wrong-Pass1', newPassword: 'Better-pass2' },
    ]);
  }, 15_000);

  it('logs out on all other devices after a confirmation', async () => {
    const { fake } = render();
    await screen.findByRole('form', { name: 'Your name' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out on all other devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out on all other devices?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls(usersApi.logoutOthers)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Log out on all other devices' }));
    const again = await screen.findByRole('dialog', { name: 'Log out on all other devices?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Log out on all other devices' }));
    expect(await screen.findByText('You have been logged out on all other devices.')).toBeTruthy();
    expect(fake.calls(usersApi.logoutOthers)).toHaveLength(1);
  }, 15_000);

  describe('email address', () => {
    const fillEmail = async (email: string, password = 'Secret-pass1') => {
      const form = await screen.findByRole('form', { name: 'Email address' });
      await userEvent.type(within(form).getByRole('textbox', { name: /New email address/ }), email);
      await userEvent.type(within(form).getByLabelText(/Current password/), password);
      await userEvent.click(within(form).getByRole('button', { name: 'Change email address' }));
      return form;
    };

    it('shows the current address and, after the request, where the confirmation link went', async () => {
      const { fake } = render((f) => f.on(usersApi.changeEmail, { pendingEmail: 'ada@new-events.com' }));
      const form = await screen.findByRole('form', { name: 'Email address' });
      expect(within(form).getByText('Current address: ada@acme-events.com')).toBeTruthy();
      await fillEmail('Ada@New-Events.com');
      expect(
        await within(form).findByText(
          'We sent a confirmation link to ada@new-events.com. Your address changes when you open it.',
        ),
      ).toBeTruthy();
      expect(fake.calls(usersApi.changeEmail).map((c) => c.body)).toEqual([
        { email: 'ada@new-events.com', password: 'Secret-pass1' },
      ]);
      // Nothing changed yet: the header still shows the old address.
      expect(screen.getByText('Ada Lovelace · ada@acme-events.com')).toBeTruthy();
    }, 15_000);

    it('checks the address before asking the server', async () => {
      const { fake } = render();
      const form = await fillEmail('not-an-address');
      expect(await within(form).findByText('Please enter a valid email address')).toBeTruthy();
      expect(fake.calls(usersApi.changeEmail)).toHaveLength(0);
    }, 15_000);

    it("puts the server's refusals on the fields", async () => {
      render((f) =>
        f.on(
          usersApi.changeEmail,
          { errorKey: 'OLD_PASSWORD_MISMATCH' },
          { errorKey: 'EMAIL_IS_IN_BLACK_LIST' },
          { errorKey: 'VALIDATION_FAILED', results: { fields: { email: 'validation.alreadyUsed' } } },
        ),
      );
      const form = await fillEmail('bob@acme-events.com', 'wrong-Pass1');
      expect(await within(form).findByText('The current password is wrong.')).toBeTruthy();
      await userEvent.click(within(form).getByRole('button', { name: 'Change email address' }));
      expect(await within(form).findByText('Please enter a business email address')).toBeTruthy();
      await userEvent.click(within(form).getByRole('button', { name: 'Change email address' }));
      expect(await within(form).findByText('Already used')).toBeTruthy();
      expect(within(form).queryByText(/We sent a confirmation link/)).toBeNull();
    }, 15_000);
  });
});
