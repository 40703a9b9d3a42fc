import { usersApi } from '@foyer/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../features/editor/testing';
import { buildUser } from '../features/users/testing';
import { fakeApi } from '../test/fakeApi';
import { PublicLayout } from './PublicLayout';

afterEach(() => vi.unstubAllGlobals());

describe('the public layout', () => {
  it('offers log-in and create-account to organisers on a public page', async () => {
    renderAt(<PublicLayout />, '/info/imprint', '/info/imprint');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /home/i })).toBeTruthy();
  });

  it('shows a participant unsubscribing neither, and a logo that leads nowhere', async () => {
    renderAt(<PublicLayout />, '/unsubscribe/:token', '/unsubscribe/abc.def');
    await screen.findByRole('banner');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
    expect(screen.queryByRole('link', { name: /home/i })).toBeNull();
  });

  it('shows a logged-in organiser their menu and the way to their events instead of log-in', async () => {
    fakeApi().on(usersApi.me, { data: buildUser() });
    renderAt(<PublicLayout />, '/registration/welcome', '/registration/welcome');
    const toEvents = await screen.findByRole('link', { name: 'Go to my events' });
    expect(toEvents.getAttribute('href')).toBe('/events/list');
    expect(screen.getByRole('button', { name: 'User menu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
  });

  it('keeps log-in for a session that is still mid-registration', async () => {
    const fake = fakeApi().on(usersApi.me, { data: buildUser({ registrationState: 'STEP_2' }) });
    renderAt(<PublicLayout />, '/info/imprint', '/info/imprint');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(fake.calls(usersApi.me)).not.toEqual([]);
    expect(screen.queryByRole('link', { name: 'Go to my events' })).toBeNull();
  });

  it.each(['/password/change', '/change-password/', '/change-password'])(
    'does not ask for the user on %s, whose session is a reset session',
    async (path) => {
      const fake = fakeApi().on(usersApi.me, { data: buildUser() });
      renderAt(<PublicLayout />, path, path);
      expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
      expect(fake.calls(usersApi.me)).toEqual([]);
    },
  );
});
