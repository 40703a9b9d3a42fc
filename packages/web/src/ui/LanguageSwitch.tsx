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
  label,
  onImage = false,
}: {
  language: Language;
  languages: readonly Language[];
  onChoose: (language: Language) => void;
  /** The button's and menu's name; default "Language" of the app's menus. */
  label?: string;
  /** Drawn on a picture (the venue's header): a white button that stays while the header moves. */
  onImage?: boolean;
}) {
  const { t } = useTranslation();
  const name = label ?? t('menu.language');
  return (
    <Menu position="bottom-end" withinPortal hideDetached={!onImage}>
      <Menu.Target>
        <Button
          variant={onImage ? 'white' : 'subtle'}
          color={onImage ? 'dark' : 'gray'}
          size={onImage ? 'sm' : undefined}
          leftSection={<IconLanguage size={18} aria-hidden />}
          // The code shown is part of the name (WCAG 2.5.3, label in name): "Language (EN)".
          aria-label={`${name} (${language.toUpperCase()})`}
          px={onImage ? undefined : 'xs'}
        >
          {language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
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
