import { HEADERS, type Language, parseLanguage } from '@foyer/shared';
import { globalPlugin } from './plugin.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the `language` header; en when missing or unknown. */
    language: Language;
    /** From the `UTC-timezone` header (hours, e.g. 1 or -5.5); 0 when missing or invalid. */
    utcOffsetHours: number;
  }
}

/** Reads a `UTC-timezone` header value; 0 when missing or outside -14…14. */
export function parseUtcOffset(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= -14 && n <= 14 ? n : 0;
}

const LANGUAGE_HEADER = HEADERS.language.toLowerCase();
const TIMEZONE_HEADER = HEADERS.timezone.toLowerCase();

/** The language and time zone headers of every request. */
export const contextPlugin = globalPlugin(async (app) => {
  app.decorateRequest('language', 'en');
  app.decorateRequest('utcOffsetHours', 0);
  // Hooks that wait for nothing take `done`: no promise per request (issue 20, P2).
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = parseLanguage(request.headers[LANGUAGE_HEADER]);
    request.utcOffsetHours = parseUtcOffset(request.headers[TIMEZONE_HEADER]);
    done();
  });
});
