import type {
  Venue,
  VisitEnterResults,
  VisitEvent,
  VisitParticipant,
  VisitVenueResults,
} from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { BucketSpec } from '../../db/buckets.js';
import type { Db } from '../../db/client.js';
import type { ParticipantRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { resolveVisitor } from '../../plugins/visitor-auth.js';
import { presentAsset, usableAssets } from '../assets/assets.service.js';
import { assetsOf, requireEventByPageCode } from '../events/events.service.js';
import { confirmParticipant, findByTokenHash } from '../participants/participants.service.js';
import { pageOf } from '../regpages/regpages.service.js';
import { loadVenue } from '../venue/venue.service.js';
import * as repo from './visits.repository.js';

/** last_seen_at is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60_000;

/** True when the participant's address is a moderator (EVENT_MODERATOR) of their event. Throws nothing. */
function isModerator(deps: Deps, participant: ParticipantRow): Promise<boolean> {
  return repo.isModeratorEmail(deps.db, participant.eventId, participant.email);
}

/** The VisitParticipant of a row. Throws nothing. */
function presentParticipant(participant: ParticipantRow, isModerator: boolean): VisitParticipant {
  return {
    id: participant.id,
    firstName: participant.firstName,
    lastName: participant.lastName,
    isModerator,
  };
}

/**
 * POST public/venue/{pageCode}/enter: exchanges the token of a participant's personal link for a
 * new visitor session of the event, confirming the participant if needed. Throws NOT_FOUND (unknown
 * page code), VISITOR_TOKEN_IS_INVALID (no participant of this event has that link).
 */
export async function enter(deps: Deps, pageCode: string, token: string): Promise<VisitEnterResults> {
  const event = await requireEventByPageCode(deps, pageCode);
  const participant = await findByTokenHash(deps.db, hashToken(token), event.id);
  if (!participant) throw new AppError('VISITOR_TOKEN_IS_INVALID');
  const visitorToken = newToken();
  await deps.db.transaction(async (tx) => {
    if (!participant.confirmed) await confirmParticipant(tx, participant.id);
    await repo.insertSession(tx, {
      tokenHash: hashToken(visitorToken),
      participantId: participant.id,
      eventId: event.id,
    });
  });
  return { visitorToken, participant: presentParticipant(participant, await isModerator(deps, participant)) };
}

/** The venue as visitors see it: no moderators' list, no hidden profile fields. Throws nothing. */
export function visitorVenue(venue: Venue): Venue {
  return { ...venue, moderators: [], profileItems: venue.profileItems.filter((item) => !item.hidden) };
}

/**
 * GET public/venue/{pageCode}: for an open event its venue for visitors, the assets it uses and the
 * participant; for a closed one the page's closed confirmation text. Notes the session as seen.
 * Throws NOT_FOUND (unknown page code), VISITOR_TOKEN_IS_INVALID.
 */
export async function getVenue(
  deps: Deps,
  pageCode: string,
  visitorToken: string | undefined,
): Promise<VisitVenueResults> {
  const { event, session, participant, isModerator } = await resolveVisitor(deps, { pageCode, visitorToken });
  const now = Date.now();
  if (now - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS)
    await repo.touchSession(deps.db, session.id, new Date(now - TOUCH_INTERVAL_MS));
  const page = await pageOf(deps.db, event);
  const presented = presentParticipant(participant, isModerator);
  const visitEvent = (logoUrl: string | null): VisitEvent => ({
    id: event.id,
    pageCode: event.pageCode,
    title1: event.title1,
    title2: event.title2,
    mainColor: event.mainColor,
    textColor: event.textColor,
    logoUrl,
    logoLink: event.logoLink,
    helpEmail: event.helpEmail,
    helpBoothId: event.helpBoothId,
    startRoomId: event.startRoomId,
    allowChatVideo: event.allowChatVideo,
    open: event.open,
    timeZone: event.timeZone,
    language: page.language,
  });

  if (!event.open) {
    const logo = event.logoAssetId
      ? (await usableAssets(deps.db, event.tenantId, [event.logoAssetId])).get(event.logoAssetId)
      : undefined;
    return {
      state: 'closed',
      event: visitEvent(logo ? presentAsset(logo).url : null),
      text: page.confirmClosedText,
      participant: presented,
    };
  }
  const venue = visitorVenue(await loadVenue(deps.db, event.id));
  const assets = await assetsOf(deps.db, event.tenantId, venue, event.logoAssetId);
  const logo = assets.find((a) => a.id === event.logoAssetId);
  return {
    state: 'open',
    event: visitEvent(logo?.url ?? null),
    venue,
    assets,
    participant: presented,
  };
}

/**
 * POST public/venue/{pageCode}/leave: ends the visitor session; its token stops working and its open
 * sockets close on every node. Throws
 * NOT_FOUND (unknown page code), VISITOR_TOKEN_IS_INVALID.
 */
export async function leave(deps: Deps, pageCode: string, visitorToken: string | undefined): Promise<void> {
  const { session } = await resolveVisitor(deps, { pageCode, visitorToken });
  await repo.deleteSession(deps.db, session.id);
  await deps.sockets?.endSessions({ sessionIds: [session.id] });
}

/**
 * For the event report: the venue entries (each visitor session begun, kept after it ends) of the
 * event in [from, to), per bucket (start in epoch ms) and participant. Throws nothing.
 */
export const venueEntries = (db: Db, eventId: string, from: Date, to: Date, spec: BucketSpec) =>
  repo.entriesByBucket(db, eventId, from, to, spec);

/**
 * For advanced reporting: per participant of the event, the venue entries in [from, to) and when
 * the first was. Throws nothing.
 */
export const entriesByParticipant = (db: Db, eventId: string, from: Date, to: Date) =>
  repo.entriesByParticipant(db, eventId, from, to);

/** For the sustainability report: the participants of the event who ever entered the venue. Throws nothing. */
export const venueVisitorIds = (db: Db, eventId: string) => repo.entrantIds(db, eventId);
