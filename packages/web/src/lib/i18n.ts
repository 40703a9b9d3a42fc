import { DEFAULT_LANGUAGE, LANGUAGES, type Language, parseLanguage } from '@foyer/shared';
import de from '@foyer/shared/locales/de/app.json';
import en from '@foyer/shared/locales/en/app.json';
import es from '@foyer/shared/locales/es/app.json';
import fr from '@foyer/shared/locales/fr/app.json';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_KEY = 'foyer.language';

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return stored && (LANGUAGES as readonly string[]).includes(stored)
      ? (stored as Language)
      : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

void i18n.use(initReactI18next).init({
  resources: {
    en: { app: en },
    de: { app: de },
    es: { app: es },
    fr: { app: fr },
  },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['app'],
  defaultNS: 'app',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** The current interface language. */
export const currentLanguage = (): Language => parseLanguage(i18n.language);

/** Shows the interface in `language` and sets `<html lang>`, without remembering it. */
export async function applyLanguage(language: Language): Promise<void> {
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

/** Switches the language, remembers it locally and sets `<html lang>`. */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await applyLanguage(language);
}

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
};

export default i18n;
