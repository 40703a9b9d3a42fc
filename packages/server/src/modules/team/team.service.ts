import {
  ACCOUNT_TYPE,
  MSG,
  type SubAccount,
  type SubAccountCreateRequest,
  type SubAccountListResults,
  type SubAccountUpdateRequest,
  type EventAccess,
  isFreeMailAddress,
  isUuid,
  meetsPasswordRules,
  planOf,
  quotaOf,
} from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { assertMailCap } from '../../plugins/rate-limit.js';
import { enqueueMail } from '../../platform/mail/mail.service.js';
import { hashPassword } from '../../platform/passwords.js';
import * as authService from '../auth/auth.service.js';
import * as eventsService from '../events/events.service.js';
import * as usersService from '../users/users.service.js';
import * as repo from './team.repository.js';

/**
 * The main account's team (spec §3 Sub-account, §6). A sub-account is a user row with accountType 1
 * and mainAccountId; until it accepts its invitation its password hash is unusable and its email
 * unconfirmed (status `invited`).
 */

/** A password hash no password matches (verifyPassword answers false for a malformed hash). */
const NO_PASSWORD = '!invited';

/** The invitation link's path on the web app (the page reads `token`). */
export const INVITATION_PATH = '/invitation';

/**
 * Whether the person has joined: accepted the invitation, or logged in otherwise (a password reset
 * from the login page also proves the address).
 */
const hasJoined = (row: UserRow) => row.emailConfirmedAt !== null || row.lastLoginAt !== null;

/** The SubAccount of the API for a stored row. Throws nothing. */
export function presentSubAccount(row: UserRow): SubAccount {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roleDescription: row.roleDescription,
    status: hasJoined(row) ? 'active' : 'invited',
    eventIds: row.eventIds,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    invitedAt: row.invitedAt?.toISOString() ?? null,
  };
}

/**
 * The chosen events as stored: each an event of the account, once (null: every event). Throws
 * VALIDATION_FAILED (fields.eventIds: an id that is not one of the account's events).
 */
async function eventAccessOf(db: Db, mainAccountId: string, eventIds: EventAccess): Promise<string[] | null> {
  if (eventIds === null) return null;
  const unique = [...new Set(eventIds)];
  if (!(await eventsService.areEventsOf(db, mainAccountId, unique)))
    throw new AppError('VALIDATION_FAILED', { fields: { eventIds: MSG.invalid } });
  return unique;
}

/** The sub-accounts the main account's plan allows (0/2/5). */
const limitOf = (main: UserRow) => quotaOf(planOf(main)).subAccounts;

/** The team with the plan's limit and what is left. Throws NOT_FOUND (no such main account). */
export async function listTeam(deps: { db: Db }, mainAccountId: string): Promise<SubAccountListResults> {
  const main = await usersService.findUserById(deps, mainAccountId);
  if (!main) throw new AppError('NOT_FOUND');
  const rows = await repo.listSubAccounts(deps.db, mainAccountId);
  const limit = limitOf(main);
  return {
    subAccounts: rows.map(presentSubAccount),
    limit: Number.isFinite(limit) ? limit : rows.length,
    left: Number.isFinite(limit) ? Math.max(0, limit - rows.length) : 0,
  };
}

/** Replaces the sub-account's invitation (the earlier link stops working) and queues its mail; answers the link. */
async function invite(tx: Deps, row: UserRow, now: Date): Promise<string> {
  const token = await authService.replaceOneTimeToken(tx, row.id, 'invitation');
  await usersService.updateUser(tx, row.id, { invitedAt: now });
  const link = `${tx.publicUrl}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
  await enqueueMail(tx, {
    to: row.email,
    template: 'invitation',
    language: row.language,
    vars: { name: row.firstName, link },
  });
  return link;
}

/**
 * Adds a sub-account to the main account and mails its invitation; answers it with the link. The
 * plan's quota is checked under a lock of the main account's row, so parallel adds cannot pass it.
 * Throws EMAIL_IS_IN_BLACK_LIST, PREMIUM_REQUIRED (free plan, or the plan's limit reached),
 * VALIDATION_FAILED (fields.email: address already used), RATE_LIMITED (invitation mails to the address),
 * NOT_FOUND (no such main account), MAIN_ACCOUNT_ONLY (the given account is a sub-account).
 */
export async function addSubAccount(
  deps: Deps,
  mainAccountId: string,
  input: SubAccountCreateRequest,
): Promise<{ subAccount: SubAccount; link: string }> {
  const email = input.email.trim().toLowerCase();
  if (isFreeMailAddress(email)) throw new AppError('EMAIL_IS_IN_BLACK_LIST');
  const created = await deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const main = await usersService.lockAccount(db, mainAccountId);
    if (main.accountType !== ACCOUNT_TYPE.main) throw new AppError('MAIN_ACCOUNT_ONLY');
    const limit = limitOf(main);
    if (limit <= 0) throw new AppError('PREMIUM_REQUIRED');
    const used = (await repo.listSubAccounts(db, mainAccountId)).length;
    if (used >= limit) throw new AppError('PREMIUM_REQUIRED');
    if (await usersService.findUserByEmail(tx, email))
      throw new AppError('VALIDATION_FAILED', { fields: { email: MSG.alreadyUsed } });
    const eventIds = await eventAccessOf(db, mainAccountId, input.eventIds ?? null);
    await assertMailCap(deps, 'invitation', email);
    let row: UserRow;
    try {
      row = await usersService.createUser(tx, {
        email,
        passwordHash: NO_PASSWORD,
        registrationState: 'COMPLETE',
        accountType: ACCOUNT_TYPE.sub,
        mainAccountId,
        firstName: input.firstName,
        lastName: input.lastName,
        roleDescription: input.roleDescription ?? '',
        eventIds,
        language: main.language,
      });
    } catch (e) {
      // Taken meanwhile by a sign-up: the same answer as above.
      if (e instanceof AppError && e.code === 'REGISTRATION_EMAIL_ALREADY_EXISTS')
        throw new AppError('VALIDATION_FAILED', { fields: { email: MSG.alreadyUsed } });
      throw e;
    }
    const link = await invite(tx, row, new Date());
    return { id: row.id, link };
  });
  const row = await repo.findSubAccount(deps.db, mainAccountId, created.id);
  return { subAccount: presentSubAccount(row!), link: created.link };
}

/** The sub-account of the main account with this id. Throws NOT_FOUND. */
async function subAccountOf(db: Db, mainAccountId: string, id: string): Promise<UserRow> {
  const row = isUuid(id) ? await repo.findSubAccount(db, mainAccountId, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Changes a sub-account's names, role and event access (at once: its next request sees the new
 * events). Throws NOT_FOUND, VALIDATION_FAILED (fields.eventIds).
 */
export async function updateSubAccount(
  deps: Deps,
  mainAccountId: string,
  id: string,
  input: SubAccountUpdateRequest,
): Promise<SubAccount> {
  await subAccountOf(deps.db, mainAccountId, id);
  const row = await usersService.updateUser(deps, id, {
    firstName: input.firstName,
    lastName: input.lastName,
    roleDescription: input.roleDescription ?? '',
    ...(input.eventIds !== undefined && {
      eventIds: await eventAccessOf(deps.db, mainAccountId, input.eventIds),
    }),
  });
  return presentSubAccount(row);
}

/**
 * Removes a sub-account (or revokes an invitation): its sessions and links go with the row, so its
 * next request is 401; what it created belongs to the account and stays. Throws NOT_FOUND.
 */
export async function removeSubAccount(deps: { db: Db }, mainAccountId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await repo.deleteSubAccount(deps.db, mainAccountId, id)))
    throw new AppError('NOT_FOUND');
}

/**
 * Mails a new invitation to a sub-account that has not accepted yet (the earlier link stops working);
 * answers it with the link. Throws NOT_FOUND (also for one that has accepted), RATE_LIMITED.
 */
export async function resendInvitation(
  deps: Deps,
  mainAccountId: string,
  id: string,
): Promise<{ subAccount: SubAccount; link: string }> {
  const found = await subAccountOf(deps.db, mainAccountId, id);
  if (hasJoined(found)) throw new AppError('NOT_FOUND', { message: 'The invitation was accepted' });
  await assertMailCap(deps, 'invitation', found.email);
  const link = await deps.db.transaction((db) => invite({ ...deps, db }, found, new Date()));
  return { subAccount: presentSubAccount(await subAccountOf(deps.db, mainAccountId, id)), link };
}

/**
 * The invited person sets a password with the invitation's token: the email counts as confirmed and
 * a session is answered. The token is single use; a resend or removal voids it.
 * Throws PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS, INVITATION_TOKEN_IS_INVALID.
 */
export async function acceptInvitation(
  deps: Deps,
  input: { token: string; password: string },
): Promise<string> {
  if (!meetsPasswordRules(input.password)) throw new AppError('PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS');
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const userId = await authService.consumeOneTimeToken(tx, input.token, 'invitation');
    if (!userId) throw new AppError('INVITATION_TOKEN_IS_INVALID');
    const now = new Date();
    await usersService.updateUser(tx, userId, { passwordHash, emailConfirmedAt: now });
    return authService.createSession(tx, userId);
  });
}
