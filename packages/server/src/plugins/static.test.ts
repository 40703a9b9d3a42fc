import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app.js';
import { CSP_NONCE_PLACEHOLDER } from './static.js';

const registration = `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><title>registration</title></head><body><div id="root"></div></body></html>`;
const app = `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><title>app</title></head><body>${'<p>Foyer</p>'.repeat(200)}</body></html>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'foyer-dist-'));
  await writeFile(join(dist, 'index.html'), app);
  await writeFile(join(dist, 'r.html'), registration);
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, accept: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept, 'accept-encoding': 'gzip, deflate, br' } });

describe('the registration page /r/{pageCode}', () => {
  it('sends r.html as it is (too small to gain from compressing) with a nonce of its own', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await get('/r/summer-expo', 'text/html');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
      const nonce = /nonce="([^"]+)"/.exec(res.body)?.[1];
      expect(res.body).toBe(registration.replace(CSP_NONCE_PLACEHOLDER, nonce!));
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
    // A larger page is still compressed for the browser that takes it.
    const page = await get('/events/list', 'text/html');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>app</title>');
  });

  it('answers a GET that does not ask for html with the API 404', async () => {
    const res = await get('/r/summer-expo', 'application/json');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorKey: 'NOT_FOUND' });
  });
});
