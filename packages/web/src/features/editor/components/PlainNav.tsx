import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SECTION_ICONS, sectionLabelKey } from '../sectionMeta';
import { SECTIONS, selectionSearch } from '../selection';
import { useEditorShell } from '../shellContext';

/** The plain editor's navigation: one link per section (no tree, no script-driven keys). */
export function PlainNav() {
  const { t } = useTranslation();
  const { selection } = useEditorShell();
  return (
    <Stack component="nav" gap={2} aria-label={t('editor.tree.label')}>
      {SECTIONS.map((section) => {
        const Icon = SECTION_ICONS[section];
        const isCurrent = selection.section === section;
        return (
          <NavLink
            key={section}
            component={Link}
            to={{ search: selectionSearch({ section }) }}
            label={t(sectionLabelKey(section))}
            leftSection={<Icon size={16} aria-hidden />}
            active={isCurrent}
            aria-current={isCurrent ? 'page' : undefined}
          />
        );
      })}
    </Stack>
  );
}
