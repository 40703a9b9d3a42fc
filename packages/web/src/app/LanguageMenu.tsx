import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../lib/i18n';
import { useLanguage } from './useLanguage';

/** Language switch for pages without the user menu (login, registration, password). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, languages, setLanguage } = useLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={t('menu.language')}
          px="xs"
        >
          {language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('menu.language')}</Menu.Label>
        {languages.map((l) => (
          <Menu.Item
            key={l}
            onClick={() => void setLanguage(l)}
            rightSection={l === language ? <IconCheck size={14} aria-hidden /> : null}
            lang={l}
          >
            {LANGUAGE_NAMES[l]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
