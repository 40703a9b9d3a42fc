import type { Language } from '@foyer/shared';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../ui/LanguageSwitch';

/** The venue header's language switch; the choice is the visitor's own (see useVisitLanguage). */
export function VisitLanguageMenu({
  language,
  languages,
  onChange,
}: {
  language: Language;
  languages: readonly Language[];
  onChange: (language: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <LanguageSwitch
      language={language}
      languages={languages}
      onChoose={onChange}
      label={t('visit.language')}
      onImage
    />
  );
}
