import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PAGE_CODE } from '@foyer/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { frameAncestorsOfPage } from '../modules/events/events.service.js';
import { globalPlugin } from './plugin.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's CSP nonce: the SPA's html carries it for the styles Mantine writes at run time. */
    cspNonce: string;
  }
}

export type SecurityHeadersOptions = {
  /** HSTS (production only: a development server on http must not pin https). */
  isProduction: boolean;
  /** FRAME_ANCESTORS: origins that may frame every event's /r/ and /v/ pages. */
  frameAncestors?: readonly string[];
  /** The organiser's Jitsi Meet (JITSI_DOMAIN): its external_api.js, its iframe, and the call's devices. */
  jitsiDomain?: string;
  /**
   * Where players fetch webcasts' HLS besides this origin: a media server of one's own
   * (HLS_ORIGIN_URL, redirected to) and a CDN in front (CDN_BASE_URL). Any address; its origin counts.
   */
  hlsOrigins?: readonly string[];
  /** How long an event's own frame-ancestors list is kept in memory; defaults to 30 s. */
  frameAncestorsCacheMs?: number;
};

/** Where helmet writes the nonce in a kept CSP (base64 characters only, as a nonce has). */
const NONCE_MARK = 'Rm95ZXJOb25jZU1hcmsK';

/** What each request's headers depend on, found once in onRequest. */
type RequestPolicy = {
  nonce: string;
  /** null: `frame-ancestors 'none'`; else the origins allowed to frame this page. */
  frameAncestors: string[] | null;
  /** The venue and the webcast console: the pages that use camera, microphone and screen. */
  usesDevices: boolean;
  /** The dev mailbox and the API reference: see contentSecurityDirectives. */
  allowsInlineStyles: boolean;
};

/** /r/{pageCode}… (registration page) and /v/{pageCode}… (venue): the pages events may let others frame. */
const EMBEDDABLE_PAGE = /^\/([rv])\/([^/?#]+)/;

/** /webcast/{id}: the webcast console, whose studio sends camera, microphone and screen. */
const WEBCAST_CONSOLE_PAGE = /^\/webcast\/[^/?#]+\/?$/;

const devicesFeatures = ['camera', 'microphone', 'display-capture'] as const;

/**
 * Permissions-Policy: camera, microphone and screen sharing only on the venue (breakout rooms and
 * staff calls) and the webcast console (its studio), for the app itself and the Jitsi iframe;
 * denied everywhere else and to every other frame (the venue's embedded pages get nothing).
 */
export function permissionsPolicy(usesDevices: boolean, jitsiOrigin?: string): string {
  const allowed = jitsiOrigin ? `(self "${jitsiOrigin}")` : '(self)';
  const devices = devicesFeatures.map((f) => `${f}=${usesDevices ? allowed : '()'}`);
  return [
    ...devices,
    `fullscreen=${usesDevices ? allowed : '(self)'}`,
    'geolocation=()',
    'payment=()',
    'usb=()',
    'serial=()',
    'interest-cohort=()',
  ].join(', ');
}

/**
 * The Content-Security-Policy of every answer, in one place. Scripts only from this origin (and
 * Jitsi's external_api.js when configured), no inline script; `<style>` elements only with the
 * response's nonce; images from anywhere over https (slides and logos are organiser-given links),
 * data: and blob: (crop dialog, previews); media from this origin and blob:; API and websockets
 * same-origin; both also from the HLS origins (a media server of one's own, a CDN: webcasts'
 * playlists and segments, fetched by hls.js or played natively); frames of organiser-given https pages (the venue's "page" elements, Jitsi).
 * Two pages without user scripts allow inline styles: the dev mailbox (never in production), whose
 * mails carry inline styles, and the API reference (/api/docs), whose Swagger UI injects its own.
 */
export function contentSecurityDirectives(
  policyOf: (req: IncomingMessage) => RequestPolicy,
  options: { isProduction: boolean; jitsiOrigin?: string; hlsOrigins?: readonly string[] },
) {
  const jitsi = options.jitsiOrigin ? [options.jitsiOrigin] : [];
  const hls = [...new Set((options.hlsOrigins ?? []).map((address) => new URL(address).origin))];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...jitsi],
    'script-src-attr': ["'none'"],
    'style-src': [
      "'self'",
      (req: IncomingMessage) => {
        const policy = policyOf(req);
        return policy.allowsInlineStyles ? "'unsafe-inline'" : `'nonce-${policy.nonce}'`;
      },
    ],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:', ...hls],
    'connect-src': ["'self'", ...hls],
    'frame-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [
      (req: IncomingMessage) => {
        const allowed = policyOf(req).frameAncestors;
        return allowed && allowed.length > 0 ? allowed.join(' ') : "'none'";
      },
    ],
    ...(options.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** A kind of answer's security headers, the CSP apart: cut where each answer's nonce goes. */
type KeptHeaders = { headers: [string, string][]; csp: string[] | undefined };

/**
 * CSP nonces, 128 random bits each, cut from a buffer filled 256 at a time: one call into the
 * system's random source per 256 answers rather than one per answer.
 */
function noncePool(): () => string {
  const size = 16;
  const pool = Buffer.alloc(size * 256);
  let offset = pool.length;
  return () => {
    if (offset === pool.length) {
      randomFillSync(pool);
      offset = 0;
    }
    offset += size;
    return pool.toString('base64', offset - size, offset);
  };
}

/** A small in-process cache of each page code's frame-ancestors: at most one query per page view. */
function frameAncestorsCache(load: (pageCode: string) => Promise<string[]>, ttlMs: number) {
  const entries = new Map<string, { origins: string[]; until: number }>();
  return (pageCode: string): string[] | Promise<string[]> => {
    const now = Date.now();
    const hit = entries.get(pageCode);
    if (hit && hit.until > now) return hit.origins;
    return load(pageCode).then((origins) => {
      if (entries.size >= 1000) entries.clear();
      entries.set(pageCode, { origins, until: now + ttlMs });
      return origins;
    });
  };
}

/**
 * Security headers of every answer made by helmet (kept per kind of answer, see helmetHeaders): the CSP of contentSecurityDirectives
 * (frame-ancestors 'none', but the origins FRAME_ANCESTORS and the event allow on its /r/ and /v/
 * pages), X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin, HSTS in
 * production, the Permissions-Policy of permissionsPolicy. Stored files (/files/) keep the narrow
 * policy their route sets, no page CSP (a PDF shown by the browser's viewer needs plugins) and no
 * X-Frame-Options (the venue shows documents in a frame).
 */
export const securityHeadersPlugin = globalPlugin(async (app, opts: SecurityHeadersOptions) => {
  const installationAncestors = [...(opts.frameAncestors ?? [])];
  const jitsiOrigin = opts.jitsiDomain ? `https://${opts.jitsiDomain}` : undefined;
  const eventAncestors = frameAncestorsCache(
    (pageCode) => frameAncestorsOfPage(app.deps, pageCode),
    opts.frameAncestorsCacheMs ?? 30_000,
  );
  const policies = new WeakMap<IncomingMessage, RequestPolicy>();
  const policyOf = (req: IncomingMessage) => policies.get(req)!;
  const nonces = noncePool();

  app.decorateRequest('cspNonce', '');
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(policyOf, {
        isProduction: opts.isProduction,
        jitsiOrigin,
        hlsOrigins: opts.hlsOrigins,
      }),
    },
    strictTransportSecurity: opts.isProduction ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Jitsi's iframe and the venue's embedded pages are cross-origin documents of their own.
    crossOriginEmbedderPolicy: false,
  });

  /**
   * The security headers of a kind of answer (its styles, its frame ancestors, its devices, stored
   * file or not), made by helmet once with a mark where the nonce goes and kept: running helmet for
   * every answer cost about 45 µs of CPU, more than a kept registration page's whole answer, and
   * three asynchronous hooks that set the raw headers one by one another 8 µs (issue 20, P2).
   */
  const variants = new Map<string, KeptHeaders>();
  const keptHeaders = (policy: RequestPolicy, isFile: boolean): KeptHeaders => {
    const key = `${policy.allowsInlineStyles} ${policy.usesDevices} ${isFile} ${policy.frameAncestors?.join(' ') ?? ''}`;
    let kept = variants.get(key);
    if (!kept) {
      const made = new Map<string, string>();
      const req = {} as IncomingMessage;
      policies.set(req, { ...policy, nonce: NONCE_MARK });
      const res = {
        setHeader: (name: string, value: string | number) => made.set(name.toLowerCase(), String(value)),
        removeHeader: (name: string) => made.delete(name.toLowerCase()),
        getHeader: (name: string) => made.get(name.toLowerCase()),
      };
      middleware(req, res as never, (error?: unknown) => {
        if (error) throw error;
      });
      made.set('permissions-policy', permissionsPolicy(policy.usesDevices, jitsiOrigin));
      // X-Frame-Options knows no list: frame-ancestors decides where an event allows framing.
      if (policy.frameAncestors?.length) made.delete('x-frame-options');
      // Stored files are shown in the venue's frames (documents), wherever the venue itself is framed.
      if (isFile) {
        made.delete('content-security-policy');
        made.delete('x-frame-options');
      }
      const csp = made.get('content-security-policy');
      made.delete('content-security-policy');
      kept = { headers: [...made], csp: csp?.split(NONCE_MARK) };
      if (variants.size >= 1000) variants.clear();
      variants.set(key, kept);
    }
    return kept;
  };

  /** Finds the request's policy and writes its headers (the reply's, so a route can still set its own). */
  function secure(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    page: RegExpExecArray | null,
    frameAncestors: string[] | null,
  ) {
    const nonce = nonces();
    request.cspNonce = nonce;
    const policy: RequestPolicy = {
      nonce,
      frameAncestors,
      usesDevices: page?.[1] === 'v' || WEBCAST_CONSOLE_PAGE.test(path),
      allowsInlineStyles: path.startsWith('/dev/') || path === '/api/docs' || path.startsWith('/api/docs/'),
    };
    const { headers, csp } = keptHeaders(policy, path.startsWith('/files/'));
    for (const [name, value] of headers) reply.header(name, value);
    if (csp) reply.header('content-security-policy', csp.join(nonce));
  }

  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0]!;
    const page = EMBEDDABLE_PAGE.exec(path);
    if (!page || !PAGE_CODE.test(page[2]!)) {
      secure(request, reply, path, page, null);
      return done();
    }
    const withAncestors = (own: string[]) => {
      secure(request, reply, path, page, [...new Set([...installationAncestors, ...own])]);
      done();
    };
    // Without the event's list (database trouble) the page is not frameable: the safe side.
    const own = eventAncestors(page[2]!);
    if (Array.isArray(own)) withAncestors(own);
    else own.catch(() => []).then(withAncestors);
  });
});
