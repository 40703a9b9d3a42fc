import { resolve } from 'node:path';
import {
  PAID_PLANS,
  PRODUCTS,
  type PaidPlan,
  type ProductId,
  isEmbeddingOrigin,
  isEuCountry,
  normalizeVatId,
} from '@foyer/shared';
import { z } from 'zod';
import { DEFAULT_RENDITIONS, RENDITION_NAMES, type RenditionName } from './platform/rtmp/launcher.js';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    REDIS_URL: optionalUrl,
    REDIS_PREFIX: z
      .string()
      .trim()
      .regex(/^[\w.:-]{1,64}$/, 'letters, digits and . _ : - only (at most 64)')
      .default('foyer'),
    SMTP_URL: optionalUrl,
    TWILIO_ACCOUNT_SID: z.string().trim().optional(),
    TWILIO_AUTH_TOKEN: z.string().trim().optional(),
    TWILIO_FROM: z.string().trim().optional(),
    TWILIO_API_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default('Foyer <no-reply@foyer.local>'),
    MAIL_RATE_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(100),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    S3_BUCKET: z.string().trim().min(3).max(63).optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => v === 'true' || v === '1'),
    JANUS_URL: optionalUrl,
    JANUS_ADMIN_KEY: z.string().trim().min(1).optional(),
    JANUS_ICE_SERVERS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^(stuns?|turns?):\S+$/, 'stun: or turn: urls, comma-separated'))),
    JANUS_AUTOSTART: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    JANUS_LIB_DIR: z.string().trim().min(1).optional(),
    RTMP_URL: optionalUrl.refine(
      (v) => !v || /^rtmps?:$/.test(new URL(v).protocol),
      'an rtmp:// address such as rtmp://media.example.com:1935/live',
    ),
    HLS_ORIGIN_URL: optionalUrl.refine(
      (v) => !v || /^https?:$/.test(new URL(v).protocol),
      'an http(s) address such as https://media.example.com/hls',
    ),
    RTMP_CALLBACK_SECRET: z
      .string()
      .trim()
      .regex(/^\S{16,}$/, 'at least 16 characters, no spaces')
      .optional(),
    CDN_BASE_URL: optionalUrl.refine(
      (v) => !v || (/^https?:$/.test(new URL(v).protocol) && !/[?#]/.test(v)),
      "an http(s) address such as https://cdn.example.com (it fronts this server's /hls/)",
    ),
    HLS_TOKEN_SECRET: z
      .string()
      .trim()
      .regex(/^\S{16,}$/, 'at least 16 characters, no spaces')
      .optional(),
    RTMP_AUTOSTART: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    RTMP_PORT: z.coerce.number().int().min(1).max(65535).default(1935),
    WEBCAST_RENDITIONS: z
      .string()
      .default(DEFAULT_RENDITIONS.join(','))
      .transform((v) =>
        v
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.enum(RENDITION_NAMES, `one of ${RENDITION_NAMES.join(', ')}`))
          .min(1, `one or more of ${RENDITION_NAMES.join(', ')}, comma-separated`)
          .refine((names) => new Set(names).size === names.length, 'each rendition once'),
      ),
    JITSI_DOMAIN: z
      .string()
      .trim()
      .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i, 'a host name such as meet.example.com')
      .optional(),
    JITSI_APP_ID: z.string().trim().min(1).optional(),
    JITSI_APP_SECRET: z.string().min(1).optional(),
    FRAME_ANCESTORS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(/[\s,]+/)
          .map((o) => o.replace(/\/$/, '').toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .refine(isEmbeddingOrigin, 'origins such as https://www.example.com, space- or comma-separated'),
        ),
      ),
    METRICS_TOKEN: z
      .string()
      .trim()
      .regex(/^\S{16,}$/, 'at least 16 characters, no spaces')
      .optional(),
    BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    UPLOAD_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    SELLER_NAME: z.string().trim().min(1).max(200).default('Foyer'),
    SELLER_ADDRESS: z
      .string()
      .default('Example Street 1, 10115 Berlin, Germany')
      .transform((v) =>
        v
          .split(',')
          .map((line) => line.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().max(200)).min(1, 'one line, comma separated, e.g. "Street 1, 10115 Berlin"')),
    SELLER_COUNTRY: z
      .string()
      .trim()
      .toUpperCase()
      .default('DE')
      .refine(isEuCountry, 'an EU country code such as DE (the VAT rules assume a seller in the EU)'),
    SELLER_VAT_ID: z
      .string()
      .optional()
      .transform((v) => normalizeVatId(v ?? '')),
    SELLER_VAT_RATE: z.coerce.number().min(0).max(100).default(19),
    INVOICE_DUE_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    TRIAL_PLAN: z.enum(PAID_PLANS).default('business'),
    STRIPE_SECRET_KEY: z
      .string()
      .trim()
      .regex(/^(sk|rk)_\S+$/, 'a secret (sk_…) or restricted (rk_…) key')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      .regex(/^whsec_\S+$/, 'a signing secret (whsec_…)')
      .optional(),
    STRIPE_PRICES: z.string().optional().transform(parsePrices),
    STRIPE_API_URL: optionalUrl,
  })
  .superRefine((env, ctx) => {
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
    if (twilio.some(Boolean) && !twilio.every(Boolean)) {
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const)
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required with the other TWILIO_ variables',
          });
    }
    // S3 keys come in pairs; without both the SDK's default credential chain applies.
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'is required with the other S3 key',
      });
    // The Jitsi app id and secret sign tokens together; they mean nothing without a Jitsi.
    if (Boolean(env.JITSI_APP_ID) !== Boolean(env.JITSI_APP_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: [env.JITSI_APP_ID ? 'JITSI_APP_SECRET' : 'JITSI_APP_ID'],
        message: 'is required with the other JITSI_APP_ variable',
      });
    // An external media server: where encoders publish, where HLS is served and the secret of its callbacks.
    const media = [env.RTMP_URL, env.HLS_ORIGIN_URL, env.RTMP_CALLBACK_SECRET];
    if (media.some(Boolean)) {
      for (const [i, name] of MEDIA_SERVER_VARIABLES.entries())
        if (!media[i])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `is required with the other media server variables (${MEDIA_SERVER_VARIABLES.join(', ')}: all three or none)`,
          });
    }
    if (env.JITSI_APP_ID && !env.JITSI_DOMAIN)
      ctx.addIssue({ code: 'custom', path: ['JITSI_DOMAIN'], message: 'is required with JITSI_APP_ID' });
    const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_PRICES] as const;
    if (stripe.some(Boolean)) {
      for (const [i, name] of STRIPE_VARIABLES.entries())
        if (!stripe[i])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required with the other STRIPE_ variables',
          });
    }
    if (env.STRIPE_PRICES) {
      const { unknown, missing } = checkPrices(env.STRIPE_PRICES);
      if (unknown.length)
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_PRICES'],
          message: `unknown products ${unknown.join(', ')}; the products are ${PRODUCTS.map((p) => p.id).join(', ')}`,
        });
      if (missing.length)
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_PRICES'],
          message: `every product needs a price id (product=price_…, comma-separated); missing ${missing.join(', ')}`,
        });
    }
    if (env.STRIPE_API_URL && !/^https?:$/.test(new URL(env.STRIPE_API_URL).protocol))
      ctx.addIssue({ code: 'custom', path: ['STRIPE_API_URL'], message: 'an http: or https: address' });
    if (env.NODE_ENV !== 'production') return;
    if (!env.SMTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production' });
    if (!env.PUBLIC_URL)
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' });
  });

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICES'] as const;
const MEDIA_SERVER_VARIABLES = ['RTMP_URL', 'HLS_ORIGIN_URL', 'RTMP_CALLBACK_SECRET'] as const;

/** STRIPE_PRICES ("starter-monthly-eur=price_1…,…") as pairs; unset or empty: undefined. Throws nothing. */
function parsePrices(value: string | undefined): Record<string, string> | undefined {
  const pairs = (value ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [pair, ''] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    });
  return pairs.length ? Object.fromEntries(pairs) : undefined;
}

/** The named products that are not in the catalogue, and the catalogue's products without a price id. */
function checkPrices(prices: Record<string, string>) {
  const ids = new Set<string>(PRODUCTS.map((p) => p.id));
  return {
    unknown: Object.keys(prices).filter((id) => !ids.has(id)),
    missing: PRODUCTS.map((p) => p.id).filter((id) => !prices[id]),
  };
}

/** The SDK's host, port and protocol of an API address such as http://127.0.0.1:12111. */
function apiOf(url: string): StripeConfig['api'] {
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: Number(u.port) || (protocol === 'http' ? 80 : 443), protocol };
}

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** Redis for socket.io fan-out across nodes and chat rate limits; unset: one node, in memory. */
  redisUrl?: string;
  /** Prefix of every Redis key of this installation. */
  redisPrefix: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Mailings handed to SMTP per second at most, across the pool (MAIL_RATE_PER_SECOND, default 100). */
  mailRatePerSecond: number;
  /** Twilio for SMS codes; unset: the embedded outbox. */
  twilio?: { accountSid: string; authToken: string; from: string; apiUrl?: string };
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** Multiplies every rate limit (e.g. 100 for a load test or an end-to-end run from one address). */
  rateLimitScale: number;
  isProduction: boolean;
  /** S3-compatible storage for uploads; unset: files under DATA_DIR/uploads. */
  s3?: S3Config;
  /** Janus for breakout rooms and staff calls (JANUS_URL, or one `npm start` launches). */
  janus: JanusConfig;
  /** The live ingest of webcasts (RTMP_*, HLS_ORIGIN_URL, WEBCAST_RENDITIONS). */
  webcast: WebcastConfig;
  /** The organiser's own Jitsi Meet instead (JITSI_DOMAIN); JANUS_URL wins when both are set. */
  jitsi?: { domain: string; appId?: string; appSecret?: string };
  /** Origins that may frame every event's /r/ and /v/ pages (FRAME_ANCESTORS), besides each event's own. */
  frameAncestors: string[];
  /** Seconds a request body may take to arrive: uploads, and every other route. */
  timeouts: { bodySeconds: number; uploadSeconds: number };
  /** The bearer token Prometheus scrapes /metrics with (METRICS_TOKEN); unset: no metrics. */
  metricsToken?: string;
  /** The seller on invoices and the payment term (SELLER_*, INVOICE_DUE_DAYS). */
  billing: BillingConfig;
  /** Card payments through Stripe (STRIPE_*); unset: checkout by invoice only. */
  stripe?: StripeConfig;
};

/** What the Stripe provider needs: keys, the price id of every product and, in tests, another API address. */
export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  prices: Record<ProductId, string>;
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

/** What invoices need from the configuration. */
export type BillingConfig = {
  seller: {
    name: string;
    /** Address lines (SELLER_ADDRESS split at commas). */
    address: string[];
    /** ISO country code, in the EU (the VAT rules of spec §9 assume it). */
    country: string;
    /** Normalised, e.g. DE123456789; '' when not set. */
    vatId: string;
    /** The domestic VAT rate in percent, e.g. 19. */
    vatRatePercent: number;
  };
  /** Days from an invoice's date to its due date. */
  invoiceDueDays: number;
  /** The trial new accounts get (TRIAL_DAYS, TRIAL_PLAN); unset or 0 days: none. */
  trial?: { days: number; plan: PaidPlan };
};

/** The seller and terms of a configuration without SELLER_* variables (local use and tests). */
export const DEFAULT_BILLING: BillingConfig = {
  seller: {
    name: 'Foyer',
    address: ['Example Street 1', '10115 Berlin', 'Germany'],
    country: 'DE',
    vatId: '',
    vatRatePercent: 19,
  },
  invoiceDueDays: 14,
};

export type JanusConfig = {
  /** The Janus HTTP API; unset: launch one when `autostart` and the janus program is installed. */
  url?: string;
  /** The videoroom admin_key of that Janus, if it has one. */
  adminKey?: string;
  /** stun:/turn: urls handed to browsers. */
  iceServers: string[];
  autostart: boolean;
  /** Where the launched Janus's plugins and transports are (found when unset). */
  libDir?: string;
};

export type WebcastConfig = {
  /**
   * The deployment's own media server (RTMP_URL, HLS_ORIGIN_URL, RTMP_CALLBACK_SECRET); unset:
   * launch nginx with the RTMP module when `autostart` and it is installed.
   */
  external?: {
    /** Where encoders publish ("Server"), e.g. rtmp://media.example.com:1935/live. */
    rtmpUrl: string;
    /** Where its HLS is served; Foyer's /hls/ redirects there. */
    hlsOrigin: string;
    /** The secret its on_publish/on_update/on_publish_done URLs carry (`?secret=`). */
    callbackSecret: string;
  };
  autostart: boolean;
  /** The RTMP port of the launched nginx (another free one when taken). */
  port: number;
  /** The renditions the launched nginx makes, in the master playlist's order. */
  renditions: RenditionName[];
  /** CDN_BASE_URL without trailing slash: players fetch `/hls/…` there; unset: from this origin. */
  cdnBaseUrl?: string;
  /** HLS_TOKEN_SECRET: signs playback tokens (the same on every node); unset: see webcasts.setup. */
  tokenSecret?: string;
};

export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/** Reads and validates the environment; throws an Error naming every bad variable. Pure. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // Empty strings count as unset, as shells and .env files produce them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new Error(`Invalid environment: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: resolve(process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRatePerSecond: e.MAIL_RATE_PER_SECOND,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiUrl: e.TWILIO_API_URL,
          }
        : undefined,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    isProduction: e.NODE_ENV === 'production',
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    janus: {
      url: e.JANUS_URL?.replace(/\/+$/, ''),
      adminKey: e.JANUS_ADMIN_KEY,
      iceServers: e.JANUS_ICE_SERVERS,
      autostart: e.JANUS_AUTOSTART,
      libDir: e.JANUS_LIB_DIR,
    },
    webcast: {
      external:
        e.RTMP_URL && e.HLS_ORIGIN_URL && e.RTMP_CALLBACK_SECRET
          ? {
              rtmpUrl: e.RTMP_URL.replace(/\/+$/, ''),
              hlsOrigin: e.HLS_ORIGIN_URL.replace(/\/+$/, ''),
              callbackSecret: e.RTMP_CALLBACK_SECRET,
            }
          : undefined,
      autostart: e.RTMP_AUTOSTART,
      port: e.RTMP_PORT,
      renditions: e.WEBCAST_RENDITIONS,
      cdnBaseUrl: e.CDN_BASE_URL?.replace(/\/+$/, ''),
      tokenSecret: e.HLS_TOKEN_SECRET,
    },
    jitsi: e.JITSI_DOMAIN
      ? { domain: e.JITSI_DOMAIN, appId: e.JITSI_APP_ID, appSecret: e.JITSI_APP_SECRET }
      : undefined,
    frameAncestors: [...new Set(e.FRAME_ANCESTORS)],
    timeouts: { bodySeconds: e.BODY_TIMEOUT_SECONDS, uploadSeconds: e.UPLOAD_TIMEOUT_SECONDS },
    metricsToken: e.METRICS_TOKEN,
    billing: {
      seller: {
        name: e.SELLER_NAME,
        address: e.SELLER_ADDRESS,
        country: e.SELLER_COUNTRY,
        vatId: e.SELLER_VAT_ID,
        vatRatePercent: e.SELLER_VAT_RATE,
      },
      invoiceDueDays: e.INVOICE_DUE_DAYS,
      trial: { days: e.TRIAL_DAYS, plan: e.TRIAL_PLAN },
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICES
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            prices: e.STRIPE_PRICES as Record<ProductId, string>,
            api: e.STRIPE_API_URL ? apiOf(e.STRIPE_API_URL) : undefined,
          }
        : undefined,
  };
}
