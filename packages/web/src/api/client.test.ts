import { EmptyResults, FILE, endpoints, monitoringApi } from '@foyer/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeApi } from '../test/fakeApi';
import { ApiError, type ClientHooks, TOAST_KEYS, api, configureClient } from './client';
import { FAILED_CALLS_KEPT, failedCalls } from './failedCalls';
import { TOKEN_KEY, getToken, setToken } from './session';

/** A small contract of every kind of call the client makes. */
const IdParams = z.object({ id: z.string() });
const Thing = z.object({ id: z.string(), name: z.string() });
const testApi = endpoints('test', {
  read: {
    method: 'GET',
    path: '/things/:id',
    summary: 'Read a thing',
    access: 'user',
    params: IdParams,
    results: z.object({ thing: Thing }),
  },
  create: {
    method: 'POST',
    path: '/things',
    summary: 'Create a thing',
    access: 'public',
    body: z.object({ name: z.string() }),
    results: z.object({ thing: Thing }),
  },
  save: {
    method: 'PUT',
    path: '/things/:id',
    summary: 'Save a thing',
    access: 'user',
    params: IdParams,
    body: z.object({ name: z.string() }),
    results: EmptyResults,
  },
  remove: {
    method: 'DELETE',
    path: '/things/:id',
    summary: 'Remove a thing',
    access: 'user',
    params: IdParams,
    results: EmptyResults,
  },
  venue: {
    method: 'GET',
    path: '/public/venue/:pageCode',
    summary: 'Enter a venue',
    access: 'visitor',
    params: z.object({ pageCode: z.string() }),
    results: EmptyResults,
  },
  console: {
    method: 'GET',
    path: '/console/session',
    summary: 'A webcast console session',
    access: 'webcaster',
    results: EmptyResults,
  },
  export: {
    method: 'GET',
    path: '/things/:id/export',
    summary: 'Export a thing',
    access: 'user',
    params: IdParams,
    results: FILE,
  },
  attach: {
    method: 'POST',
    path: '/things/:id/files',
    summary: 'Attach files to a thing',
    access: 'user',
    params: IdParams,
    upload: true,
    results: z.object({ count: z.number() }),
  },
});

const THING = { id: 't1', name: 'Lamp' };

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

/** The headers of the n-th request the fake received. */
const headersOf = (fake: ReturnType<typeof fakeApi>, n = 0) =>
  fake.fetchMock.mock.calls[n]?.[1]?.headers as Record<string, string>;

/** A fake that also takes the failure reports (POST monitoring/request). */
const withReports = (options?: Parameters<typeof fakeApi>[0]) =>
  fakeApi(options).on(monitoringApi.request, {});

describe('api client (spec §8)', () => {
  it('sends the three headers and resolves to results', async () => {
    const fake = fakeApi({ token: 'tok-123' }).on(testApi.read, { thing: THING });
    await expect(api.call(testApi.read, { params: { id: 't1' } })).resolves.toEqual({ thing: THING });
    expect(String(fake.fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/things/t1');
    const headers = headersOf(fake);
    expect(headers.authToken).toBe('tok-123');
    expect(headers.language).toBe('de');
    expect(headers['UTC-timezone']).toMatch(/^-?\d+(\.\d+)?$/);
  });

  it('omits authToken without a stored token and sends JSON bodies', async () => {
    const fake = fakeApi({ token: null }).on(testApi.create, { thing: THING });
    await api.call(testApi.create, { body: { name: 'Lamp' } });
    const headers = headersOf(fake);
    expect(headers.authToken).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/json');
    expect(fake.fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ name: 'Lamp' }));
  });

  it('on 401 clears the token and the user and goes to /login', async () => {
    fakeApi({ token: 'old' }).on(testApi.read, { errorKey: 'UNAUTHORIZED' });
    const error = await failure(api.call(testApi.read, { params: { id: 't1' } }));
    expect(error.status).toBe(401);
    expect(error.errorKey).toBe('UNAUTHORIZED');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
    expect(hooks.navigate).toHaveBeenCalledWith('/login');
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('on 404 goes to /404', async () => {
    fakeApi().on(testApi.read, { errorKey: 'NOT_FOUND' });
    const error = await failure(api.call(testApi.read, { params: { id: '42' } }));
    expect(error.status).toBe(404);
    expect(hooks.navigate).toHaveBeenCalledWith('/404');
  });

  it('stays on the screen for a NOT_FOUND it handles itself', async () => {
    fakeApi().on(testApi.read, { errorKey: 'NOT_FOUND' });
    const error = await failure(
      api.call(testApi.read, { params: { id: '42' } }, { silentCodes: ['NOT_FOUND'] }),
    );
    expect(error.status).toBe(404);
    expect(hooks.navigate).not.toHaveBeenCalled();
  });

  it('shows the generic toast and reports a non-silent business error', async () => {
    const fake = withReports().on(testApi.save, { errorKey: 'WRONG_REGISTRATION_STEP' });
    const error = await failure(api.call(testApi.save, { params: { id: 't1' }, body: { name: 'A' } }));
    expect(error.errorKey).toBe('WRONG_REGISTRATION_STEP');
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'error', messageKey: TOAST_KEYS.generic });
    const [report] = fake.calls(monitoringApi.request);
    expect(report?.body).toMatchObject({
      method: 'PUT',
      path: '/things/t1',
      error: 'WRONG_REGISTRATION_STEP',
    });
    expect(typeof report?.body.time).toBe('number');
  });

  it('stays silent for a silent code and hands the screen the errorKey', async () => {
    const fake = withReports().on(testApi.create, { errorKey: 'NAME_OR_PASSWORD_MISMATCH' });
    const error = await failure(api.call(testApi.create, { body: { name: 'x' } }));
    expect(error.errorKey).toBe('NAME_OR_PASSWORD_MISMATCH');
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(fake.calls(monitoringApi.request)).toHaveLength(0);
  });

  it('stays silent for a code the call names in silentCodes, and reports it not', async () => {
    const fake = withReports().on(testApi.save, { errorKey: 'STALE_VERSION' });
    const error = await failure(
      api.call(
        testApi.save,
        { params: { id: 't1' }, body: { name: 'A' } },
        { silentCodes: ['STALE_VERSION'] },
      ),
    );
    expect(error.errorKey).toBe('STALE_VERSION');
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(fake.calls(monitoringApi.request)).toHaveLength(0);
  });

  it('keeps the results of a refusal (the user of REGISTRATION_INCOMPLETE)', async () => {
    fakeApi().on(testApi.read, {
      errorKey: 'REGISTRATION_INCOMPLETE',
      results: { id: 'u1', email: 'a@b.co' },
    });
    const error = await failure(api.call(testApi.read, { params: { id: 'u1' } }));
    expect(error.errorKey).toBe('REGISTRATION_INCOMPLETE');
    expect(error.results).toEqual({ id: 'u1', email: 'a@b.co' });
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('puts 400 field errors on the error without a toast', async () => {
    fakeApi().on(testApi.create, {
      errorKey: 'VALIDATION_FAILED',
      results: { fields: { name: 'validation.required' } },
    });
    const error = await failure(api.call(testApi.create, { body: { name: '' } }));
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ name: 'validation.required' });
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('shows the rate-limit toast on 429', async () => {
    fakeApi().on(testApi.create, { errorKey: 'RATE_LIMITED' });
    const error = await failure(api.call(testApi.create, { body: { name: 'x' } }));
    expect(error.status).toBe(429);
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'error', messageKey: TOAST_KEYS.rateLimited });
  });

  it('leaves a 429 to a screen that says itself how long to wait', async () => {
    fakeApi().on(testApi.create, { errorKey: 'RATE_LIMITED', results: { retryAfterSeconds: 4 } });
    const error = await failure(
      api.call(testApi.create, { body: { name: 'x' } }, { silentCodes: ['RATE_LIMITED'] }),
    );
    expect(error.status).toBe(429);
    expect(error.results).toEqual({ retryAfterSeconds: 4 });
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('shows the generic toast on other HTTP errors and reports them', async () => {
    const fake = withReports().on(testApi.read, { errorKey: 'INTERNAL_ERROR' });
    const error = await failure(api.call(testApi.read, { params: { id: 't1' } }));
    expect(error.status).toBe(500);
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'error', messageKey: TOAST_KEYS.generic });
    expect(fake.calls(monitoringApi.request)).toHaveLength(1);
  });

  it('shows the generic toast when the body is not an envelope', async () => {
    // No contract answers a bare 502 (a proxy in front of the server does).
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    await failure(api.call(testApi.read, { params: { id: 't1' } }));
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'error', messageKey: TOAST_KEYS.generic });
  });

  it('shows a positive toast after a successful PUT or DELETE, not after GET or POST', async () => {
    fakeApi()
      .on(testApi.save, {})
      .on(testApi.remove, {})
      .on(testApi.read, { thing: THING })
      .on(testApi.create, { thing: THING });
    await api.call(testApi.save, { params: { id: 't1' }, body: { name: 'A' } });
    await api.call(testApi.remove, { params: { id: 't1' } });
    expect(hooks.notify).toHaveBeenCalledTimes(2);
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'success', messageKey: TOAST_KEYS.saved });
    hooks.notify.mockClear();
    await api.call(testApi.read, { params: { id: 't1' } });
    await api.call(testApi.create, { body: { name: 'B' } });
    await api.call(testApi.save, { params: { id: 't1' }, body: { name: 'C' } }, { quiet: true });
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('shows the generic toast when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(api.call(testApi.read, { params: { id: 't1' } }));
    expect(error.status).toBe(0);
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'error', messageKey: TOAST_KEYS.generic });
  });

  it('sends a visitor call with the visitorToken header and never the organiser token', async () => {
    const fake = fakeApi({ token: 'organiser' }).on(testApi.venue, {}).on(testApi.create, { thing: THING });
    await api.call(testApi.venue, { params: { pageCode: 'expo' } }, { visitorToken: 'visitor-1' });
    await api.call(testApi.create, { body: { name: 'x' } }, { visitorToken: '' });
    const [venue, enter] = [headersOf(fake, 0), headersOf(fake, 1)];
    expect(venue?.visitorToken).toBe('visitor-1');
    expect(venue?.authToken).toBeUndefined();
    expect(enter?.visitorToken).toBeUndefined();
    expect(enter?.authToken).toBeUndefined();
  });

  it('keeps VISITOR_TOKEN_IS_INVALID silent and leaves the organiser session alone on a visitor 401', async () => {
    const fake = fakeApi({ token: 'organiser' }).on(testApi.venue, { errorKey: 'VISITOR_TOKEN_IS_INVALID' });
    const invalid = await failure(
      api.call(testApi.venue, { params: { pageCode: 'expo' } }, { visitorToken: 'old' }),
    );
    expect(invalid.errorKey).toBe('VISITOR_TOKEN_IS_INVALID');
    expect(hooks.notify).not.toHaveBeenCalled();
    fake.on(testApi.venue, { errorKey: 'UNAUTHORIZED' });
    await failure(api.call(testApi.venue, { params: { pageCode: 'expo' } }, { visitorToken: 'old' }));
    expect(getToken()).toBe('organiser');
    expect(hooks.navigate).not.toHaveBeenCalled();
  });

  it('sends a console call with the webcastToken header and never the organiser token', async () => {
    const fake = fakeApi({ token: 'organiser' }).on(testApi.console, {}).on(testApi.create, { thing: THING });
    await api.call(testApi.console, undefined, { webcastToken: 'console-1' });
    await api.call(testApi.create, { body: { name: 'x' } }, { webcastToken: '' });
    const [session, login] = [headersOf(fake, 0), headersOf(fake, 1)];
    expect(session?.webcastToken).toBe('console-1');
    expect(session?.authToken).toBeUndefined();
    expect(login?.webcastToken).toBeUndefined();
    expect(login?.authToken).toBeUndefined();
  });

  it('leaves the organiser logged in and where they are on a console 401', async () => {
    fakeApi({ token: 'organiser' }).on(testApi.console, { errorKey: 'UNAUTHORIZED' });
    const error = await failure(api.call(testApi.console, undefined, { webcastToken: 'ended' }));
    expect(error.status).toBe(401);
    expect(getToken()).toBe('organiser');
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.navigate).not.toHaveBeenCalled();
  });
});

describe('api.download', () => {
  it('answers the file with the name of its Content-Disposition, sent with the usual headers', async () => {
    setToken('tok-123');
    const fetchMock = vi.fn(
      async () =>
        new Response('a;b\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': `attachment; filename*=UTF-8''Lampe%20%C3%A4.csv`,
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { blob, fileName } = await api.download(testApi.export, 'thing.csv', { params: { id: 't1' } });
    expect(fileName).toBe('Lampe ä.csv');
    expect(await blob.text()).toBe('a;b\n');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/things/t1/export');
    expect((init.headers as Record<string, string>).authToken).toBe('tok-123');
  });

  it('handles a JSON refusal like any call', async () => {
    fakeApi().on(testApi.export, { errorKey: 'NOT_FOUND' });
    const error = await failure(api.download(testApi.export, 'thing.csv', { params: { id: 't1' } }));
    expect(error.status).toBe(404);
    expect(hooks.navigate).toHaveBeenCalledWith('/404');
  });
});

/** An XMLHttpRequest that answers `status` and `body` once sent, after reporting half the upload. */
function fakeXhr(status: number, body: unknown) {
  const sent: { method: string; url: string; headers: Record<string, string>; form: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push({ ...this.request, form });
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('api.upload', () => {
  it('posts the files as multipart with the usual headers, reports progress and resolves to results', async () => {
    setToken('tok-123');
    const sent = fakeXhr(200, { success: true, results: { count: 1 } });
    const onProgress = vi.fn();
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const results = await api.upload(testApi.attach, [file], { params: { id: 't1' } }, { onProgress });
    expect(results).toEqual({ count: 1 });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe('/api/v1/things/t1/files');
    expect(sent[0]?.headers.authToken).toBe('tok-123');
    expect(sent[0]?.headers.language).toBe('de');
    const part = sent[0]?.form.get('files');
    expect(part instanceof File && part.name).toBe('a.png');
    expect(onProgress).toHaveBeenCalledWith(0.5);
  });

  it('handles a refused upload like any call', async () => {
    const fake = withReports();
    fakeXhr(413, { success: false, errorKey: 'PAYLOAD_TOO_LARGE' });
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const error = await failure(api.upload(testApi.attach, [file], { params: { id: 't1' } }));
    expect(error.status).toBe(413);
    expect(error.errorKey).toBe('PAYLOAD_TOO_LARGE');
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'error', messageKey: TOAST_KEYS.generic });
    expect(fake.calls(monitoringApi.request)[0]?.body).toMatchObject({
      method: 'POST',
      error: 'PAYLOAD_TOO_LARGE',
    });
  });
});

describe('failed calls kept for /debug', () => {
  beforeEach(() => failedCalls.clear());

  it('keeps every failed call, silent or not, newest first, without its query', async () => {
    withReports()
      .on(testApi.save, { errorKey: 'WRONG_REGISTRATION_STEP' })
      .on(testApi.create, { errorKey: 'NAME_OR_PASSWORD_MISMATCH' })
      .on(testApi.read, { errorKey: 'NOT_FOUND' }, { thing: THING });
    await failure(api.call(testApi.save, { params: { id: 't1' }, body: { name: 'A' } }));
    await failure(api.call(testApi.create, { body: { name: 'x' } }));
    await failure(api.call(testApi.read, { params: { id: 't 2' } }));
    await api.call(testApi.read, { params: { id: 't1' } });
    expect(failedCalls.list().map(({ at, id, ...call }) => call)).toEqual([
      { method: 'GET', path: '/things/t%202', status: 404, errorKey: 'NOT_FOUND' },
      { method: 'POST', path: '/things', status: 200, errorKey: 'NAME_OR_PASSWORD_MISMATCH' },
      { method: 'PUT', path: '/things/t1', status: 200, errorKey: 'WRONG_REGISTRATION_STEP' },
    ]);
    expect(failedCalls.list().every((call) => typeof call.at === 'number')).toBe(true);
  });

  it('keeps a network failure with status 0 and only the last 20', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    for (let i = 0; i < FAILED_CALLS_KEPT + 5; i++)
      await failure(api.call(testApi.read, { params: { id: `t${i}` } }));
    const kept = failedCalls.list();
    expect(kept).toHaveLength(20);
    expect(kept[0]).toMatchObject({ method: 'GET', path: '/things/t24', status: 0 });
    expect(kept[19]?.path).toBe('/things/t5');
  });
});

describe('api.send and api.beacon (fire and forget)', () => {
  beforeEach(() => failedCalls.clear());

  it('sends with the usual headers and ignores any refusal: no toast, no move, nothing kept', async () => {
    const fake = fakeApi({ token: 'tok-123' }).on(
      testApi.save,
      { errorKey: 'UNAUTHORIZED' },
      { errorKey: 'NOT_FOUND' },
      { errorKey: 'RATE_LIMITED' },
    );
    for (let i = 0; i < 3; i++) api.send(testApi.save, { params: { id: 't1' }, body: { name: 'A' } });
    await vi.waitFor(() => expect(fake.calls(testApi.save)).toHaveLength(3));
    await Promise.all(fake.fetchMock.mock.results.map((r) => r.value));
    expect(headersOf(fake).authToken).toBe('tok-123');
    expect(fake.calls(testApi.save)[0]?.body).toEqual({ name: 'A' });
    expect(getToken()).toBe('tok-123');
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(hooks.navigate).not.toHaveBeenCalled();
    expect(failedCalls.list()).toEqual([]);
  });

  it('swallows a network failure', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const isTaken = api.send(testApi.create, { body: { name: 'x' } });
    await expect(fetchMock.mock.results[0]?.value).rejects.toThrow('Failed to fetch');
    await expect(isTaken).resolves.toBe(false);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('answers whether the server took it: true for a success, false for a refusal', async () => {
    fakeApi({ token: null }).on(
      testApi.create,
      { thing: { id: 't1', name: 'x' } },
      { errorKey: 'INTERNAL_ERROR' },
    );
    await expect(api.send(testApi.create, { body: { name: 'x' } })).resolves.toBe(true);
    await expect(api.send(testApi.create, { body: { name: 'x' } })).resolves.toBe(false);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('queues a POST as a JSON beacon to the API path, without headers', async () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    expect(api.beacon(testApi.create, { body: { name: 'Lamp' } })).toBe(true);
    const [url, data] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/things');
    expect((data as Blob).type).toBe('application/json');
    expect(JSON.parse(await (data as Blob).text())).toEqual({ name: 'Lamp' });
  });

  it('answers false without a beacon or when the browser refuses it', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    expect(api.beacon(testApi.create, { body: { name: 'Lamp' } })).toBe(false);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    expect(api.beacon(testApi.create, { body: { name: 'Lamp' } })).toBe(false);
  });
});
