import type { ErrorCode, FieldErrors } from '@foyer/shared';
import { httpStatusFor } from '@foyer/shared';

export type AppErrorDetails = {
  /** Shown as the envelope's `message`. */
  message?: string;
  /** `results.fields` of VALIDATION_FAILED. */
  fields?: FieldErrors;
  /** Put as the envelope's `results` (e.g. the User with REGISTRATION_INCOMPLETE). */
  results?: unknown;
};

/** The one error type of the server: a shared error code plus what the envelope shows. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly details: AppErrorDetails = {},
  ) {
    super(details.message ?? code);
    this.name = 'AppError';
    this.statusCode = httpStatusFor(code);
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
