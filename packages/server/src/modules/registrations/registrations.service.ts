import {
  DEFAULT_TIME_ZONE,
  type FieldErrors,
  MSG,
  type ProfileItem,
  type PublicPageState,
  type PublicRegPageResults,
  type PublicRegisterRequest,
  isUuid,
} from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { EventRow } from '../../db/schema/index.js';
import { isForeignKeyViolation, isOverQuota } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import { type GroupCommit, groupCommit, settle } from '../../platform/group-commit.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { assertMailCap } from '../../plugins/rate-limit.js';
import { presentAsset, usableAssets } from '../assets/assets.service.js';
import { mailLogoUrl } from '../mailings/branding.js';
import { findEventById, requireEventByPageCode } from '../events/events.service.js';
import * as participants from '../participants/participants.service.js';
import {
  type RegistrationMail,
  queueMadeRegistrationMail,
  queueMadeRegistrationMails,
  registrationMail,
} from '../regpages/registration-mail.js';
import {
  type PageState,
  countRegistrations,
  pageFlagsOf,
  pageOf,
  presentPage,
  registrationLimitOf,
} from '../regpages/regpages.service.js';
import { publicProgrammeOf, visitorFields } from '../venue/venue.service.js';
import { icsDateTime, icsTimeZone } from './ics.js';
import { noticeRegistrationQuota, reachedThresholds } from './quota-notices.service.js';

/**
 * Participants registering for an event on its public registration page (public/regpage/*): the
 * page as visitors see it, registering, confirming the mail link, the calendar file. Above events,
 * registration pages and participants, whose services it calls.
 */

type Answer = string | boolean | string[];

/** What a visitor's page shows, from its flags and the registrations so far. Throws nothing. */
export function stateOf(
  page: Pick<PageState, 'open' | 'expired'>,
  count: number,
  limit: number,
): PublicPageState {
  if (page.expired) return 'expired';
  if (!page.open) return 'closed';
  return count >= limit ? 'full' : 'open';
}

/**
 * What a registration needs of its page, read with the page's answer and kept as long as it is
 * (public-page.ts: at most 2 s, forgotten at once on changes made on the same node); a
 * registration checks in its transaction that the page still takes registrations and is the same
 * version.
 */
export type RegistrationContext = {
  event: EventRow;
  page: PageState;
  fields: ProfileItem[];
  /** What visitors were shown: a page shown full is checked again before a registration is tried. */
  state: PublicPageState;
  /** The event's logo in the registration mail (none: no logo, or one a mail cannot show). */
  mailLogoUrl: string | undefined;
};

/** A registration page as visitors see it, with what its kept answer needs (public-page.ts). */
export type PublicPage = {
  eventId: string;
  tenantId: string;
  /** Registrations the plan still takes (Infinity: no limit); a page answered open turns full at 0. */
  seatsLeft: number;
  results: PublicRegPageResults;
  registration: RegistrationContext;
};

/**
 * GET public/regpage/{pageCode}: the page without its mail, the event's look and its fields. Its
 * loads are counted, and its answer kept, by public-page.ts. Throws NOT_FOUND.
 */
export async function getPublicPage(deps: Deps, pageCode: string): Promise<PublicPage> {
  const event = await requireEventByPageCode(deps, pageCode);
  const page = await pageOf(deps.db, event);
  const [presented, count, limit, fields, programme, logo] = await Promise.all([
    presentPage(deps.db, event, page),
    countRegistrations(deps.db, event.id),
    registrationLimitOf(deps.db, event.tenantId),
    visitorFields(deps.db, event.id),
    publicProgrammeOf(deps.db, event.id),
    event.logoAssetId
      ? usableAssets(deps.db, event.tenantId, [event.logoAssetId]).then((m) => m.get(event.logoAssetId!))
      : undefined,
  ]);
  const { version: _v, mailSubject: _s, mailHtml: _h, mailText: _t, updatedAt: _u, ...shown } = presented;
  const state = stateOf(page, count, limit);
  return {
    eventId: event.id,
    tenantId: event.tenantId,
    seatsLeft: limit - count,
    registration: { event, page, fields, state, mailLogoUrl: mailLogoUrl(deps.publicUrl, logo) },
    results: {
      state,
      page: shown,
      event: {
        title1: event.title1,
        title2: event.title2,
        mainColor: event.mainColor,
        textColor: event.textColor,
        logoUrl: logo ? presentAsset(logo).url : null,
        open: event.open,
        timeZone: event.timeZone,
      },
      fields,
      ...programme,
    },
  };
}

const isStringArray = (v: Answer): v is string[] => Array.isArray(v);

/** The error of one answer to a field, or undefined when it is fine. Throws nothing. */
function answerError(field: ProfileItem, value: Answer | undefined): string | undefined {
  const options = new Set(field.options.map((o) => o.value));
  switch (field.type) {
    case 'checkbox':
      if (value === undefined) return field.required ? MSG.required : undefined;
      if (typeof value !== 'boolean') return MSG.invalid;
      return field.required && !value ? MSG.required : undefined;
    case 'checkboxes':
      if (value === undefined) return field.required ? MSG.required : undefined;
      if (!isStringArray(value) || value.some((v) => !options.has(v))) return MSG.invalid;
      return field.required && value.length === 0 ? MSG.required : undefined;
    case 'select':
      if (value === undefined || value === '') return field.required ? MSG.required : undefined;
      return typeof value === 'string' && options.has(value) ? undefined : MSG.invalid;
    default: {
      // textfield, link (a plain value the url template takes), file (an uploaded file's id)
      if (value === undefined || (typeof value === 'string' && value.trim() === ''))
        return field.required ? MSG.required : undefined;
      if (typeof value !== 'string') return MSG.invalid;
      if (field.type === 'link' && /\s/.test(value.trim())) return MSG.invalid;
      if (field.type === 'file' && !isUuid(value.trim())) return MSG.invalid;
      return undefined;
    }
  }
}

/**
 * The answers checked against the fields (required, type, options; unknown ids refused), as field
 * errors under `answers.<id>`, and the answers kept (text trimmed). Throws nothing.
 */
export function checkAnswers(
  fields: ProfileItem[],
  answers: Record<string, Answer>,
): { errors: FieldErrors; kept: Record<string, Answer> } {
  const errors: FieldErrors = {};
  const kept: Record<string, Answer> = {};
  const byId = new Map(fields.map((f) => [f.id, f]));
  for (const id of Object.keys(answers)) if (!byId.has(id)) errors[`answers.${id}`] = MSG.invalid;
  for (const field of fields) {
    const value = answers[field.id];
    const error = answerError(field, value);
    if (error) errors[`answers.${field.id}`] = error;
    else if (value !== undefined) kept[field.id] = typeof value === 'string' ? value.trim() : value;
  }
  return { errors, kept };
}

/** The answers to `file` fields (uploaded files' ids, lower case) by field id. Throws nothing. */
function fileAnswers(fields: ProfileItem[], kept: Record<string, Answer>): Map<string, string> {
  const files = new Map<string, string>();
  for (const field of fields) {
    const value = kept[field.id];
    if (field.type === 'file' && typeof value === 'string' && value !== '')
      files.set(field.id, value.toLowerCase());
  }
  return files;
}

/**
 * Field errors for file answers that are not an unclaimed file of the event (or the same file twice).
 * Throws nothing.
 */
async function fileAnswerErrors(db: Db, eventId: string, files: Map<string, string>): Promise<FieldErrors> {
  const unclaimed = await participants.unclaimedFileIds(db, eventId, [...new Set(files.values())]);
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  for (const [fieldId, fileId] of files) {
    if (!unclaimed.has(fileId) || seen.has(fileId)) errors[`answers.${fieldId}`] = MSG.invalid;
    seen.add(fileId);
  }
  return errors;
}

/** The public url of a page. */
const pageUrl = (deps: Deps, pageCode: string) => `${deps.publicUrl}/r/${encodeURIComponent(pageCode)}`;

/**
 * POST public/regpage/{pageCode}/register. A filled honeypot answers `registered` and stores
 * nothing. A known address gets a new link (status `resent`); otherwise a new unconfirmed
 * participant and its mail, and it claims the files its `file` answers name; reaching 90 % or 100 %
 * of the plan's registrations per event mails the main account once (quota-notices.service). Over
 * the registration mails one address may get in an hour nothing is stored or sent.
 *
 * Everything that can happen before the transaction does (the page, the fields, the answers, the
 * mail with its link); inside it the participant is inserted last, which counts it
 * (`registration_counts`, a trigger) and locks the event's count until commit: registrations of one
 * event wait for each other only for their quota step and commit (issue 20, P3), and a count over
 * the limit rolls the registration back.
 *
 * Throws RATE_LIMITED, NOT_FOUND, VALIDATION_FAILED (terms not accepted; answers that do not fit the
 * fields; a file answer not an unclaimed upload to this event), REGISTRATION_CLOSED (page closed or
 * expired), REGISTRATION_FULL (the plan's registrations per event reached).
 */
export async function register(
  deps: Deps,
  { event, page, fields, state, mailLogoUrl }: RegistrationContext,
  body: PublicRegisterRequest,
): Promise<{ status: RegistrationStatus }> {
  if (body.website && body.website.trim() !== '') return { status: 'registered' };
  const { errors, kept } = checkAnswers(fields, body.answers);
  const files = fileAnswers(fields, kept);
  for (const [fieldId, fileId] of files) kept[fieldId] = fileId;
  if (files.size > 0) Object.assign(errors, await fileAnswerErrors(deps.db, event.id, files));
  if (page.termsText.trim() !== '' && !body.termsAccepted) errors.termsAccepted = MSG.agreement;
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', { fields: errors });
  if (page.expired || !page.open) throw new AppError('REGISTRATION_CLOSED');
  const email = body.email.trim().toLowerCase();
  // A page shown full refuses new addresses without waiting for its count (known ones get their link).
  if (
    state === 'full' &&
    (await countRegistrations(deps.db, event.id)) >= (await registrationLimitOf(deps.db, event.tenantId)) &&
    !(await participants.findByEmail(deps.db, event.id, email))
  )
    throw new AppError('REGISTRATION_FULL');
  const person = { email, firstName: body.firstName.trim(), lastName: body.lastName.trim() };
  await assertMailCap(deps, 'registration', email);
  const token = newToken();
  const mail = await registrationMail(deps, deps.db, event, page, person, token, { logoUrl: mailLogoUrl });
  const ready: ReadyRegistration = { deps, event, page, person, kept, files, token, mail };
  // Registrations with file answers claim their files one by one; the others are written together.
  const status = files.size > 0 ? await registerAlone(ready) : await batchesOf(deps).submit(event.id, ready);
  return { status };
}

type RegistrationStatus = 'registered' | 'resent';

/** A registration made ready before its transaction: checked, its answers kept, its mail made. */
type ReadyRegistration = {
  deps: Deps;
  event: EventRow;
  page: PageState;
  person: { email: string; firstName: string; lastName: string };
  kept: Record<string, Answer>;
  /** File answers: field id → the upload it claims. */
  files: Map<string, string>;
  token: string;
  /** Made from `page`. */
  mail: RegistrationMail;
};

/** Each database's registrations written together per event (platform/group-commit.ts). */
const batches = new WeakMap<Db, GroupCommit<ReadyRegistration, RegistrationStatus>>();
function batchesOf(deps: Deps): GroupCommit<ReadyRegistration, RegistrationStatus> {
  let made = batches.get(deps.db);
  if (!made) {
    made = groupCommit(registerTogether);
    batches.set(deps.db, made);
  }
  return made;
}

/**
 * One registration in a transaction of its own. The page as it is now (closed meanwhile refuses,
 * changed meanwhile makes the mail again), a known address gets a new link, then the mail and,
 * last, the participant: its insert counts it and holds the event's count until commit. Throws as
 * register.
 */
async function registerAlone(ready: ReadyRegistration): Promise<RegistrationStatus> {
  const { deps, event, page, person, kept, files, token, mail: made } = ready;
  const email = person.email;
  const limit = await registrationLimitOf(deps.db, event.tenantId);
  try {
    const status = await deps.db.transaction(async (tx) => {
      const flags = await pageFlagsOf(tx, event.id);
      if (flags.expired || !flags.open) throw new AppError('REGISTRATION_CLOSED');
      const current = flags.version === page.version ? page : await pageOf(tx, event);
      const mail = current === page ? made : await registrationMail(deps, tx, event, current, person, token);
      const existing = await participants.findByEmail(tx, event.id, email);
      if (existing) {
        await participants.addLink(tx, existing.id, hashToken(token));
        // The mail greets the participant by the names they registered with.
        const named = existing.firstName === person.firstName && existing.lastName === person.lastName;
        await queueMadeRegistrationMail(
          deps,
          tx,
          named ? mail : await registrationMail(deps, tx, event, current, existing, token),
        );
        return 'resent' as const;
      }
      await queueMadeRegistrationMail(deps, tx, mail);
      // Last: the insert counts the registration and holds the event's count until commit.
      const participantId = await participants.insertRegistered(
        tx,
        { eventId: event.id, tenantId: event.tenantId, ...person, answers: kept },
        hashToken(token),
        limit,
      );
      // Registered at this very moment by another request: a resend (the mail is queued), as if it
      // had come second.
      if (!participantId) return linkToRegistered(tx, event.id, email, token);
      // Claimed meanwhile by another registration: refused as if it had been claimed before.
      const fileIds = [...files.values()];
      if (
        fileIds.length > 0 &&
        (await participants.claimAnswerFiles(tx, event.id, fileIds, participantId)) !== fileIds.length
      )
        throw new AppError('VALIDATION_FAILED', {
          fields: Object.fromEntries([...files.keys()].map((id) => [`answers.${id}`, MSG.invalid])),
        });
      return 'registered' as const;
    });
    if (status === 'registered') await noticeQuotaAfter(deps, event, limit);
    return status;
  } catch (error) {
    if (isOverQuota(error)) throw new AppError('REGISTRATION_FULL');
    // The event deleted meanwhile.
    if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND');
    throw error;
  }
}

/** A registration that met its address registered at the same moment: a new link for it. Throws NOT_FOUND. */
async function linkToRegistered(tx: Db, eventId: string, email: string, token: string) {
  const other = await participants.findByEmail(tx, eventId, email);
  if (!other) throw new AppError('NOT_FOUND');
  await participants.addLink(tx, other.id, hashToken(token));
  return 'resent' as const;
}

/**
 * Registrations of one event that arrived together, in one transaction (issue 20, P3): the page
 * read once, the known addresses in one read, the mails in one statement each for the outbox and
 * the job queue, the participants and their links in one insert that counts them all (and holds the
 * event's count until commit). What does not fit goes alone afterwards (registerAlone), so each
 * answer is the one it would have had alone: a page changed since the mail was made, an address
 * registered already or twice in the batch, and — refused together — a batch beyond the quota, a
 * closed page, a deleted event. Answers one outcome per registration, in order.
 */
async function registerTogether(
  items: readonly ReadyRegistration[],
): Promise<PromiseSettledResult<RegistrationStatus>[]> {
  if (items.length === 1) return [await settle(registerAlone(items[0]!))];
  const { deps, event } = items[0]!;
  const limit = await registrationLimitOf(deps.db, event.tenantId);
  const outcomes: PromiseSettledResult<RegistrationStatus>[] = [];
  const alone = new Set<number>();
  let together: number[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const flags = await pageFlagsOf(tx, event.id);
      if (flags.expired || !flags.open) throw new AppError('REGISTRATION_CLOSED');
      const emails = items.map((item) => item.person.email);
      const known = await participants.registeredEmails(tx, event.id, emails);
      const seen = new Set<string>();
      items.forEach((item, i) => {
        const { email } = item.person;
        if (item.page.version !== flags.version || known.has(email) || seen.has(email)) alone.add(i);
        else together.push(i);
        seen.add(email);
      });
      if (together.length === 0) return;
      await queueMadeRegistrationMails(
        deps,
        tx,
        together.map((i) => items[i]!.mail),
      );
      const ids = await participants.insertRegisteredMany(
        tx,
        { eventId: event.id, tenantId: event.tenantId },
        together.map((i) => {
          const { person, kept, token } = items[i]!;
          return { ...person, answers: kept, tokenHash: hashToken(token) };
        }),
        limit,
      );
      for (const i of together) {
        const { person, token } = items[i]!;
        outcomes[i] = {
          status: 'fulfilled',
          value: ids.has(person.email)
            ? 'registered'
            : await linkToRegistered(tx, event.id, person.email, token),
        };
      }
    });
  } catch {
    // Nothing of the batch was kept: each tries alone and gets its own answer.
    outcomes.length = 0;
    together = [];
    for (let i = 0; i < items.length; i++) alone.add(i);
  }
  if (together.some((i) => outcomes[i]?.status === 'fulfilled' && outcomes[i].value === 'registered'))
    await noticeQuotaAfter(deps, event, limit);
  for (const i of [...alone].sort((a, b) => a - b)) outcomes[i] = await settle(registerAlone(items[i]!));
  return outcomes;
}

/**
 * After a registration's commit: the quota's notices its event has reached by now (each threshold
 * once, whichever registration records it first; quota-notices.service). Read after the commit, not
 * inside it, so that registrations of one event do not wait for each other's count. Throws nothing
 * of its own.
 */
async function noticeQuotaAfter(deps: Deps, event: EventRow, limit: number): Promise<void> {
  if (!Number.isFinite(limit)) return;
  const registrations = await countRegistrations(deps.db, event.id);
  if (reachedThresholds(registrations, limit).length === 0) return;
  await deps.db.transaction((tx) => noticeRegistrationQuota(deps, tx, event, registrations, limit));
}

/**
 * POST public/regpage/confirm: confirms the participant of a link (again: no change) and answers
 * the confirmation text for the event's open or closed state. Throws EMAIL_CONFIRMATION_TOKEN_IS_INVALID.
 */
export async function confirm(
  deps: Deps,
  token: string,
): Promise<{ pageCode: string; eventOpen: boolean; text: string; firstName: string }> {
  const participant = await participants.findByTokenHash(deps.db, hashToken(token));
  const event = participant ? await findEventById(deps.db, participant.eventId) : undefined;
  if (!participant || !event) throw new AppError('EMAIL_CONFIRMATION_TOKEN_IS_INVALID');
  if (!participant.confirmed) await participants.confirmParticipant(deps.db, participant.id);
  const page = await pageOf(deps.db, event);
  return {
    pageCode: event.pageCode,
    eventOpen: event.open,
    text: event.open ? page.confirmOpenText : page.confirmClosedText,
    firstName: participant.firstName,
  };
}

/** Text for an iCalendar property value (RFC 5545 §3.3.11). */
const icsText = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Folds an iCalendar line at 75 octets (RFC 5545 §3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  for (const ch of line) {
    if (Buffer.byteLength(current + ch) > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
    }
    current += ch;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** A UTC time as iCalendar's yyyymmddThhmmssZ. */
const icsTime = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** Calendar entries without an end get one hour (as the web's Google and Outlook links). */
const CALENDAR_DURATION_MS = 60 * 60 * 1000;

/**
 * GET public/regpage/{pageCode}/calendar.ics: the event start as an iCalendar file (UID, DTSTART
 * and a one-hour DTEND in the event's time zone by TZID with its VTIMEZONE — UTC for a UTC event —,
 * SUMMARY the event title, URL the page). Throws NOT_FOUND (unknown page, no start time).
 */
export async function calendarOf(deps: Deps, pageCode: string): Promise<string> {
  const event = await requireEventByPageCode(deps, pageCode);
  const page = await pageOf(deps.db, event);
  if (!page.startsAt) throw new AppError('NOT_FOUND');
  const start = new Date(page.startsAt);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Foyer//Registration page//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(event.timeZone === DEFAULT_TIME_ZONE ? [] : icsTimeZone(event.timeZone, start.getTime())),
    'BEGIN:VEVENT',
    `UID:${event.id}@foyer`,
    `DTSTAMP:${icsTime(page.updatedAt)}`,
    icsDateTime('DTSTART', start, event.timeZone),
    icsDateTime('DTEND', new Date(start.getTime() + CALENDAR_DURATION_MS), event.timeZone),
    `SUMMARY:${icsText(event.title1)}`,
    `URL:${pageUrl(deps, event.pageCode)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
