import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app.js';
import { buildAsset, buildEvent, buildUser } from '../../test/factories.js';
import { CSP_NONCE_PLACEHOLDER } from './static.js';

const page = (title: string) =>
  `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}" /><title>${title}</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let dist: string;
let pageCode: string;
let otherPageCode: string;
let token: string;
let tenantId: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'foyer-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), page('app'));
  await writeFile(join(dist, 'r.html'), page('registration'));
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({
    webDist: dist,
    frameAncestors: ['https://partner.example.net'],
    video: { jitsi: { domain: 'meet.example.org' } },
  });
  const owner = await buildUser(t.db, { plan: 'business' });
  token = owner.token;
  tenantId = owner.user.id;
  const event = await buildEvent(t.db, { tenantId });
  pageCode = event.pageCode;
  otherPageCode = (await buildEvent(t.db, { tenantId })).pageCode;
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/events/${event.id}/settings`,
    headers: { authToken: token },
    payload: { version: event.version, frameAncestors: ['https://www.acme-events.com'] },
  });
  expect(res.json().success, res.body).toBe(true);
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const html = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const cspOf = (headers: Record<string, unknown>) => {
  const header = String(headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
};

describe('security headers', () => {
  it('puts a CSP without inline scripts, nosniff, the referrer policy and no framing on pages and the API', async () => {
    for (const res of [await html('/'), await html('/login'), await t.app.inject('/api/v1/openapi.json')]) {
      expect(res.statusCode, res.body).toBe(200);
      const csp = cspOf(res.headers);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://meet.example.org']);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual(["'self'", 'https:']);
      for (const values of csp.values()) {
        expect(values).not.toContain("'unsafe-inline'");
        expect(values).not.toContain("'unsafe-eval'");
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['permissions-policy']).toContain('microphone=()');
      expect(res.headers['permissions-policy']).toContain('display-capture=()');
    }
  });

  it('writes a fresh nonce into each html page and allows exactly that nonce for styles', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/login', `/r/${pageCode}`, `/v/${pageCode}`, '/events/list']) {
      const res = await html(url);
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(res.body)?.[1];
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(res.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(cspOf(res.headers).get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(5);
    // The built pages are never sent as files, which would carry the placeholder.
    for (const url of ['/index.html', '/r.html'])
      expect((await html(url)).body).not.toContain(CSP_NONCE_PLACEHOLDER);
  });

  it("lets the installation's and the event's origins frame that event's /r/ and /v/ only", async () => {
    for (const url of [`/r/${pageCode}`, `/r/${pageCode}/confirm?token=abcdefghijkl`, `/v/${pageCode}`]) {
      const res = await html(url);
      expect(cspOf(res.headers).get('frame-ancestors'), url).toEqual([
        'https://partner.example.net',
        'https://www.acme-events.com',
      ]);
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
    for (const url of [`/r/${otherPageCode}`, `/v/${otherPageCode}`, '/r/unknown-page']) {
      expect(cspOf((await html(url)).headers).get('frame-ancestors'), url).toEqual([
        'https://partner.example.net',
      ]);
    }
    for (const url of ['/login', '/events/list', `/events/setting/${pageCode}`, '/api/v1/user']) {
      const res = url.startsWith('/api') ? await t.app.inject(url) : await html(url);
      expect(cspOf(res.headers).get('frame-ancestors'), url).toEqual(["'none'"]);
    }
  });

  it('grants camera, microphone and screen sharing on the venue and the webcast console only', async () => {
    const venue = String((await html(`/v/${pageCode}`)).headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'display-capture', 'fullscreen'])
      expect(venue).toContain(`${feature}=(self "https://meet.example.org")`);
    const registration = String((await html(`/r/${pageCode}`)).headers['permissions-policy']);
    expect(registration).toContain('camera=()');
    expect(registration).toContain('fullscreen=(self)');
    const console = String(
      (await html('/webcast/3f1c7a52-6d1e-4c7b-9a55-0d4b8c1e2f10')).headers['permissions-policy'],
    );
    for (const feature of ['camera', 'microphone', 'display-capture'])
      expect(console).toContain(`${feature}=(self`);
    const webcasts = String((await html('/webcasts')).headers['permissions-policy']);
    expect(webcasts).toContain('camera=()');
  });

  it('serves stored files with their own narrow policy, not the page CSP', async () => {
    const asset = await buildAsset(t, { tenantId });
    const res = await t.app.inject(`/files/${asset.originalKey}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets the dev mailbox and the API reference use inline styles, never inline scripts', async () => {
    for (const url of ['/dev/mailbox', '/api/docs', '/api/docs/static/swagger-ui.css']) {
      const res = await html(url);
      expect(res.statusCode, url).toBeLessThan(400);
      expect(cspOf(res.headers).get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(cspOf(res.headers).get('script-src'), url).toEqual(["'self'", 'https://meet.example.org']);
    }
    expect(cspOf((await html('/api/docsx')).headers).get('style-src')?.[1]).toMatch(/^'nonce-/);
  });

  it('pins https (HSTS) and upgrades requests in production only', async () => {
    const s = await createTestApp({ isProduction: true });
    try {
      const res = await s.app.inject('/api/v1/openapi.json');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(cspOf(res.headers).has('upgrade-insecure-requests')).toBe(true);
      expect(cspOf(res.headers).get('script-src')).toEqual(["'self'"]);
    } finally {
      await s.close();
    }
  });
});
