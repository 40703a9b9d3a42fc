import { z } from 'zod';
import { ERROR_CODES } from './errors.js';

/** Root of every API call (DESIGN.md). */
export const API_ROOT = '/api/v1';

/** Request headers of the API contract (spec §7). */
export const HEADERS = {
  authToken: 'authToken',
  language: 'language',
  timezone: 'UTC-timezone',
  journeyName: 'journeyName',
} as const;

/** The envelope around every answer: `{ success, results?, errorKey?, message? }`. */
export function envelope<T extends z.ZodType>(results: T) {
  return z.object({
    success: z.boolean(),
    results: results.optional(),
    errorKey: z.enum(ERROR_CODES).optional(),
    message: z.string().optional(),
  });
}

export type Envelope<T> = {
  success: boolean;
  results?: T;
  errorKey?: (typeof ERROR_CODES)[number];
  message?: string;
};

/** `results.fields` of a VALIDATION_FAILED answer: field path → message key. */
export type FieldErrors = Record<string, string>;

export const EmptyResults = z.object({}).strict();

/** `results` of a RATE_LIMITED answer (429): whole seconds until a retry can be let through. */
export const RateLimitedResults = z.object({ retryAfterSeconds: z.number().int().nonnegative() });
export type RateLimitedResults = z.infer<typeof RateLimitedResults>;
