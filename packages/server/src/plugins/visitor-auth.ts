import { VISITOR_TOKEN_HEADER } from '@foyer/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import * as visitsRepo from '../modules/visits/visits.repository.js';
import type { PageOfVisitor, PageVisitor, SessionStanding } from '../modules/visits/visits.repository.js';
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

export type { PageVisitor };

/** The most keys one lookup of page visitors asks for. */
const PAGE_VISITORS_PER_QUERY = 500;
/**
 * How long the lookups of page visitors gather before their query, in ms: at most one query per
 * PAGE_VISITORS_GATHER_MS, whatever the number of calls (5,000 batches/s: about 25 a query).
 */
export const PAGE_VISITORS_GATHER_MS = 5;

type PageVisitorWait = {
  pageCode: string;
  tokenHash: string | undefined;
  resolve(found: PageOfVisitor | undefined): void;
  reject(e: unknown): void;
};

/**
 * The lookups of page visitors of one database, gathered: the calls of PAGE_VISITORS_GATHER_MS
 * (and those that come while a query runs) go together in one query, one query at a time. Building,
 * sending and parsing a query per call was most of the activity ingest's cost (issue 19); now a call
 * waits a few ms more at the most. Nothing is kept between queries: a session ended or an event
 * closed counts from the next call.
 */
class PageVisitorLookups {
  private waiting: PageVisitorWait[] = [];
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private lastStart = 0;

  constructor(private readonly db: Db) {}

  find(pageCode: string, tokenHash: string | undefined): Promise<PageOfVisitor | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ pageCode, tokenHash, resolve, reject });
      this.schedule();
    });
  }

  /** Runs the next query PAGE_VISITORS_GATHER_MS after the last began, unless one runs or is due. */
  private schedule(): void {
    if (this.running || this.timer || this.waiting.length === 0) return;
    const wait = Math.max(0, this.lastStart + PAGE_VISITORS_GATHER_MS - Date.now());
    this.timer = setTimeout(() => this.run(), Math.min(wait, PAGE_VISITORS_GATHER_MS));
  }

  /** Asks for the waiting keys (PAGE_VISITORS_PER_QUERY at a time); then schedules the next. */
  private run(): void {
    this.timer = undefined;
    const batch = this.waiting.splice(0, PAGE_VISITORS_PER_QUERY);
    this.running = true;
    this.lastStart = Date.now();
    visitsRepo
      .findPageVisitors(this.db, batch)
      .then(
        (found) => {
          for (let i = 0; i < batch.length; i++) batch[i]!.resolve(found[i]);
        },
        (e: unknown) => {
          for (const wait of batch) wait.reject(e);
        },
      )
      .finally(() => {
        this.running = false;
        this.schedule();
      });
  }
}

/** One per database (apps of one test process each have theirs). */
const pageVisitorLookups = new WeakMap<Db, PageVisitorLookups>();

/**
 * The visitor of `visitorToken` on the page of `pageCode`, narrowly (ids and whether the event is
 * open), for calls too frequent for resolveVisitor's rows: the activity ingest. Same rules:
 * NOT_FOUND (unknown page code) before the token is looked at, then VISITOR_TOKEN_IS_INVALID (no
 * token, an unknown or ended session, a session of another event). The calls of a few ms share one
 * query (PageVisitorLookups); nothing is cached, so an ended session is refused from the next call.
 */
export async function resolvePageVisitor(
  deps: { db: Db },
  where: { pageCode: string; visitorToken: string | undefined },
): Promise<PageVisitor> {
  let lookups = pageVisitorLookups.get(deps.db);
  if (!lookups) {
    lookups = new PageVisitorLookups(deps.db);
    pageVisitorLookups.set(deps.db, lookups);
  }
  const tokenHash = where.visitorToken ? hashToken(where.visitorToken) : undefined;
  const found = await lookups.find(where.pageCode, tokenHash);
  if (!found) throw new AppError('NOT_FOUND');
  if (!found.visitor) throw new AppError('VISITOR_TOKEN_IS_INVALID');
  return found.visitor;
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
