import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type RegPageFields } from '@foyer/shared';
import type { EventRow } from '../../db/schema/index.js';

/** The `regpage` texts of mail.json: a new page's texts and the registration mail's extras. */
type RegPageStrings = {
  mailSubject: string;
  mailHtml: string;
  mailText: string;
  description: string;
  thanksText: string;
  confirmClosedText: string;
  confirmOpenText: string;
  startClosedText: string;
  startOpenText: string;
  expiredText: string;
  submitLabel: string;
  calendarLink: string;
};

const require = createRequire(import.meta.url);
const strings = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    (
      JSON.parse(readFileSync(require.resolve(`@foyer/shared/locales/${lang}/mail.json`), 'utf8')) as {
        regpage: RegPageStrings;
      }
    ).regpage,
  ]),
) as Record<Language, RegPageStrings>;

/** The registration texts of a language (English for an unknown one). Throws nothing. */
export const regPageStrings = (language: string): RegPageStrings =>
  strings[language as Language] ?? strings[DEFAULT_LANGUAGE];

const EMPTY_LINK = { label: '', url: '' };

/**
 * The fields of a page never saved: texts in `language`, the event's colours and title, open and
 * not expired, no start time nor images. Throws nothing.
 */
export function defaultPageFields(event: EventRow, language: string): Omit<RegPageFields, 'pageCode'> {
  const lang = (LANGUAGES as readonly string[]).includes(language)
    ? (language as Language)
    : DEFAULT_LANGUAGE;
  const s = regPageStrings(lang);
  return {
    htmlTitle: event.title1,
    language: lang,
    open: true,
    expired: false,
    startsAt: null,
    dateLine1: '',
    dateLine2: '',
    mainColor: event.mainColor,
    labelColor: event.mainColor,
    headerImageAssetId: null,
    backgroundImageAssetId: null,
    mailSubject: s.mailSubject.replace('{{event}}', event.title1).slice(0, 200),
    mailHtml: s.mailHtml,
    mailText: s.mailText,
    description: s.description,
    thanksText: s.thanksText,
    confirmClosedText: s.confirmClosedText,
    confirmOpenText: s.confirmOpenText,
    startClosedText: s.startClosedText,
    startOpenText: s.startOpenText,
    expiredText: s.expiredText,
    submitLabel: s.submitLabel,
    termsText: '',
    legal: { imprint: EMPTY_LINK, privacy: EMPTY_LINK, terms: EMPTY_LINK, organizer: EMPTY_LINK },
  };
}
