import type { Db } from '../../db/client.js';
import { type QuotaThreshold, quotaNotices } from '../../db/schema/index.js';

/**
 * Records the notices of an event's thresholds that were not recorded before and answers those
 * (insert … on conflict do nothing: of parallel callers only one gets a threshold). Throws nothing.
 */
export async function insertQuotaNotices(
  db: Db,
  eventId: string,
  thresholds: readonly QuotaThreshold[],
): Promise<QuotaThreshold[]> {
  if (thresholds.length === 0) return [];
  const rows = await db
    .insert(quotaNotices)
    .values(thresholds.map((threshold) => ({ eventId, threshold })))
    .onConflictDoNothing()
    .returning({ threshold: quotaNotices.threshold });
  return rows.map((r) => r.threshold);
}
