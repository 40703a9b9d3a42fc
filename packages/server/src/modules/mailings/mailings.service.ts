import {
  type Mailing,
  type MailingFields,
  type MailingListResults,
  type MailingPreviewResults,
  type MailingRecipientsRequest,
  type MailingRecipientsResults,
  type MailingUpdateRequest,
  MSG,
  isUuid,
} from '@foyer/shared';
import { convert } from 'html-to-text';
import type { Deps } from '../../context.js';
import type { MailingRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { escapeHtml, fillPlaceholders } from '../../platform/mail/render.js';
import { type EventScope, areEventsOf, inScope, requireEvent } from '../events/events.service.js';
import { countAudience, findRecipient } from '../participants/audience.service.js';
import { pageOf } from '../regpages/regpages.service.js';
import { sanitizeRichText } from '../regpages/sanitize.js';
import * as repo from './mailings.repository.js';

/**
 * Mailings (issue 16): drafts an organiser writes for the participants of some of the account's
 * events, the recipients they reach and a preview for one of them. A mailing belongs to the account;
 * a sub-account limited to chosen events reaches the mailings whose events are all among them.
 */

/** The plain part made from the html: wrapped at 78, a link's address after its text. Throws nothing. */
export function plainOf(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
    ],
  });
}

/** The contract's Mailing of a row. */
function presentMailing(row: MailingRow): Mailing {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    html: row.html,
    text: row.text,
    textIsCustom: row.textIsCustom,
    eventIds: row.eventIds,
    segment: row.segment,
    status: row.status,
    sendAt: row.sendAt?.toISOString() ?? null,
    progress: null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** True when the scope reaches every event of the mailing. */
const reaches = (scope: EventScope, row: Pick<MailingRow, 'eventIds'>) =>
  row.eventIds.every((id) => inScope(scope, id));

/** The scope's mailing. Throws NOT_FOUND (unknown, another account's, out of reach). */
async function requireMailing(deps: Deps, scope: EventScope, id: string): Promise<MailingRow> {
  const row = isUuid(id) ? await repo.findMailing(deps.db, scope.tenantId, id) : undefined;
  if (!row || !reaches(scope, row)) throw new AppError('NOT_FOUND');
  return row;
}

/** Throws VALIDATION_FAILED (fields.eventIds) unless every id is an event the scope reaches. */
async function checkEvents(deps: Deps, scope: EventScope, eventIds: readonly string[]): Promise<void> {
  const ok =
    eventIds.every((id) => inScope(scope, id)) && (await areEventsOf(deps.db, scope.tenantId, eventIds));
  if (!ok) throw new AppError('VALIDATION_FAILED', { fields: { eventIds: MSG.invalid } });
}

/** The stored fields of a mailing as written: html sanitised, the plain part made unless given. */
function storedFields(body: MailingFields) {
  const html = sanitizeRichText(body.html);
  return {
    name: body.name,
    subject: body.subject,
    html,
    text: body.text ?? plainOf(html),
    textIsCustom: body.text !== null,
    eventIds: [...body.eventIds],
    segment: body.segment,
  };
}

/** GET mailings: the scope's mailings, newest first, without their message. Throws nothing. */
export async function listMailings(
  deps: Deps,
  scope: EventScope,
  search?: string,
): Promise<MailingListResults> {
  const rows = await repo.listMailings(deps.db, scope.tenantId, search);
  return {
    mailings: rows
      .filter((r) => reaches(scope, r))
      .map((r) => {
        const { html: _html, text: _text, ...summary } = presentMailing(r);
        return summary;
      }),
  };
}

/** GET mailings/{id}. Throws NOT_FOUND. */
export async function getMailing(deps: Deps, scope: EventScope, id: string): Promise<Mailing> {
  return presentMailing(await requireMailing(deps, scope, id));
}

/** POST mailings: a new draft. Throws VALIDATION_FAILED (fields.eventIds). */
export async function createMailing(deps: Deps, scope: EventScope, body: MailingFields): Promise<Mailing> {
  await checkEvents(deps, scope, body.eventIds);
  const row = await repo.insertMailing(deps.db, {
    tenantId: scope.tenantId,
    createdBy: scope.userId,
    ...storedFields(body),
  });
  return presentMailing(row);
}

/**
 * PUT mailings/{id}: a draft's new fields. Throws NOT_FOUND, STALE_VERSION, VALIDATION_FAILED
 * (fields.status: no longer a draft; fields.eventIds).
 */
export async function updateMailing(
  deps: Deps,
  scope: EventScope,
  id: string,
  body: MailingUpdateRequest,
): Promise<Mailing> {
  const current = await requireMailing(deps, scope, id);
  if (current.status !== 'draft') throw new AppError('VALIDATION_FAILED', { fields: { status: MSG.fixed } });
  await checkEvents(deps, scope, body.eventIds);
  const { version, ...fields } = body;
  const row = await repo.updateDraft(deps.db, scope.tenantId, current.id, version, storedFields(fields));
  if (!row) throw new AppError('STALE_VERSION');
  return presentMailing(row);
}

/** DELETE mailings/{id}: a draft. Throws NOT_FOUND, VALIDATION_FAILED (fields.status: not a draft). */
export async function deleteMailing(deps: Deps, scope: EventScope, id: string): Promise<void> {
  const current = await requireMailing(deps, scope, id);
  if (!(await repo.deleteDraft(deps.db, scope.tenantId, current.id)))
    throw new AppError('VALIDATION_FAILED', { fields: { status: MSG.fixed } });
}

/** POST mailings/{id}/duplicate: a new draft with the mailing's fields, named as a copy. Throws NOT_FOUND. */
export async function duplicateMailing(deps: Deps, scope: EventScope, id: string): Promise<Mailing> {
  const source = await requireMailing(deps, scope, id);
  const row = await repo.insertMailing(deps.db, {
    tenantId: scope.tenantId,
    createdBy: scope.userId,
    name: `${source.name} (copy)`.slice(0, 120),
    subject: source.subject,
    html: source.html,
    text: source.text,
    textIsCustom: source.textIsCustom,
    eventIds: source.eventIds,
    segment: source.segment,
  });
  return presentMailing(row);
}

/** POST mailings/recipients: the distinct addresses the events and segment reach now. Throws VALIDATION_FAILED. */
export async function countRecipients(
  deps: Deps,
  scope: EventScope,
  body: MailingRecipientsRequest,
): Promise<MailingRecipientsResults> {
  await checkEvents(deps, scope, body.eventIds);
  return countAudience(deps.db, { tenantId: scope.tenantId, ...body });
}

/** What a mailing's placeholders say for one participant of one event (the values, not yet encoded). */
export type PlaceholderValues = Record<
  'firstname' | 'lastname' | 'unsubscribe' | 'venuelink' | 'eventname' | 'eventstart',
  string
>;

/** A date-time as a person of `language` reads it, in UTC (the time zone it is stored in). */
const dateTimeIn = (iso: string, language: string) =>
  `${new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

/**
 * The mailing for one recipient: subject and plain part filled as they are, the html part with every
 * value escaped. Throws nothing.
 */
export function personalise(
  row: Pick<MailingRow, 'subject' | 'html' | 'text'>,
  values: PlaceholderValues,
): { subject: string; html: string; text: string } {
  return {
    // A value cannot add a header line: line breaks in a subject become spaces.
    subject: fillPlaceholders(row.subject, values).replace(/[\r\n]+/g, ' '),
    html: fillPlaceholders(row.html, values, escapeHtml),
    text: fillPlaceholders(row.text, values),
  };
}

/**
 * POST mailings/{id}/preview: the mailing as a participant of its events gets it (the first
 * recipient, or the one named); sample values when it reaches nobody. The unsubscribe link of a
 * preview leads nowhere (a real one is signed per recipient when it is sent). Throws NOT_FOUND,
 * VALIDATION_FAILED (fields.participantId: not a recipient).
 */
export async function previewMailing(
  deps: Deps,
  scope: EventScope,
  id: string,
  participantId: string | null,
): Promise<MailingPreviewResults> {
  const row = await requireMailing(deps, scope, id);
  const spec = { tenantId: scope.tenantId, eventIds: row.eventIds, segment: row.segment };
  const participant = await findRecipient(deps.db, spec, participantId);
  if (participantId && !participant)
    throw new AppError('VALIDATION_FAILED', { fields: { participantId: MSG.invalid } });
  const eventId = participant?.eventId ?? row.eventIds[0];
  const event = eventId ? await requireEvent(deps, scope, eventId) : undefined;
  const page = event ? await pageOf(deps.db, event) : undefined;
  const values: PlaceholderValues = {
    firstname: participant?.firstName ?? 'Ada',
    lastname: participant?.lastName ?? 'Lovelace',
    unsubscribe: '#unsubscribe',
    venuelink: event ? `${deps.publicUrl}/v/${encodeURIComponent(event.pageCode)}` : deps.publicUrl,
    eventname: event?.title1 ?? '',
    eventstart: page?.startsAt ? dateTimeIn(page.startsAt, page.language) : '',
  };
  return {
    ...personalise(row, values),
    participant: participant
      ? {
          id: participant.id,
          email: participant.email,
          firstName: participant.firstName,
          lastName: participant.lastName,
        }
      : null,
  };
}
