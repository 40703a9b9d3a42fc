import { authApi, usersApi } from '@foyer/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../api/session';
import { buildUser } from '../features/users/testing';
import { queryClient } from '../lib/queryClient';
import { fakeApi } from '../test/fakeApi';
import { guardLoader, redirectLoader } from './guardLoader';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const run = (requirement: Parameters<typeof guardLoader>[0], url: string, guestOnly = false) =>
  guardLoader(
    requirement,
    guestOnly,
  )({ request: new Request(`http://localhost${url}`), params: {}, context: {} } as never);

const locationOf = (result: unknown) => (result instanceof Response ? result.headers.get('Location') : null);

describe('guardLoader', () => {
  it('logs in with ?st= and removes it from the URL', async () => {
    const fake = fakeApi({ token: null }).on(authApi.loginByToken, { authToken: 'from-link' });
    const result = await run('loggedIn', '/events/list?st=abcdefabcdefabcdef&x=1');
    expect(fake.calls(authApi.loginByToken).map((c) => c.body)).toEqual([{ token: 'abcdefabcdefabcdef' }]);
    expect(fake.unhandled).toEqual([]);
    expect(getToken()).toBe('from-link');
    expect(locationOf(result)).toBe('/events/list?x=1');
  });

  it('keeps ?st= through a path that only redirects, then logs in where it lands', async () => {
    const redirected = await redirectLoader('/events/list')({
      request: new Request('http://localhost/events?st=abcdefabcdefabcdef&x=1'),
      params: {},
      context: {},
    } as never);
    expect(locationOf(redirected)).toBe('/events/list?st=abcdefabcdefabcdef&x=1');
    const fake = fakeApi({ token: null }).on(authApi.loginByToken, { authToken: 'from-link' });
    expect(locationOf(await run('loggedIn', locationOf(redirected)!))).toBe('/events/list?x=1');
    expect(fake.calls(authApi.loginByToken)[0]?.body).toEqual({ token: 'abcdefabcdefabcdef' });
    expect(getToken()).toBe('from-link');
  });

  it('sends a failed ?st= login to /login', async () => {
    fakeApi({ token: null }).on(authApi.loginByToken, { errorKey: 'LOGIN_TOKEN_IS_INVALID' });
    expect(locationOf(await run('loggedIn', '/events/list?st=bad'))).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('sends a visitor without token to /login', async () => {
    const fake = fakeApi({ token: null });
    expect(locationOf(await run('mainAccount', '/subscription'))).toBe('/login');
    expect(fake.fetchMock).not.toHaveBeenCalled();
  });

  it('sends a STEP_2 user to the email confirmation', async () => {
    fakeApi().on(usersApi.me, {
      errorKey: 'REGISTRATION_INCOMPLETE',
      results: buildUser({ registrationState: 'STEP_2' }),
    });
    expect(locationOf(await run('loggedIn', '/events/list'))).toBe('/registration/email-confirmation');
  });

  it('sends a sub-account away from main-account routes', async () => {
    fakeApi().on(usersApi.me, { data: buildUser({ accountType: 1 }) });
    expect(locationOf(await run('mainAccount', '/sub-accounts'))).toBe('/events/list');
  });

  it('sends a logged-in user from /login to the events', async () => {
    fakeApi().on(usersApi.me, { data: buildUser() });
    expect(locationOf(await run('public', '/login', true))).toBe('/events/list');
  });

  it('removes the stored token when loading the user fails on /login', async () => {
    fakeApi().on(usersApi.me, { errorKey: 'INTERNAL_ERROR' });
    expect(await run('public', '/login', true)).toBeNull();
    expect(getToken()).toBeNull();
  });
});
