import {
  DEFAULT_LANGUAGE,
  DEFAULT_REGPAGE_FONT,
  LANGUAGES,
  type Language,
  type RegPageFields,
  zoneLabel,
  zonedWallTimeToUtc,
} from '@foyer/shared';
import type { EventRow } from '../../db/schema/index.js';
import { localeTexts } from '../../platform/i18n/locales.js';

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

/** The registration texts of a language (English for an unknown one). Throws nothing. */
export const regPageStrings = localeTexts<RegPageStrings>('mail', 'regpage');

const EMPTY_LINK = { label: '', url: '' };

type SetupDate = Pick<EventRow, 'eventDate' | 'eventTime' | 'timeZone'>;

/**
 * The start and date lines of the date (and time) chosen in the guided setup, in the event's zone:
 * with a time, the start instant, the long date and time, and the zone named; a date alone gives
 * the date line only. Throws nothing.
 */
export function setupDateFields(
  event: SetupDate,
  language: Language,
): Pick<RegPageFields, 'startsAt' | 'dateLine1' | 'dateLine2'> {
  if (!event.eventDate) return { startsAt: null, dateLine1: '', dateLine2: '' };
  const startsAt = event.eventTime
    ? zonedWallTimeToUtc(`${event.eventDate}T${event.eventTime}`, event.timeZone)
    : null;
  if (!startsAt) {
    const date = new Date(`${event.eventDate}T12:00:00Z`);
    const line = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(date);
    return { startsAt: null, dateLine1: line, dateLine2: '' };
  }
  const line = new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: event.timeZone,
  }).format(new Date(startsAt));
  return { startsAt, dateLine1: line, dateLine2: zoneLabel(event.timeZone, Date.parse(startsAt)) };
}

/**
 * The fields of a page never saved: texts in `language`, the event's colours and title, open and
 * not expired, no images (pageOf adds the template's header artwork); the start and date lines from the guided setup's date. Throws nothing.
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
    ...setupDateFields(event, lang),
    mainColor: event.mainColor,
    labelColor: event.mainColor,
    font: DEFAULT_REGPAGE_FONT,
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
