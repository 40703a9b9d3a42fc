import {
  MSG,
  type WebcastConsoleLoginRequest,
  type WebcastConsoleSession,
  type WebcastInvitationAcceptRequest,
  type WebcastRole,
  type WebcastUser,
  type WebcastUserCreateRequest,
  type WebcastUserUpdateRequest,
  isUuid,
  meetsPasswordRules,
} from '@foyer/shared';
import type { Deps } from '../../context.js';
import { mappingUniqueViolations } from '../../db/errors.js';
import type { WebcastUserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { assertMailCap } from '../../plugins/rate-limit.js';
import { enqueueMail } from '../../platform/mail/mail.service.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/passwords.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import * as usersService from '../users/users.service.js';
import * as repo from './webcast-users.repository.js';
import * as webcastsService from './webcasts.service.js';
import { type WebcastDeps, getWebcast, viewersOf, webcastOfConsole } from './webcasts.service.js';

/**
 * The people of a webcast's console (spec §1 roles, §3 Webcast user) and their sessions: invited by
 * the organiser with a link to choose a password, logged in with email and password for that
 * webcast; the organiser enters in any role without a password ("login as", spec §2).
 */

/** An invitation link is valid this long. */
export const INVITATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;
/** A console session lasts a long event day. */
export const CONSOLE_SESSION_MS = 16 * 60 * 60 * 1000;
/** The console's path on the web app (`?invitation=` opens the password form). */
export const consolePath = (webcastId: string) => `/webcast/${webcastId}`;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentWebcastUser(row: WebcastUserRow): WebcastUser {
  return {
    id: row.id,
    displayName: row.displayName,
    email: row.email,
    role: row.role,
    status: row.passwordHash ? 'active' : 'invited',
    invitedAt: iso(row.invitedAt),
    lastLoginAt: iso(row.lastLoginAt),
  };
}

/** The webcast's users. Throws NOT_FOUND (not the tenant's webcast). */
export async function listUsers(deps: WebcastDeps, tenantId: string, webcastId: string) {
  await getWebcast(deps, tenantId, webcastId);
  return { users: (await repo.listUsers(deps.db, webcastId)).map(presentWebcastUser) };
}

/** A new invitation link for the user (the earlier one stops working), mailed in the account's language. */
async function invite(deps: WebcastDeps, tenantId: string, row: WebcastUserRow, webcastName: string) {
  await assertMailCap(deps, 'invitation', row.email);
  const token = newToken();
  const updated = await repo.updateUser(deps.db, row.id, {
    invitationHash: hashToken(token),
    invitedAt: new Date(),
  });
  const account = await usersService.findUserById(deps, tenantId);
  const link = `${deps.publicUrl}${consolePath(row.webcastId)}?invitation=${encodeURIComponent(token)}`;
  await enqueueMail(deps, {
    to: row.email,
    template: 'webcastInvitation',
    language: account?.language,
    vars: { name: row.displayName, link, event: webcastName },
  });
  return { user: updated ?? row, link };
}

/**
 * Adds a person to the webcast and mails their invitation; answers them with the link. Throws
 * NOT_FOUND, VALIDATION_FAILED (fields.email: already on this webcast), RATE_LIMITED.
 */
export async function addUser(
  deps: WebcastDeps,
  tenantId: string,
  webcastId: string,
  input: WebcastUserCreateRequest,
): Promise<{ user: WebcastUser; link: string }> {
  const webcast = await getWebcast(deps, tenantId, webcastId);
  const email = input.email.trim().toLowerCase();
  if (await repo.findUserByEmail(deps.db, webcastId, email))
    throw new AppError('VALIDATION_FAILED', { fields: { email: MSG.alreadyUsed } });
  const row = await mappingUniqueViolations(
    () => repo.insertUser(deps.db, { webcastId, email, displayName: input.displayName, role: input.role }),
    { webcast_users_email_idx: 'email' },
  );
  const { user, link } = await invite(deps, tenantId, row, webcast.name);
  return { user: presentWebcastUser(user), link };
}

/** A user of the tenant's webcast. Throws NOT_FOUND. */
async function loadUser(deps: WebcastDeps, tenantId: string, webcastId: string, userId: string) {
  const webcast = await getWebcast(deps, tenantId, webcastId);
  const row = isUuid(userId) ? await repo.findUser(deps.db, webcastId, userId) : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  return { webcast, row };
}

/** Changes a user's name and role (their sessions follow at once). Throws NOT_FOUND. */
export async function updateUser(
  deps: WebcastDeps,
  tenantId: string,
  webcastId: string,
  userId: string,
  input: WebcastUserUpdateRequest,
): Promise<WebcastUser> {
  const { row } = await loadUser(deps, tenantId, webcastId, userId);
  const updated = await repo.updateUser(deps.db, row.id, {
    displayName: input.displayName,
    role: input.role,
  });
  return presentWebcastUser(updated ?? row);
}

/** Removes a user and their sessions. Throws NOT_FOUND. */
export async function removeUser(deps: WebcastDeps, tenantId: string, webcastId: string, userId: string) {
  await getWebcast(deps, tenantId, webcastId);
  if (!isUuid(userId) || !(await repo.deleteUser(deps.db, webcastId, userId)))
    throw new AppError('NOT_FOUND');
}

/** Mails the user a new invitation (also to set a forgotten password). Throws NOT_FOUND, RATE_LIMITED. */
export async function resendInvitation(
  deps: WebcastDeps,
  tenantId: string,
  webcastId: string,
  userId: string,
) {
  const { webcast, row } = await loadUser(deps, tenantId, webcastId, userId);
  const { user, link } = await invite(deps, tenantId, row, webcast.name);
  return { user: presentWebcastUser(user), link };
}

/** A new console session; answers its token. */
async function openSession(
  deps: Deps,
  session: { webcastId: string; displayName: string } & (
    | { webcastUserId: string }
    | { organiserId: string; role: WebcastRole }
  ),
) {
  const token = newToken();
  await repo.insertSession(deps.db, {
    tokenHash: hashToken(token),
    ...session,
    expiresAt: new Date(Date.now() + CONSOLE_SESSION_MS),
  });
  return { webcastToken: token, webcastId: session.webcastId };
}

/** "Login as": the organiser in the console in a role, named after themselves. Throws NOT_FOUND. */
export async function loginAs(
  deps: WebcastDeps,
  organiser: { id: string; firstName: string; lastName: string },
  tenantId: string,
  webcastId: string,
  role: WebcastRole,
) {
  await getWebcast(deps, tenantId, webcastId);
  const displayName = `${organiser.firstName} ${organiser.lastName}`.trim() || 'Organiser';
  return openSession(deps, { webcastId, displayName, organiserId: organiser.id, role });
}

/**
 * A webcast user's login. Unknown webcast, address or password, or an invitation not yet accepted:
 * NAME_OR_PASSWORD_MISMATCH, as slowly as a wrong password.
 */
export async function login(deps: Deps, input: WebcastConsoleLoginRequest) {
  const row = isUuid(input.webcastId)
    ? await repo.findUserByEmail(deps.db, input.webcastId, input.email.trim())
    : undefined;
  if (!row?.passwordHash) {
    await verifyAgainstDummy(input.password);
    throw new AppError('NAME_OR_PASSWORD_MISMATCH');
  }
  if (!(await verifyPassword(row.passwordHash, input.password)))
    throw new AppError('NAME_OR_PASSWORD_MISMATCH');
  await repo.updateUser(deps.db, row.id, { lastLoginAt: new Date() });
  return openSession(deps, { webcastId: row.webcastId, displayName: row.displayName, webcastUserId: row.id });
}

/**
 * The invited person chooses a password and is logged in. Throws INVITATION_TOKEN_IS_INVALID (used,
 * replaced, expired), PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS.
 */
export async function acceptInvitation(deps: Deps, input: WebcastInvitationAcceptRequest) {
  const row = await repo.findUserByInvitation(deps.db, hashToken(input.token));
  const fresh = row?.invitedAt && Date.now() - row.invitedAt.getTime() < INVITATION_VALID_MS;
  if (!row || !fresh) throw new AppError('INVITATION_TOKEN_IS_INVALID');
  if (!meetsPasswordRules(input.password)) throw new AppError('PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS');
  await repo.updateUser(deps.db, row.id, {
    passwordHash: await hashPassword(input.password),
    invitationHash: null,
    lastLoginAt: new Date(),
  });
  return openSession(deps, { webcastId: row.webcastId, displayName: row.displayName, webcastUserId: row.id });
}

/** Who is in a console: the session's name, role and webcast. */
export type Webcaster = {
  tokenHash: string;
  webcastId: string;
  displayName: string;
  role: WebcastRole;
  organiser: boolean;
};

/**
 * The console session of a `webcastToken`: a webcast user's with their current name and role, or
 * the organiser's "login as". Throws UNAUTHORIZED (none, expired, ended, its user removed).
 */
export async function resolveWebcaster(deps: Deps, token: string | undefined): Promise<Webcaster> {
  const found = token ? await repo.findLiveSession(deps.db, hashToken(token), new Date()) : undefined;
  if (!found) throw new AppError('UNAUTHORIZED');
  const { session, user } = found;
  const role = user?.role ?? session.role;
  if (!role || (session.webcastUserId && !user)) throw new AppError('UNAUTHORIZED');
  return {
    tokenHash: session.tokenHash,
    webcastId: session.webcastId,
    displayName: user?.displayName ?? session.displayName,
    role,
    organiser: session.organiserId !== null,
  };
}

/** The console's view of its session: the webcast's state, and the ingest for those who present. */
export async function consoleSession(deps: WebcastDeps, who: Webcaster): Promise<WebcastConsoleSession> {
  const webcast = await webcastOfConsole(deps, who.webcastId);
  const { id, name, status, liveSince, endedAt, held, playbackUrl } = webcast;
  const isModerator = who.role === 'moderator';
  return {
    displayName: who.displayName,
    role: who.role,
    organiser: who.organiser,
    webcast: { id, name, status, liveSince, endedAt, held, playbackUrl },
    ingest: who.role === 'viewer' ? null : webcast.ingest,
    health: isModerator ? webcast.health : null,
    viewers: isModerator ? await viewersOf(deps, id) : null,
    notice: webcast.notice,
    slide: webcast.slide,
  };
}

/** The slides the console can show (moderators, speakers). Throws FORBIDDEN (viewers). */
export async function consoleSlides(deps: WebcastDeps, who: Webcaster) {
  if (who.role === 'viewer') throw new AppError('FORBIDDEN');
  return webcastsService.slideChoices(deps, who.webcastId);
}

/**
 * A moderator or speaker shows one of the webcast's slides to every viewer (null: none); answers the
 * console's new view. Throws FORBIDDEN (viewers), NOT_FOUND (not one of its slides).
 */
export async function showSlide(
  deps: WebcastDeps,
  who: Webcaster,
  slideId: string | null,
): Promise<WebcastConsoleSession> {
  if (who.role === 'viewer') throw new AppError('FORBIDDEN');
  await webcastsService.showSlide(deps, who.webcastId, slideId);
  return consoleSession(deps, who);
}

/**
 * A moderator posts (or with null removes) the notice to the viewers; answers the console's new
 * view. Throws FORBIDDEN (speakers, viewers), NOT_FOUND (deleted).
 */
export async function postNotice(
  deps: WebcastDeps,
  who: Webcaster,
  text: string | null,
): Promise<WebcastConsoleSession> {
  if (who.role !== 'moderator') throw new AppError('FORBIDDEN');
  await webcastsService.postNotice(deps, who.webcastId, text);
  return consoleSession(deps, who);
}

/**
 * A moderator ends the broadcast (encoders refused until allowed again) or allows going live again;
 * answers the console's new view. Throws FORBIDDEN (speakers, viewers), NOT_FOUND (deleted).
 */
export async function holdBroadcast(
  deps: WebcastDeps,
  who: Webcaster,
  held: boolean,
): Promise<WebcastConsoleSession> {
  if (who.role !== 'moderator') throw new AppError('FORBIDDEN');
  await webcastsService.holdBroadcast(deps, who.webcastId, held);
  return consoleSession(deps, who);
}

/** Ends the console session; a presenter of the studio leaves it (off air, if on air). Throws nothing expected. */
export async function logout(deps: WebcastDeps, who: Webcaster): Promise<void> {
  await deps.studio?.leave(who.webcastId, who.tokenHash);
  await repo.deleteSession(deps.db, who.tokenHash);
}
