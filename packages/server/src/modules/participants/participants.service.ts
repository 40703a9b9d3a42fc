import {
  isUuid,
  type Participant,
  type ParticipantExportQuery,
  type ParticipantListQuery,
  type ProfileItem,
} from '@foyer/shared';
import type { z } from 'zod';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Deps } from '../../context.js';
import type { BucketSpec } from '../../db/buckets.js';
import type { Db } from '../../db/client.js';
import type { NewParticipant, NewParticipantFile, ParticipantRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { formulaSafe, toCsv } from '../../platform/export/table.js';
import type { Storage } from '../../platform/storage/storage.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { assertMailCap } from '../../plugins/rate-limit.js';
import { type EventScope, inScope, requireEvent } from '../events/events.service.js';
import { queueRegistrationMail } from '../regpages/registration-mail.js';
import { pageOf } from '../regpages/regpages.service.js';
import { visitorFields } from '../venue/venue.service.js';
import * as repo from './participants.repository.js';
import { suppressionsOf } from './audience.repository.js';

/** The Participant of the API contract. Throws nothing. */
export function presentParticipant(
  row: ParticipantRow,
  eventName: string,
  mailStatus: Participant['mailStatus'] = null,
): Participant {
  return {
    id: row.id,
    eventId: row.eventId,
    eventName,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    answers: row.answers,
    confirmed: row.confirmed,
    registeredAt: row.registeredAt.toISOString(),
    confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
    mailStatus,
  };
}

/** The participant of an event with this address (lower case), or undefined. Throws nothing. */
export const findByEmail = (db: Db, eventId: string, email: string) => repo.findByEmail(db, eventId, email);

/**
 * The participant who holds a personal link whose token has this hash (of one event when `eventId`
 * is given), or undefined. Throws nothing.
 */
export const findByTokenHash = (db: Db, tokenHash: string, eventId?: string) =>
  repo.findByTokenHash(db, tokenHash, eventId);

/** Which of these participant ids still exist (the others were removed). Throws nothing. */
export const existingParticipantIds = (db: Db, ids: readonly string[]) => repo.existingIds(db, ids);

/**
 * For the event report: per bucket of [from, to) (start in epoch ms) the participants registered in
 * it and the confirmations made in it (removed participants are gone); empty buckets left out.
 * Throws nothing.
 */
export const registrationsByBucket = (db: Db, eventId: string, from: Date, to: Date, spec: BucketSpec) =>
  repo.registrationsByBucket(db, eventId, from, to, spec);

/** Adds a participant (inside the caller's transaction). Throws a unique violation when the address is registered for the event. */
export const insertParticipant = (db: Db, row: NewParticipant) => repo.insertParticipant(db, row);

/**
 * Registers a new participant with their first personal link, counted at once by the database
 * (`registrationCounts`) and refused beyond a finite `quota`; answers its id, or undefined when the
 * address is registered for the event already. Throws a foreign key violation when the event is
 * gone, an over-quota error (db/errors.ts isOverQuota).
 */
export const insertRegistered = (
  db: Db,
  row: Parameters<typeof repo.insertRegistered>[1],
  tokenHash: string,
  quota: number,
) => repo.insertRegistered(db, row, tokenHash, quota);

/**
 * Registers several new participants of one event in one statement, refused all together beyond a
 * finite `quota` (see insertRegistered); answers the inserted ids by address (an address registered
 * already is left out). Throws as insertRegistered.
 */
export const insertRegisteredMany = (
  db: Db,
  event: Parameters<typeof repo.insertRegisteredMany>[1],
  rows: Parameters<typeof repo.insertRegisteredMany>[2],
  quota: number,
) => repo.insertRegisteredMany(db, event, rows, quota);

/** Which of these addresses are registered for the event. Throws nothing. */
export const registeredEmails = (db: Db, eventId: string, emails: readonly string[]) =>
  repo.registeredEmails(db, eventId, emails);

/** Gives a participant one more personal link (the token's hash); only the newest LINKS_KEPT keep working. Throws nothing. */
export const addLink = (db: Db, participantId: string, tokenHash: string) =>
  repo.addLink(db, participantId, tokenHash);

/** Marks a participant confirmed (keeping the first confirmation time). Throws nothing. */
export const confirmParticipant = (db: Db, id: string) => repo.confirm(db, id);

/** Every participant of an event, oldest first (for the event's reports). Throws nothing. */
export const participantsOfEvent = (db: Db, eventId: string) => repo.listOfEvent(db, eventId);

/** The names of an event's claimed answer files by id (what a `file` answer shows in a file). Throws nothing. */
export const answerFileNamesOf = (db: Db, eventId: string) => repo.fileNamesOfEvent(db, eventId);

/** Adds an uploaded answer file, unclaimed. Throws nothing expected. */
export const addAnswerFile = (db: Db, row: NewParticipantFile) => repo.insertFile(db, row);

/** The ids among `ids` of this event's answer files no participant has claimed. Throws nothing. */
export const unclaimedFileIds = (db: Db, eventId: string, ids: string[]) =>
  repo.unclaimedFileIds(db, eventId, ids);

/**
 * Gives the participant those of this event's answer files among `ids` that are still unclaimed
 * (inside the caller's transaction); answers how many it claimed. Throws nothing.
 */
export const claimAnswerFiles = (db: Db, eventId: string, ids: string[], participantId: string) =>
  repo.claimFiles(db, eventId, ids, participantId);

/**
 * Removes up to `limit` answer files no participant claimed that were uploaded before `cutoff`;
 * answers their storage keys (to delete with deleteStoredFiles). Throws nothing.
 */
export const removeUnclaimedFilesBefore = (db: Db, cutoff: Date, limit: number) =>
  repo.deleteUnclaimedFilesBefore(db, cutoff, limit);

/**
 * Removes the rows of a participant's answer files (inside the caller's transaction); answers the
 * storage keys to delete with deleteStoredFiles after commit. Throws nothing.
 */
export const removeFilesOfParticipant = (db: Db, participantId: string) =>
  repo.deleteFilesOfParticipant(db, participantId);

/**
 * Removes the rows of every answer file of an event, claimed or not (inside the caller's
 * transaction); answers the storage keys to delete with deleteStoredFiles after commit. Throws nothing.
 */
export const removeFilesOfEvent = (db: Db, eventId: string) => repo.deleteFilesOfEvent(db, eventId);

/** What removing answer files needs: the database, the storage and where to report objects it could not delete. */
export type FileRemovalDeps = {
  db: Db;
  storage: Storage;
  log?: { error(obj: unknown, msg: string): void };
};

/**
 * Deletes the stored objects of answer files whose rows are gone (call after the commit that
 * removed them); a failure is logged, not thrown, so the object stays orphaned instead of failing
 * the request.
 */
export async function deleteStoredFiles(deps: Omit<FileRemovalDeps, 'db'>, keys: string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      deps.storage
        .delete(key)
        .catch((err) => deps.log?.error({ err, key }, 'could not delete a stored file')),
    ),
  );
}

/**
 * GET participants: one page of the tenant's participants and the total; with an event, its profile
 * fields too (what the answers are to). Throws NOT_FOUND (another tenant's event). */
export async function listParticipants(
  deps: Deps,
  scope: EventScope,
  query: ParticipantListQuery,
): Promise<{ participants: Participant[]; total: number; fields: ProfileItem[] }> {
  const { tenantId } = scope;
  const event = query.eventId ? await requireEvent(deps, scope, query.eventId) : undefined;
  const [{ rows, total }, fields] = await Promise.all([
    repo.listParticipants(deps.db, tenantId, query, scope.eventIds),
    event ? visitorFields(deps.db, event.id) : [],
  ]);
  const suppressed = await suppressionsOf(
    deps.db,
    tenantId,
    rows.map((r) => r.email),
  );
  return {
    participants: rows.map((r) =>
      presentParticipant(r, r.eventName, suppressed.get(r.email.toLowerCase()) ?? null),
    ),
    total,
    fields,
  };
}

/**
 * A new personal link of the participant (the earlier ones keep working, up to the newest five), for
 * a mail that carries it (a mailing's {{venuelink}}); answers its token. Throws nothing expected.
 */
export async function newPersonalLink(db: Db, participantId: string): Promise<string> {
  const token = newToken();
  await repo.addLink(db, participantId, hashToken(token));
  return token;
}

/**
 * POST participants/{id}/resend: a new personal link by mail (the earlier ones keep working).
 * Throws NOT_FOUND, RATE_LIMITED (resends to the address this hour).
 */
export async function resend(deps: Deps, scope: EventScope, id: string): Promise<void> {
  const { tenantId } = scope;
  await deps.db.transaction(async (tx) => {
    const participant = isUuid(id) ? await repo.findOfTenant(tx, tenantId, id) : undefined;
    if (!participant || !inScope(scope, participant.eventId)) throw new AppError('NOT_FOUND');
    const event = await requireEvent({ db: tx }, scope, participant.eventId);
    await assertMailCap(deps, 'participantResend', participant.email);
    const token = newToken();
    await repo.addLink(tx, participant.id, hashToken(token));
    await queueRegistrationMail(deps, tx, event, await pageOf(tx, event), participant, token);
  });
}

/**
 * DELETE participants/{id}: the participant and their answer files (rows in one transaction, stored
 * objects after it); their open venue sockets close on every node. Throws NOT_FOUND.
 */
export async function remove(deps: Deps & FileRemovalDeps, scope: EventScope, id: string): Promise<void> {
  const { tenantId } = scope;
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const keys = await deps.db.transaction(async (tx) => {
    const participant = await repo.findOfTenant(tx, tenantId, id);
    if (!participant || !inScope(scope, participant.eventId)) throw new AppError('NOT_FOUND');
    const fileKeys = await removeFilesOfParticipant(tx, participant.id);
    await repo.deleteOfTenant(tx, tenantId, participant.id);
    return fileKeys;
  });
  await deps.sockets?.endSessions({ participantIds: [id] });
  await deleteStoredFiles(deps, keys);
}

/**
 * GET answer-files/{id}: a claimed answer file of one of the tenant's events, opened for
 * reading, with its name, type and size. Throws NOT_FOUND (unknown, unclaimed, another tenant's,
 * gone from storage).
 */
export async function answerFile(
  deps: Deps & { storage: Storage },
  scope: EventScope,
  id: string,
): Promise<{ stream: Readable; fileName: string; contentType: string; size: number }> {
  const { tenantId } = scope;
  const row = isUuid(id) ? await repo.findFileOfTenant(deps.db, tenantId, id) : undefined;
  const object = row && inScope(scope, row.eventId) ? await deps.storage.get(row.storageKey) : null;
  if (!row || !object) throw new AppError('NOT_FOUND');
  return { stream: object.stream, fileName: row.fileName, contentType: row.mime, size: object.size };
}

/** An answer as one cell's text; a file answer as the file's name (`fileNames` by id). */
function answerText(
  field: ProfileItem,
  value: ParticipantRow['answers'][string] | undefined,
  fileNames: Map<string, string>,
): string {
  if (value === undefined) return '';
  if (field.type === 'file' && typeof value === 'string') return fileNames.get(value) ?? '';
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value;
}

/**
 * The table of an export: a header row and one row per participant, every profile field a column
 * (file fields show the file's name from `fileNames`).
 */
function exportTable(
  fields: ProfileItem[],
  rows: ParticipantRow[],
  fileNames: Map<string, string>,
): string[][] {
  const header = ['Email', 'First name', 'Last name', 'Confirmed', 'Registered at', 'Confirmed at'];
  return [
    [...header, ...fields.map((f) => f.label)],
    ...rows.map((r) => [
      r.email,
      r.firstName,
      r.lastName,
      r.confirmed ? 'yes' : 'no',
      r.registeredAt.toISOString(),
      r.confirmedAt ? r.confirmedAt.toISOString() : '',
      ...fields.map((f) => answerText(f, r.answers[f.id], fileNames)),
    ]),
  ];
}

/** An XLSX workbook with one sheet holding the table. Throws nothing expected. */
async function toXlsx(table: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Participants');
  for (const row of table) sheet.addRow(row.map(formulaSafe));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * GET participants/export: the event's participants with every profile-field answer as a column,
 * as CSV or XLSX, with a file name. Throws NOT_FOUND.
 */
export async function exportParticipants(
  deps: Deps,
  scope: EventScope,
  query: z.infer<typeof ParticipantExportQuery>,
): Promise<{ body: string | Buffer; contentType: string; fileName: string }> {
  const event = await requireEvent(deps, scope, query.eventId);
  const [fields, rows, fileNames] = await Promise.all([
    visitorFields(deps.db, event.id),
    repo.listOfEvent(deps.db, event.id),
    repo.fileNamesOfEvent(deps.db, event.id),
  ]);
  const table = exportTable(fields, rows, fileNames);
  const base = `participants-${event.name.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60) || 'event'}`;
  if (query.format === 'xlsx')
    return {
      body: await toXlsx(table),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: `${base}.xlsx`,
    };
  return { body: toCsv(table), contentType: 'text/csv; charset=utf-8', fileName: `${base}.csv` };
}
