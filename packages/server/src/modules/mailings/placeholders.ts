import { createHmac } from 'node:crypto';
import { API_ROOT, DEFAULT_TIME_ZONE, type MailingPlaceholder, zoneLabel } from '@foyer/shared';
import type { MailingRow } from '../../db/schema/index.js';
import { escapeHtml, fillPlaceholders } from '../../platform/mail/render.js';

/** What a mailing's placeholders say for one participant of one event (the values, not yet encoded). */
export type PlaceholderValues = Record<MailingPlaceholder, string>;

/**
 * A date-time as a person of `language` reads it, in the event's time zone and naming it
 * ("12 May 2026 at 09:00 Europe/Berlin (UTC+02:00)"; "… UTC" for a UTC event). Throws a RangeError
 * for an unknown zone.
 */
export function dateTimeIn(iso: string, language: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const at = new Date(iso);
  const text = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
    at,
  );
  return `${text} ${zoneLabel(timeZone, at)}`;
}

// ---------------------------------------------------------------------------------------------
// Click tracking

/**
 * The href of each `<a>` start tag of sanitised html: sanitize-html writes every attribute in double
 * quotes with `"`, `<` and `>` of values encoded, so a value cannot end the tag or fake an href.
 */
const HREF = /(<a\b[^>]*?\shref=")([^"]*)(")/gi;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** An attribute value as the browser reads it (`&amp;` → `&`, `&#39;` → `'`…). */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * True when a link is counted: a web address written out in the mailing. Placeholders stay as they
 * are: the unsubscribe link must never lead through a counter, the personal venue link (and any
 * address holding a participant's value) differs per recipient, so no click could lead back to it;
 * `mailto:` and anything else is no web page to redirect to.
 */
const isTracked = (href: string) => /^https?:\/\//i.test(href) && !href.includes('{{');

/**
 * The addresses of a mailing's counted links in the order of its html (as the browser reads them):
 * link `n` of a click URL is `trackedLinks(html)[n]`. Throws nothing.
 */
export function trackedLinks(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(HREF)) {
    const href = decodeAttribute(m[2] ?? '').trim();
    if (isTracked(href)) out.push(href);
  }
  return out;
}

/** The html with the `n`-th counted link leading to `clickUrl(n)`, every other link as it was. */
function rewriteLinks(html: string, clickUrl: (n: number) => string): string {
  let n = 0;
  return html.replace(HREF, (whole, start: string, href: string, end: string) =>
    isTracked(decodeAttribute(href).trim()) ? `${start}${escapeHtml(clickUrl(n++))}${end}` : whole,
  );
}

/**
 * The token of a delivery's click links: its id and an HMAC of it keyed by its (secret, signed)
 * unsubscribe token. Click links end up in browser histories and proxy logs, so they must not hold
 * the unsubscribe token itself; yet nothing else has to be kept to check one. Throws nothing.
 */
export function clickToken(deliveryId: string, unsubscribeToken: string): string {
  const mac = createHmac('sha256', unsubscribeToken).update(`click:${deliveryId}`).digest('base64url');
  return `${deliveryId}.${mac.slice(0, 32)}`;
}

/** Options of `personalise`: where the counted links of one recipient's mail lead. */
export type PersonaliseOptions = { clickUrl?: (n: number) => string };

/**
 * The `personalise` options of one delivery: its counted links lead to
 * `{publicUrl}/api/v1/public/mailings/click/{token}/{n}` when the mailing counts clicks, else none.
 * Throws nothing.
 */
export function clicksOf(
  publicUrl: string,
  mailing: Pick<MailingRow, 'trackClicks'>,
  deliveryId: string,
  unsubscribeToken: string,
): PersonaliseOptions {
  if (!mailing.trackClicks) return {};
  const base = `${publicUrl}${API_ROOT}/public/mailings/click/${clickToken(deliveryId, unsubscribeToken)}`;
  return { clickUrl: (n) => `${base}/${n}` };
}

// ---------------------------------------------------------------------------------------------
// Personalising

/**
 * The mailing for one recipient: subject and plain part filled as they are, the html part with every
 * value escaped and, with `clickUrl`, its counted links leading through the click counter. The plain
 * part keeps the real addresses: a reader of plain mail sees (and often copies) the address a link
 * goes to, and one leading elsewhere looks like phishing; the html part's clicks count the opens.
 * Throws nothing.
 */
export function personalise(
  row: Pick<MailingRow, 'subject' | 'html' | 'text'>,
  values: PlaceholderValues,
  options: PersonaliseOptions = {},
): { subject: string; html: string; text: string } {
  // Links are rewritten before the values go in, so no value can add or change a counted link.
  const html = options.clickUrl ? rewriteLinks(row.html, options.clickUrl) : row.html;
  return {
    // A value cannot add a header line: line breaks in a subject become spaces.
    subject: fillPlaceholders(row.subject, values).replace(/[\r\n]+/g, ' '),
    html: fillPlaceholders(html, values, escapeHtml),
    text: fillPlaceholders(row.text, values),
  };
}
