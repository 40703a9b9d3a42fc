import { timingSafeEqual } from 'node:crypto';
import {
  REMINDER_ERRORS,
  type Mailing,
  type MailingDeliveriesResults,
  type MailingSendRequest,
  type UnsubscribeInfoResults,
  planOf,
  toUtcDateTime,
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
import { type EventScope, areEventsOf, inScope, requireEvent } from '../events/events.service.js';
import { countAudience, findRecipient } from '../participants/audience.service.js';
import { pageOf } from '../regpages/regpages.service.js';
import { findUserById } from '../users/users.service.js';
import { insertMail } from '../../platform/mail/outbox.repository.js';
import { createDeliveries, deliveryOfToken, queueDelivery, unsubscribeToken } from './delivery.service.js';
import { isSuppressed, participantsByIds, suppress } from '../participants/audience.service.js';
import { findEventById } from '../events/events.service.js';
import { sanitizeRichText } from '../regpages/sanitize.js';
import * as repo from './mailings.repository.js';
import { brandMailing, mailBrandOf } from './branding.js';
import { type PlaceholderValues, clickToken, dateTimeIn, personalise, trackedLinks } from './placeholders.js';

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

type Progress = Map<string, repo.DeliveryCounts>;

/** Seconds over which `ratePerSecond` is measured. */
const RATE_WINDOW_S = 10;

/** The deliveries of these mailings, counted (for their progress). Throws nothing. */
const progressOfRows = (deps: Deps, rows: MailingRow[]): Promise<Progress> =>
  repo.progressOf(
    deps.db,
    rows.filter((r) => r.status !== 'draft' && r.status !== 'scheduled').map((r) => r.id),
    new Date(Date.now() - RATE_WINDOW_S * 1000),
  );

/** The contract's MailingProgress of a mailing's counted deliveries; null before sending started. */
function presentProgress(row: MailingRow, progress: Progress): Mailing['progress'] {
  const counted = progress.get(row.id);
  if (!counted)
    return row.status === 'draft' || row.status === 'scheduled'
      ? null
      : { recipients: 0, sent: 0, failed: 0, remaining: 0, ratePerSecond: 0, clicked: 0 };
  const n = (status: string) => counted.byStatus[status] ?? 0;
  const recipients = Object.values(counted.byStatus).reduce((a, b) => a + b, 0);
  return {
    recipients,
    sent: n('sent'),
    failed: n('failed'),
    remaining: n('pending') + n('sending'),
    ratePerSecond: counted.recent / RATE_WINDOW_S,
    clicked: counted.clicked,
  };
}

/** Event starts (ISO, or null without one) by event id. */
type Starts = Map<string, string | null>;

/** True when the row is a reminder still waiting: its time follows its event's start. */
const isWaitingReminder = (row: MailingRow) => row.status === 'scheduled' && row.relativeMinutes !== null;

/** The start of an event (its registration page's), or null when it has none or is gone. Throws nothing. */
async function startOf(deps: Deps, eventId: string): Promise<string | null> {
  const event = await findEventById(deps.db, eventId);
  return event ? ((await pageOf(deps.db, event)).startsAt ?? null) : null;
}

/** The current starts of the events of these mailings' waiting reminders. Throws nothing. */
async function startsOfRows(deps: Deps, rows: MailingRow[]): Promise<Starts> {
  const starts: Starts = new Map();
  for (const row of rows.filter(isWaitingReminder)) {
    const eventId = row.eventIds[0];
    if (eventId && !starts.has(eventId)) starts.set(eventId, await startOf(deps, eventId));
  }
  return starts;
}

/** A reminder's moment: its event's start plus its offset. */
const reminderAt = (startsAt: string, relativeMinutes: number) =>
  new Date(new Date(startsAt).getTime() + relativeMinutes * 60_000);

/**
 * When the mailing goes or went: a waiting reminder's from its event's start now (null while the
 * event has none), else as stored.
 */
function sendAtOf(row: MailingRow, starts: Starts): string | null {
  if (!isWaitingReminder(row)) return row.sendAt?.toISOString() ?? null;
  const startsAt = starts.get(row.eventIds[0] ?? '');
  return startsAt ? reminderAt(startsAt, row.relativeMinutes ?? 0).toISOString() : null;
}

/** The contract's Mailing of a row (`starts` holds its event's start when it is a waiting reminder). */
function presentMailing(
  row: MailingRow,
  progress: Progress = new Map(),
  starts: Starts = new Map(),
): Mailing {
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
    sendAt: sendAtOf(row, starts),
    relativeMinutes: row.relativeMinutes,
    trackClicks: row.trackClicks,
    progress: presentProgress(row, progress),
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
    trackClicks: body.trackClicks,
  };
}

/** GET mailings: the scope's mailings, newest first, without their message. Throws nothing. */
export async function listMailings(
  deps: Deps,
  scope: EventScope,
  search?: string,
): Promise<MailingListResults> {
  const rows = (await repo.listMailings(deps.db, scope.tenantId, search)).filter((r) => reaches(scope, r));
  const progress = await progressOfRows(deps, rows);
  const starts = await startsOfRows(deps, rows);
  return {
    mailings: rows.map((r) => {
      const { html: _html, text: _text, ...summary } = presentMailing(r, progress, starts);
      return summary;
    }),
  };
}

/** GET mailings/{id}. Throws NOT_FOUND. */
export async function getMailing(deps: Deps, scope: EventScope, id: string): Promise<Mailing> {
  const row = await requireMailing(deps, scope, id);
  return presentMailing(row, await progressOfRows(deps, [row]), await startsOfRows(deps, [row]));
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
    trackClicks: source.trackClicks,
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
  return previewOf(deps, scope, await requireMailing(deps, scope, id), participantId);
}

/** The preview of a mailing the scope reaches. Throws VALIDATION_FAILED (fields.participantId). */
async function previewOf(
  deps: Deps,
  scope: EventScope,
  row: MailingRow,
  participantId: string | null,
  branded = false,
): Promise<MailingPreviewResults> {
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
    eventstart: page?.startsAt ? dateTimeIn(page.startsAt, page.language, event?.timeZone) : '',
  };
  const content = personalise(row, values);
  // The test mail as the recipient gets it: in the event's brand. The preview on the screen shows
  // the message alone (the brand's inline styles are what the app's CSP refuses in its frame).
  if (branded && event && page)
    content.html = brandMailing(
      await mailBrandOf(deps.db, deps.publicUrl, event, page),
      content.html,
      values.unsubscribe,
    );
  return {
    ...content,
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

// ---------------------------------------------------------------------------------------------
// Sending

/** Throws PREMIUM_REQUIRED unless the account has a subscribed plan (spec §6: only they send). */
async function requireSubscribed(deps: Deps, tenantId: string): Promise<void> {
  const account = await findUserById(deps, tenantId);
  if (!account || planOf(account) === 'free') throw new AppError('PREMIUM_REQUIRED');
}

/** Throws VALIDATION_FAILED unless the mailing has a subject, a message and events. */
function requireComplete(row: MailingRow): void {
  const fields: Record<string, string> = {};
  if (!row.subject.trim()) fields.subject = MSG.required;
  if (!plainOf(row.html).trim()) fields.html = MSG.required;
  if (row.eventIds.length === 0) fields.eventIds = MSG.required;
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}

/**
 * The moment of a reminder `relativeMinutes` from the start of the mailing's one event, as of now.
 * Throws VALIDATION_FAILED (fields.relativeMinutes: not one event, an event without start, a moment
 * past: refused rather than sent at once, which is not what its author chose).
 */
async function reminderTime(deps: Deps, row: MailingRow, relativeMinutes: number): Promise<Date> {
  const refuse = (key: string) => new AppError('VALIDATION_FAILED', { fields: { relativeMinutes: key } });
  const [eventId, ...others] = row.eventIds;
  if (!eventId || others.length > 0) throw refuse(REMINDER_ERRORS.oneEvent);
  const startsAt = await startOf(deps, eventId);
  if (!startsAt) throw refuse(REMINDER_ERRORS.noStart);
  const at = reminderAt(startsAt, relativeMinutes);
  if (at.getTime() <= Date.now()) throw refuse(REMINDER_ERRORS.past);
  return at;
}

/**
 * POST mailings/{id}/send: now (deliveries made at once, one per address, and the delivery job
 * queued), at a later time or as a reminder relative to its event's start (the tick starts it).
 * Throws NOT_FOUND, PREMIUM_REQUIRED, VALIDATION_FAILED (fields.subject/html/eventIds required,
 * fields.recipients: nobody, fields.sendAt: past, fields.relativeMinutes: see reminderTime,
 * fields.status: not a draft).
 */
export async function sendMailing(
  deps: Deps,
  scope: EventScope,
  id: string,
  body: MailingSendRequest,
  utcOffsetHours: number,
): Promise<Mailing> {
  const current = await requireMailing(deps, scope, id);
  await requireSubscribed(deps, scope.tenantId);
  requireComplete(current);
  await checkEvents(deps, scope, current.eventIds);
  const { relativeMinutes } = body;
  const sendAt =
    relativeMinutes !== null
      ? await reminderTime(deps, current, relativeMinutes)
      : body.sendAt
        ? new Date(toUtcDateTime(body.sendAt, utcOffsetHours))
        : null;
  if (sendAt && sendAt.getTime() <= Date.now())
    throw new AppError('VALIDATION_FAILED', { fields: { sendAt: MSG.invalid } });
  const row = await deps.db.transaction(async (tx) => {
    const moved = await repo.moveMailing(tx, scope.tenantId, current.id, ['draft'], {
      status: sendAt ? 'scheduled' : 'sending',
      // A reminder's stored time is only what it was when scheduled: it is read anew from its event.
      sendAt: sendAt ?? new Date(),
      relativeMinutes,
    });
    if (!moved) throw new AppError('VALIDATION_FAILED', { fields: { status: MSG.fixed } });
    if (!sendAt && (await createDeliveries(tx, moved)) === 0)
      throw new AppError('VALIDATION_FAILED', { fields: { recipients: MSG.required } });
    if (sendAt) {
      const { recipients } = await countAudience(tx, {
        tenantId: scope.tenantId,
        eventIds: moved.eventIds,
        segment: moved.segment,
      });
      if (recipients === 0) throw new AppError('VALIDATION_FAILED', { fields: { recipients: MSG.required } });
    }
    return moved;
  });
  if (row.status === 'sending' && deps.jobs) await queueDelivery(deps.jobs, row.id);
  return presentMailing(row, await progressOfRows(deps, [row]), await startsOfRows(deps, [row]));
}

/**
 * POST mailings/{id}/test: the mailing as its first recipient gets it, to the caller's address
 * ([Test] before the subject), through the outbox. Throws NOT_FOUND, PREMIUM_REQUIRED, VALIDATION_FAILED.
 */
export async function sendTest(deps: Deps, scope: EventScope, id: string): Promise<void> {
  const row = await requireMailing(deps, scope, id);
  await requireSubscribed(deps, scope.tenantId);
  requireComplete(row);
  const me = await findUserById(deps, scope.userId);
  if (!me) throw new AppError('NOT_FOUND');
  const preview = await previewOf(deps, scope, row, null, true);
  await insertMail(deps.db, {
    to: me.email,
    template: 'mailing.test',
    subject: `[Test] ${preview.subject}`,
    html: preview.html,
    text: preview.text,
  });
}

/** Moves the scope's mailing from `from` to `to`; throws NOT_FOUND, VALIDATION_FAILED (fields.status). */
async function move(
  deps: Deps,
  scope: EventScope,
  id: string,
  from: MailingRow['status'][],
  to: MailingRow['status'],
): Promise<MailingRow> {
  const current = await requireMailing(deps, scope, id);
  const row = await repo.moveMailing(deps.db, scope.tenantId, current.id, from, { status: to });
  if (!row) throw new AppError('VALIDATION_FAILED', { fields: { status: MSG.invalid } });
  return row;
}

/** POST mailings/{id}/pause: no further mail leaves. Throws NOT_FOUND, VALIDATION_FAILED (fields.status). */
export async function pauseMailing(deps: Deps, scope: EventScope, id: string): Promise<Mailing> {
  const row = await move(deps, scope, id, ['sending'], 'paused');
  return presentMailing(row, await progressOfRows(deps, [row]));
}

/** POST mailings/{id}/resume: delivery goes on. Throws NOT_FOUND, VALIDATION_FAILED (fields.status). */
export async function resumeMailing(deps: Deps, scope: EventScope, id: string): Promise<Mailing> {
  const row = await move(deps, scope, id, ['paused'], 'sending');
  if (deps.jobs) await queueDelivery(deps.jobs, row.id);
  return presentMailing(row, await progressOfRows(deps, [row]));
}

/**
 * POST mailings/{id}/unschedule: a scheduled mailing (no deliveries yet) is a draft again.
 * Throws NOT_FOUND, VALIDATION_FAILED (fields.status).
 */
export async function unscheduleMailing(deps: Deps, scope: EventScope, id: string): Promise<Mailing> {
  const current = await requireMailing(deps, scope, id);
  const row = await repo.moveMailing(deps.db, scope.tenantId, current.id, ['scheduled'], {
    status: 'draft',
    sendAt: null,
    relativeMinutes: null,
  });
  if (!row) throw new AppError('VALIDATION_FAILED', { fields: { status: MSG.invalid } });
  return presentMailing(row);
}

/** POST mailings/{id}/cancel: the recipients not yet mailed are skipped. Throws NOT_FOUND, VALIDATION_FAILED (fields.status). */
export async function cancelMailing(deps: Deps, scope: EventScope, id: string): Promise<Mailing> {
  const row = await move(deps, scope, id, ['scheduled', 'sending', 'paused'], 'cancelled');
  await repo.skipPending(deps.db, row.id);
  return presentMailing(row, await progressOfRows(deps, [row]));
}

/** GET mailings/{id}/deliveries: one page of recipients and what became of each mail. Throws NOT_FOUND. */
export async function listDeliveries(
  deps: Deps,
  scope: EventScope,
  id: string,
  page: { status?: MailingDeliveriesResults['deliveries'][number]['status']; offset: number; limit: number },
): Promise<MailingDeliveriesResults> {
  const row = await requireMailing(deps, scope, id);
  const { rows, total } = await repo.listDeliveries(deps.db, row.id, page);
  const people = new Map(
    (
      await participantsByIds(
        deps.db,
        rows.flatMap((r) => (r.participantId ? [r.participantId] : [])),
      )
    ).map((p) => [p.id, p]),
  );
  return {
    total,
    deliveries: rows.map((r) => {
      const person = r.participantId ? people.get(r.participantId) : undefined;
      return {
        email: r.email,
        firstName: person?.firstName ?? '',
        lastName: person?.lastName ?? '',
        status: r.status,
        attempts: r.attempts,
        response: r.status === 'sent' ? null : r.response,
        sentAt: r.sentAt?.toISOString() ?? null,
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Unsubscribing (public)

/** a**@example.com: the first letter of the local part, the domain. */
const masked = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}**@${domain}`;
};

/** The mailing and delivery of an unsubscribe token. Throws NOT_FOUND (a bad signature, gone). */
async function linkOf(deps: Deps, token: string) {
  const delivery = await deliveryOfToken(deps.db, token);
  const mailing = delivery ? await repo.findMailingById(deps.db, delivery.mailingId) : undefined;
  if (!delivery || !mailing) throw new AppError('NOT_FOUND');
  return { delivery, mailing };
}

/** GET public/unsubscribe/{token}. Throws NOT_FOUND. */
export async function unsubscribeInfo(deps: Deps, token: string): Promise<UnsubscribeInfoResults> {
  const { delivery, mailing } = await linkOf(deps, token);
  const [person] = delivery.participantId ? await participantsByIds(deps.db, [delivery.participantId]) : [];
  const event = person ? await findEventById(deps.db, person.eventId) : undefined;
  const page = event ? await pageOf(deps.db, event) : undefined;
  return {
    email: masked(delivery.email),
    eventTitle: event?.title1 ?? '',
    language: page?.language ?? 'en',
    isUnsubscribed: await isSuppressed(deps.db, mailing.tenantId, delivery.email),
  };
}

/** POST public/unsubscribe/{token}: the account's mailings no longer go to the address. Throws NOT_FOUND. */
export async function unsubscribe(deps: Deps, token: string): Promise<void> {
  const { delivery, mailing } = await linkOf(deps, token);
  await suppress(deps.db, { tenantId: mailing.tenantId, email: delivery.email, reason: 'unsubscribed' });
}

// ---------------------------------------------------------------------------------------------
// Counting opens by link clicks (public)

/** The delivery a click token names if its signature holds, else undefined. Throws nothing. */
async function deliveryOfClickToken(deps: Deps, token: string) {
  const [id = '', signature = ''] = token.split('.');
  if (!isUuid(id)) return undefined;
  const expected = Buffer.from(clickToken(id, await unsubscribeToken(deps.db, id)).split('.')[1] ?? '');
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return repo.findDelivery(deps.db, id);
}

/** The address of a link as a Location header can carry it (punycode, percent-encoded), if it is a web page. */
function webAddress(link: string): string | undefined {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET public/mailings/click/{token}/{n}: the address of link `n` of the token's mailing, looked up
 * in the mailing's own html (never taken from the request: no open redirect), the click recorded
 * when `record` (a HEAD, as link checkers send, is not a click). A token whose signature does not
 * hold, or an unknown link: the site's start page, nothing recorded. Throws nothing expected.
 */
export async function followClick(deps: Deps, token: string, n: string, record: boolean): Promise<string> {
  const home = `${deps.publicUrl}/`;
  if (!/^\d{1,6}$/.test(n)) return home;
  const delivery = await deliveryOfClickToken(deps, token);
  const mailing = delivery ? await repo.findMailingById(deps.db, delivery.mailingId) : undefined;
  const link = mailing ? trackedLinks(mailing.html)[Number(n)] : undefined;
  const to = link ? webAddress(link) : undefined;
  if (!delivery || !to) return home;
  if (record) await repo.recordClick(deps.db, delivery.id);
  return to;
}
