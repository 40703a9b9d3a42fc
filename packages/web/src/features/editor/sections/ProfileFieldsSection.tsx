import { PROFILE_ITEM_TYPES } from '@foyer/shared';
import { Button, Menu, Stack } from '@mantine/core';
import { IconChevronDown, IconId, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { ElementRow } from '../components/ElementRow';
import { SectionHeader } from '../components/SectionHeader';
import { SortableRows } from '../components/SortableRows';
import { useReorderElements } from '../queries';
import { useEditorShell } from '../shellContext';
import { useReorder } from './useReorder';

/** "Add field": the type first (the six of spec §3), then the new field's form. */
function AddFieldMenu() {
  const { t } = useTranslation();
  const { select } = useEditorShell();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('editor.profileFields.add')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {PROFILE_ITEM_TYPES.map((type) => (
          <Menu.Item
            key={type}
            onClick={() => select({ section: 'profileFields', newKind: 'PROFILE_ITEM', type })}
          >
            {t(`editor.profileFields.types.${type}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The profile fields section: the registration form's fields in order (drag to reorder) and "Add field". */
export function ProfileFieldsSection() {
  const { t } = useTranslation();
  const { data, select, variant } = useEditorShell();
  const reorder = useReorder(useReorderElements(data.event.id));
  const items = data.venue.profileItems;
  return (
    <Stack gap="md">
      <SectionHeader
        title={t('editor.sections.profileFields')}
        description={t('editor.profileFields.intro')}
        actions={<AddFieldMenu />}
      />
      {items.length === 0 ? (
        <EmptyBlock
          icon={<IconId size={28} aria-hidden />}
          title={t('editor.profileFields.emptyTitle')}
          description={t('editor.profileFields.emptyText')}
          actionLabel={t('editor.profileFields.addText')}
          onAction={() => select({ section: 'profileFields', newKind: 'PROFILE_ITEM', type: 'textfield' })}
        />
      ) : (
        <SortableRows
          items={items}
          label={t('editor.sections.profileFields')}
          nameOf={(item) => item.label}
          isDraggable={variant === 'full'}
          isDisabled={reorder.isPending}
          onReorder={(ids) => reorder.run(null, ids)}
          renderRow={(item) => (
            <ElementRow
              label={item.label}
              meta={[
                t(`editor.profileFields.types.${item.type}`),
                item.required ? t('editor.profileFields.required') : null,
                item.hidden ? t('editor.profileFields.hidden') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
              onOpen={() => select({ section: 'profileFields', elementId: item.id })}
            />
          )}
        />
      )}
    </Stack>
  );
}
