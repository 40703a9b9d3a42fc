import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

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
});
