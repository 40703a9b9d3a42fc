import { authApi, usersApi } from '@foyer/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../api/session';
import { fakeApi } from '../../../test/fakeApi';
import { renderScreen } from '../../../test/render';
import { buildUser } from '../../users/testing';
import { LoginPage } from './LoginPage';

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('shows the required messages under empty fields', async () => {
    renderScreen(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
  });

  it('shows NAME_OR_PASSWORD_MISMATCH under the form', async () => {
    fakeApi({ token: null }).on(authApi.login, { errorKey: 'NAME_OR_PASSWORD_MISMATCH' });
    renderScreen(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText('Email', { selector: 'input' }), 'ada@acme-events.com');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Email and/or password are incorrect. Please try again.',
    );
    expect(getToken()).toBeNull();
  });

  it('shows the wait of RATE_LIMITED under the form', async () => {
    fakeApi({ token: null }).on(authApi.login, {
      errorKey: 'RATE_LIMITED',
      results: { retryAfterSeconds: 8 },
    });
    renderScreen(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText('Email', { selector: 'input' }), 'ada@acme-events.com');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many failed attempts on this account. Please wait 8 seconds and try again.',
    );
    expect(getToken()).toBeNull();
  });

  it('stores the token and follows the user status after logging in', async () => {
    const fake = fakeApi({ token: null })
      .on(authApi.login, { authToken: 'session-token' })
      .on(usersApi.me, {
        errorKey: 'REGISTRATION_INCOMPLETE',
        results: buildUser({ registrationState: 'STEP_1' }),
      });
    const router = renderScreen(<LoginPage />, '/login', ['/registration/details']);
    await userEvent.type(screen.getByLabelText('Email', { selector: 'input' }), 'Ada@Acme-Events.com');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration/details'));
    expect(getToken()).toBe('session-token');
    expect(fake.calls(authApi.login).map((c) => c.body)).toEqual([
      { email: 'ada@acme-events.com', password: 'Secret123!' },
    ]);
    expect(fake.calls(usersApi.me)).toHaveLength(1);
    expect(fake.unhandled).toEqual([]);
  });
});
