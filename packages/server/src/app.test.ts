import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app.js';
import { buildUser } from '../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: '/nonexistent/dist' });
});
afterAll(() => t.close());

describe('unknown API paths', () => {
  it('answers a 404 NOT_FOUND envelope for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/v1/no/such/thing',
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, errorKey: 'NOT_FOUND' });
    }
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with 400 VALIDATION_FAILED and no fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, errorKey: 'VALIDATION_FAILED', results: { fields: {} } });
  });

  it('answers a body over 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@acme-events.com', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, errorKey: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers another content type with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, errorKey: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('compression on the wire', () => {
  it('answers JSON from one packet up in brotli or gzip as the browser takes them, smaller answers as they are', async () => {
    const { token } = await buildUser(t.db);
    const big = (encoding?: string) =>
      t.app.inject({ url: '/api/v1/openapi.json', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await big();
    const br = await big('gzip, deflate, br');
    const gzip = await big('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Below 1,400 bytes (one packet) compressing costs more than it saves.
    const small = await t.app.inject({
      url: '/api/v1/user',
      headers: { authToken: token, 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1400);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('serves an OpenAPI 3.1 document listing the auth paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    for (const path of [
      '/api/v1/auth/login',
      '/api/v1/auth/logout',
      '/api/v1/registration/account',
      '/api/v1/user',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/v1/auth/login'].post.description).toBeTruthy();
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/dev'))).toBe(false);
  });

  it('serves the reference UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('web app', () => {
  it('says to run npm run build when the web app is not built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/events/list', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
  });

  it('serves the build with history fallback, long-cached assets and uncached index.html', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'foyer-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const s = await createTestApp({ webDist: dist });
    try {
      const page = await s.app.inject({
        method: 'GET',
        url: '/registration/details',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('id="root"');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await s.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await s.app.inject({
        method: 'GET',
        url: '/api/v1/nothing',
        headers: { accept: 'text/html' },
      });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ errorKey: 'NOT_FOUND' });
    } finally {
      await s.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('sends the text assets as the build precompressed them and the pages compressed, each with Vary', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'foyer-dist-'));
    await mkdir(join(dist, 'assets'));
    const page = `<!doctype html><title>app</title>${'<p>Foyer</p>'.repeat(200)}`;
    await writeFile(join(dist, 'index.html'), page);
    const script = `console.log(${JSON.stringify('x'.repeat(4000))})`;
    await writeFile(join(dist, 'assets', 'app-abc123.js'), script);
    await writeFile(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    await writeFile(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    const s = await createTestApp({ webDist: dist });
    const get = (url: string, encoding?: string) =>
      s.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    try {
      const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      const gz = await get('/assets/app-abc123.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
      const plain = await get('/assets/app-abc123.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);

      const html = await get('/events/list', 'br');
      expect(html.headers['content-encoding']).toBe('br');
      expect(html.headers.vary).toContain('accept-encoding');
      expect(html.rawPayload.length).toBeLessThan(page.length / 4);
      expect(brotliDecompressSync(html.rawPayload).toString()).toBe(page);
      expect(gunzipSync((await get('/events/list', 'gzip')).rawPayload).toString()).toBe(page);
      expect((await get('/events/list')).body).toBe(page);
    } finally {
      await s.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('serves r.html, uncached, for the visitor registration pages under /r/', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'foyer-dist-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(dist, 'r.html'), '<!doctype html><title>registration</title>');
    const s = await createTestApp({ webDist: dist });
    const html = (url: string) => s.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    try {
      for (const url of ['/r/summer-expo', '/r/summer-expo/confirm?token=abcdefghijkl']) {
        const page = await html(url);
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('registration');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      expect((await html('/events/list')).body).toContain('<title>app</title>');
      expect((await html('/registration/details')).body).toContain('<title>app</title>');
    } finally {
      await s.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('rate limits', () => {
  it('answers 429 RATE_LIMITED with a retry message past the login limit', async () => {
    const s = await createTestApp({ rateLimits: { login: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const login = () =>
        s.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: 'nobody@acme-events.com', password: 'Whatever1!' },
        });
      expect((await login()).statusCode).toBe(200);
      expect((await login()).statusCode).toBe(200);
      const res = await login();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false, errorKey: 'RATE_LIMITED' });
      expect(res.json().message).toMatch(/retry in/i);
    } finally {
      await s.close();
    }
  });

  it('limits registration/account and passwordForgotten too', async () => {
    const s = await createTestApp({
      rateLimits: {
        registration: { max: 1, timeWindowMs: 60_000 },
        passwordForgotten: { max: 1, timeWindowMs: 60_000 },
        resend: { max: 1, timeWindowMs: 60_000 },
      },
    });
    try {
      const reg = () =>
        s.app.inject({
          method: 'POST',
          url: '/api/v1/registration/account',
          payload: { email: 'x', password: 'y' },
        });
      await reg();
      expect((await reg()).statusCode).toBe(429);
      const forgot = () =>
        s.app.inject({
          method: 'POST',
          url: '/api/v1/auth/passwordForgotten',
          payload: { email: 'a@acme-events.com' },
        });
      await forgot();
      expect((await forgot()).statusCode).toBe(429);
      const { token } = await buildUser(s.db, { registrationState: 'STEP_2' });
      const resend = () =>
        s.app.inject({
          method: 'POST',
          url: '/api/v1/registration/email-confirmation/resend',
          headers: { authToken: token },
        });
      await resend();
      expect((await resend()).statusCode).toBe(429);
    } finally {
      await s.close();
    }
  });
});
