import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../api/session';
import { answerWith } from '../test/render';
import { guardLoader, redirectLoader } from './guardLoader';
import { queryClient } from '../lib/queryClient';

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

const user = (registrationState: string, accountType = 0) => ({
  id: 'u1',
  email: 'a@acme.com',
  registrationState,
  profile: { accountType },
});

describe('guardLoader', () => {
  it('logs in with ?st= and removes it from the URL', async () => {
    const { fetchMock, calls } = answerWith({ success: true, results: { authToken: 'from-link' } });
    vi.stubGlobal('fetch', fetchMock);
    const result = await run('loggedIn', '/events/list?st=abcdefabcdefabcdef&x=1');
    expect(calls[0].url).toBe('/api/v1/auth/loginByToken');
    expect(calls[0].body).toEqual({ token: 'abcdefabcdefabcdef' });
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
    const { fetchMock, calls } = answerWith({ success: true, results: { authToken: 'from-link' } });
    vi.stubGlobal('fetch', fetchMock);
    expect(locationOf(await run('loggedIn', locationOf(redirected)!))).toBe('/events/list?x=1');
    expect(calls[0].body).toEqual({ token: 'abcdefabcdefabcdef' });
    expect(getToken()).toBe('from-link');
  });

  it('sends a failed ?st= login to /login', async () => {
    const { fetchMock } = answerWith({ success: false, errorKey: 'LOGIN_TOKEN_IS_INVALID' });
    vi.stubGlobal('fetch', fetchMock);
    expect(locationOf(await run('loggedIn', '/events/list?st=bad'))).toBe('/login');
  });

  it('sends a visitor without token to /login', async () => {
    expect(locationOf(await run('mainAccount', '/subscription'))).toBe('/login');
  });

  it('sends a STEP_2 user to the email confirmation', async () => {
    setToken('t');
    const { fetchMock } = answerWith({
      success: false,
      errorKey: 'REGISTRATION_INCOMPLETE',
      results: user('STEP_2'),
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(locationOf(await run('loggedIn', '/events/list'))).toBe('/registration/email-confirmation');
  });

  it('sends a sub-account away from main-account routes', async () => {
    setToken('t');
    const { fetchMock } = answerWith({ success: true, results: { data: user('COMPLETE', 1) } });
    vi.stubGlobal('fetch', fetchMock);
    expect(locationOf(await run('mainAccount', '/sub-accounts'))).toBe('/events/list');
  });

  it('sends a logged-in user from /login to the events', async () => {
    setToken('t');
    const { fetchMock } = answerWith({ success: true, results: { data: user('COMPLETE') } });
    vi.stubGlobal('fetch', fetchMock);
    expect(locationOf(await run('public', '/login', true))).toBe('/events/list');
  });

  it('removes the stored token when loading the user fails on /login', async () => {
    setToken('t');
    const { fetchMock } = answerWith({ success: false, errorKey: 'INTERNAL_ERROR' });
    vi.stubGlobal('fetch', fetchMock);
    expect(await run('public', '/login', true)).toBeNull();
    expect(getToken()).toBeNull();
  });
});
