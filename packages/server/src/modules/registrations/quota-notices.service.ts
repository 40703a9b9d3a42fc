import { PAID_PLANS, PLANS, type PaidPlan, planOf } from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import { type EventRow, QUOTA_THRESHOLDS, type QuotaThreshold } from '../../db/schema/index.js';
import { enqueueMail } from '../../platform/mail/mail.service.js';
import { findUserById } from '../users/users.service.js';
import { insertQuotaNotices } from './quota-notices.repository.js';

/** The count at which `threshold` % of `limit` is reached. */
const countOf = (threshold: QuotaThreshold, limit: number) => Math.ceil((threshold * limit) / 100);

/**
 * The thresholds (90, 100 % of the plan's registrations per event) that `registrations` has
 * reached. A threshold of `limit` is reached at `registrations >= ceil(threshold % × limit)`: with
 * 10 registrations per event at the 9th (90 %) and the 10th (100 %); with the free plan's 5 both at
 * the 5th (ceil(4.5) = 5). An unlimited quota has none. Throws nothing.
 */
export function reachedThresholds(registrations: number, limit: number): QuotaThreshold[] {
  if (!Number.isFinite(limit) || limit <= 0) return [];
  return QUOTA_THRESHOLDS.filter((threshold) => registrations >= countOf(threshold, limit));
}

/** The paid plan just above `plan` (free → starter → business); none above business. Throws nothing. */
export function planAbove(plan: string): PaidPlan | undefined {
  const rank = (PLANS as readonly string[]).indexOf(plan);
  if (rank < 0) return undefined;
  return PAID_PLANS.find((p) => PLANS.indexOf(p) > rank);
}

/**
 * After a registration (in a transaction of its own, with the count read after the registration's
 * commit): when the event's registrations reach 90 % or 100 % of the plan's registrations per event
 * for the first time, records the notice and mails the main account (template quotaReached) with a
 * link to /subscription and the plan that lifts the limit. Each threshold of an event is recorded
 * and mailed once, also under parallel registrations (whichever records it first mails it); where
 * one registration reaches both (a small quota: 90 % and 100 % at the same count) only the 100 %
 * mail goes out. Answers the highest threshold mailed. Throws nothing of its own (what the database
 * throws).
 */
export async function noticeRegistrationQuota(
  deps: Deps,
  tx: Db,
  event: Pick<EventRow, 'id' | 'name' | 'tenantId'>,
  registrations: number,
  limit: number,
): Promise<QuotaThreshold | undefined> {
  const reached = reachedThresholds(registrations, limit);
  if (reached.length === 0) return undefined;
  const taken = await insertQuotaNotices(tx, event.id, reached);
  const mailed = taken.filter(
    (t) => !taken.some((other) => other > t && countOf(other, limit) === countOf(t, limit)),
  );
  if (mailed.length === 0) return undefined;
  const tenant = await findUserById({ db: tx }, event.tenantId);
  if (!tenant) return undefined;
  const next = planAbove(planOf(tenant));
  for (const threshold of mailed)
    await enqueueMail(
      { db: tx, jobs: deps.jobs },
      {
        to: tenant.email,
        template: 'quotaReached',
        language: tenant.language,
        vars: {
          name: tenant.firstName,
          link: `${deps.publicUrl}/subscription${next ? `?plan=${next}` : ''}`,
          event: event.name,
          percent: threshold,
          limit,
        },
      },
    );
  return Math.max(...mailed) as QuotaThreshold;
}
