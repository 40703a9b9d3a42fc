import { randomInt } from 'node:crypto';
import { BUILD_FLAGS, type User } from '@foyer/shared';
import type { Deps } from '../../context.js';
import { AppError } from '../../errors.js';
import { InvalidPhoneNumberError, outboxSms } from '../../platform/sms/sms.js';
import { hashToken } from '../../platform/tokens.js';
import type { AuthContext } from '../auth/auth.service.js';
import * as usersService from '../users/users.service.js';
import * as repo from './phone.repository.js';
import { completeSignup } from './signup.service.js';
import { localeTexts } from '../../platform/i18n/locales.js';

/** How long an SMS code is valid, and how many wrong tries it takes. */
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

const smsTexts = localeTexts<{ phoneCode: string }>('sms');

function assertPhoneStep(deps: Deps, auth: AuthContext) {
  if (!(deps.flags ?? BUILD_FLAGS).phoneConfirmation) throw new AppError('NOT_FOUND');
  if (auth.user.registrationState !== 'STEP_3') throw new AppError('WRONG_REGISTRATION_STEP');
}

/**
 * Step 3 (behind the phone-confirmation flag): stores the phone and texts it a six-digit code;
 * a new request replaces the earlier code. Throws NOT_FOUND (flag off), WRONG_REGISTRATION_STEP,
 * INVALID_PHONE_NUMBER (the provider cannot reach the number).
 */
export async function sendPhoneCode(deps: Deps, auth: AuthContext, phone: string): Promise<User> {
  assertPhoneStep(deps, auth);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const user = await usersService.updateUser(tx, auth.user.id, { phone });
    const row = {
      userId: user.id,
      phone,
      codeHash: hashToken(`${user.id}:${code}`),
      attempts: 0,
      expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS),
    };
    await repo.upsertVerification(db, row);
    try {
      await (deps.sms ?? outboxSms).send(
        phone,
        smsTexts(user.language).phoneCode.replace('{{code}}', code),
        db,
      );
    } catch (e) {
      if (e instanceof InvalidPhoneNumberError) throw new AppError('INVALID_PHONE_NUMBER');
      throw e;
    }
    return usersService.presentUser(user);
  });
}

/**
 * Checks the SMS code; a right one completes the sign-up and mails the welcome.
 * Throws NOT_FOUND (flag off), WRONG_REGISTRATION_STEP, INVALID_SMS_CODE (wrong, expired, or too many tries).
 */
export async function confirmPhoneCode(deps: Deps, auth: AuthContext, code: string): Promise<User> {
  assertPhoneStep(deps, auth);
  const outcome = await deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const pending = await repo.findVerificationForUpdate(db, auth.user.id);
    if (!pending || pending.expiresAt < new Date() || pending.attempts >= PHONE_CODE_MAX_ATTEMPTS)
      return null;
    if (pending.codeHash !== hashToken(`${auth.user.id}:${code}`)) {
      await repo.setAttempts(db, auth.user.id, pending.attempts + 1);
      return null;
    }
    await repo.deleteVerification(db, auth.user.id);
    const user = await usersService.updateUser(tx, auth.user.id, {
      registrationState: 'COMPLETE',
      phoneConfirmedAt: new Date(),
    });
    await completeSignup(tx, user);
    return usersService.presentUser(user);
  });
  // Outside the transaction, so the counted wrong try is kept.
  if (!outcome) throw new AppError('INVALID_SMS_CODE');
  return outcome;
}
