import { TOKEN_TTL, type UserStatus, meetsPasswordRules, userStatusOf } from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { OneTimeTokenPurpose, SessionPurpose, SessionRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { countMail, rateLimited } from '../../plugins/rate-limit.js';
import { enqueueMail } from '../../platform/mail/mail.service.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/passwords.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import * as usersService from '../users/users.service.js';
import * as repo from './auth.repository.js';

export type AuthContext = { session: SessionRow; user: UserRow };

const SESSION_TTL: Record<SessionPurpose, number> = {
  session: TOKEN_TTL.session,
  password_reset: TOKEN_TTL.passwordResetSession,
};
const ONE_TIME_TTL: Record<OneTimeTokenPurpose, number> = {
  email_confirmation: TOKEN_TTL.emailConfirmation,
  password_reset: TOKEN_TTL.passwordReset,
  login: TOKEN_TTL.login,
  invitation: TOKEN_TTL.invitation,
  email_change: TOKEN_TTL.emailChange,
};
const TOUCH_EVERY_MS = 60_000;

/** Opens a session for a user (a normal one records the login) and answers its token. Throws nothing. */
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
  if (purpose === 'session') await usersService.recordLogin(deps, userId);
  return token;
}

/**
 * Makes a single-use token (earlier ones of the purpose stay valid); `token` replaces the random one
 * (a token that carries data). Throws nothing.
 */
export async function issueOneTimeToken(
  deps: Deps,
  userId: string,
  purpose: OneTimeTokenPurpose,
  token = newToken(),
): Promise<string> {
  await repo.insertOneTimeToken(deps.db, {
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ONE_TIME_TTL[purpose]),
  });
  return token;
}

/**
 * Makes a single-use token of the purpose and voids the user's earlier unused ones (a resent
 * invitation, a new email change). Throws nothing.
 */
export async function replaceOneTimeToken(
  deps: Deps,
  userId: string,
  purpose: OneTimeTokenPurpose,
  token = newToken(),
): Promise<string> {
  await repo.invalidateOneTimeTokens(deps.db, userId, purpose, new Date());
  return issueOneTimeToken(deps, userId, purpose, token);
}

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

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Counts a login attempt on an account (by email, whether or not it exists) before its password is
 * checked. Past `loginFailures` in its window each attempt claims a wait (loginDelay: doubling,
 * bounded) that the next one must sit out, so an attacker slows an account down but cannot lock it.
 * An address that logged in to the account recently counts apart, so strangers' failures leave it
 * alone. Answers what to do on success. Throws RATE_LIMITED (inside the wait).
 */
async function startLoginAttempt(
  deps: Deps,
  email: string,
  address: string,
): Promise<{ succeeded(): Promise<void> }> {
  if (!deps.limits) return { async succeeded() {} };
  const { counters, rates, loginDelay } = deps.limits;
  const account = `login:${email}`;
  const own = `login:${email}:${address}`;
  const trust = `login-trusted:${email}:${address}`;
  const bucket = address !== '' && (await counters.remaining(trust)) > 0 ? own : account;
  const wait = `${bucket}:wait`;
  const waiting = await counters.remaining(wait);
  if (waiting > 0) throw rateLimited(waiting);
  const { count } = await counters.hit(bucket, rates.loginFailures.timeWindowMs);
  const past = count - rates.loginFailures.max;
  if (past >= 0) {
    const delay = Math.min(loginDelay.maxMs, loginDelay.baseMs * 2 ** Math.min(past, 30));
    // Concurrent attempts: only the one that claims the wait goes on to the password check.
    if (!(await counters.claim(wait, delay))) throw rateLimited(await counters.remaining(wait));
  }
  return {
    async succeeded() {
      await counters.clear(account, `${account}:wait`, own, `${own}:wait`);
      if (address !== '') await counters.mark(trust, loginDelay.trustedForMs);
    },
  };
}

/**
 * Logs in with email and password from a client address; past the failures allowed on the account
 * an attempt inside its wait is refused before the password is checked.
 * Throws NAME_OR_PASSWORD_MISMATCH, RATE_LIMITED.
 */
export async function login(
  deps: Deps,
  input: { email: string; password: string },
  address = '',
): Promise<string> {
  const attempt = await startLoginAttempt(deps, normalEmail(input.email), address);
  const user = await usersService.findUserByEmail(deps, input.email);
  if (!user) {
    await verifyAgainstDummy(input.password);
    throw new AppError('NAME_OR_PASSWORD_MISMATCH');
  }
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw new AppError('NAME_OR_PASSWORD_MISMATCH');
  await attempt.succeeded();
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

/** Revokes every session of the user but the current one ("log out on all other devices"). Throws nothing. */
export async function logoutOthers(deps: Deps, auth: AuthContext): Promise<void> {
  await repo.revokeOtherSessions(deps.db, auth.user.id, auth.session.id, new Date());
}

/** Revokes every session of the user and voids the reset links not used yet (in a transaction). */
async function afterPasswordChange(db: Deps['db'], userId: string): Promise<void> {
  const now = new Date();
  await repo.revokeUserSessions(db, userId, now);
  await repo.invalidateOneTimeTokens(db, userId, 'password_reset', now);
}

/**
 * Changes the password of the logged-in user, revokes all the user's sessions and voids open reset links.
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
    await afterPasswordChange(db, auth.user.id);
  });
}

/**
 * Mails a password-reset link when the address belongs to a user and has not had too many this hour;
 * the new link voids the user's earlier ones and open reset sessions. Answers the same either way.
 * Throws nothing.
 */
export async function passwordForgotten(deps: Deps, input: { email: string }): Promise<void> {
  if (!(await countMail(deps, 'passwordReset', input.email)).allowed) return;
  const user = await usersService.findUserByEmail(deps, input.email);
  if (!user) return;
  await deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    await voidPasswordResets(db, user.id);
    const token = await issueOneTimeToken(tx, user.id, 'password_reset');
    await enqueueMail(tx, {
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

/** Voids the user's unused reset links and open password-reset sessions (in a transaction). Throws nothing. */
export async function voidPasswordResets(db: Deps['db'], userId: string): Promise<void> {
  const now = new Date();
  await repo.invalidateOneTimeTokens(db, userId, 'password_reset', now);
  await repo.revokeUserSessions(db, userId, now, 'password_reset');
}

/**
 * Trades a reset-link token for a password-reset session; the user's other reset links and reset
 * sessions stop working. Throws PASSWORD_RESET_TOKEN_IS_INVALID.
 */
export async function confirmPasswordReset(deps: Deps, token: string): Promise<string> {
  return deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const userId = await consumeOneTimeToken(tx, token, 'password_reset');
    if (!userId) throw new AppError('PASSWORD_RESET_TOKEN_IS_INVALID');
    await voidPasswordResets(db, userId);
    return createSession(tx, userId, 'password_reset');
  });
}

/**
 * Sets a new password with a password-reset session, revokes all the user's sessions and voids open
 * reset links.
 * Throws PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS.
 */
export async function setPassword(deps: Deps, auth: AuthContext, input: { password: string }): Promise<void> {
  if (!meetsPasswordRules(input.password)) throw new AppError('PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS');
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (db) => {
    await repo.setPasswordHash(db, auth.user.id, passwordHash);
    await afterPasswordChange(db, auth.user.id);
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
