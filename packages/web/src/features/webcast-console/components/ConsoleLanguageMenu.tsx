import { LANGUAGES } from '@foyer/shared';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, changeLanguage, currentLanguage } from '../../../lib/i18n';

/**
 * The console's language switch: remembered in this browser only (a webcast user has no account
 * whose language could be saved, and an organiser's "login as" leaves their account's alone).
 */
export function ConsoleLanguageMenu() {
  const { t, i18n } = useTranslation();
  const language = i18n.language ? currentLanguage() : 'en';
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
        {LANGUAGES.map((l) => (
          <Menu.Item
            key={l}
            onClick={() => void changeLanguage(l)}
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
