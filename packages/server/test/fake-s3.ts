import { createHash, randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Obj = { body: Buffer; contentType: string; etag: string; lastModified: Date };

export type FakeS3 = {
  endpoint: string;
  bucket: string;
  /** Stored objects by key. */
  objects: Map<string, Obj>;
  /** Requests seen, as `METHOD key?query`. */
  log: string[];
  close(): Promise<void>;
};

const xml = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
};
const notFound = (res: ServerResponse, method: string) =>
  method === 'HEAD'
    ? res.writeHead(404).end()
    : xml(
        res,
        404,
        '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
      );

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

/**
 * A small S3 (path style) for the adapter's tests: PutObject, multipart uploads, GetObject with
 * Range, HeadObject and DeleteObject, answering as S3 does, with SigV4 requests only.
 */
export async function startFakeS3(accessKeyId = 'test-key'): Promise<FakeS3> {
  const bucket = 'foyer-test';
  const objects = new Map<string, Obj>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const log: string[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://s3');
      const [, b, ...rest] = url.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      const method = req.method ?? 'GET';
      log.push(`${method} ${key}${url.search}`);
      if (!String(req.headers.authorization).startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`))
        return xml(res, 403, '<Error><Code>AccessDenied</Code></Error>');
      if (b !== bucket) return xml(res, 404, '<Error><Code>NoSuchBucket</Code></Error>');
      const q = url.searchParams;

      if (method === 'POST' && q.has('uploads')) {
        const id = randomBytes(8).toString('hex');
        uploads.set(id, new Map());
        return xml(
          res,
          200,
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      if (method === 'PUT' && q.has('uploadId')) {
        const parts = uploads.get(q.get('uploadId') ?? '');
        if (!parts) return xml(res, 404, '<Error><Code>NoSuchUpload</Code></Error>');
        const body = await readBody(req);
        parts.set(Number(q.get('partNumber')), body);
        res.writeHead(200, { etag: etagOf(body) }).end();
        return;
      }
      if (method === 'POST' && q.has('uploadId')) {
        const parts = uploads.get(q.get('uploadId') ?? '');
        if (!parts) return xml(res, 404, '<Error><Code>NoSuchUpload</Code></Error>');
        await readBody(req);
        const body = Buffer.concat([...parts.entries()].sort(([a], [z]) => a - z).map(([, p]) => p));
        const prev = objects.get(`\0upload:${q.get('uploadId')}`);
        objects.set(key, {
          body,
          contentType: prev?.contentType ?? 'application/octet-stream',
          etag: etagOf(body),
          lastModified: new Date(),
        });
        uploads.delete(q.get('uploadId') ?? '');
        return xml(
          res,
          200,
          `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etagOf(body)}</ETag></CompleteMultipartUploadResult>`,
        );
      }
      if (method === 'DELETE' && q.has('uploadId')) {
        uploads.delete(q.get('uploadId') ?? '');
        res.writeHead(204).end();
        return;
      }
      if (method === 'PUT') {
        const body = await readBody(req);
        const obj = {
          body,
          contentType: req.headers['content-type'] ?? 'application/octet-stream',
          etag: etagOf(body),
          lastModified: new Date(),
        };
        objects.set(key, obj);
        res.writeHead(200, { etag: obj.etag }).end();
        return;
      }
      if (method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
        return;
      }
      if (method === 'GET' || method === 'HEAD') {
        const obj = objects.get(key);
        if (!obj) return notFound(res, method);
        const headers: Record<string, string | number> = {
          'content-type': obj.contentType,
          etag: obj.etag,
          'last-modified': obj.lastModified.toUTCString(),
          'accept-ranges': 'bytes',
        };
        const m = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
        if (m && method === 'GET') {
          const start = Number(m[1]);
          const end = Math.min(m[2] ? Number(m[2]) : obj.body.length - 1, obj.body.length - 1);
          if (start >= obj.body.length) return xml(res, 416, '<Error><Code>InvalidRange</Code></Error>');
          const slice = obj.body.subarray(start, end + 1);
          res.writeHead(206, {
            ...headers,
            'content-length': slice.length,
            'content-range': `bytes ${start}-${end}/${obj.body.length}`,
          });
          res.end(slice);
          return;
        }
        res.writeHead(200, { ...headers, 'content-length': obj.body.length });
        res.end(method === 'HEAD' ? undefined : obj.body);
        return;
      }
      xml(res, 405, '<Error><Code>MethodNotAllowed</Code></Error>');
    })().catch((e) => {
      res.writeHead(500).end(String(e));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    log,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
