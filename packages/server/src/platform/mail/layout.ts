import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { contrastRatio } from '@foyer/shared';
import { escapeHtml } from './render.js';

/**
 * The branded layout of every mail a visitor gets (registration mails, mailings): responsive tables
 * with inline styles, made by MJML rather than by hand, so that it renders in the common clients.
 * Foyer's own account mails (render.ts) are not visitors' and keep their plain layout.
 */

/** What a branded visitor mail shows. */
export type BrandedMailParts = {
  /** The mail's language (the `lang` of its html). */
  language: string;
  /** The event's title: the heading, the logo's alt text and the html title. */
  title: string;
  /** Absolute address of the event's logo; none shows the title alone. */
  logoUrl?: string | null;
  /** The event's colour (`#rrggbb`): the band on top and the button. */
  mainColor: string;
  /** Text on the main colour; used when it is readable there, else one is chosen by contrast. */
  textColor?: string | null;
  /** When the event starts, as the reader reads it. */
  dateLine?: string | null;
  /** The mail's body: sanitised html, kept as it is. */
  contentHtml: string;
  /** A clear button for the reader's personal link. */
  button?: { label: string; url: string } | null;
  /** Small print under the divider: html, kept as it is (the caller escapes its values). */
  footerHtml?: string | null;
  /** The preview line of inboxes; by default the date line, or the title. */
  preheader?: string | null;
};

type Mjml2Html = (
  mjml: string,
  options: { validationLevel: 'soft' | 'strict' | 'skip' },
) => { html: string; errors: { formattedMessage: string }[] };

const require = createRequire(import.meta.url);
let mjmlRenderer: Mjml2Html | undefined;
/** MJML, loaded on first use: it is large and only mail sending needs it. */
const mjml2html = (): Mjml2Html => {
  mjmlRenderer ??= require('mjml') as Mjml2Html;
  return mjmlRenderer;
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const DEFAULT_MAIN = '#2563eb';
const BODY_TEXT = '#1f2937';
const MUTED_TEXT = '#6b7280';
const DARK_TEXT = '#000000';
// System fonts only: MJML links a web font it knows by name (Roboto…) from Google Fonts, a request to a
// third party on every open.
const FONT = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

/** `#rgb` → `#rrggbb`; anything not a hex colour → `fallback`. */
function hexOr(value: string | null | undefined, fallback: string): string {
  const v = value?.trim() ?? '';
  if (!HEX.test(v)) return fallback;
  return v.length === 4 ? `#${[...v.slice(1)].map((c) => c + c).join('')}`.toLowerCase() : v.toLowerCase();
}

/**
 * The text colour of a button of `background`: `preferred` when it reads there (WCAG AA, 4.5:1),
 * else white or black, whichever contrasts more. Throws nothing.
 */
export function readableTextOn(background: string, preferred?: string | null): string {
  const bg = hexOr(background, DEFAULT_MAIN);
  const wanted = preferred ? hexOr(preferred, '') : '';
  if (wanted && contrastRatio(bg, wanted) >= 4.5) return wanted;
  return contrastRatio(bg, '#ffffff') >= contrastRatio(bg, DARK_TEXT) ? '#ffffff' : DARK_TEXT;
}

/**
 * Stand-ins for the parts that differ per recipient: MJML renders the layout once per brand and
 * these are replaced in its output (mj-text and mj-button keep their content and href as written).
 * Random per process, so no content can hold one.
 */
const SLOT = randomBytes(8).toString('hex');
const CONTENT = `foyercontent${SLOT}`;
const FOOTER = `foyerfooter${SLOT}`;
const BUTTON_URL = `https://foyerbutton${SLOT}.invalid/`;
const SLOTS = new RegExp(`${CONTENT}|${FOOTER}|${BUTTON_URL.replace(/[./]/g, '\\$&')}`, 'g');

/** The MJML of a layout, the per-recipient parts as their stand-ins. */
function layoutMjml(parts: BrandedMailParts): string {
  const main = hexOr(parts.mainColor, DEFAULT_MAIN);
  const onMain = readableTextOn(main, parts.textColor);
  const title = escapeHtml(parts.title);
  const dateLine = parts.dateLine ? escapeHtml(parts.dateLine) : '';
  const preheader = escapeHtml(parts.preheader || parts.dateLine || parts.title);
  const logo = parts.logoUrl
    ? `<mj-image src="${escapeHtml(parts.logoUrl)}" alt="${title}" width="180px" align="left" padding="0 0 16px"></mj-image>`
    : '';
  const date = dateLine
    ? `<mj-text font-size="15px" color="${MUTED_TEXT}" padding="4px 0 0">${dateLine}</mj-text>`
    : '';
  const button = parts.button
    ? `<mj-button href="${BUTTON_URL}" background-color="${main}" color="${onMain}" font-size="16px" font-weight="bold" inner-padding="14px 28px" border-radius="6px" align="left" padding="8px 0 16px">${escapeHtml(parts.button.label)}</mj-button>`
    : '';
  const footer = parts.footerHtml
    ? `<mj-divider border-width="1px" border-color="#e5e7eb" padding="8px 0 16px"></mj-divider>
        <mj-text font-size="12px" line-height="1.5" color="${MUTED_TEXT}" padding="0">${FOOTER}</mj-text>`
    : '';
  return `<mjml lang="${escapeHtml(parts.language)}">
  <mj-head>
    <mj-title>${title}</mj-title>
    <mj-preview>${preheader}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}"></mj-all>
      <mj-text font-size="16px" line-height="1.6" color="${BODY_TEXT}" padding="0"></mj-text>
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6" width="600px">
    <mj-section padding="24px 0 0"><mj-column></mj-column></mj-section>
    <mj-section background-color="#ffffff" border-top="6px solid ${main}" padding="28px 32px 8px">
      <mj-column>
        ${logo}
        <mj-text font-size="24px" line-height="1.3" font-weight="bold" color="${BODY_TEXT}">${title}</mj-text>
        ${date}
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="16px 32px 24px">
      <mj-column>
        <mj-text padding="0 0 16px">${CONTENT}</mj-text>
        ${button}
        ${footer}
      </mj-column>
    </mj-section>
    <mj-section padding="0 0 24px"><mj-column></mj-column></mj-section>
  </mj-body>
</mjml>`;
}

type Layout = { html: string; errors: string[] };

/** Rendered layouts by brand: a mailing renders its layout once per event, not once per mail. */
const layouts = new Map<string, Layout>();
const MAX_LAYOUTS = 200;

/** The rendered layout of `parts` (the per-recipient parts as stand-ins), from the cache if it can. */
function layoutOf(parts: BrandedMailParts): Layout {
  const key = JSON.stringify([
    parts.language,
    parts.title,
    parts.logoUrl ?? '',
    parts.mainColor,
    parts.textColor ?? '',
    parts.dateLine ?? '',
    parts.preheader ?? '',
    parts.button?.label ?? null,
    !!parts.footerHtml,
  ]);
  const cached = layouts.get(key);
  if (cached) return cached;
  const { html: made, errors } = mjml2html()(layoutMjml(parts), { validationLevel: 'soft' });
  // Indentation between tags goes, once per layout: every mail of a mailing is a quarter smaller to
  // build, send and store. Only the layout's own markup is touched (values are filled in later).
  const html = made.replace(/>\s*\n\s*</g, '><');
  const layout = { html, errors: errors.map((e) => e.formattedMessage) };
  if (layouts.size >= MAX_LAYOUTS) layouts.delete(layouts.keys().next().value as string);
  layouts.set(key, layout);
  return layout;
}

/**
 * A branded mail's html and MJML's validation errors (none expected: an error is a bug of the
 * layout, which tests check). Throws nothing expected.
 */
export function renderBrandedMail(parts: BrandedMailParts): Layout {
  const layout = layoutOf(parts);
  const fills: Record<string, string> = {
    [CONTENT]: parts.contentHtml,
    [FOOTER]: parts.footerHtml ?? '',
    [BUTTON_URL]: escapeHtml(parts.button?.url ?? ''),
  };
  // One pass: a filled-in part is never searched again.
  const html = layout.html.replace(SLOTS, (slot) => fills[slot] ?? slot);
  return { html, errors: layout.errors };
}

/**
 * The html of a branded, responsive visitor mail: logo, title and date, the content, a button for
 * the personal link and small print, in the event's colours. Throws nothing expected.
 */
export const brandedMail = (parts: BrandedMailParts): string => renderBrandedMail(parts).html;
