import {
  BUILD_FLAGS,
  type Language,
  LIMITS,
  type Plan,
  type SignupAccountRequest,
  type SignupDetailsRequest,
  type User,
  flagsOf,
  isFreeMailAddress,
  meetsPasswordRules,
} from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { enqueueMail } from '../../platform/mail/mail.service.js';
import { hashPassword } from '../../platform/passwords.js';
import { assertMailCap } from '../../plugins/rate-limit.js';
import * as authService from '../auth/auth.service.js';
import type { AuthContext } from '../auth/auth.service.js';
import * as subscriptionService from '../subscription/subscription.service.js';
import * as usersService from '../users/users.service.js';

/**
 * The rules a new account must pass (API and CLI alike).
 * Throws EMAIL_IS_IN_BLACK_LIST, PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS, REGISTRATION_EMAIL_ALREADY_EXISTS.
 */
export async function assertNewAccount(
  deps: Deps,
  input: { email: string; password: string },
): Promise<void> {
  if (isFreeMailAddress(input.email)) throw new AppError('EMAIL_IS_IN_BLACK_LIST');
  if (!meetsPasswordRules(input.password)) throw new AppError('PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS');
  if (await usersService.findUserByEmail(deps, input.email))
    throw new AppError('REGISTRATION_EMAIL_ALREADY_EXISTS');
}

/**
 * Step 1: creates a main account in STEP_1 and answers a session token.
 * Throws EMAIL_IS_IN_BLACK_LIST, PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS, REGISTRATION_EMAIL_ALREADY_EXISTS.
 */
export async function createAccount(
  deps: Deps,
  input: SignupAccountRequest,
  requestLanguage: Language,
): Promise<string> {
  await assertNewAccount(deps, input);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const user = await usersService.createUser(tx, {
      email: input.email,
      passwordHash,
      registrationCode: input.registrationCode || null,
      language: input.language ?? requestLanguage,
    });
    return authService.createSession(tx, user.id);
  });
}

/**
 * Mails a new confirmation link; the links sent before keep working (a resend must not void the
 * mail that may be just arriving). Throws RATE_LIMITED (confirmation mails to the address this hour).
 */
async function sendConfirmation(deps: Deps, user: UserRow): Promise<void> {
  await assertMailCap(deps, 'confirmation', user.email);
  const token = await authService.issueOneTimeToken(deps, user.id, 'email_confirmation');
  await enqueueMail(deps, {
    to: user.email,
    template: 'confirmation',
    language: user.language,
    vars: {
      name: user.firstName,
      link: `${deps.publicUrl}/confirm-registration/?token=${encodeURIComponent(token)}`,
    },
  });
}

/**
 * Step 2: saves the profile, moves to STEP_2 and mails a confirmation link (earlier links keep working).
 * Throws WRONG_REGISTRATION_STEP, RATE_LIMITED (confirmation mails to the address this hour).
 */
export async function saveDetails(deps: Deps, auth: AuthContext, input: SignupDetailsRequest): Promise<User> {
  if (auth.user.registrationState !== 'STEP_1' && auth.user.registrationState !== 'STEP_2') {
    throw new AppError('WRONG_REGISTRATION_STEP');
  }
  return deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const user = await usersService.updateUser(tx, auth.user.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      company: input.company,
      address1: input.address1,
      address2: input.address2 ?? '',
      city: input.city ?? '',
      zip: input.zip,
      country: input.country,
      vatId: input.vatId ?? '',
      phone: input.phone ?? '',
      registrationState: 'STEP_2',
    });
    await sendConfirmation(tx, user);
    return usersService.presentUser(user);
  });
}

/**
 * Mails a new confirmation link; earlier links keep working.
 * Throws WRONG_REGISTRATION_STEP, REGISTRATION_CONFIRMATION_RESEND_LIMIT, RATE_LIMITED (confirmation
 * mails to the address this hour; the resend is not counted).
 */
export async function resendConfirmation(deps: Deps, auth: AuthContext): Promise<User> {
  if (auth.user.registrationState !== 'STEP_2') throw new AppError('WRONG_REGISTRATION_STEP');
  if (auth.user.confirmationResends >= LIMITS.confirmationResendLimit) {
    throw new AppError('REGISTRATION_CONFIRMATION_RESEND_LIMIT');
  }
  return deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const user = await usersService.updateUser(tx, auth.user.id, {
      confirmationResends: auth.user.confirmationResends + 1,
    });
    await sendConfirmation(tx, user);
    return usersService.presentUser(user);
  });
}

/**
 * What follows a completed sign-up, inside its transaction: the trial of a paid plan starts (when
 * configured) and the welcome is mailed. Throws nothing expected.
 */
export async function completeSignup(deps: Deps, user: UserRow): Promise<void> {
  await subscriptionService.startTrial(deps, user.id);
  await enqueueMail(deps, {
    to: user.email,
    template: 'welcome',
    language: user.language,
    vars: { name: user.firstName, link: `${deps.publicUrl}/events/list` },
  });
}

/**
 * Confirms the email with the token of the confirmation mail, moves on to the phone step (flag on) or
 * completes the sign-up and mails a welcome and answers a new session token. Throws EMAIL_CONFIRMATION_TOKEN_IS_INVALID.
 */
export async function confirmEmail(deps: Deps, token: string): Promise<string> {
  return deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const userId = await authService.consumeOneTimeToken(tx, token, 'email_confirmation');
    const found = userId ? await usersService.findUserById(tx, userId) : undefined;
    if (found?.registrationState !== 'STEP_2') throw new AppError('EMAIL_CONFIRMATION_TOKEN_IS_INVALID');
    const phoneStep = (deps.flags ?? BUILD_FLAGS).phoneConfirmation;
    const user = await usersService.updateUser(tx, found.id, {
      registrationState: phoneStep ? 'STEP_3' : 'COMPLETE',
      emailConfirmedAt: new Date(),
    });
    // With the phone step on, the welcome waits until the phone is confirmed.
    if (!phoneStep) await completeSignup(tx, user);
    return authService.createSession(tx, user.id);
  });
}

export type CompleteAccountInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string;
  plan: Plan;
  language?: Language;
};

/**
 * Creates a confirmed, complete main account (CLI `user:create`), under the rules of the API.
 * Throws EMAIL_IS_IN_BLACK_LIST, PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS, REGISTRATION_EMAIL_ALREADY_EXISTS.
 */
export async function createCompleteAccount(deps: Deps, input: CompleteAccountInput): Promise<User> {
  await assertNewAccount(deps, input);
  const passwordHash = await hashPassword(input.password);
  const user = await usersService.createUser(deps, {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company,
    language: input.language ?? 'en',
    registrationState: 'COMPLETE',
    emailConfirmedAt: new Date(),
    ...flagsOf(input.plan),
  });
  return usersService.presentUser(user);
}
