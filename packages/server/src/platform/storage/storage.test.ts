import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/fake-s3.js';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';
import { type Storage, isValidKey } from './storage.js';

let fake: FakeS3;
let dir: string;
const backends: Record<string, () => Storage> = {};

beforeAll(async () => {
  fake = await startFakeS3();
  dir = await mkdtemp(join(tmpdir(), 'foyer-storage-'));
  backends.local = () => createLocalStorage(dir);
  backends.s3 = () =>
    createS3Storage({
      bucket: fake.bucket,
      region: 'us-east-1',
      endpoint: fake.endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
});
afterAll(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each(['local', 's3'])('%s storage', (name) => {
  const storage = () => backends[name]!();

  it('stores a stream and answers it whole, with size, type and an ETag', async () => {
    const s = storage();
    await s.put(
      'assets/abc/v1/original.txt.pdf',
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
      'application/pdf',
    );
    const info = await s.stat('assets/abc/v1/original.txt.pdf');
    expect(info).toMatchObject({ size: 11, contentType: 'application/pdf' });
    expect(info?.etag).toMatch(/^".+"$/);
    const got = await s.get('assets/abc/v1/original.txt.pdf');
    expect(await text(got!.stream)).toBe('hello world');
  });

  it('answers a range with exactly its bytes', async () => {
    const s = storage();
    const body = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    await s.put('assets/range/v1/original.pdf', body, 'application/pdf');
    const got = await s.get('assets/range/v1/original.pdf', { start: 100, end: 199 });
    const chunks: Buffer[] = [];
    for await (const c of got!.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(body.subarray(100, 200))).toBe(true);
    expect(got!.size).toBe(1000);
  });

  it('stores a large stream (several parts on S3)', async () => {
    const s = storage();
    const part = Buffer.alloc(1024 * 1024, 7);
    await s.put(
      'assets/big/v1/original.mp4',
      Readable.from(Array.from({ length: 6 }, () => part)),
      'video/mp4',
    );
    expect((await s.stat('assets/big/v1/original.mp4'))?.size).toBe(6 * 1024 * 1024);
  });

  it('answers null for a missing key and deletes idempotently', async () => {
    const s = storage();
    expect(await s.stat('assets/none/v1/original.png')).toBeNull();
    expect(await s.get('assets/none/v1/original.png')).toBeNull();
    await s.put('assets/del/v1/original.png', Buffer.from('x'), 'image/png');
    await s.delete('assets/del/v1/original.png');
    await s.delete('assets/del/v1/original.png');
    expect(await s.stat('assets/del/v1/original.png')).toBeNull();
  });

  it('refuses keys that could leave the storage', async () => {
    const s = storage();
    await expect(s.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(s.stat('a/../../b.png')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('S3 adapter', () => {
  it('speaks signed S3 requests (multipart for large bodies)', () => {
    expect(fake.log.some((l) => l.startsWith('POST assets/big/v1/original.mp4?uploads'))).toBe(true);
    expect(fake.log.some((l) => l.startsWith('PUT assets/abc/v1/original.txt.pdf'))).toBe(true);
    expect(fake.objects.get('assets/abc/v1/original.txt.pdf')?.contentType).toBe('application/pdf');
  });
});

describe('local storage', () => {
  it('leaves no partial files behind', async () => {
    const files = await readdir(join(dir, 'assets', 'abc', 'v1'));
    expect(files).toEqual(['original.txt.pdf']);
  });
});

describe('isValidKey', () => {
  it('accepts our keys and refuses traversal, hidden and empty segments', () => {
    expect(isValidKey('assets/0f3a/v2/thumb.webp')).toBe(true);
    for (const bad of ['', '/a', 'a//b', '../a', 'a/..', 'a/.hidden', 'a b', 'a/%2e%2e'])
      expect(isValidKey(bad)).toBe(false);
  });
});
