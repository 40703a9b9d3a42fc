import {
  DEFAULT_ASSUMPTIONS,
  type Language,
  MSG,
  type SustainabilityAssumptions,
  type SustainabilityCountryField,
  type SustainabilityInputs,
  type SustainabilityReport,
  computeSustainability,
  planOf,
  quotaOf,
  SustainabilityAssumptions as AssumptionsSchema,
} from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { EventRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { type EventScope, requireEvent } from '../events/events.service.js';
import { participantsOfEvent } from '../participants/participants.service.js';
import { findUserById } from '../users/users.service.js';
import { profileItemsOf } from '../venue/venue.service.js';
import { venueVisitorIds } from '../visits/visits.service.js';
import { renderSustainabilityPdf } from './sustainability.pdf.js';
import * as repo from './sustainability.repository.js';

/**
 * The sustainability report of an event (issue 19, business plan and above; contract: shared
 * reporting/sustainability.contract.ts, formula: shared reporting/sustainability.ts). The event's
 * figures come from the visits module (who entered the venue), this module's activity records
 * (seconds watched and in the venue, who did anything there) and the participants' answers to the
 * profile field the organiser chose as their country.
 */

/** The event, when the scope reaches it and its account's plan has the report. Throws NOT_FOUND, PREMIUM_REQUIRED. */
async function requireReportEvent(
  deps: Pick<Deps, 'db'>,
  scope: EventScope,
  eventId: string,
): Promise<EventRow> {
  const event = await requireEvent(deps, scope, eventId);
  const account = await findUserById(deps, event.tenantId);
  if (!account || !quotaOf(planOf(account)).sustainabilityReport) throw new AppError('PREMIUM_REQUIRED');
  return event;
}

/** The event's `select` profile fields with their options (the country field's candidates). Throws nothing. */
async function countryFieldsOf(db: Db, eventId: string): Promise<SustainabilityCountryField[]> {
  return (await profileItemsOf(db, eventId))
    .filter((f) => f.type === 'select')
    .map((f) => ({ id: f.id, label: f.label, options: f.options.map((o) => o.value) }));
}

/**
 * The event's figures: visitors = participants with a visitor session or any activity record;
 * seconds of `watch` and `venueLeave` records; with a country field, how many visitors gave each
 * answer. Throws nothing.
 */
async function inputsOf(
  db: Db,
  eventId: string,
  countryField: SustainabilityCountryField | undefined,
): Promise<SustainabilityInputs> {
  const [sessionIds, totals] = await Promise.all([
    venueVisitorIds(db, eventId),
    repo.activityTotals(db, eventId),
  ]);
  const visitors = new Set([...sessionIds, ...totals.participantIds]);
  const counts = new Map<string, number>();
  if (countryField) {
    for (const p of await participantsOfEvent(db, eventId)) {
      const answer = p.answers[countryField.id];
      if (!visitors.has(p.id) || typeof answer !== 'string' || answer === '') continue;
      counts.set(answer, (counts.get(answer) ?? 0) + 1);
    }
  }
  return {
    visitors: visitors.size,
    watchSeconds: Math.round(totals.watchSeconds),
    venueSeconds: Math.round(totals.venueSeconds),
    answers: [...counts].map(([option, n]) => ({ option, visitors: n })),
  };
}

/** The report of the event with these assumptions. Throws nothing. */
async function reportOf(
  db: Db,
  event: EventRow,
  assumptions: SustainabilityAssumptions,
  isSaved: boolean,
): Promise<SustainabilityReport> {
  const countryFields = await countryFieldsOf(db, event.id);
  const countryField = countryFields.find((f) => f.id === assumptions.countryFieldId);
  const inputs = await inputsOf(db, event.id, countryField);
  return {
    assumptions,
    isSaved,
    defaults: DEFAULT_ASSUMPTIONS,
    countryFields,
    inputs,
    result: computeSustainability(inputs, assumptions),
  };
}

/** The saved assumptions (defaults filled in), or the defaults when none are saved or they no longer parse. */
async function assumptionsOf(
  db: Db,
  eventId: string,
): Promise<{ assumptions: SustainabilityAssumptions; isSaved: boolean }> {
  const saved = await repo.findAssumptions(db, eventId);
  const parsed = saved && AssumptionsSchema.safeParse(saved.assumptions);
  return parsed?.success
    ? { assumptions: parsed.data, isSaved: true }
    : { assumptions: DEFAULT_ASSUMPTIONS, isSaved: false };
}

/**
 * GET reporting/events/{id}/sustainability: the assumptions (saved or the defaults), the event's
 * figures and the result. Throws NOT_FOUND, PREMIUM_REQUIRED.
 */
export async function getReport(
  deps: Pick<Deps, 'db'>,
  scope: EventScope,
  eventId: string,
): Promise<SustainabilityReport> {
  const event = await requireReportEvent(deps, scope, eventId);
  const { assumptions, isSaved } = await assumptionsOf(deps.db, event.id);
  return reportOf(deps.db, event, assumptions, isSaved);
}

/**
 * PUT reporting/events/{id}/sustainability: stores the assumptions and answers the report with
 * them. Throws NOT_FOUND, PREMIUM_REQUIRED, VALIDATION_FAILED (`countryFieldId`: not a `select`
 * profile field of the event; `regions.<i>.option`: not one of its options).
 */
export async function saveAssumptions(
  deps: Pick<Deps, 'db'>,
  scope: EventScope,
  eventId: string,
  assumptions: SustainabilityAssumptions,
): Promise<SustainabilityReport> {
  const event = await requireReportEvent(deps, scope, eventId);
  if (assumptions.countryFieldId !== null) {
    const field = (await countryFieldsOf(deps.db, event.id)).find((f) => f.id === assumptions.countryFieldId);
    if (!field) throw new AppError('VALIDATION_FAILED', { fields: { countryFieldId: MSG.invalid } });
    const fields: Record<string, string> = {};
    assumptions.regions.forEach((r, i) => {
      if (!field.options.includes(r.option)) fields[`regions.${i}.option`] = MSG.invalid;
    });
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  }
  await repo.upsertAssumptions(deps.db, event.id, assumptions);
  return reportOf(deps.db, event, assumptions, true);
}

/**
 * GET reporting/events/{id}/sustainability/pdf: the report as a PDF in `language`, with its file
 * name. Throws NOT_FOUND, PREMIUM_REQUIRED.
 */
export async function reportPdf(
  deps: Pick<Deps, 'db'>,
  scope: EventScope,
  eventId: string,
  language: Language,
): Promise<{ body: Buffer; fileName: string }> {
  const event = await requireReportEvent(deps, scope, eventId);
  const { assumptions, isSaved } = await assumptionsOf(deps.db, event.id);
  const report = await reportOf(deps.db, event, assumptions, isSaved);
  const body = await renderSustainabilityPdf({ eventName: event.name, report, language, now: new Date() });
  const slug =
    event.name
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event';
  return { body, fileName: `sustainability-${slug}.pdf` };
}
