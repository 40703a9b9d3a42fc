import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PAGE_CODE } from '@foyer/shared';
import type { FastifyRequest } from 'fastify';
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

/** A small in-process cache of each page code's frame-ancestors: at most one query per page view. */
function frameAncestorsCache(load: (pageCode: string) => Promise<string[]>, ttlMs: number) {
  const entries = new Map<string, { origins: string[]; until: number }>();
  return async (pageCode: string) => {
    const now = Date.now();
    const hit = entries.get(pageCode);
    if (hit && hit.until > now) return hit.origins;
    const origins = await load(pageCode);
    if (entries.size >= 1000) entries.clear();
    entries.set(pageCode, { origins, until: now + ttlMs });
    return origins;
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

  app.decorateRequest('cspNonce', '');
  // First: the headers below are made from each request's policy.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const path = request.url.split('?')[0]!;
    const page = EMBEDDABLE_PAGE.exec(path);
    let frameAncestors: string[] | null = null;
    if (page && PAGE_CODE.test(page[2]!)) {
      // Without the event's list (database trouble) the page is not frameable: the safe side.
      const own = await eventAncestors(page[2]!).catch(() => []);
      frameAncestors = [...new Set([...installationAncestors, ...own])];
    }
    const nonce = randomBytes(16).toString('base64');
    request.cspNonce = nonce;
    policies.set(request.raw, {
      nonce,
      frameAncestors,
      usesDevices: page?.[1] === 'v' || WEBCAST_CONSOLE_PAGE.test(path),
      allowsInlineStyles: path.startsWith('/dev/') || path === '/api/docs' || path.startsWith('/api/docs/'),
    });
  });

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
   * helmet's headers for a kind of answer (its styles and its frame ancestors), made by helmet once
   * with a mark where the nonce goes and kept: running helmet for every answer cost about 45 µs of
   * CPU, more than a kept registration page's whole answer (issue 20, P2).
   */
  const variants = new Map<string, [string, string][]>();
  const helmetHeaders = (policy: RequestPolicy): [string, string][] => {
    const key = `${policy.allowsInlineStyles} ${policy.frameAncestors?.join(' ') ?? ''}`;
    let headers = variants.get(key);
    if (!headers) {
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
      headers = [...made];
      if (variants.size >= 1000) variants.clear();
      variants.set(key, headers);
    }
    return headers;
  };
  app.addHook('onRequest', async (request, reply) => {
    const policy = policyOf(request.raw);
    for (const [name, value] of helmetHeaders(policy))
      reply.raw.setHeader(
        name,
        name === 'content-security-policy' ? value.replace(NONCE_MARK, policy.nonce) : value,
      );
  });

  app.addHook('onRequest', async (request, reply) => {
    const policy = policyOf(request.raw);
    reply.raw.setHeader('permissions-policy', permissionsPolicy(policy.usesDevices, jitsiOrigin));
    // X-Frame-Options knows no list: frame-ancestors decides where an event allows framing.
    if (policy.frameAncestors?.length) reply.raw.removeHeader('x-frame-options');
    // Stored files are shown in the venue's frames (documents), wherever the venue itself is framed.
    if (request.url.startsWith('/files/')) {
      reply.raw.removeHeader('content-security-policy');
      reply.raw.removeHeader('x-frame-options');
    }
  });
});
