import { LanguageSwitch } from '../ui/LanguageSwitch';
import { useLanguage } from './useLanguage';

/** Language switch for pages without the user menu (login, registration, password). */
export function LanguageMenu() {
  const { language, languages, setLanguage } = useLanguage();
  return <LanguageSwitch language={language} languages={languages} onChoose={(l) => void setLanguage(l)} />;
}
