import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { ElementList, ElementListItem, ElementRow } from '../components/ElementRow';
import { kindLabelKey } from '../forms';
import { useEditorShell } from '../shellContext';
import { IconCalendarTime } from '@tabler/icons-react';

/** Below an agenda day's form: its items in time order, each opening its form, and "Add item". */
export function DayContents({ dayId }: { dayId: string }) {
  const { t } = useTranslation();
  const { data, select } = useEditorShell();
  const headingId = useId();
  const day = data.venue.agenda.find((d) => d.id === dayId);
  if (!day) return null;
  const items = [...day.items].sort((a, b) => a.start.localeCompare(b.start));
  const add = () => select({ section: 'agenda', newKind: 'TIMELINE_DAY_ITEM', parentId: day.id });
  const itemName = t(kindLabelKey('TIMELINE_DAY_ITEM'));
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} mt="md">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="lg" id={headingId}>
          {t('editor.agenda.itemsOf', { day: day.title })}
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={add}>
          {t('editor.add', { what: itemName })}
        </Button>
      </Group>
      {items.length === 0 ? (
        <EmptyBlock
          icon={<IconCalendarTime size={28} aria-hidden />}
          title={t('editor.agenda.noItemsTitle')}
          description={t('editor.agenda.noItemsText')}
        />
      ) : (
        <ElementList label={t(kindLabelKey('TIMELINE_DAY_ITEM', 2))}>
          {items.map((item) => (
            <ElementListItem key={item.id}>
              <ElementRow
                label={item.title}
                meta={[`${item.start}–${item.end}`, item.location].filter(Boolean).join(' · ')}
                onOpen={() => select({ section: 'agenda', elementId: item.id })}
              />
            </ElementListItem>
          ))}
        </ElementList>
      )}
    </Stack>
  );
}
