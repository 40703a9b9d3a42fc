import { createHash } from 'node:crypto';
import {
  ACCOUNT_TYPE,
  LIMITS,
  type Language,
  type Plan,
  REQUESTABLE_FEATURES,
  type RequestableFeature,
  type User,
  flagsOf,
  planOf,
  quotaOf,
  userStatusOf,
} from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import * as repo from './users.repository.js';

/**
 * What GET user tells beyond the row: the tenant's event count, the tenant's row (a sub-account's main
 * account: its plan is the sub-account's) and the main account's sub-accounts.
 */
export type UserFacts = { events?: number; tenant?: UserRow; subAccounts?: number };

/** The User of the API contract for a stored row. Throws nothing. */
export function presentUser(row: UserRow, facts: UserFacts = {}): User {
  const { events = 0, tenant = row, subAccounts = 0 } = facts;
  const plan = planOf(tenant);
  const isMain = row.accountType === ACCOUNT_TYPE.main;
  const maxSubAccounts = isMain ? quotaOf(plan).subAccounts : 0;
  return {
    id: row.id,
    email: row.email,
    status: userStatusOf(row),
    registrationState: row.registrationState,
    profile: {
      firstName: row.firstName,
      lastName: row.lastName,
      accountType: row.accountType,
      company: row.company,
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      zip: row.zip,
      country: row.country,
      vatId: row.vatId,
      phone: row.phone,
    },
    language: row.language,
    premium: tenant.premium,
    business: tenant.business,
    plan,
    maxSubAccounts,
    subAccountsLeft: Math.max(0, maxSubAccounts - subAccounts),
    events,
    confirmationResendsLeft: Math.max(0, LIMITS.confirmationResendLimit - row.confirmationResends),
  };
}

/** The user of a session, for GET user. Throws REGISTRATION_INCOMPLETE (with the User as results). */
export function currentUser(row: UserRow, facts: UserFacts = {}): User {
  const user = presentUser(row, facts);
  if (row.registrationState !== 'COMPLETE') throw new AppError('REGISTRATION_INCOMPLETE', { results: user });
  return user;
}

/** A stable support-chat id for the user. Throws nothing. */
export function chatIdOf(row: UserRow): string {
  return createHash('sha256').update(`foyer-chat:${row.id}`).digest('hex').slice(0, 32);
}

/** Remembers the user's language (mails use it) and answers the row. Throws NOT_FOUND. */
export async function setLanguage(deps: Deps, userId: string, language: Language): Promise<UserRow> {
  const row = await repo.updateUser(deps.db, userId, { language });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Changes the person's own first and last name and answers the row. Throws NOT_FOUND. */
export async function setName(
  deps: Deps,
  userId: string,
  name: { firstName: string; lastName: string },
): Promise<UserRow> {
  return updateUser(deps, userId, { firstName: name.firstName, lastName: name.lastName });
}

/** Sets the plan flags of a user found by email. Throws NOT_FOUND. */
export async function setPlan(deps: Deps, email: string, plan: Plan): Promise<User> {
  const found = await repo.findUserByEmail(deps.db, email);
  if (!found) throw new AppError('NOT_FOUND', { message: `No user with email ${email}` });
  const row = await repo.updateUser(deps.db, found.id, flagsOf(plan));
  return presentUser(row!);
}

/**
 * The tenant's row and its sub-account count for presenting a user (the events are counted by the
 * caller). Throws nothing.
 */
export async function tenantFactsOf(deps: { db: Db }, row: UserRow): Promise<Omit<UserFacts, 'events'>> {
  const tenant = row.mainAccountId ? await repo.findUserById(deps.db, row.mainAccountId) : row;
  if (!tenant) return {};
  return { tenant, subAccounts: await repo.countSubAccounts(deps.db, tenant.id) };
}

/** Records a login of the user (lastLoginAt). Throws nothing. */
export async function recordLogin(deps: { db: Db }, userId: string): Promise<void> {
  await repo.setLastLogin(deps.db, userId, new Date());
}

/** Every user as stored, oldest first. Throws nothing. */
export const listUsers = (deps: Deps) => repo.listUsers(deps.db);

/** The user with this id. Throws nothing. */
export const findUserById = (deps: { db: Db }, id: string) => repo.findUserById(deps.db, id);

/** The user with this email (case-insensitive). Throws nothing. */
export const findUserByEmail = (deps: Deps, email: string) => repo.findUserByEmail(deps.db, email);

/** Creates a user; throws REGISTRATION_EMAIL_ALREADY_EXISTS when the email is taken. */
export async function createUser(deps: Deps, user: repo.NewUser): Promise<UserRow> {
  const row = await repo.insertUser(deps.db, user);
  if (!row) throw new AppError('REGISTRATION_EMAIL_ALREADY_EXISTS');
  return row;
}

/** Updates a user. Throws NOT_FOUND. */
export async function updateUser(deps: Deps, id: string, patch: repo.UserPatch): Promise<UserRow> {
  const row = await repo.updateUser(deps.db, id, patch);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Locks the account's row until the transaction ends (serialises quota checks of one tenant) and
 * answers it fresh. Throws NOT_FOUND.
 */
export async function lockAccount(tx: Db, userId: string): Promise<UserRow> {
  const row = await repo.lockUser(tx, userId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const isRequestable = (feature: string): feature is RequestableFeature =>
  (REQUESTABLE_FEATURES as readonly string[]).includes(feature);

/** The features the tenant asked for (spec §4 "request the feature"). Throws nothing. */
export async function listFeatureRequests(deps: Deps, tenantId: string): Promise<RequestableFeature[]> {
  return (await repo.listFeatureRequests(deps.db, tenantId)).filter(isRequestable);
}

/**
 * Records that the tenant asks for a feature its plan lacks (asking again changes nothing) and
 * answers every feature it asked for. Throws nothing.
 */
export async function requestFeature(
  deps: Deps,
  tenantId: string,
  userId: string,
  feature: RequestableFeature,
): Promise<RequestableFeature[]> {
  await repo.insertFeatureRequest(deps.db, { tenantId, feature, requestedBy: userId });
  return listFeatureRequests(deps, tenantId);
}

/** Gives a user with chosen events one more (an event they created). Throws nothing. */
export const addChosenEvent = (tx: Db, userId: string, eventId: string) =>
  repo.addChosenEvent(tx, userId, eventId);

/** Takes a deleted event out of the chosen events of the account's sub-accounts. Throws nothing. */
export const forgetChosenEvent = (tx: Db, mainAccountId: string, eventId: string) =>
  repo.forgetChosenEvent(tx, mainAccountId, eventId);
