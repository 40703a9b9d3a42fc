import { DEFAULT_LANGUAGE, type Language } from '@foyer/shared';
import { localeTexts } from '../i18n/locales.js';

export const MAIL_TEMPLATES = [
  'confirmation',
  'passwordReset',
  'welcome',
  'invitation',
  'emailChange',
  'emailChanged',
  'invoice',
  'invoiceRenewed',
  'invoiceReminder',
  'paymentFailed',
  'quotaReached',
  'webcastInvitation',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/**
 * A mail's values: the greeting's name, the button's link, for `emailChanged` the new address, for
 * `quotaReached` the event's name, the threshold reached in percent and the plan's limit, for
 * `webcastInvitation` the webcast's name (as `event`).
 */
export type MailVars = {
  name?: string;
  link: string;
  email?: string;
  event?: string;
  percent?: number;
  limit?: number;
  /** An invoice's number (invoice mails). */
  invoice?: string;
  /** A date as the reader reads it, e.g. "3 March 2027" (invoice mails). */
  date?: string;
};
export type RenderedMail = { subject: string; html: string; text: string };

type TemplateStrings = { subject: string; intro: string; button: string; note: string; closing: string };
type MailStrings = {
  common: {
    greeting: string;
    greetingNoName: string;
    linkFallback: string;
    signature: string;
    footer: string;
  };
} & Record<MailTemplate, TemplateStrings>;

const stringsOf = localeTexts<MailStrings>('mail');

/** Escapes text for html content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const fill = (s: string, vars: Record<string, string>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, k) => vars[k] ?? '');

/**
 * Replaces each `{{name}}` (any case, spaces inside the braces allowed) whose name is a key of
 * `values` by its value through `encode` (escapeHtml for an html part); others stay as written.
 * Values are never read again, so a value holding `{{…}}` is not expanded. Throws nothing.
 */
export function fillPlaceholders(
  text: string,
  values: Record<string, string>,
  encode: (s: string) => string = (s) => s,
): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => {
    const value = values[key.toLowerCase()];
    return value === undefined ? whole : encode(value);
  });
}

/** Renders one template in a language into subject, html and plain text; every value is escaped in html. */
export function renderMail(
  template: MailTemplate,
  language: Language | undefined,
  vars: MailVars,
): RenderedMail {
  const s = stringsOf(language ?? DEFAULT_LANGUAGE);
  const t = s[template];
  const name = vars.name?.trim();
  const greeting = name ? fill(s.common.greeting, { name }) : s.common.greetingNoName;
  const values = {
    email: vars.email ?? '',
    event: vars.event ?? '',
    percent: vars.percent === undefined ? '' : String(vars.percent),
    limit: vars.limit === undefined ? '' : String(vars.limit),
    invoice: vars.invoice ?? '',
    date: vars.date ?? '',
  };
  const subject = fill(t.subject, values);
  const intro = fill(t.intro, values);
  const text = [
    greeting,
    '',
    intro,
    '',
    `${t.button}: ${vars.link}`,
    '',
    t.note,
    t.closing,
    '',
    s.common.signature,
    '',
    '--',
    s.common.footer,
    '',
  ].join('\n');
  const e = escapeHtml;
  const link = e(vars.link);
  const html = `<!doctype html>
<html lang="${e(language ?? DEFAULT_LANGUAGE)}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="font-size:18px;font-weight:bold;margin:0 0 24px">Foyer</p>
<p>${e(greeting)}</p>
<p>${e(intro)}</p>
<p style="margin:32px 0"><a href="${link}" style="background:#2f6fed;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${e(t.button)}</a></p>
<p style="font-size:13px;color:#52606d">${e(s.common.linkFallback)}<br><a href="${link}" style="color:#2f6fed;word-break:break-all">${link}</a></p>
<p>${e(t.note)}</p>
<p>${e(t.closing)}</p>
<p>${e(s.common.signature)}</p>
<hr style="border:none;border-top:1px solid #e4e7eb;margin:24px 0">
<p style="font-size:12px;color:#7b8794">${e(s.common.footer)}</p>
</td></tr></table>
</body></html>
`;
  return { subject, html, text };
}

/** The http(s) links of a plain-text mail, in order. */
export function linksOf(text: string): string[] {
  // A plain part made from html shows a link as "text [url]": the bracket is not part of it.
  return text.match(/https?:\/\/[^\s<>"'[\]]+/g) ?? [];
}
