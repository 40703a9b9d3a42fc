import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config.js';
import { type ByteRange, type Storage, type StoredObject, assertValidKey } from './storage.js';

const isMissing = (e: unknown) =>
  e instanceof S3ServiceException &&
  (e.$metadata.httpStatusCode === 404 || e.name === 'NoSuchKey' || e.name === 'NotFound');

/** An S3-compatible bucket through the official SDK; large bodies go up in parts. */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: several S3-compatible stores refuse the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    async put(key: string, body: Readable | Buffer, contentType: string) {
      assertValidKey(key);
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        queueSize: 2,
      }).done();
    },
    async get(key: string, range?: ByteRange) {
      assertValidKey(key);
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : out.ContentLength;
        return {
          stream: out.Body as Readable,
          size: total ?? 0,
          contentType: out.ContentType ?? 'application/octet-stream',
          etag: out.ETag ?? '""',
          lastModified: out.LastModified ?? new Date(0),
          range,
        };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async stat(key: string): Promise<StoredObject | null> {
      assertValidKey(key);
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: out.ContentLength ?? 0,
          contentType: out.ContentType ?? 'application/octet-stream',
          etag: out.ETag ?? '""',
          lastModified: out.LastModified ?? new Date(0),
        };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async delete(key: string) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
