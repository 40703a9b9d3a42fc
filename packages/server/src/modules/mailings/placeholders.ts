import type { MailingPlaceholder } from '@foyer/shared';
import type { MailingRow } from '../../db/schema/index.js';
import { escapeHtml, fillPlaceholders } from '../../platform/mail/render.js';

/** What a mailing's placeholders say for one participant of one event (the values, not yet encoded). */
export type PlaceholderValues = Record<MailingPlaceholder, string>;

/** A date-time as a person of `language` reads it, in UTC (the time zone it is stored in). */
export const dateTimeIn = (iso: string, language: string) =>
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
