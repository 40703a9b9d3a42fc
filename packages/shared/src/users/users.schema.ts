import { z } from 'zod';
import { LANGUAGES } from '../i18n.js';
import { PLANS } from '../plans.js';
import { PASSWORD_MAX_LENGTH } from '../auth/password.js';
import { MSG, emailField, requiredText } from '../validators.js';

/** Registration state (spec §4): STEP_1 details missing, STEP_2 email unconfirmed, STEP_3 phone unconfirmed. */
export const REGISTRATION_STATES = ['STEP_1', 'STEP_2', 'STEP_3', 'COMPLETE'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/** Account type (spec §3): 0 main account, 1 sub-account. */
export const ACCOUNT_TYPE = { main: 0, sub: 1 } as const;

/** User status (spec §4), derived from registration state and account type. */
export const USER_STATUSES = [
  'UNKNOWN',
  'STEP_1',
  'STEP_2',
  'STEP_3',
  'SUB_ACCOUNT_LOGGED_IN',
  'LOGGED_IN',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Derives the user status of spec §4. */
export function userStatusOf(
  user: { registrationState: RegistrationState; accountType: number } | null,
): UserStatus {
  if (!user) return 'UNKNOWN';
  if (user.registrationState !== 'COMPLETE') return user.registrationState;
  return user.accountType === ACCOUNT_TYPE.sub ? 'SUB_ACCOUNT_LOGGED_IN' : 'LOGGED_IN';
}

export const UserProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  accountType: z.number().int(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  vatId: z.string(),
  phone: z.string(),
});

/** The user as `GET user` presents it (spec §3 User). */
export const User = z
  .object({
    id: z.string(),
    email: z.string(),
    status: z.enum(USER_STATUSES),
    registrationState: z.enum(REGISTRATION_STATES),
    profile: UserProfile,
    language: z.enum(LANGUAGES),
    premium: z.boolean(),
    business: z.boolean(),
    plan: z.enum(PLANS),
    /** Sub-accounts the tenant's plan allows (spec §6: 0/2/5); 0 for a sub-account itself. */
    maxSubAccounts: z.number().int(),
    /** Sub-accounts the main account may still add (invited ones count); 0 for a sub-account. */
    subAccountsLeft: z.number().int(),
    events: z.number().int(),
    confirmationResendsLeft: z.number().int(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

/** `GET user` answer: `results.data`; with REGISTRATION_INCOMPLETE the user is `results` itself. */
export const UserResults = z.object({ data: User });

/**
 * The `results` a `GET user` answer (status 200) can carry: UserResults on success, the User itself
 * with REGISTRATION_INCOMPLETE (the answer's schema describes both, and the server checks both).
 */
export const CurrentUserResults = z.union([UserResults, User]);

/** GET user/chatId: the user's support-chat id. */
export const ChatIdResults = z.object({ zammadChatId: z.string() });

/** PUT user/language: remembers the interface language on the account (for mails). */
export const UserLanguageRequest = z.strictObject({ language: z.enum(LANGUAGES) });

/** PUT user/profile: the person's own name, with the rules of the sign-up details (spec §5). */
export const UserNameRequest = z.strictObject({ firstName: requiredText(100), lastName: requiredText(100) });
export type UserNameRequest = z.infer<typeof UserNameRequest>;

/**
 * POST user/email: the new address (the sign-up rules: no freemail, not in use) and the current
 * password; the change takes effect when the link mailed to the new address is used.
 */
export const EmailChangeRequest = z.strictObject({
  email: emailField,
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(PASSWORD_MAX_LENGTH, MSG.maxLength),
});
export type EmailChangeRequest = z.infer<typeof EmailChangeRequest>;

/** POST user/email: the address the confirmation link was mailed to (nothing has changed yet). */
export const EmailChangeResults = z.object({ pendingEmail: z.string() });
export type EmailChangeResults = z.infer<typeof EmailChangeResults>;

/** POST user/email/confirm: the token of the link (it carries the new address, so it is longer than others). */
export const EmailChangeConfirmRequest = z.strictObject({
  token: z.string({ error: MSG.required }).min(16, MSG.invalid).max(600, MSG.invalid),
});
export type EmailChangeConfirmRequest = z.infer<typeof EmailChangeConfirmRequest>;

/** POST user/email/confirm: the address the account now has. */
export const EmailChangeConfirmResults = z.object({ email: z.string() });
export type EmailChangeConfirmResults = z.infer<typeof EmailChangeConfirmResults>;
