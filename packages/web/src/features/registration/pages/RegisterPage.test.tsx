import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, renderScreen } from '../../../test/render';
import { RegisterPage } from './RegisterPage';

afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(email: string) {
  await userEvent.type(screen.getByLabelText('Email', { selector: 'input' }), email);
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123!');
  await userEvent.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Secret123!');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('RegisterPage', () => {
  it('checks the password rules and the confirmation in the browser', async () => {
    renderScreen(<RegisterPage />, '/registration/register');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The password does not meet the requirements')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
  });

  it('shows EMAIL_IS_IN_BLACK_LIST under the email field', async () => {
    const { fetchMock } = answerWith({ success: false, errorKey: 'EMAIL_IS_IN_BLACK_LIST' });
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<RegisterPage />, '/registration/register');
    await fillAndSubmit('ada@gmail.com');
    expect(await screen.findByText('Please enter a business email address')).toBeTruthy();
  });

  it('offers a password reset when the email exists', async () => {
    const { fetchMock, calls } = answerWith(
      { success: false, errorKey: 'REGISTRATION_EMAIL_ALREADY_EXISTS' },
      { success: true, results: {} },
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = renderScreen(<RegisterPage />, '/registration/register', [
      '/password/remind-confirmation',
    ]);
    await fillAndSubmit('ada@acme-events.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Send password reset link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password/remind-confirmation'));
    expect(calls[1].url).toBe('/api/v1/auth/passwordForgotten');
    expect(calls[1].body).toEqual({ email: 'ada@acme-events.com' });
  });
});
