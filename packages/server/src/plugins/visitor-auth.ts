import { VISITOR_TOKEN_HEADER } from '@foyer/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import * as visitsRepo from '../modules/visits/visits.repository.js';
import type { SessionStanding } from '../modules/visits/visits.repository.js';
import { hashToken } from '../platform/tokens.js';

/**
 * Visitors (participants in an event's venue) authenticate with the visitorToken of a visitor
 * session (POST public/venue/{pageCode}/enter): as the `visitorToken` header of their HTTP calls, in
 * the socket handshake, as the token of their Janus requests. One lookup serves them all.
 */

/** The visitor of a live session: the session, its participant, its event, and whether the participant moderates that event. */
export type Visitor = SessionStanding;

/**
 * The visitor of `visitorToken`, in one indexed query. With `pageCode`, only a session of that
 * event, and an unknown page code is NOT_FOUND before the token is looked at; without (the Janus
 * proxy, whose requests name no event), a session of any event. Whether the event is open is the
 * caller's rule (`visitor.event.open`). Throws NOT_FOUND, VISITOR_TOKEN_IS_INVALID (no token, an
 * unknown or ended session, a session of another event).
 */
export async function resolveVisitor(
  deps: { db: Db },
  where: { pageCode?: string; visitorToken: string | undefined },
): Promise<Visitor> {
  const tokenHash = where.visitorToken ? hashToken(where.visitorToken) : undefined;
  if (where.pageCode === undefined) {
    const visitor = tokenHash ? await visitsRepo.findSessionStanding(deps.db, tokenHash) : undefined;
    if (!visitor) throw new AppError('VISITOR_TOKEN_IS_INVALID');
    return visitor;
  }
  const found = await visitsRepo.findEventSession(deps.db, where.pageCode, tokenHash);
  if (!found) throw new AppError('NOT_FOUND');
  if (!found.standing) throw new AppError('VISITOR_TOKEN_IS_INVALID');
  return found.standing;
}

/**
 * The rights of a visitor authenticated before (a socket's, by its session id) as of now: undefined
 * once the session ended, else whether its event is open and its participant a moderator. One query.
 * Throws nothing.
 */
export function recheckVisitor(
  deps: { db: Db },
  sessionId: string,
): Promise<{ open: boolean; isModerator: boolean } | undefined> {
  return visitsRepo.sessionRights(deps.db, sessionId);
}

/** The `visitorToken` header of a visitor call (Fastify reads header names in lower case), or undefined. */
export function visitorTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[VISITOR_TOKEN_HEADER.toLowerCase()];
  return typeof header === 'string' ? header : undefined;
}
