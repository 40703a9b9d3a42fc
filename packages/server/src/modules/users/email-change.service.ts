import { MSG, isFreeMailAddress } from '@foyer/shared';
import type { Deps } from '../../context.js';
import { mappingUniqueViolations } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import { enqueueMail } from '../../platform/mail/mail.service.js';
import { verifyPassword } from '../../platform/passwords.js';
import { newToken } from '../../platform/tokens.js';
import { assertMailCap } from '../../plugins/rate-limit.js';
import * as authService from '../auth/auth.service.js';
import type { AuthContext } from '../auth/auth.service.js';
import * as usersService from './users.service.js';

/**
 * A person's email change (spec §2 /user-profile): confirmed through a link to the NEW address before
 * it takes effect. The pending address travels inside the link's token
 * (`<base64url(address)>.<random>`); only the token's hash is stored (purpose `email_change`), so the
 * address cannot be altered without changing the hash.
 */

/** The confirmation link's path on the web app (the page reads `token`). */
export const CONFIRM_EMAIL_PATH = '/confirm-email';

const alreadyUsed = () => new AppError('VALIDATION_FAILED', { fields: { email: MSG.alreadyUsed } });

/** The address a token carries, or undefined when it has not the token's shape. Throws nothing. */
function addressOf(token: string): string | undefined {
  const dot = token.indexOf('.');
  if (dot <= 0) return undefined;
  const address = Buffer.from(token.slice(0, dot), 'base64url').toString('utf8');
  return address.includes('@') ? address : undefined;
}

/**
 * Checks the current password and the new address (sign-up rules) and mails a confirmation link to
 * the new address; the user's earlier email-change links stop working. Nothing else changes.
 * Answers the pending address.
 * Throws OLD_PASSWORD_MISMATCH, EMAIL_IS_IN_BLACK_LIST, VALIDATION_FAILED (fields.email: in use),
 * RATE_LIMITED (email-change mails to the address this hour).
 */
export async function requestEmailChange(
  deps: Deps,
  auth: AuthContext,
  input: { email: string; password: string },
): Promise<{ pendingEmail: string }> {
  if (!(await verifyPassword(auth.user.passwordHash, input.password)))
    throw new AppError('OLD_PASSWORD_MISMATCH');
  const email = input.email.trim().toLowerCase();
  if (isFreeMailAddress(email)) throw new AppError('EMAIL_IS_IN_BLACK_LIST');
  if (await usersService.findUserByEmail(deps, email)) throw alreadyUsed();
  await assertMailCap(deps, 'emailChange', email);
  await deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const token = `${Buffer.from(email, 'utf8').toString('base64url')}.${newToken()}`;
    await authService.replaceOneTimeToken(tx, auth.user.id, 'email_change', token);
    await enqueueMail(tx, {
      to: email,
      template: 'emailChange',
      language: auth.user.language,
      vars: {
        name: auth.user.firstName,
        link: `${deps.publicUrl}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`,
      },
    });
  });
  return { pendingEmail: email };
}

/**
 * Uses an email-change link: the account takes the address the token carries (lower-cased, counted
 * as confirmed), the user's password-reset links stop working, and the old address gets a notice
 * (someone who took over a session learns nothing silently). Answers the new address. A token
 * refused for an address taken meanwhile stays unused.
 * Throws EMAIL_CONFIRMATION_TOKEN_IS_INVALID (unknown, used, expired, tampered), VALIDATION_FAILED
 * (fields.email: the address is in use now).
 */
export async function confirmEmailChange(deps: Deps, token: string): Promise<{ email: string }> {
  const address = addressOf(token);
  if (!address) throw new AppError('EMAIL_CONFIRMATION_TOKEN_IS_INVALID');
  const email = address.trim().toLowerCase();
  return deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const userId = await authService.consumeOneTimeToken(tx, token, 'email_change');
    if (!userId) throw new AppError('EMAIL_CONFIRMATION_TOKEN_IS_INVALID');
    const holder = await usersService.findUserByEmail(tx, email);
    if (holder && holder.id !== userId) throw alreadyUsed();
    const before = await usersService.findUserById(tx, userId);
    const now = new Date();
    // A concurrent sign-up that took the address meets the unique index on lower(email).
    const change = () => usersService.updateUser(tx, userId, { email, emailConfirmedAt: now });
    await mappingUniqueViolations(change, { users_email_lower_idx: 'email' });
    await authService.voidPasswordResets(db, userId);
    if (before && before.email !== email)
      await enqueueMail(tx, {
        to: before.email,
        template: 'emailChanged',
        language: before.language,
        vars: { name: before.firstName, email, link: `${deps.publicUrl}/login` },
      });
    return { email };
  });
}
