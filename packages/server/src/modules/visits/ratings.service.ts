import { RATED_KINDS, type RatingSummary, type RatingsResults, isRated } from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { resolveVisitor } from '../../plugins/visitor-auth.js';
import * as repo from './ratings.repository.js';

const RATED = Object.keys(RATED_KINDS);
const UNRATED: Omit<RatingSummary, 'mine'> = { average: null, count: 0 };

/** The summaries of these elements for this participant (unrated ones too). Throws nothing. */
async function summariesOf(
  deps: Deps,
  eventId: string,
  elementIds: readonly string[],
  participantId: string,
): Promise<Record<string, RatingSummary>> {
  const rows = await repo.summarise(deps.db, eventId, elementIds, participantId);
  const byId = new Map(rows.map((r) => [r.elementId, r]));
  return Object.fromEntries(
    elementIds.map((id) => {
      const row = byId.get(id);
      return [
        id,
        row
          ? { average: Math.round(row.average * 100) / 100, count: row.count, mine: row.mine }
          : { ...UNRATED, mine: null },
      ];
    }),
  );
}

/**
 * GET public/venue/{pageCode}/ratings: the summary of every rated element of the event for the
 * visitor. Throws NOT_FOUND (unknown page code), VISITOR_TOKEN_IS_INVALID.
 */
export async function listRatings(
  deps: Deps,
  pageCode: string,
  visitorToken: string | undefined,
): Promise<RatingsResults> {
  const { event, participant } = await resolveVisitor(deps, { pageCode, visitorToken });
  const rated = (await repo.listElements(deps.db, event.id, RATED)).filter((e) =>
    isRated({ ...e.data, kind: e.kind }),
  );
  return {
    ratings: await summariesOf(
      deps,
      event.id,
      rated.map((e) => e.id),
      participant.id,
    ),
  };
}

/**
 * PUT public/venue/{pageCode}/ratings/{elementId}: the visitor's stars for a rated element of the
 * event (replacing an earlier rating); answers the element's summary. Throws NOT_FOUND (unknown
 * page code; an element of another event, not of a rated kind or with rating off),
 * VISITOR_TOKEN_IS_INVALID.
 */
export async function rate(
  deps: Deps,
  pageCode: string,
  visitorToken: string | undefined,
  elementId: string,
  stars: number,
): Promise<RatingSummary> {
  const { event, participant } = await resolveVisitor(deps, { pageCode, visitorToken });
  const element = await repo.findElement(deps.db, event.id, elementId, RATED);
  if (!element || !isRated({ ...element.data, kind: element.kind })) throw new AppError('NOT_FOUND');
  await repo.upsertRating(deps.db, { eventId: event.id, elementId, participantId: participant.id, stars });
  return (await summariesOf(deps, event.id, [elementId], participant.id))[elementId]!;
}

/**
 * For the event report: per element of the event, the mean stars (1–5) and number of the ratings
 * given or last changed in [from, to); elements without any are left out. Throws nothing.
 */
export const ratingsByElement = (db: Db, eventId: string, from: Date, to: Date) =>
  repo.ratingsByElement(db, eventId, from, to);

/**
 * For advanced reporting: per participant of the event, the elements they rated (or last re-rated)
 * in [from, to) and the earliest of those times. Throws nothing.
 */
export const ratingsByParticipant = (db: Db, eventId: string, from: Date, to: Date) =>
  repo.ratingsByParticipant(db, eventId, from, to);
