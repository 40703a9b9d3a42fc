import { teamApi, usersApi } from '@foyer/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../api/session';
import { fakeApi } from '../../test/fakeApi';
import { renderAt } from '../editor/testing';
import { buildUser } from '../users/testing';
import { InvitationPage } from './InvitationPage';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'invitation-token-0123456789';
const open = (url = `/invitation?token=${TOKEN}`) =>
  renderAt(<InvitationPage />, '/invitation', url, ['/events/list', '/login']).router;

async function choosePassword(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await userEvent.type(screen.getByLabelText('Confirm password', { selector: 'input' }), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Set password and join' }));
}

describe('InvitationPage', () => {
  it('sets the password, stores the session and opens the events list', async () => {
    const fake = fakeApi({ token: null }).on(teamApi.accept, { authToken: 'sub-session' });
    const router = open();
    expect(screen.getByRole('heading', { name: 'Join your team on Foyer' })).toBeTruthy();
    expect(screen.getByText(/invited to join a team/)).toBeTruthy();
    await choosePassword('Foyer-2026!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/list'));
    expect(getToken()).toBe('sub-session');
    expect(fake.calls(teamApi.accept).map((c) => c.body)).toEqual([
      { token: TOKEN, password: 'Foyer-2026!' },
    ]);
  });

  it('checks the shared password rules and the confirmation before asking the server', async () => {
    const fake = fakeApi({ token: null }).on(teamApi.accept, { authToken: 'sub-session' });
    open();
    await choosePassword('weak', 'weak');
    expect(await screen.findByText('The password does not meet the requirements')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Password', { selector: 'input' }));
    await userEvent.clear(screen.getByLabelText('Confirm password', { selector: 'input' }));
    await choosePassword('Foyer-2026!', 'Foyer-2027!');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(fake.calls(teamApi.accept)).toHaveLength(0);
  });

  it('shows a used or expired link as such, with the way to a new one', async () => {
    fakeApi({ token: null }).on(teamApi.accept, { errorKey: 'INVITATION_TOKEN_IS_INVALID' });
    const router = open();
    await choosePassword('Foyer-2026!');
    expect(await screen.findByRole('heading', { name: 'This invitation link no longer works' })).toBeTruthy();
    expect(screen.getByText(/Ask the person who invited you to send a new invitation/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/invitation');
  });

  it('shows a link without a token as invalid at once', () => {
    fakeApi({ token: null });
    open('/invitation');
    expect(screen.getByRole('heading', { name: 'This invitation link no longer works' })).toBeTruthy();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
  });

  it('tells a logged-in visitor that joining replaces their session, and then works', async () => {
    fakeApi({ token: 'main-session' })
      .on(usersApi.me, { data: buildUser() })
      .on(teamApi.accept, { authToken: 'sub-session' });
    const router = open();
    expect(await screen.findByText(/You are logged in as ada@acme-events.com/)).toBeTruthy();
    await choosePassword('Foyer-2026!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/list'));
    expect(getToken()).toBe('sub-session');
  });
});
