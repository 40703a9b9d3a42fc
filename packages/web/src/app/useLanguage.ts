import { LANGUAGES, type Language } from '@foyer/shared';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { getToken } from '../api/session';
import { changeLanguage, currentLanguage } from '../lib/i18n';

/** The current language and a switch that also saves it on the account when logged in. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const setLanguage = async (language: Language) => {
    await changeLanguage(language);
    if (getToken()) {
      try {
        await api.put('user/language', { language }, { quiet: true });
      } catch {
        // the client already reacted; the local choice stays
      }
    }
  };
  return { language: i18n.language ? currentLanguage() : 'en', languages: LANGUAGES, setLanguage };
}
