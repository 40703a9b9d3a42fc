import { LANGUAGES, type Language } from '@foyer/shared';
import { useTranslation } from 'react-i18next';
import { getToken } from '../api/session';
import { saveUserLanguage } from '../features/users/queries';
import { changeLanguage, currentLanguage } from '../lib/i18n';

/** The current language and a switch that also saves it on the account when logged in. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const setLanguage = async (language: Language) => {
    await changeLanguage(language);
    if (getToken()) {
      try {
        await saveUserLanguage(language);
      } catch {
        // the client already reacted; the local choice stays
      }
    }
  };
  return { language: i18n.language ? currentLanguage() : 'en', languages: LANGUAGES, setLanguage };
}
