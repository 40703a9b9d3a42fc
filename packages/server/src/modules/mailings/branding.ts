import { localeTexts } from '../../platform/i18n/locales.js';
import type { Db } from '../../db/client.js';
import type { AssetRow, EventRow } from '../../db/schema/index.js';
import { type BrandedMailParts, brandedMail } from '../../platform/mail/layout.js';
import { escapeHtml } from '../../platform/mail/render.js';
import { presentAsset, usableAssets } from '../assets/assets.service.js';
import type { PageState } from '../regpages/regpages.service.js';
import { dateTimeIn } from './placeholders.js';

/** What every mail of one event shows around its content (see platform/mail/layout.ts). */
export type MailBrand = Pick<
  BrandedMailParts,
  'language' | 'title' | 'logoUrl' | 'mainColor' | 'textColor' | 'dateLine'
>;

/** The `visitorMail` texts of mail.json. */
type VisitorMailStrings = { button: string; footer: string; unsubscribe: string };

/** The visitor mail texts of a language (English for an unknown one). Throws nothing. */
export const visitorMailStrings = localeTexts<VisitorMailStrings>('mail', 'visitorMail');

/**
 * The absolute address of an event's logo, or undefined without one. An SVG logo is left out:
 * common mail clients (Gmail, Outlook) do not show SVG, and a broken image is worse than the title
 * alone. Throws nothing expected.
 */
export async function eventLogoUrl(db: Db, publicUrl: string, event: EventRow): Promise<string | undefined> {
  if (!event.logoAssetId) return undefined;
  return mailLogoUrl(
    publicUrl,
    (await usableAssets(db, event.tenantId, [event.logoAssetId])).get(event.logoAssetId),
  );
}

/** The address of a logo asset in a mail: none for an SVG (mail programs do not show them). Throws nothing. */
export function mailLogoUrl(publicUrl: string, asset: AssetRow | undefined): string | undefined {
  if (!asset || asset.mime === 'image/svg+xml') return undefined;
  return `${publicUrl}${presentAsset(asset).url}`;
}

/**
 * When an event starts, as readers of its page's language read it: the start in the event's zone,
 * else the page's own date lines. Throws nothing expected.
 */
export function dateLineOf(
  event: Pick<EventRow, 'timeZone'>,
  page: Pick<PageState, 'language' | 'startsAt' | 'dateLine1' | 'dateLine2'>,
): string {
  if (page.startsAt) return dateTimeIn(page.startsAt, page.language, event.timeZone);
  return [page.dateLine1, page.dateLine2].filter((line) => line.trim()).join(' · ');
}

/**
 * The brand of an event's visitor mails: its logo, title and colours, its start, in its
 * registration page's language. Throws nothing expected.
 */
export async function mailBrandOf(
  db: Db,
  publicUrl: string,
  event: EventRow,
  page: Pick<PageState, 'language' | 'startsAt' | 'dateLine1' | 'dateLine2'>,
): Promise<MailBrand> {
  return {
    language: page.language,
    title: event.title1,
    logoUrl: await eventLogoUrl(db, publicUrl, event),
    mainColor: event.mainColor,
    textColor: event.textColor,
    dateLine: dateLineOf(event, page),
  };
}

/**
 * A mailing's personalised html in its event's brand: no button (the mailing's own links stay as
 * they are, counted ones included), why the reader gets it and the unsubscribe link in the footer.
 * Throws nothing expected.
 */
export function brandMailing(brand: MailBrand, html: string, unsubscribeUrl: string): string {
  const s = visitorMailStrings(brand.language);
  const footerHtml = `${escapeHtml(s.footer.replace('{{event}}', () => brand.title))}<br><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(s.unsubscribe)}</a>`;
  return brandedMail({ ...brand, contentHtml: html, footerHtml });
}
