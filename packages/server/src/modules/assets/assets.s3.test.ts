import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildUser } from '../../../test/factories.js';
import { type FakeS3, startFakeS3 } from '../../../test/fake-s3.js';
import { mediaFixtures, multipart } from '../../../test/media.js';
import { createS3Storage } from '../../platform/storage/s3.js';

let t: TestApp;
let s3: FakeS3;
let fx: Awaited<ReturnType<typeof mediaFixtures>>;

beforeAll(async () => {
  [s3, fx] = await Promise.all([startFakeS3(), mediaFixtures()]);
  t = await createTestApp({
    storage: createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    }),
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('the media library on S3', () => {
  it('stores uploads in the bucket, serves ranges from it and deletes from it', async () => {
    const { token } = await buildUser(t.db);
    const body = multipart([
      { name: 'stage.png', body: fx.png },
      { name: 'brochure.pdf', body: fx.pdf },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assets/documents',
      payload: body.payload,
      headers: { ...body.headers, authToken: token },
    });
    expect(refused.statusCode).toBe(415);
    expect(s3.objects.size).toBe(0);

    const doc = multipart([{ name: 'brochure.pdf', body: fx.pdf }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assets/documents',
      payload: doc.payload,
      headers: { ...doc.headers, authToken: token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [asset] = res.json().results.assets;
    const key = asset.originalUrl.replace('/files/', '');
    expect(s3.objects.get(key)?.contentType).toBe('application/pdf');
    expect(s3.objects.get(key)?.body.equals(fx.pdf)).toBe(true);

    const part = await t.app.inject({
      method: 'GET',
      url: asset.originalUrl,
      headers: { range: 'bytes=9-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 9-99/${fx.pdf.length}`);
    expect(part.rawPayload.equals(fx.pdf.subarray(9, 100))).toBe(true);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/assets/${asset.id}`,
      headers: { authToken: token },
    });
    expect(del.json()).toEqual({ success: true });
    expect(s3.objects.has(key)).toBe(false);
    expect(s3.objects.size).toBe(0);
  });
});
