import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, sendApiNotFound } from './error-handler.js';
import { globalPlugin } from './plugin.js';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Foyer</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto">
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
 * Serves the built SPA (packages/web/dist): hashed assets cached for a year, html never, r.html for
 * html GETs of /r/… (the visitor's registration page) and index.html for any other html GET (history
 * fallback). Without a build, a page saying how to make one.
 */
export const staticPlugin = globalPlugin(async (app, opts: { root: string }) => {
  const built = existsSync(join(opts.root, 'index.html'));
  const hasPublicPage = existsSync(join(opts.root, 'r.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: true,
      cacheControl: false,
      setHeaders(res, path) {
        if (path.includes(`${sep}assets${sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (path.endsWith('.html')) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (wantsHtml(request)) {
      if (!built)
        return reply
          .status(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(NOT_BUILT);
      const page = hasPublicPage && isPublicRegPagePath(request.url) ? 'r.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return sendApiNotFound(reply);
  });
});
