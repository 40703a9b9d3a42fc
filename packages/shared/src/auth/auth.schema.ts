import { z } from 'zod';
import { isCountryCode, isEuCountry } from '../countryCodes.js';
import { LANGUAGES } from '../i18n.js';
import { USER_STATUSES } from '../users/users.schema.js';
import { MSG, PHONE, SMS_CODE, emailField, optionalText, requiredText } from '../validators.js';
import { PASSWORD_MAX_LENGTH, meetsPasswordRules } from './password.js';

/**
 * Password as the server receives it: any non-empty string of bounded length. Whether it meets
 * the rules is a business rule answered with PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS.
 */
const passwordInput = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .max(PASSWORD_MAX_LENGTH, MSG.maxLength);

/** A new password as the forms check it: the rules of spec §5 (the same function the server runs). */
export const newPasswordField = passwordInput.refine(meetsPasswordRules, MSG.passwordRules);

const token = z.string({ error: MSG.required }).min(16, MSG.invalid).max(200, MSG.invalid);

/** POST auth/login */
export const LoginRequest = z.strictObject({ email: emailField, password: passwordInput });
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Answer of every call that hands out a session. */
export const AuthTokenResults = z.object({ authToken: z.string() });
export type AuthTokenResults = z.infer<typeof AuthTokenResults>;

/** POST auth/loginToken: a single-use login token for the `?st=` link. */
export const LoginTokenResults = z.object({ token: z.string() });

/** POST auth/loginByToken, auth/confirmation/email, auth/passwordForgotten/confirmation */
export const TokenRequest = z.strictObject({ token });
export type TokenRequest = z.infer<typeof TokenRequest>;

/** POST auth/passwordForgotten */
export const PasswordForgottenRequest = z.strictObject({ email: emailField });
export type PasswordForgottenRequest = z.infer<typeof PasswordForgottenRequest>;

/** POST auth/password/change: the logged-in user changes the password. */
export const PasswordChangeRequest = z.strictObject({
  oldPassword: passwordInput,
  newPassword: passwordInput,
});
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;

/** POST auth/password: sets a new password with the session of a password-reset link. */
export const PasswordSetRequest = z.strictObject({ password: passwordInput });
export type PasswordSetRequest = z.infer<typeof PasswordSetRequest>;

/** POST auth/status: what the current token stands for. */
export const AuthStatusResults = z.object({
  authenticated: z.boolean(),
  status: z.enum(USER_STATUSES),
  passwordReset: z.boolean(),
});

/** POST registration/account: step 1 of the organiser's sign-up. */
export const SignupAccountRequest = z.strictObject({
  email: emailField,
  password: passwordInput,
  registrationCode: z
    .string()
    .trim()
    .max(64, MSG.maxLength)
    .regex(/^[A-Za-z0-9-]*$/, MSG.registrationCode)
    .optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type SignupAccountRequest = z.infer<typeof SignupAccountRequest>;

/** PUT registration/details: the sign-up's profile (spec §5) as one object; the VAT id is required for EU countries. */
export const SignupDetailsRequest = z
  .strictObject({
    firstName: requiredText(100),
    lastName: requiredText(100),
    company: requiredText(200),
    address1: requiredText(200),
    address2: optionalText(200),
    city: optionalText(100),
    zip: requiredText(20),
    country: z.string({ error: MSG.required }).min(1, MSG.required).refine(isCountryCode, MSG.country),
    vatId: optionalText(30),
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || PHONE.test(v), MSG.phone)
      .optional(),
    agreement: z.literal(true, { error: MSG.agreement }),
  })
  .superRefine((v, ctx) => {
    if (isEuCountry(v.country) && !v.vatId)
      ctx.addIssue({ code: 'custom', path: ['vatId'], message: MSG.vatRequired });
  });
export type SignupDetailsRequest = z.infer<typeof SignupDetailsRequest>;

/** POST registration/phone (behind the phone-confirmation flag). */
export const PhoneRequest = z.strictObject({
  phone: z.string({ error: MSG.required }).trim().regex(PHONE, MSG.phone),
});
/** POST registration/phone/confirmation */
export const PhoneCodeRequest = z.strictObject({
  code: z.string({ error: MSG.required }).regex(SMS_CODE, MSG.code),
});
