import {
  DEFAULT_REGPAGE_FONT,
  type FieldErrors,
  MSG,
  type RegPage,
  type PublicProgramme,
  type RegPageFields,
  type RegPageUpdateRequest,
  hasAuthUrl,
  planOf,
  quotaOf,
  toUtcDateTime,
  isUuid,
  REGPAGE_FONTS,
  type RegPageFont,
} from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { AssetRow, EventRow, RegPageRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import {
  presentAsset,
  registerUsage,
  templateAssetId,
  unregisterUsages,
  usableAssets,
} from '../assets/assets.service.js';
import { findUserById } from '../users/users.service.js';
import { publicProgrammeOf } from '../venue/venue.service.js';
import {
  type EventScope,
  headerArtOf,
  mappingEventUniqueViolations,
  pageCodeTaken,
  requireEvent,
  setPageCode,
} from '../events/events.service.js';
import { defaultPageFields } from './defaults.js';
import { flushPageViews } from './page-views.js';
import * as repo from './regpages.repository.js';
import { sanitizeRichText } from './sanitize.js';

/** Asset usage type of a registration page's header and background images. */
export const REGPAGE_USAGE = 'event.regpage';

/** The html fields of a page, sanitised before they are stored. */
export const RICH_TEXT_FIELDS = [
  'mailHtml',
  'description',
  'thanksText',
  'confirmClosedText',
  'confirmOpenText',
  'startClosedText',
  'startOpenText',
  'expiredText',
  'termsText',
] as const;

/** A page's stored fields: the saved row, or the defaults of a page never saved. */
export type PageState = Omit<RegPageFields, 'pageCode'> & { version: number; updatedAt: Date };

/** True for a font the page can show (a stored value the web no longer ships reads as the default). */
const isRegPageFont = (font: string): font is RegPageFont =>
  (REGPAGE_FONTS as readonly string[]).includes(font);

/** The stored fields of a row. Throws nothing. */
function stateOfRow(row: RegPageRow): PageState {
  return {
    htmlTitle: row.htmlTitle,
    language: row.language,
    open: row.open,
    expired: row.expired,
    startsAt: row.startsAt ? row.startsAt.toISOString() : null,
    dateLine1: row.dateLine1,
    dateLine2: row.dateLine2,
    mainColor: row.mainColor,
    labelColor: row.labelColor,
    font: isRegPageFont(row.font) ? row.font : DEFAULT_REGPAGE_FONT,
    headerImageAssetId: row.headerImageAssetId,
    backgroundImageAssetId: row.backgroundImageAssetId,
    mailSubject: row.mailSubject,
    mailHtml: row.mailHtml,
    mailText: row.mailText,
    description: row.description,
    thanksText: row.thanksText,
    confirmClosedText: row.confirmClosedText,
    confirmOpenText: row.confirmOpenText,
    startClosedText: row.startClosedText,
    startOpenText: row.startOpenText,
    expiredText: row.expiredText,
    submitLabel: row.submitLabel,
    termsText: row.termsText,
    legal: row.legal as RegPageFields['legal'],
    version: row.version,
    updatedAt: row.updatedAt,
  };
}

/**
 * The page of an event: its saved row, or (never saved) the defaults in the language the event was
 * made in (older events: the account's), version 1. Throws nothing.
 */
export async function pageOf(db: Db, event: EventRow): Promise<PageState> {
  const row = await repo.findPage(db, event.id);
  if (row) return stateOfRow(row);
  const language = event.language ?? (await findUserById({ db }, event.tenantId))?.language ?? 'en';
  return {
    ...defaultPageFields(event, language),
    headerImageAssetId: await templateAssetId(db, headerArtOf(event)),
    version: 1,
    updatedAt: event.createdAt,
  };
}

/**
 * Whether an event's page takes registrations (open, not expired) and its version, as `pageOf`
 * would give them, in one small read (a page never saved: open, version 1). Throws nothing.
 */
export async function pageFlagsOf(
  db: Db,
  eventId: string,
): Promise<Pick<PageState, 'open' | 'expired' | 'version'>> {
  return (await repo.findPageFlags(db, eventId)) ?? { open: true, expired: false, version: 1 };
}

/** Registrations per event the tenant's plan allows (Infinity for an unknown plan). Throws nothing. */
export async function registrationLimitOf(db: Db, tenantId: string): Promise<number> {
  const tenant = await findUserById({ db }, tenantId);
  return tenant ? quotaOf(planOf(tenant)).registrationsPerEvent : Number.POSITIVE_INFINITY;
}

/** The registrations (participants) of an event so far. Throws nothing. */
export const countRegistrations = (db: Db, eventId: string) => repo.countParticipants(db, eventId);

/**
 * The loads of the event's public registration page in the range, counted by the hour: the hours
 * that overlap [from, to) count whole. Loads are counted in memory (page-views.ts): this node's
 * are written first, other nodes' within seconds. Throws nothing.
 */
export async function pageViewsOf(db: Db, eventId: string, from: Date, to: Date): Promise<number> {
  await flushPageViews(db);
  return repo.sumPageViews(db, eventId, from, to);
}

/** The images a page shows, by id (own or template images only). Throws nothing. */
async function imagesOf(db: Db, tenantId: string, page: PageState): Promise<Map<string, AssetRow>> {
  const ids = [page.headerImageAssetId, page.backgroundImageAssetId].filter((id): id is string => !!id);
  return usableAssets(db, tenantId, ids);
}

/** The RegPage of the API contract. Throws nothing. */
export async function presentPage(db: Db, event: EventRow, page: PageState): Promise<RegPage> {
  const images = await imagesOf(db, event.tenantId, page);
  const urlOf = (id: string | null) => {
    const asset = id ? images.get(id) : undefined;
    return asset ? presentAsset(asset).url : null;
  };
  const { version, updatedAt, ...fields } = page;
  return {
    ...fields,
    pageCode: event.pageCode,
    eventId: event.id,
    version,
    updatedAt: updatedAt.toISOString(),
    headerImageUrl: urlOf(page.headerImageAssetId),
    backgroundImageUrl: urlOf(page.backgroundImageAssetId),
  };
}

type RegPageResults = {
  page: RegPage;
  registrations: number;
  registrationLimit: number | null;
} & PublicProgramme;

async function resultsOf(db: Db, event: EventRow, page: PageState): Promise<RegPageResults> {
  const [presented, registrations, limit, programme] = await Promise.all([
    presentPage(db, event, page),
    countRegistrations(db, event.id),
    registrationLimitOf(db, event.tenantId),
    publicProgrammeOf(db, event.id),
  ]);
  return {
    page: presented,
    registrations,
    registrationLimit: Number.isFinite(limit) ? limit : null,
    ...programme,
  };
}

/** GET events/{id}/regpage: the page (defaults before its first save) and the registrations. Throws NOT_FOUND. */
export async function getRegPage(deps: Deps, scope: EventScope, id: string): Promise<RegPageResults> {
  const event = await requireEvent(deps, scope, id);
  return resultsOf(deps.db, event, await pageOf(deps.db, event));
}

/**
 * The request's page fields as stored: html sanitised, start time in UTC (a wall time read in the
 * event's `timeZone`). Throws nothing.
 */
export function storedFields(body: RegPageUpdateRequest, timeZone: string) {
  const { version: _version, pageCode: _pageCode, ...fields } = body;
  const out = { ...fields };
  for (const field of RICH_TEXT_FIELDS) out[field] = sanitizeRichText(body[field]);
  out.startsAt = body.startsAt ? toUtcDateTime(body.startsAt, timeZone) : null;
  return out;
}

/** The field errors of a page beyond its schema (mail placeholders, images). Throws nothing. */
async function checkPage(
  tx: Db,
  tenantId: string,
  eventId: string,
  body: RegPageUpdateRequest,
  fields: ReturnType<typeof storedFields>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (await pageCodeTaken(tx, body.pageCode, eventId)) errors.pageCode = MSG.alreadyUsed;
  if (!hasAuthUrl(fields.mailHtml)) errors.mailHtml = MSG.authUrl;
  if (!hasAuthUrl(fields.mailText)) errors.mailText = MSG.authUrl;
  const ids = [fields.headerImageAssetId, fields.backgroundImageAssetId].filter((x): x is string => !!x);
  const usable = await usableAssets(tx, tenantId, ids);
  for (const field of ['headerImageAssetId', 'backgroundImageAssetId'] as const) {
    const id = fields[field];
    if (id && usable.get(id)?.kind !== 'image') errors[field] = MSG.invalid;
  }
  return errors;
}

/**
 * PUT events/{id}/regpage: saves every field if `version` is current (the first save makes the
 * row), html sanitised, a wall-time start read in the event's time zone, the page code on the
 * event, image usages registered. Throws NOT_FOUND,
 * STALE_VERSION, VALIDATION_FAILED (page code used; a mail body without {{authurl}}; an image not
 * the tenant's or a template's).
 */
export async function updateRegPage(
  deps: Deps,
  scope: EventScope,
  id: string,
  body: RegPageUpdateRequest,
): Promise<RegPageResults> {
  const { tenantId } = scope;
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const { event, page } = await mappingEventUniqueViolations(() =>
    deps.db.transaction(async (tx) => {
      const event = await requireEvent({ db: tx }, scope, id, { lock: true });
      const fields = storedFields(body, event.timeZone);
      const current = await repo.findPage(tx, id);
      if ((current?.version ?? 1) !== body.version) throw new AppError('STALE_VERSION');
      const errors = await checkPage(tx, tenantId, id, body, fields);
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', { fields: errors });

      const row = { ...fields, startsAt: fields.startsAt ? new Date(fields.startsAt) : null };
      const saved = current
        ? await repo.updatePage(tx, id, body.version, row)
        : await repo.insertPage(tx, { ...row, eventId: id, version: 2 });
      if (!saved) throw new AppError('STALE_VERSION');
      if (body.pageCode !== event.pageCode) await setPageCode(tx, id, body.pageCode);

      await unregisterUsages(tx, { type: REGPAGE_USAGE, id });
      for (const assetId of new Set([saved.headerImageAssetId, saved.backgroundImageAssetId]))
        if (assetId) await registerUsage(tx, assetId, { type: REGPAGE_USAGE, id, label: event.name });
      return { event: { ...event, pageCode: body.pageCode }, page: stateOfRow(saved) };
    }),
  );
  return resultsOf(deps.db, event, page);
}

/** Removes the asset usages of an event's page (inside the caller's transaction, before the event goes). Throws nothing. */
export async function forgetPageUsages(tx: Db, eventId: string): Promise<void> {
  await unregisterUsages(tx, { type: REGPAGE_USAGE, id: eventId });
}
