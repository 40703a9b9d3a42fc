import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '@foyer/shared';
import { DEFAULT_BILLING, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: resolve(process.cwd(), 'data'),
      mailFrom: 'Foyer <no-reply@foyer.local>',
      nodeEnv: 'development',
      isProduction: false,
    });
    expect(c.databaseUrl).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://foyer.example.com/' }).publicUrl).toBe(
      'https://foyer.example.com',
    );
  });

  it('reads RATE_LIMIT_SCALE and refuses a non-positive one', () => {
    expect(loadConfig({}).rateLimitScale).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: '50' }).rateLimitScale).toBe(50);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '0' })).toThrow(/RATE_LIMIT_SCALE/);
  });

  it('reads REDIS_URL and REDIS_PREFIX (default foyer) and refuses a bad prefix', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisPrefix: 'foyer' });
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'foyer-eu' })).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'foyer-eu',
    });
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
  });

  it('refuses a bad PORT and names it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging', DATABASE_URL: 'not a url' })).toThrow(
      /NODE_ENV.*DATABASE_URL|DATABASE_URL.*NODE_ENV/,
    );
  });

  it('refuses production without SMTP_URL and PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://foyer.example.com' })).toThrow(
      /SMTP_URL/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toThrow(/PUBLIC_URL/);
    const ok = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://foyer.example.com',
    });
    expect(ok.isProduction).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('reads the S3 variables only with S3_BUCKET and refuses half a key pair', () => {
    expect(loadConfig({ S3_REGION: 'eu-west-1' }).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'foyer-media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'foyer-media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'foyer-media' }).s3?.forcePathStyle).toBe(false);
    expect(() => loadConfig({ S3_BUCKET: 'foyer-media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('reads the Janus variables: autostart by default, ICE servers as a list', () => {
    expect(loadConfig({}).janus).toEqual({
      url: undefined,
      adminKey: undefined,
      iceServers: [],
      autostart: true,
      libDir: undefined,
    });
    expect(
      loadConfig({
        JANUS_URL: 'http://127.0.0.1:8088/janus/',
        JANUS_ADMIN_KEY: 'key',
        JANUS_ICE_SERVERS: 'stun:stun.example.com:3478, turn:turn.example.com',
        JANUS_AUTOSTART: 'false',
      }).janus,
    ).toEqual({
      url: 'http://127.0.0.1:8088/janus',
      adminKey: 'key',
      iceServers: ['stun:stun.example.com:3478', 'turn:turn.example.com'],
      autostart: false,
      libDir: undefined,
    });
    expect(() => loadConfig({ JANUS_ICE_SERVERS: 'http://stun.example.com' })).toThrow(/JANUS_ICE_SERVERS/);
    expect(() => loadConfig({ JANUS_URL: 'not a url' })).toThrow(/JANUS_URL/);
    expect(() => loadConfig({ JANUS_AUTOSTART: 'maybe' })).toThrow(/JANUS_AUTOSTART/);
  });

  it('reads the webcast variables: autostart on port 1935 with source, 720p and 360p by default', () => {
    expect(loadConfig({}).webcast).toEqual({
      external: undefined,
      autostart: true,
      port: 1935,
      renditions: ['source', '720p', '360p'],
    });
    expect(
      loadConfig({ RTMP_AUTOSTART: 'false', RTMP_PORT: '19350', WEBCAST_RENDITIONS: ' 1080P, 480p ,360p' })
        .webcast,
    ).toEqual({ external: undefined, autostart: false, port: 19350, renditions: ['1080p', '480p', '360p'] });
    expect(() => loadConfig({ RTMP_AUTOSTART: 'maybe' })).toThrow(/RTMP_AUTOSTART/);
    expect(() => loadConfig({ RTMP_PORT: '70000' })).toThrow(/RTMP_PORT/);
  });

  it('reads where players fetch HLS (CDN_BASE_URL) and the key of playback tokens (HLS_TOKEN_SECRET)', () => {
    const { webcast } = loadConfig({
      CDN_BASE_URL: 'https://cdn.example.com/foyer/',
      HLS_TOKEN_SECRET: 'a-long-shared-secret',
    });
    expect(webcast).toMatchObject({
      cdnBaseUrl: 'https://cdn.example.com/foyer',
      tokenSecret: 'a-long-shared-secret',
    });
    expect(loadConfig({}).webcast.cdnBaseUrl).toBeUndefined();
    expect(() => loadConfig({ CDN_BASE_URL: 'ftp://cdn.example.com' })).toThrow(/CDN_BASE_URL/);
    expect(() => loadConfig({ CDN_BASE_URL: 'https://cdn.example.com/?a=1' })).toThrow(/CDN_BASE_URL/);
    expect(() => loadConfig({ HLS_TOKEN_SECRET: 'short' })).toThrow(/HLS_TOKEN_SECRET/);
  });

  it('reads the token of /metrics (METRICS_TOKEN): unset by default, at least 16 characters', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' a-long-scrape-token ' }).metricsToken).toBe('a-long-scrape-token');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it, long' })).toThrow(/METRICS_TOKEN/);
  });

  it('refuses an unknown, repeated or empty list of renditions', () => {
    expect(() => loadConfig({ WEBCAST_RENDITIONS: 'source,4k' })).toThrow(
      /WEBCAST_RENDITIONS.*one of source/,
    );
    expect(() => loadConfig({ WEBCAST_RENDITIONS: '720p,720p' })).toThrow(
      /WEBCAST_RENDITIONS: each rendition once/,
    );
    expect(() => loadConfig({ WEBCAST_RENDITIONS: ' , ' })).toThrow(/WEBCAST_RENDITIONS: one or more/);
  });

  it('reads an external media server from RTMP_URL, HLS_ORIGIN_URL and RTMP_CALLBACK_SECRET together', () => {
    const media = {
      RTMP_URL: 'rtmp://media.example.com:1935/live/',
      HLS_ORIGIN_URL: 'https://media.example.com/hls/',
      RTMP_CALLBACK_SECRET: 'a-long-callback-secret',
    };
    expect(loadConfig(media).webcast.external).toEqual({
      rtmpUrl: 'rtmp://media.example.com:1935/live',
      hlsOrigin: 'https://media.example.com/hls',
      callbackSecret: 'a-long-callback-secret',
    });
    for (const name of Object.keys(media) as (keyof typeof media)[]) {
      const others = Object.entries(media)
        .map(([n]) => n)
        .filter((n) => n !== name);
      const missing = new RegExp(`${name}: is required with the other media server variables`);
      expect(() => loadConfig({ ...media, [name]: undefined })).toThrow(missing);
      // Each one alone names the two missing ones.
      for (const other of others)
        expect(() => loadConfig({ [name]: media[name] })).toThrow(new RegExp(`${other}: is required`));
    }
    expect(() => loadConfig({ ...media, RTMP_URL: 'https://media.example.com/live' })).toThrow(
      /RTMP_URL: an rtmp:\/\/ address/,
    );
    expect(() => loadConfig({ ...media, HLS_ORIGIN_URL: 'ftp://media.example.com/hls' })).toThrow(
      /HLS_ORIGIN_URL: an http\(s\) address/,
    );
    expect(() => loadConfig({ ...media, RTMP_CALLBACK_SECRET: 'short' })).toThrow(
      /RTMP_CALLBACK_SECRET: at least 16 characters/,
    );
  });

  it('reads JITSI_DOMAIN with an optional app id and secret pair', () => {
    expect(loadConfig({}).jitsi).toBeUndefined();
    expect(loadConfig({ JITSI_DOMAIN: 'meet.example.com' }).jitsi).toEqual({
      domain: 'meet.example.com',
      appId: undefined,
      appSecret: undefined,
    });
    expect(
      loadConfig({ JITSI_DOMAIN: 'meet.example.com', JITSI_APP_ID: 'foyer', JITSI_APP_SECRET: 's3cret' })
        .jitsi,
    ).toEqual({ domain: 'meet.example.com', appId: 'foyer', appSecret: 's3cret' });
    expect(() => loadConfig({ JITSI_DOMAIN: 'meet.example.com', JITSI_APP_ID: 'foyer' })).toThrow(
      /JITSI_APP_SECRET/,
    );
    expect(() => loadConfig({ JITSI_APP_ID: 'foyer', JITSI_APP_SECRET: 's3cret' })).toThrow(/JITSI_DOMAIN/);
    expect(() => loadConfig({ JITSI_DOMAIN: 'https://meet.example.com' })).toThrow(/JITSI_DOMAIN/);
  });
  it('reads FRAME_ANCESTORS as space- or comma-separated https origins and refuses anything else', () => {
    expect(loadConfig({}).frameAncestors).toEqual([]);
    expect(
      loadConfig({
        FRAME_ANCESTORS: 'https://www.example.com, https://Shop.Example.org:8443/  https://www.example.com',
      }).frameAncestors,
    ).toEqual(['https://www.example.com', 'https://shop.example.org:8443']);
    expect(() => loadConfig({ FRAME_ANCESTORS: 'http://www.example.com' })).toThrow(/FRAME_ANCESTORS/);
    expect(() => loadConfig({ FRAME_ANCESTORS: 'https://www.example.com/embed' })).toThrow(/FRAME_ANCESTORS/);
    expect(() => loadConfig({ FRAME_ANCESTORS: "'self' *" })).toThrow(/FRAME_ANCESTORS/);
  });

  it('reads the body time-outs (30 s, uploads 10 min by default)', () => {
    expect(loadConfig({}).timeouts).toEqual({ bodySeconds: 30, uploadSeconds: 600 });
    expect(loadConfig({ BODY_TIMEOUT_SECONDS: '5', UPLOAD_TIMEOUT_SECONDS: '120' }).timeouts).toEqual({
      bodySeconds: 5,
      uploadSeconds: 120,
    });
    expect(() => loadConfig({ BODY_TIMEOUT_SECONDS: '0' })).toThrow(/BODY_TIMEOUT_SECONDS/);
  });

  it('reads the seller and the payment term of invoices, with defaults for local use', () => {
    expect(loadConfig({}).billing).toEqual({ ...DEFAULT_BILLING, trial: { days: 14, plan: 'business' } });
    expect(
      loadConfig({
        SELLER_NAME: 'Foyer GmbH',
        SELLER_ADDRESS: ' Hauptstraße 5 ,, 80331 München ',
        SELLER_COUNTRY: 'at',
        SELLER_VAT_ID: 'atu 12345678',
        SELLER_VAT_RATE: '20',
        INVOICE_DUE_DAYS: '30',
        TRIAL_DAYS: '0',
      }).billing,
    ).toEqual({
      seller: {
        name: 'Foyer GmbH',
        address: ['Hauptstraße 5', '80331 München'],
        country: 'AT',
        vatId: 'ATU12345678',
        vatRatePercent: 20,
      },
      invoiceDueDays: 30,
      trial: { days: 0, plan: 'business' },
    });
    expect(loadConfig({ TRIAL_DAYS: '30', TRIAL_PLAN: 'starter' }).billing.trial).toEqual({
      days: 30,
      plan: 'starter',
    });
  });

  it('refuses a seller outside the EU, a bad VAT rate and a bad payment term', () => {
    expect(() => loadConfig({ SELLER_COUNTRY: 'US' })).toThrow(/SELLER_COUNTRY/);
    expect(() => loadConfig({ SELLER_VAT_RATE: '-1' })).toThrow(/SELLER_VAT_RATE/);
    expect(() => loadConfig({ SELLER_VAT_RATE: 'many' })).toThrow(/SELLER_VAT_RATE/);
    expect(() => loadConfig({ INVOICE_DUE_DAYS: '1.5' })).toThrow(/INVOICE_DUE_DAYS/);
    expect(() => loadConfig({ SELLER_ADDRESS: ' , ' })).toThrow(/SELLER_ADDRESS/);
    expect(() => loadConfig({ TRIAL_PLAN: 'free' })).toThrow(/TRIAL_PLAN/);
    expect(() => loadConfig({ TRIAL_DAYS: '-3' })).toThrow(/TRIAL_DAYS/);
  });

  describe('Stripe', () => {
    const PRICES = PRODUCTS.map((p, i) => `${p.id}=price_${i + 1}`).join(', ');
    const STRIPE = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICES: PRICES,
    };

    it('is off without its variables, and on with all three, every product mapped to its price id', () => {
      expect(loadConfig({}).stripe).toBeUndefined();
      const config = loadConfig(STRIPE).stripe;
      expect(config).toMatchObject({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', api: undefined });
      expect(Object.keys(config?.prices ?? {}).sort()).toEqual(PRODUCTS.map((p) => p.id).sort());
      expect(config?.prices[PRODUCTS[0]!.id]).toBe('price_1');
    });

    it('parses STRIPE_API_URL into the host, port and protocol the SDK takes', () => {
      expect(loadConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.api).toEqual({
        host: '127.0.0.1',
        port: 12111,
        protocol: 'http',
      });
      expect(loadConfig({ ...STRIPE, STRIPE_API_URL: 'https://stripe.internal' }).stripe?.api).toEqual({
        host: 'stripe.internal',
        port: 443,
        protocol: 'https',
      });
      expect(() => loadConfig({ ...STRIPE, STRIPE_API_URL: 'ftp://x.test' })).toThrow(/STRIPE_API_URL/);
    });

    it('stops with the missing ones named when only some of the three are set', () => {
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
        /STRIPE_WEBHOOK_SECRET: is required.*STRIPE_PRICES: is required/,
      );
      expect(() => loadConfig({ STRIPE_PRICES: PRICES })).toThrow(/STRIPE_SECRET_KEY: is required/);
    });

    it('refuses unmapped and unknown products and keys that are not keys', () => {
      const seven = PRODUCTS.slice(1)
        .map((p) => `${p.id}=price_x`)
        .join(',');
      expect(() => loadConfig({ ...STRIPE, STRIPE_PRICES: seven })).toThrow(
        new RegExp(`STRIPE_PRICES: every product.*missing ${PRODUCTS[0]!.id}`),
      );
      expect(() => loadConfig({ ...STRIPE, STRIPE_PRICES: `${PRICES},gold-monthly-eur=price_9` })).toThrow(
        /STRIPE_PRICES: unknown products gold-monthly-eur/,
      );
      expect(() => loadConfig({ ...STRIPE, STRIPE_PRICES: PRICES.replace('=price_1,', '=,') })).toThrow(
        new RegExp(`missing ${PRODUCTS[0]!.id}`),
      );
      expect(() => loadConfig({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_1' })).toThrow(/STRIPE_SECRET_KEY/);
      expect(() => loadConfig({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
        /STRIPE_WEBHOOK_SECRET/,
      );
    });
  });
});
