import { authApi, signupApi } from '@foyer/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderScreen } from '../../../test/render';
import { SignupPage } from './SignupPage';

afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(email: string) {
  await userEvent.type(screen.getByLabelText('Email', { selector: 'input' }), email);
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123!');
  await userEvent.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Secret123!');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('SignupPage', () => {
  it('checks the password rules and the confirmation in the browser', async () => {
    renderScreen(<SignupPage />, '/registration/register');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The password does not meet the requirements')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
  });

  it('shows EMAIL_IS_IN_BLACK_LIST under the email field', async () => {
    fakeApi({ token: null }).on(signupApi.account, { errorKey: 'EMAIL_IS_IN_BLACK_LIST' });
    renderScreen(<SignupPage />, '/registration/register');
    await fillAndSubmit('ada@gmail.com');
    expect(await screen.findByText('Please enter a business email address')).toBeTruthy();
  });

  it('offers a password reset when the email exists', async () => {
    const fake = fakeApi({ token: null })
      .on(signupApi.account, { errorKey: 'REGISTRATION_EMAIL_ALREADY_EXISTS' })
      .on(authApi.passwordForgotten, {});
    const router = renderScreen(<SignupPage />, '/registration/register', ['/password/remind-confirmation']);
    await fillAndSubmit('ada@acme-events.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Send password reset link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password/remind-confirmation'));
    expect(fake.calls(authApi.passwordForgotten).map((c) => c.body)).toEqual([
      { email: 'ada@acme-events.com' },
    ]);
    expect(fake.unhandled).toEqual([]);
  });
});
