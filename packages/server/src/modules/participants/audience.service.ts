import type { Db } from '../../db/client.js';
import type { ParticipantRow, StoredSegment } from '../../db/schema/index.js';
import { profileItemsOf } from '../venue/venue.service.js';
import * as repo from './audience.repository.js';

/**
 * Audiences of mailings (issue 16): the participants of some events of an account that a segment
 * takes, as distinct addresses, without those that unsubscribed or bounced. This module owns the
 * participants and their mail standing; mailings ask it.
 */
export type AudienceSpec = { tenantId: string; eventIds: readonly string[]; segment: StoredSegment };

/** The audience with the profile items an answer segment names (labels compared without case). */
async function resolve(db: Db, spec: AudienceSpec): Promise<repo.Audience> {
  const { segment } = spec;
  if (segment.kind !== 'answer') return { ...spec, answerItemIds: [] };
  const label = segment.label.trim().toLowerCase();
  const items = (await Promise.all(spec.eventIds.map((id) => profileItemsOf(db, id)))).flat();
  return {
    ...spec,
    answerItemIds: items.filter((i) => i.label.trim().toLowerCase() === label).map((i) => i.id),
  };
}

/** How many distinct addresses the audience reaches now, and how many it leaves out as suppressed. Throws nothing. */
export async function countAudience(db: Db, spec: AudienceSpec) {
  return repo.countAudience(db, await resolve(db, spec));
}

/**
 * The audience's first recipient (events in the given order, then registration order), or the
 * participant of this id if the audience reaches it; undefined otherwise. Throws nothing.
 */
export async function findRecipient(
  db: Db,
  spec: AudienceSpec,
  participantId: string | null,
): Promise<ParticipantRow | undefined> {
  return repo.findRecipient(db, await resolve(db, spec), participantId);
}

/** SQL selecting the audience's recipients (one row per address: `id`, `email`). Throws nothing. */
export async function recipientsSql(db: Db, spec: AudienceSpec) {
  return repo.recipientsSql(await resolve(db, spec));
}

export { isSuppressed, participantsByIds, suppress, suppressionsOf } from './audience.repository.js';
