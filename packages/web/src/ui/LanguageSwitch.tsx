import type { Language } from '@foyer/shared';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../lib/i18n';

/**
 * The language switch of pages without the user menu: a button with the current language's code
 * and a menu of the languages in their own names. Where the choice is kept is the caller's
 * (`onChoose`): the account's language, or this browser's only.
 */
export function LanguageSwitch({
  language,
  languages,
  onChoose,
}: {
  language: Language;
  languages: readonly Language[];
  onChoose: (language: Language) => void;
}) {
  const { t } = useTranslation();
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
            onClick={() => onChoose(l)}
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
