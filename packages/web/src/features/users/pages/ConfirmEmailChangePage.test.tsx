import { usersApi } from '@foyer/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderAt } from '../../editor/testing';
import { ConfirmEmailChangePage } from './ConfirmEmailChangePage';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'YWRhQG5ldy1ldmVudHMuY29t.0123456789abcdef0123456789';
const open = (url = `/confirm-email?token=${TOKEN}`) =>
  renderAt(<ConfirmEmailChangePage />, '/confirm-email', url, ['/events/list', '/login', '/user-profile']);

describe('ConfirmEmailChangePage', () => {
  it('confirms on load, once, and says so; logged in, it leads to the events list', async () => {
    const fake = fakeApi().on(usersApi.confirmEmailChange, { email: 'ada@new-events.com' });
    open();
    expect(await screen.findByRole('heading', { name: 'Email address changed' })).toBeTruthy();
    expect(
      screen.getByText('Your account now uses ada@new-events.com. Use it to log in from now on.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my events' }).getAttribute('href')).toBe('/events/list');
    expect(fake.calls(usersApi.confirmEmailChange).map((c) => c.body)).toEqual([{ token: TOKEN }]);
  });

  it('leads to the login page without a session', async () => {
    fakeApi({ token: null }).on(usersApi.confirmEmailChange, { email: 'ada@new-events.com' });
    open();
    expect(await screen.findByRole('heading', { name: 'Email address changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('says when the link is invalid, used or expired', async () => {
    fakeApi({ token: null }).on(usersApi.confirmEmailChange, {
      errorKey: 'EMAIL_CONFIRMATION_TOKEN_IS_INVALID',
    });
    open();
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText(/invalid, has expired or was already used/)).toBeTruthy();
  });

  it('says when the address was taken meanwhile', async () => {
    fakeApi().on(usersApi.confirmEmailChange, {
      errorKey: 'VALIDATION_FAILED',
      results: { fields: { email: 'validation.alreadyUsed' } },
    });
    open();
    expect(await screen.findByText(/already used by another account/)).toBeTruthy();
  });

  it('refuses a link without a token without asking the server', async () => {
    const fake = fakeApi({ token: null });
    open('/confirm-email');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    await waitFor(() => expect(fake.calls(usersApi.confirmEmailChange)).toHaveLength(0));
  });
});
