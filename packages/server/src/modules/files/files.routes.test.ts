import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { parseRange } from './files.routes.js';

let t: TestApp;
const body = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256));
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';

beforeAll(async () => {
  t = await createTestApp();
  await t.storage.put('assets/0123456789abcdef0123456789abcdef/v1.aa/original.mp4', body, 'video/mp4');
  await t.storage.put(
    'assets/0123456789abcdef0123456789abcdef/v1.aa/original.svg',
    Buffer.from(svg),
    'image/svg+xml',
  );
});
afterAll(() => t.close());

const url = '/files/assets/0123456789abcdef0123456789abcdef/v1.aa/original.mp4';
const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });

describe('GET /files/*', () => {
  it('streams the file with its type, a year of immutable caching, an ETag and nosniff', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(body)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': '5000',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('answers a range request with 206 and exactly those bytes', async () => {
    const res = await get(url, { range: 'bytes=1000-1999' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 1000-1999/5000');
    expect(res.headers['content-length']).toBe('1000');
    expect(res.rawPayload.equals(body.subarray(1000, 2000))).toBe(true);
    const open = await get(url, { range: 'bytes=4990-' });
    expect(open.rawPayload.equals(body.subarray(4990))).toBe(true);
    const suffix = await get(url, { range: 'bytes=-10' });
    expect(suffix.headers['content-range']).toBe('bytes 4990-4999/5000');
    expect(suffix.rawPayload.equals(body.subarray(4990))).toBe(true);
    const beyond = await get(url, { range: 'bytes=4000-99999' });
    expect(beyond.headers['content-range']).toBe('bytes 4000-4999/5000');
  });

  it('answers 416 for an unsatisfiable range and 304 for a known ETag', async () => {
    const res = await get(url, { range: 'bytes=5000-5100' });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */5000');
    const { etag } = (await get(url)).headers;
    expect((await get(url, { 'if-none-match': String(etag) })).statusCode).toBe(304);
    // If-Range with another validator: the whole file.
    expect((await get(url, { range: 'bytes=0-9', 'if-range': '"other"' })).statusCode).toBe(200);
  });

  it('serves SVG with a Content-Security-Policy that runs nothing', async () => {
    const res = await get('/files/assets/0123456789abcdef0123456789abcdef/v1.aa/original.svg');
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('answers HEAD without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('5000');
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 404 for unknown files and for paths that try to leave the storage', async () => {
    for (const path of [
      '/files/assets/nothing/here.png',
      '/files/../../etc/passwd',
      '/files/assets/%2e%2e/%2e%2e/etc/passwd',
      '/files/.hidden',
      '/files/',
    ])
      expect((await get(path)).statusCode, path).toBe(404);
  });
});

describe('parseRange', () => {
  it('reads single byte ranges and leaves others to a whole answer', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=0-4,6-8', 10)).toBeNull();
    expect(parseRange('items=0-4', 10)).toBeNull();
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-4', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
