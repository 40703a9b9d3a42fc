import {
  type BugReportRequest,
  type ClickLogsRequest,
  JourneyName,
  type Language,
  MSG,
  type MonitoringRequest,
} from '@foyer/shared';
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

/** Stores a bug report from the panel; the language defaults to the request's. Throws nothing. */
export async function recordBugReport(
  deps: Deps,
  userId: string | null,
  input: BugReportRequest,
  requestLanguage: Language,
): Promise<void> {
  await repo.insertBugReport(deps.db, {
    userId,
    title: input.title,
    description: input.description,
    email: input.email ?? '',
    session: input.session ?? '',
    language: input.language ?? requestLanguage,
  });
}

/** Stores a batch of clicks of the organiser app, with the session's user if any. Throws nothing. */
export async function recordClicks(
  deps: Deps,
  userId: string | null,
  input: ClickLogsRequest,
): Promise<void> {
  await repo.insertClicks(
    deps.db,
    input.clicks.map((click) => ({
      userId,
      path: click.path,
      target: click.target,
      clickedAt: new Date(click.at),
    })),
  );
}
