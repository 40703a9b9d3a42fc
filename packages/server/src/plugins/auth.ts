import { ACCOUNT_TYPE, HEADERS } from '@foyer/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { type AuthContext, resolveSession } from '../modules/auth/auth.service.js';
import type { EventScope } from '../modules/events/events.service.js';
import { globalPlugin } from './plugin.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the `authToken` header with its user; null without a live one. */
    auth: AuthContext | null;
  }
}

const AUTH_TOKEN_HEADER = HEADERS.authToken.toLowerCase();

/**
 * Resolves the `authToken` header of API requests to `request.auth`, before the input is validated:
 * a route's access is decided first (a call without the session it needs is 401 whatever its body).
 */
export const authPlugin = globalPlugin(async (app) => {
  app.decorateRequest('auth', null);
  app.addHook('preValidation', (request, _reply, done) => {
    const header = request.headers[AUTH_TOKEN_HEADER];
    // Without a token there is no session to find: no promise for the public calls (issue 20, P2).
    if (typeof header !== 'string' || !request.url.startsWith('/api/')) return done();
    resolveSession(app.deps, header).then((auth) => {
      request.auth = auth;
      done();
    }, done);
  });
});

/** A normal (not password-reset) session. Throws UNAUTHORIZED. */
export function requireUser(request: FastifyRequest): AuthContext {
  const auth = request.auth;
  if (auth?.session.purpose !== 'session') throw new AppError('UNAUTHORIZED');
  return auth;
}

/** Any live session, password-reset ones included (auth/logout, auth/status). Throws UNAUTHORIZED. */
export function requireAnySession(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}

/** A session of a main account. Throws UNAUTHORIZED, MAIN_ACCOUNT_ONLY. */
export function requireMainAccount(request: FastifyRequest): AuthContext {
  const auth = requireUser(request);
  if (auth.user.accountType !== ACCOUNT_TYPE.main) throw new AppError('MAIN_ACCOUNT_ONLY');
  return auth;
}

/**
 * The tenant that owns what the user makes and sees: the main account — the user's own id for a main
 * account, its main account's id for a sub-account.
 */
export function tenantIdOf(auth: AuthContext): string {
  return auth.user.mainAccountId ?? auth.user.id;
}

/**
 * The events the user may reach: every event of the tenant, or a sub-account's chosen ones (spec §6,
 * beyond: event access). Services take it where they take an event.
 */
export function scopeOf(auth: AuthContext): EventScope {
  return {
    tenantId: tenantIdOf(auth),
    userId: auth.user.id,
    eventIds: auth.user.mainAccountId ? auth.user.eventIds : null,
  };
}

/** A password-reset session (from a reset link). Throws UNAUTHORIZED. */
export function requirePasswordReset(request: FastifyRequest): AuthContext {
  const auth = request.auth;
  if (auth?.session.purpose !== 'password_reset') throw new AppError('UNAUTHORIZED');
  return auth;
}
