import type { Language } from '@foyer/shared';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../lib/i18n';

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
    <Menu position="bottom-end" withinPortal hideDetached={false}>
      <Menu.Target>
        <Button
          variant="white"
          color="dark"
          size="sm"
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={t('visit.language')}
        >
          {language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('visit.language')}</Menu.Label>
        {languages.map((l) => (
          <Menu.Item
            key={l}
            onClick={() => onChange(l)}
            rightSection={l === language ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={l === language ? 'true' : undefined}
            lang={l}
          >
            {LANGUAGE_NAMES[l]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
