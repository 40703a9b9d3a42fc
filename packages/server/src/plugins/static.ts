import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../platform/encoding.js';
import { isApiPath, sendApiNotFound } from './error-handler.js';
import { globalPlugin } from './plugin.js';

const notBuilt = (
  nonce: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Foyer</title>
<style nonce="${nonce}">body{font-family:sans-serif;max-width:40rem;margin:4rem auto}</style></head>
<body>
<h1>Foyer</h1><p>The web app is not built yet. Run <code>npm run build</code> at the repository root, then reload.</p>
<p>The API is at <a href="/api/docs">/api/docs</a>.</p></body></html>`;

const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.accept ?? '').includes('text/html') &&
  !isApiPath(request.url) &&
  !request.url.startsWith('/dev/');

/** Visitor registration pages (/r/{pageCode}, …/confirm) have their own small page, r.html. */
export const isPublicRegPagePath = (url: string) => url.startsWith('/r/');

/**
 * What the web build (packages/web/vite.config.ts, `html.cspNonce`) writes where each response's
 * CSP nonce goes: a `<meta property="csp-nonce">` the app reads for the styles it injects.
 */
export const CSP_NONCE_PLACEHOLDER = '__FOYER_CSP_NONCE__';

/**
 * Pages smaller than this go as they are: compressed they would still take one packet, and
 * compressing costs more CPU than the rest of the answer (r.html, 570 bytes: brotli was 13 % of the
 * CPU of its answers, issue 20).
 */
const COMPRESS_FROM_BYTES = 1400;

/**
 * An html page for this browser: brotli or gzip when its Accept-Encoding takes them (a page carries a
 * nonce of its own, so it is compressed per answer: a few KB at a fast setting), else as it is;
 * a page below COMPRESS_FROM_BYTES always as it is.
 */
function encodedHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  if (html.length < COMPRESS_FROM_BYTES) return reply.send(html);
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5 };
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params }));
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

/** A built html page read once, answered with the response's nonce in place of the placeholder. */
function noncedPage(path: string) {
  const parts = readFileSync(path, 'utf8').split(CSP_NONCE_PLACEHOLDER);
  return (nonce: string) => parts.join(nonce);
}

/**
 * Serves the built SPA (packages/web/dist): hashed assets cached for a year (brotli or gzip as the
 * build precompressed them), html never, r.html for html GETs of /r/… (the visitor's registration
 * page) and index.html for any other html GET (history fallback), both from memory with the
 * response's CSP nonce, compressed for the browser that takes it. Without a build, a page saying how
 * to make one.
 */
export const staticPlugin = globalPlugin(async (app, opts: { root: string }) => {
  const built = existsSync(join(opts.root, 'index.html'));
  const indexPage = built ? noncedPage(join(opts.root, 'index.html')) : undefined;
  const publicPage = existsSync(join(opts.root, 'r.html'))
    ? noncedPage(join(opts.root, 'r.html'))
    : undefined;
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: true,
      cacheControl: false,
      // The build writes .br and .gz beside each text asset (packages/web/scripts/precompress.mjs):
      // sent as they are to a browser that takes them, with Content-Encoding and Vary.
      preCompressed: true,
      // The pages go out with a nonce of their own (below), never as files.
      index: false,
      allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.endsWith('/'),
      setHeaders(res, path) {
        if (path.includes(`${sep}assets${sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }
  /** The page for an html GET: r.html for /r/…, else index.html; never stored (`no-cache`). */
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!indexPage) return reply.send(notBuilt(request.cspNonce));
    const page = publicPage && isPublicRegPagePath(request.url) ? publicPage : indexPage;
    return encodedHtml(request, reply, page(request.cspNonce));
  };
  // The registration page, every visitor's first answer in a campaign: a route of its own, answered
  // from memory, instead of the static files' look for a file of that name first (a stat per answer).
  app.get('/r/*', { schema: { hide: true } }, (request: FastifyRequest, reply: FastifyReply) =>
    wantsHtml(request) ? sendPage(request, reply) : sendApiNotFound(reply),
  );
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (wantsHtml(request) || (request.method === 'GET' && request.url === '/'))
      return sendPage(request, reply);
    return sendApiNotFound(reply);
  });
});
