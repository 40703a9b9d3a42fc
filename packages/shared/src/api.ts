import { z } from 'zod';
import { ERROR_CODES } from './errors.js';

/** Root of every API call (DESIGN.md). */
export const API_ROOT = '/api/v1';

/** Request headers of the API contract (spec §7). */
export const HEADERS = {
  authToken: 'authToken',
  language: 'language',
  /** Offset in hours: reads wall times where no event names a zone (a mailing's send time). */
  timezone: 'UTC-timezone',
  journeyName: 'journeyName',
} as const;

/** The reason of a refused call (errors.ts), one component of the API reference. */
export const ErrorKey = z.enum(ERROR_CODES).meta({ id: 'ErrorCode' });

/** The envelope around every answer: `{ success, results?, errorKey?, message? }`. */
export function envelope<T extends z.ZodType>(results: T) {
  return z.object({
    success: z.boolean(),
    results: results.optional(),
    errorKey: ErrorKey.optional(),
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

/**
 * A business refusal answered with status 200 (`success: false`), whose `results` (if any) are not the
 * endpoint's: e.g. REGISTRATION_INCOMPLETE carries the user.
 */
export const RefusalEnvelope = z.object({
  success: z.literal(false),
  errorKey: ErrorKey,
  message: z.string().optional(),
  results: z.unknown().optional(),
});

/** The 200 answer of an endpoint: its results, or a refusal. */
export const answerOf = <T extends z.ZodType>(results: T) => z.union([envelope(results), RefusalEnvelope]);
