import { TOKEN_TTL, type UserStatus, meetsPasswordRules, userStatusOf } from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { OneTimeTokenPurpose, SessionPurpose, SessionRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { enqueueMail } from '../../platform/mail/mail.service.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/passwords.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import * as usersService from '../users/users.service.js';
import * as repo from './auth.repository.js';

export type AuthContext = { session: SessionRow; user: UserRow };

const SESSION_TTL: Record<SessionPurpose, number> = {
  session: TOKEN_TTL.session,
  password_reset: TOKEN_TTL.passwordReset,
};
const ONE_TIME_TTL: Record<OneTimeTokenPurpose, number> = {
  email_confirmation: TOKEN_TTL.emailConfirmation,
  password_reset: TOKEN_TTL.passwordReset,
  login: TOKEN_TTL.login,
};
const TOUCH_EVERY_MS = 60_000;

/** Opens a session for a user and answers its token. Throws nothing. */
export async function createSession(
  deps: Deps,
  userId: string,
  purpose: SessionPurpose = 'session',
): Promise<string> {
  const token = newToken();
  await repo.insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + SESSION_TTL[purpose]),
  });
  return token;
}

/** Makes a single-use token (earlier ones of the purpose stay valid). Throws nothing. */
export async function issueOneTimeToken(
  deps: Deps,
  userId: string,
  purpose: OneTimeTokenPurpose,
): Promise<string> {
  const token = newToken();
  await repo.insertOneTimeToken(deps.db, {
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ONE_TIME_TTL[purpose]),
  });
  return token;
}

/** Makes earlier single-use tokens of a purpose unusable. Throws nothing. */
export const invalidateOneTimeTokens = (deps: Deps, userId: string, purpose: OneTimeTokenPurpose) =>
  repo.invalidateOneTimeTokens(deps.db, userId, purpose, new Date());

/** Uses a single-use token; answers its user id or undefined. Throws nothing. */
export const consumeOneTimeToken = (deps: Deps, token: string, purpose: OneTimeTokenPurpose) =>
  repo.consumeOneTimeToken(deps.db, hashToken(token), purpose, new Date());

/**
 * The live session of a token with its user, or null (unknown, revoked, expired). Moves lastSeenAt
 * (and the expiry of a normal session) forward at most once a minute. Throws nothing.
 */
export async function resolveSession(deps: Deps, token: string | undefined): Promise<AuthContext | null> {
  if (!token || token.length > 200) return null;
  const now = new Date();
  const found = await repo.findLiveSession(deps.db, hashToken(token), now);
  if (!found) return null;
  if (now.getTime() - found.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    const expiresAt =
      found.session.purpose === 'session' ? new Date(now.getTime() + SESSION_TTL.session) : undefined;
    await repo.touchSession(deps.db, found.session.id, now, expiresAt);
  }
  return found;
}

/** Logs in with email and password. Throws NAME_OR_PASSWORD_MISMATCH. */
export async function login(deps: Deps, input: { email: string; password: string }): Promise<string> {
  const user = await usersService.findUserByEmail(deps, input.email);
  if (!user) {
    await verifyAgainstDummy(input.password);
    throw new AppError('NAME_OR_PASSWORD_MISMATCH');
  }
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw new AppError('NAME_OR_PASSWORD_MISMATCH');
  return createSession(deps, user.id);
}

/** Logs in with a single-use login token (CLI `user:login-link`). Throws LOGIN_TOKEN_IS_INVALID. */
export async function loginByToken(deps: Deps, token: string): Promise<string> {
  return deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const userId = await consumeOneTimeToken(tx, token, 'login');
    if (!userId) throw new AppError('LOGIN_TOKEN_IS_INVALID');
    return createSession(tx, userId);
  });
}

/** Makes a login token for the user with this email. Throws NOT_FOUND. */
export async function createLoginToken(deps: Deps, email: string): Promise<string> {
  const user = await usersService.findUserByEmail(deps, email);
  if (!user) throw new AppError('NOT_FOUND', { message: `No user with email ${email}` });
  return issueOneTimeToken(deps, user.id, 'login');
}

/** Makes a login token for the logged-in user (a login link for another window or device). Throws nothing. */
export async function createOwnLoginToken(deps: Deps, auth: AuthContext): Promise<string> {
  return issueOneTimeToken(deps, auth.user.id, 'login');
}

/** Revokes the current session. Throws nothing. */
export async function logout(deps: Deps, auth: AuthContext): Promise<void> {
  await repo.revokeSession(deps.db, auth.session.id, new Date());
}

/**
 * Changes the password of the logged-in user and revokes all the user's sessions.
 * Throws OLD_PASSWORD_MISMATCH, PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS.
 */
export async function changePassword(
  deps: Deps,
  auth: AuthContext,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  if (!(await verifyPassword(auth.user.passwordHash, input.oldPassword)))
    throw new AppError('OLD_PASSWORD_MISMATCH');
  if (!meetsPasswordRules(input.newPassword)) throw new AppError('PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS');
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (db) => {
    await repo.setPasswordHash(db, auth.user.id, passwordHash);
    await repo.revokeUserSessions(db, auth.user.id, new Date());
  });
}

/**
 * Mails a password-reset link when the address belongs to a user; answers the same either way.
 * Throws nothing.
 */
export async function passwordForgotten(deps: Deps, input: { email: string }): Promise<void> {
  const user = await usersService.findUserByEmail(deps, input.email);
  if (!user) return;
  await deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const token = await issueOneTimeToken(tx, user.id, 'password_reset');
    await enqueueMail(db, {
      to: user.email,
      template: 'passwordReset',
      language: user.language,
      vars: {
        name: user.firstName,
        link: `${deps.publicUrl}/change-password/?token=${encodeURIComponent(token)}`,
      },
    });
  });
}

/** Trades a reset-link token for a password-reset session. Throws PASSWORD_RESET_TOKEN_IS_INVALID. */
export async function confirmPasswordReset(deps: Deps, token: string): Promise<string> {
  return deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const userId = await consumeOneTimeToken(tx, token, 'password_reset');
    if (!userId) throw new AppError('PASSWORD_RESET_TOKEN_IS_INVALID');
    return createSession(tx, userId, 'password_reset');
  });
}

/**
 * Sets a new password with a password-reset session and revokes all the user's sessions.
 * Throws PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS.
 */
export async function setPassword(deps: Deps, auth: AuthContext, input: { password: string }): Promise<void> {
  if (!meetsPasswordRules(input.password)) throw new AppError('PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS');
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (db) => {
    await repo.setPasswordHash(db, auth.user.id, passwordHash);
    await repo.revokeUserSessions(db, auth.user.id, new Date());
  });
}

/** What a token stands for (auth/status). Throws nothing. */
export function status(auth: AuthContext | null): {
  authenticated: boolean;
  status: UserStatus;
  passwordReset: boolean;
} {
  return {
    authenticated: auth !== null,
    status: userStatusOf(auth?.user ?? null),
    passwordReset: auth?.session.purpose === 'password_reset',
  };
}
