import { LANGUAGES, type Language, parseLanguage } from '@foyer/shared';
import { useCallback, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from '../../lib/i18n';

/** Where the visitor's own choice of the venue's language is kept (apart from the organiser's). */
export const VISITOR_LANGUAGE_KEY = 'foyer.visitor.language';

/** The language the visitor chose in a venue before, or null. */
export function storedVisitorLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(VISITOR_LANGUAGE_KEY);
    return stored && (LANGUAGES as readonly string[]).includes(stored) ? (stored as Language) : null;
  } catch {
    return null;
  }
}

function storeVisitorLanguage(language: Language): void {
  try {
    localStorage.setItem(VISITOR_LANGUAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts as long as the page.
  }
}

/**
 * The venue's interface language: the visitor's stored choice, else the event's (its registration
 * page's) when known, else the browser's. Applies it to the interface and `<html lang>`; `setLanguage`
 * remembers a choice for the visitor only, never as the organiser's preference.
 */
export function useVisitLanguage(eventLanguage: Language | undefined) {
  const { i18n } = useTranslation();
  const [chosen, setChosen] = useState(storedVisitorLanguage);
  const language = chosen ?? eventLanguage ?? parseLanguage(navigator.language);

  // A layout effect, so that the first painted frame is already in the venue's language.
  useLayoutEffect(() => {
    if (i18n.language !== language || document.documentElement.lang !== language)
      void applyLanguage(language);
  }, [i18n, language]);

  const setLanguage = useCallback((next: Language) => {
    storeVisitorLanguage(next);
    setChosen(next);
  }, []);

  return { language, languages: LANGUAGES, setLanguage };
}
