import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../api/session';
import { answerWith, renderScreen } from '../../../test/render';
import { LoginPage } from './LoginPage';

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('shows the required messages under empty fields', async () => {
    renderScreen(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
  });

  it('shows NAME_OR_PASSWORD_MISMATCH under the form', async () => {
    const { fetchMock } = answerWith({ success: false, errorKey: 'NAME_OR_PASSWORD_MISMATCH' });
    vi.stubGlobal('fetch', fetchMock);
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
    const refused = { success: false, errorKey: 'RATE_LIMITED', results: { retryAfterSeconds: 8 } };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(refused), { status: 429 }));
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
    const user = {
      id: 'u1',
      email: 'ada@acme-events.com',
      status: 'STEP_1',
      registrationState: 'STEP_1',
      profile: { accountType: 0, firstName: '', lastName: '' },
    };
    const { fetchMock, calls } = answerWith(
      { success: true, results: { authToken: 'session-token' } },
      { success: false, errorKey: 'REGISTRATION_INCOMPLETE', results: user },
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = renderScreen(<LoginPage />, '/login', ['/registration/details']);
    await userEvent.type(screen.getByLabelText('Email', { selector: 'input' }), 'Ada@Acme-Events.com');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration/details'));
    expect(getToken()).toBe('session-token');
    expect(calls[0].body).toEqual({ email: 'ada@acme-events.com', password: 'Secret123!' });
    expect(calls[1].url).toBe('/api/v1/user');
  });
});
