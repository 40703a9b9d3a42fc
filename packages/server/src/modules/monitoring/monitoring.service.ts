import { JourneyName, MSG, type MonitoringRequest } from '@foyer/shared';
import type { Deps } from '../../context.js';
import { AppError } from '../../errors.js';
import * as repo from './monitoring.repository.js';

/** Stores a request timing reported by the web. Throws nothing. */
export async function recordRequest(
  deps: Deps,
  userId: string | null,
  input: MonitoringRequest,
): Promise<void> {
  await repo.insertRequest(deps.db, {
    userId,
    method: input.method.toUpperCase(),
    path: input.path,
    timeMs: Math.round(input.time),
    error: input.error ?? null,
  });
}

/** Stores a journey milestone named by the journeyName header. Throws VALIDATION_FAILED. */
export async function recordJourney(deps: Deps, userId: string | null, journeyName: unknown): Promise<void> {
  const parsed = JourneyName.safeParse(journeyName);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { journeyName: journeyName === undefined ? MSG.required : MSG.invalid },
    });
  }
  await repo.insertJourney(deps.db, { userId, journeyName: parsed.data });
}
