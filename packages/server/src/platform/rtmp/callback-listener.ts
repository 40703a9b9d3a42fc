import { createServer } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The largest callback body nginx-rtmp sends (a form of a few fields). */
const MAX_BODY = 16 * 1024;

/**
 * A loopback listener of its own for the launched nginx-rtmp's callbacks (`/internal/rtmp/*`),
 * answered by the app in-process (`inject`). On the public port they wait in the same accept queue
 * as every viewer: under a large audience nginx's `on_update` waited over 10 s there and nginx
 * dropped the broadcast (`npm run bench webcast`). Anything else answers 404. Throws when the port
 * cannot be bound.
 */
export async function listenForRtmpCallbacks(
  app: FastifyInstance,
  port: number,
): Promise<{ close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (request.method !== 'POST' || !url.startsWith('/internal/rtmp/')) {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      app
        .inject({
          method: 'POST',
          url,
          headers: { 'content-type': request.headers['content-type'] ?? 'application/x-www-form-urlencoded' },
          payload: Buffer.concat(chunks),
        })
        .then((answer) => {
          const location = answer.headers.location;
          response.writeHead(answer.statusCode, location ? { location: String(location) } : {});
          response.end(answer.rawPayload);
        })
        .catch(() => response.writeHead(500).end());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
