import { LANGUAGES } from '@foyer/shared';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { LanguageSwitch } from '../../../ui/LanguageSwitch';

/**
 * The console's language switch: remembered in this browser only (a webcast user has no account
 * whose language could be saved, and an organiser's "login as" leaves their account's alone).
 */
export function ConsoleLanguageMenu() {
  const { i18n } = useTranslation();
  const language = i18n.language ? currentLanguage() : 'en';
  return (
    <LanguageSwitch language={language} languages={LANGUAGES} onChoose={(l) => void changeLanguage(l)} />
  );
}
