/**
 * Error codes answered in the envelope's `errorKey`. The spec's codes (§8) verbatim,
 * plus the general ones of DESIGN.md. The web branches on these; texts live in the locale files
 * under `errors.<CODE>`.
 */
export const ERROR_CODES = [
  // spec §8
  'REGISTRATION_INCOMPLETE',
  'EMAIL_IS_IN_BLACK_LIST',
  'EMAIL_CONFIRMATION_TOKEN_IS_INVALID',
  'REGISTRATION_EMAIL_ALREADY_EXISTS',
  'NAME_OR_PASSWORD_MISMATCH',
  'INVALID_SMS_CODE',
  'INVALID_PHONE_NUMBER',
  'REGISTRATION_CONFIRMATION_RESEND_LIMIT',
  'REMOVABLE_DOC_HAS_DEPENDENCIES',
  'OLD_PASSWORD_MISMATCH',
  'PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS',
  // ours
  'PASSWORD_RESET_TOKEN_IS_INVALID',
  'LOGIN_TOKEN_IS_INVALID',
  'INVITATION_TOKEN_IS_INVALID',
  'EVENT_LIMIT_REACHED',
  'STALE_VERSION',
  'MAIN_ACCOUNT_ONLY',
  'PREMIUM_REQUIRED',
  'WRONG_REGISTRATION_STEP',
  'REGISTRATION_FULL',
  'REGISTRATION_CLOSED',
  'VISITOR_TOKEN_IS_INVALID',
  'ROOM_FULL',
  'VIDEO_NOT_CONFIGURED',
  'BROADCAST_HELD',
  'BROADCAST_BUSY',
  'SUBSCRIPTION_FAILED',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes that the screens handle themselves: no generic failure toast (spec §8 "Silent codes"). */
export const SILENT_ERROR_CODES: readonly ErrorCode[] = [
  'REGISTRATION_INCOMPLETE',
  'EMAIL_IS_IN_BLACK_LIST',
  'EMAIL_CONFIRMATION_TOKEN_IS_INVALID',
  'REGISTRATION_EMAIL_ALREADY_EXISTS',
  'NAME_OR_PASSWORD_MISMATCH',
  'INVALID_SMS_CODE',
  'INVALID_PHONE_NUMBER',
  'REGISTRATION_CONFIRMATION_RESEND_LIMIT',
  'REMOVABLE_DOC_HAS_DEPENDENCIES',
  'OLD_PASSWORD_MISMATCH',
  'PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS',
  'PASSWORD_RESET_TOKEN_IS_INVALID',
  'LOGIN_TOKEN_IS_INVALID',
  'INVITATION_TOKEN_IS_INVALID',
  'PREMIUM_REQUIRED',
  'VALIDATION_FAILED',
  'RATE_LIMITED',
  'REGISTRATION_FULL',
  'REGISTRATION_CLOSED',
  'VISITOR_TOKEN_IS_INVALID',
  'ROOM_FULL',
  'VIDEO_NOT_CONFIGURED',
  'SUBSCRIPTION_FAILED',
];

/** Spec §8: the plan-related 403 carries this message. */
export const PREMIUM_REQUIRED_MESSAGE = 'ERR.PREMIUM_REQUIRED';

/** HTTP status for each code; business errors answer 200 with success false (DESIGN.md). */
export function httpStatusFor(code: ErrorCode): number {
  switch (code) {
    case 'VALIDATION_FAILED':
      return 400;
    case 'UNAUTHORIZED':
      return 401;
    case 'FORBIDDEN':
    case 'MAIN_ACCOUNT_ONLY':
    case 'PREMIUM_REQUIRED':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'REQUEST_TIMEOUT':
      return 408;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 415;
    case 'RATE_LIMITED':
      return 429;
    case 'INTERNAL_ERROR':
      return 500;
    default:
      return 200;
  }
}
