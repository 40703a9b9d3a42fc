import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { envelopeOf } from './error-handler.js';
import { AppError } from '../errors.js';
import { globalPlugin } from './plugin.js';

/** How long a connection, its headers and a request body may take. */
export type Timeouts = {
  /** Whole body of a request to any route but an upload. */
  bodyMs: number;
  /** Whole body of an upload (routes that consume multipart/form-data): 500 MiB videos on slow lines. */
  uploadMs: number;
  /** Request line and headers. */
  headersMs: number;
  /** An idle kept-alive connection between requests. */
  keepAliveMs: number;
  /** A socket without any traffic (long polls set their own, longer, on their request). */
  idleMs: number;
};

export const DEFAULT_TIMEOUTS: Timeouts = {
  bodyMs: 30_000,
  uploadMs: 10 * 60_000,
  headersMs: 30_000,
  keepAliveMs: 72_000,
  idleMs: 120_000,
};

/**
 * Node's own limits for the server: headers, keep-alive, idle sockets, and the whole request as a
 * backstop just above the upload limit (Node has one request limit for all routes; the per-route
 * body limits are bodyTimeoutPlugin's). Node checks them every `connectionsCheckingInterval`.
 */
export function serverTimeoutOptions(t: Timeouts) {
  return {
    requestTimeout: t.uploadMs + t.headersMs,
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    http: {
      headersTimeout: t.headersMs,
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(t.headersMs / 4))),
    },
  };
}

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

const isUpload = (request: FastifyRequest) =>
  (request.routeOptions.schema?.consumes as string[] | undefined)?.includes('multipart/form-data') ?? false;

/**
 * Cuts a request whose body has not fully arrived within its time-out (uploads get the longer one):
 * answers 408 REQUEST_TIMEOUT when nothing was answered yet, and closes the connection, as Node does
 * past its own requestTimeout, so a body trickled a byte at a time holds no socket for long.
 */
export const bodyTimeoutPlugin = globalPlugin(async (app, opts: { timeouts: Timeouts }) => {
  const timeoutAnswer = JSON.stringify(envelopeOf(new AppError('REQUEST_TIMEOUT')));
  const raw408 =
    'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(timeoutAnswer)}\r\n\r\n${timeoutAnswer}`;

  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete || !hasBody(raw.headers)) return done();
    const ms = isUpload(request) ? opts.timeouts.uploadMs : opts.timeouts.bodyMs;
    const timer = setTimeout(() => {
      if (raw.complete) return;
      const socket = raw.socket;
      // app.inject's requests have no network socket to free (a test's body left unread).
      if (typeof socket?.destroy !== 'function') return;
      request.log.info({ timeoutMs: ms }, 'request body too slow: connection closed');
      // Written on the socket, as the answer the parser or the handler will try later cannot go out.
      if (socket.writable && !reply.raw.headersSent) socket.write(raw408);
      socket.destroy();
    }, ms);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    done();
  });
});
