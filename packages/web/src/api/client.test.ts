import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ClientHooks, TOAST_KEYS, api, configureClient } from './client';
import { TOKEN_KEY, getToken, setToken } from './session';

type Call = { url: string; init: RequestInit };

function mockFetch(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (url.endsWith('/monitoring/request'))
      return new Response(JSON.stringify({ success: true }), { status: 200 });
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

let hooks: { [K in keyof ClientHooks]: ReturnType<typeof vi.fn> };

beforeEach(() => {
  hooks = {
    navigate: vi.fn(),
    notify: vi.fn(),
    language: vi.fn(() => 'de'),
    onUnauthorized: vi.fn(),
  };
  configureClient(hooks as unknown as ClientHooks);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
}

const reports = (calls: Call[]) => calls.filter((c) => c.url.endsWith('/monitoring/request'));

describe('api client (spec §8)', () => {
  it('sends the three headers and resolves to results', async () => {
    setToken('tok-123');
    const calls = mockFetch(200, { success: true, results: { data: { id: 'u1' } } });
    await expect(api.get('user')).resolves.toEqual({ data: { id: 'u1' } });
    expect(calls[0].url).toBe('/api/v1/user');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.authToken).toBe('tok-123');
    expect(headers.language).toBe('de');
    expect(headers['UTC-timezone']).toMatch(/^-?\d+(\.\d+)?$/);
  });

  it('omits authToken without a stored token and sends JSON bodies', async () => {
    const calls = mockFetch(200, { success: true, results: { authToken: 'x' } });
    await api.post('auth/login', { email: 'a@b.co', password: 'p' });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.authToken).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0].init.body).toBe(JSON.stringify({ email: 'a@b.co', password: 'p' }));
  });

  it('on 401 clears the token and the user and goes to /login', async () => {
    setToken('old');
    mockFetch(401, { success: false, errorKey: 'UNAUTHORIZED' });
    const error = await failure(api.get('user'));
    expect(error.status).toBe(401);
    expect(error.errorKey).toBe('UNAUTHORIZED');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
    expect(hooks.navigate).toHaveBeenCalledWith('/login');
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('on 404 goes to /404', async () => {
    mockFetch(404, { success: false, errorKey: 'NOT_FOUND' });
    const error = await failure(api.get('events/42'));
    expect(error.status).toBe(404);
    expect(hooks.navigate).toHaveBeenCalledWith('/404');
  });

  it('shows the generic toast and reports a non-silent business error', async () => {
    const calls = mockFetch(200, { success: false, errorKey: 'WRONG_REGISTRATION_STEP' });
    const error = await failure(api.put('registration/details', { firstName: 'A' }));
    expect(error.errorKey).toBe('WRONG_REGISTRATION_STEP');
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'error', messageKey: TOAST_KEYS.generic });
    const [report] = reports(calls);
    expect(report).toBeDefined();
    const body = JSON.parse(String(report.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      method: 'PUT',
      path: 'registration/details',
      error: 'WRONG_REGISTRATION_STEP',
    });
    expect(typeof body.time).toBe('number');
  });

  it('stays silent for a silent code and hands the screen the errorKey', async () => {
    const calls = mockFetch(200, { success: false, errorKey: 'NAME_OR_PASSWORD_MISMATCH' });
    const error = await failure(api.post('auth/login', { email: 'a@b.co', password: 'x' }));
    expect(error.errorKey).toBe('NAME_OR_PASSWORD_MISMATCH');
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(reports(calls)).toHaveLength(0);
  });

  it('keeps the user of REGISTRATION_INCOMPLETE in results', async () => {
    mockFetch(200, {
      success: false,
      errorKey: 'REGISTRATION_INCOMPLETE',
      results: { id: 'u1', email: 'a@b.co' },
    });
    const error = await failure(api.get('user'));
    expect(error.errorKey).toBe('REGISTRATION_INCOMPLETE');
    expect(error.results).toEqual({ id: 'u1', email: 'a@b.co' });
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('puts 400 field errors on the error without a toast', async () => {
    mockFetch(400, {
      success: false,
      errorKey: 'VALIDATION_FAILED',
      results: { fields: { email: 'validation.email' } },
    });
    const error = await failure(api.post('registration/account', {}));
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ email: 'validation.email' });
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('shows the rate-limit toast on 429', async () => {
    mockFetch(429, { success: false, errorKey: 'RATE_LIMITED' });
    const error = await failure(api.post('auth/login', {}));
    expect(error.status).toBe(429);
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'error', messageKey: TOAST_KEYS.rateLimited });
  });

  it('leaves a 429 to a screen that says itself how long to wait', async () => {
    mockFetch(429, { success: false, errorKey: 'RATE_LIMITED', results: { retryAfterSeconds: 4 } });
    const error = await failure(api.post('auth/login', {}, { silentCodes: ['RATE_LIMITED'] }));
    expect(error.status).toBe(429);
    expect(error.results).toEqual({ retryAfterSeconds: 4 });
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('shows the generic toast on other HTTP errors', async () => {
    const calls = mockFetch(500, { success: false, errorKey: 'INTERNAL_ERROR' });
    const error = await failure(api.get('user'));
    expect(error.status).toBe(500);
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'error', messageKey: TOAST_KEYS.generic });
    expect(reports(calls)).toHaveLength(1);
  });

  it('shows the generic toast when the body is not an envelope', async () => {
    mockFetch(502, undefined);
    await failure(api.get('user'));
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'error', messageKey: TOAST_KEYS.generic });
  });

  it('shows a positive toast after a successful PUT or DELETE, not after GET or POST', async () => {
    mockFetch(200, { success: true, results: {} });
    await api.put('user/language', { language: 'de' });
    await api.delete('events/1');
    expect(hooks.notify).toHaveBeenCalledTimes(2);
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'success', messageKey: TOAST_KEYS.saved });
    hooks.notify.mockClear();
    await api.get('user');
    await api.post('auth/logout');
    await api.put('user/language', { language: 'fr' }, { quiet: true });
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('shows the generic toast when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(api.get('user'));
    expect(error.status).toBe(0);
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'error', messageKey: TOAST_KEYS.generic });
  });

  it('sends a visitor call with the visitorToken header and never the organiser token', async () => {
    setToken('organiser');
    const calls = mockFetch(200, { success: true, results: {} });
    await api.get('public/venue/expo', { visitorToken: 'visitor-1' });
    await api.post('public/venue/expo/enter', { token: 'link-token-1' }, { visitorToken: '' });
    const [get, enter] = calls.map((c) => c.init.headers as Record<string, string>);
    expect(get?.visitorToken).toBe('visitor-1');
    expect(get?.authToken).toBeUndefined();
    expect(enter?.visitorToken).toBeUndefined();
    expect(enter?.authToken).toBeUndefined();
  });

  it('keeps VISITOR_TOKEN_IS_INVALID silent and leaves the organiser session alone on a visitor 401', async () => {
    setToken('organiser');
    mockFetch(200, { success: false, errorKey: 'VISITOR_TOKEN_IS_INVALID' });
    const invalid = await failure(api.get('public/venue/expo', { visitorToken: 'old' }));
    expect(invalid.errorKey).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(hooks.notify).not.toHaveBeenCalled();
    mockFetch(401, { success: false, errorKey: 'UNAUTHORIZED' });
    await failure(api.get('public/venue/expo', { visitorToken: 'old' }));
    expect(getToken()).toBe('organiser');
    expect(hooks.navigate).not.toHaveBeenCalled();
  });
});
