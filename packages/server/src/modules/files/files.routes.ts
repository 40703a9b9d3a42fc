import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import {
  type ByteRange,
  type Storage,
  contentTypeOfKey,
  isValidKey,
} from '../../platform/storage/storage.js';

/**
 * One `bytes=` range of a file of `size` bytes: the range, 'unsatisfiable', or null to send the whole
 * file (no header, several ranges, or a header we do not read).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    // The last n bytes.
    const n = Number(m[2]);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * /files/<key>: stored files by their public capability URL (the key holds a 128-bit random segment),
 * streamed with their type, cached for a year (keys never change), ETag and single Range requests.
 */
export async function filesRoutes(app: FastifyInstance, opts: { storage: Storage }) {
  const { storage } = opts;

  async function serve(request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
    const key = request.params['*'];
    // Keys under private/ (registration answer files) are only downloaded by their organisers.
    if (!isValidKey(key) || key.startsWith('private/')) throw new AppError('NOT_FOUND');
    const info = await storage.stat(key);
    if (!info) throw new AppError('NOT_FOUND');
    const type = contentTypeOfKey(key);
    reply
      .header('content-type', type)
      .header('cache-control', IMMUTABLE)
      .header('etag', info.etag)
      .header('last-modified', info.lastModified.toUTCString())
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (type === 'image/svg+xml')
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match'] === info.etag) return reply.status(304).send();

    const ifRange = request.headers['if-range'];
    const rangeHeader = ifRange && ifRange !== info.etag ? undefined : request.headers.range;
    const range = parseRange(rangeHeader, info.size);
    if (range === 'unsatisfiable')
      return reply.status(416).header('content-range', `bytes */${info.size}`).send();
    if (request.method === 'HEAD')
      return reply.header('content-length', range ? range.end - range.start + 1 : info.size).send();
    const file = await storage.get(key, range ?? undefined);
    if (!file) throw new AppError('NOT_FOUND');
    if (range)
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
        .header('content-length', range.end - range.start + 1);
    else reply.header('content-length', info.size);
    return reply.send(file.stream);
  }

  app.route({ method: ['GET', 'HEAD'], url: '/files/*', schema: { hide: true }, handler: serve });
}
