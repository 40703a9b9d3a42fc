import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type PublicRegPageResults, answerOf, registrationsApi } from '@foyer/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { tenantIdOf } from '../../plugins/auth.js';
import { urlOf } from '../../plugins/contract.js';
import { preferredEncoding } from '../../platform/encoding.js';
import { globalPlugin } from '../../plugins/plugin.js';
import { type PageViewCounter, pageViewCounter } from '../regpages/page-views.js';
import { type PublicPage, type RegistrationContext, getPublicPage } from './registrations.service.js';

/**
 * The public registration page's JSON (`GET public/regpage/{pageCode}`), the call every visitor of
 * a registration campaign makes (issue 20, P2): made once and answered from memory, with an ETag
 * (a hash of the bytes, the same on every node) so that a browser's revalidation (`If-None-Match`)
 * answers 304 without a body; `Cache-Control: no-cache` makes browsers ask each time.
 *
 * When a kept answer is made again:
 * - at once on this node after any change an organiser makes (a write through the API with a
 *   session — page, event settings, venue, participants, plan…): the onSend hook below forgets the
 *   pages of that account. A hook rather than a call in each service, so that no change can forget
 *   to forget (there are many that show on the page);
 * - at once after the registration that takes a page's last seat (it turns `full`);
 * - after `ttlMs` (2 s) for everything else: changes made on other nodes, by jobs (an event closed
 *   at its period end) and by payment webhooks (a plan's quota). Nodes share no change feed that
 *   this could listen to (Redis carries socket.io's rooms and the rate limits, not data changes);
 *   2 s of staleness on a public page costs visitors nothing (a registration is checked on its own).
 * Loads are counted (page views, 200 and 304 alike) in memory and written every few seconds.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The public registration pages' answers (public-page.ts). */
    publicPages: PublicPages;
  }
}

export type PublicPages = {
  /**
   * Answers a page (the route's results; the reply sends their prepared bytes, or 304) and counts
   * the load. Throws NOT_FOUND.
   */
  answer(pageCode: string, request: FastifyRequest, reply: FastifyReply): Promise<PublicRegPageResults>;
  /** What a registration on the page needs, kept with its answer. Throws NOT_FOUND. */
  registrationContext(pageCode: string): Promise<RegistrationContext>;
  /** The page views counted on this node. */
  views: PageViewCounter;
};

export type PublicPagesOptions = {
  /** How long a page's answer is kept at most; defaults to 2 s. */
  ttlMs?: number;
  /** How often page views are written; defaults to 5 s. */
  viewsFlushMs?: number;
  /** The clock kept answers are timed by, in ms; defaults to Date.now (tests move it). */
  now?: () => number;
};

/** A page's answer as sent: the route's JSON made once, its ETag, and what decides when it goes. */
type Prepared = Omit<PublicPage, 'seatsLeft'> & {
  json: string;
  etag: string;
  /** The route's serializer for this answer: its JSON as it is, brotli or gzip (made once each). */
  send: Record<'identity' | 'br' | 'gzip', () => string | Buffer>;
  /** Registrations until the page turns full (counted down as they come in on this node). */
  seatsLeft: number;
};

/** The route's own serializer (its response schema, an allowlist), so the kept bytes are the route's. */
const serialize = serializerCompiler({
  schema: answerOf(registrationsApi.page.results),
  method: 'GET',
  url: urlOf(registrationsApi.page),
  httpStatus: '200',
}) as (data: unknown) => string;

function prepare({ results, ...page }: PublicPage): Prepared {
  const json = serialize({ success: true, results });
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  // Compressed once at the best brotli setting: every visitor of a campaign gets the same bytes.
  const br = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(json, { level: 9 });
  return { ...page, results, json, etag, send: { identity: () => json, br: () => br, gzip: () => gzip } };
}

const NOTHING = () => '';

/** True when an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || (t.startsWith('W/') ? t.slice(2) : t) === etag;
  });
}

/**
 * Prepared answers by page code, made by `load` at most once at a time per page, kept `ttlMs`.
 * `forget` drops the pages it picks and any answer being made (made from data read before the
 * change): the next request makes it again. At most `maxEntries` pages (the oldest go first).
 */
function preparedPages(
  load: (pageCode: string) => Promise<PublicPage>,
  ttlMs: number,
  now: () => number,
  maxEntries = 1000,
) {
  const entries = new Map<string, { page: Prepared; until: number }>();
  const making = new Map<string, Promise<Prepared>>();
  let generation = 0;

  function make(pageCode: string): Promise<Prepared> {
    const started = generation;
    const made = load(pageCode).then((page) => {
      const prepared = prepare(page);
      if (generation === started) {
        entries.delete(pageCode);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(pageCode, { page: prepared, until: now() + ttlMs });
      }
      return prepared;
    });
    const done = () => {
      if (making.get(pageCode) === made) making.delete(pageCode);
    };
    made.then(done, done);
    making.set(pageCode, made);
    return made;
  }

  function forget(picks: (page: Prepared) => boolean) {
    generation++;
    making.clear();
    for (const [code, entry] of entries) if (picks(entry.page)) entries.delete(code);
  }

  return {
    get(pageCode: string): Prepared | Promise<Prepared> {
      const entry = entries.get(pageCode);
      if (entry && entry.until > now()) return entry.page;
      return making.get(pageCode) ?? make(pageCode);
    },
    /** A registration came in on the page: the one that may have taken its last seat forgets it. */
    registered(pageCode: string) {
      const page = entries.get(pageCode)?.page;
      if (page && page.results.state === 'open' && --page.seatsLeft <= 0) forget((p) => p === page);
    },
    forget,
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const REGISTER_URL = urlOf(registrationsApi.register);

/** Decorates the app with `publicPages` and forgets kept pages on changes (see the top of the file). */
export const publicPagesPlugin = globalPlugin(async (app, opts: PublicPagesOptions) => {
  const views = pageViewCounter(app.deps.db, {
    flushMs: opts.viewsFlushMs,
    onDropped: (err, count) => app.log.warn({ err, count }, 'page views not written, dropped'),
  });
  const pages = preparedPages(
    (pageCode) => getPublicPage(app.deps, pageCode),
    opts.ttlMs ?? 2_000,
    opts.now ?? Date.now,
  );

  app.decorate('publicPages', {
    async answer(pageCode, request, reply) {
      const page = await pages.get(pageCode);
      if (request.method === 'GET') views.note(page.eventId);
      reply.header('etag', page.etag).header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], page.etag)) reply.code(304).serializer(NOTHING);
      else {
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        if (encoding) reply.header('content-encoding', encoding);
        // Fastify sends a serializer's Buffer as it is (its types say string only).
        reply.serializer(page.send[encoding ?? 'identity'] as () => string);
      }
      return page.results;
    },
    async registrationContext(pageCode) {
      return (await pages.get(pageCode)).registration;
    },
    views,
  } satisfies PublicPages);

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!READS.has(request.method)) {
      if (request.auth) {
        const tenantId = tenantIdOf(request.auth);
        pages.forget((page) => page.tenantId === tenantId);
      } else if (request.routeOptions.url === REGISTER_URL)
        pages.registered((request.params as { pageCode: string }).pageCode);
    }
    // A 304 has no body, so no Content-Length either (Fastify would give it the empty body's).
    const isBytes = typeof payload === 'string' || Buffer.isBuffer(payload);
    done(null, reply.statusCode === 304 && isBytes ? null : payload);
  });
  app.addHook('onClose', () => views.close());
});
