/** Business constants of spec §9, named once. */
export const LIMITS = {
  uploadFilesAtOnce: 10,
  pageSize: 10,
  listPageSize: 10,
  maxInteger: 2147483647,
  bugReportCloseMs: 3000,
  languageMenuCloseMs: 300,
  chunkLoadTimeoutMs: 120_000,
  passwordMinLength: 8,
  /** Resends of the registration confirmation mail (spec §4 "resend is allowed up to a limit"). */
  confirmationResendLimit: 3,
  breakoutParticipants: 30,
  auditoriumParticipants: 50_000,
} as const;

/** Lifetimes of tokens, in milliseconds. */
export const TOKEN_TTL = {
  session: 30 * 24 * 60 * 60 * 1000,
  emailConfirmation: 48 * 60 * 60 * 1000,
  /** A password-reset link; a newer link, its use or a password change voids it earlier. */
  passwordReset: 30 * 60 * 1000,
  /** The password-reset session a reset link opens: long enough to type a new password. */
  passwordResetSession: 15 * 60 * 1000,
  login: 15 * 60 * 1000,
  /** A sub-account's invitation link (single use; a resend voids the earlier one). */
  invitation: 7 * 24 * 60 * 60 * 1000,
  /** An email change's confirmation link (to the new address; single use; a new request voids it). */
  emailChange: 24 * 60 * 60 * 1000,
} as const;
