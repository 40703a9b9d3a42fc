import type { TimelineDay } from '@foyer/shared';
import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarTime, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import classes from '../Editor.module.css';
import { ElementRow } from '../components/ElementRow';
import { SectionHeader } from '../components/SectionHeader';
import { SortableRows } from '../components/SortableRows';
import { kindLabelKey } from '../forms';
import { useReorderElements } from '../queries';
import { useEditorShell } from '../shellContext';
import { useReorder } from './useReorder';

/** An ISO calendar date in the person's language ("12 Mar 2027"), read as a calendar day (no zone shift). */
export function useDayDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (date: string | null) => (date ? format.format(new Date(`${date}T00:00:00Z`)) : null);
}

/** One day of the agenda: the day's row, its items in time order (each opens its form) and "Add item". */
function DayRow({ day }: { day: TimelineDay }) {
  const { t } = useTranslation();
  const { select } = useEditorShell();
  const dateOf = useDayDate();
  const items = [...day.items].sort((a, b) => a.start.localeCompare(b.start));
  const addItem = t('editor.add', { what: t(kindLabelKey('TIMELINE_DAY_ITEM')) });
  return (
    <Stack gap={4} pb="xs">
      <ElementRow
        label={day.title}
        meta={[
          dateOf(day.date) ?? t('editor.agenda.noDate'),
          t('editor.agenda.itemCount', { count: items.length }),
        ].join(' · ')}
        onOpen={() => select({ section: 'agenda', elementId: day.id })}
      />
      <Stack
        component="ul"
        gap={2}
        p={0}
        m={0}
        pl="md"
        style={{ listStyle: 'none' }}
        aria-label={t('editor.agenda.itemsOf', { day: day.title })}
      >
        {items.map((item) => (
          <li key={item.id}>
            <UnstyledButton
              className={classes.row}
              w="100%"
              px="xs"
              py={4}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              onClick={() => select({ section: 'agenda', elementId: item.id })}
            >
              <Group gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" ff="monospace" style={{ flex: '0 0 auto' }}>
                  {item.start}–{item.end}
                </Text>
                <Text size="sm" truncate>
                  {item.title}
                </Text>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      <Group pl="md">
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPlus size={12} aria-hidden />}
          onClick={() => select({ section: 'agenda', newKind: 'TIMELINE_DAY_ITEM', parentId: day.id })}
          aria-label={`${addItem} (${day.title})`}
        >
          {addItem}
        </Button>
      </Group>
    </Stack>
  );
}

/** The agenda section: the days (add, reorder), each with its items (add, open); the timeline is in the preview. */
export function AgendaSection() {
  const { t } = useTranslation();
  const { data, select, variant } = useEditorShell();
  const reorder = useReorder(useReorderElements(data.event.id));
  const { agenda } = data.venue;
  const addDay = () => select({ section: 'agenda', newKind: 'TIMELINE_DAY' });
  return (
    <Stack gap="md">
      <SectionHeader
        title={t('editor.sections.agenda')}
        description={t('editor.agenda.intro')}
        actions={
          <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={addDay}>
            {t('editor.agenda.addDay')}
          </Button>
        }
      />
      {agenda.length === 0 ? (
        <EmptyBlock
          icon={<IconCalendarTime size={28} aria-hidden />}
          title={t('editor.agenda.emptyTitle')}
          description={t('editor.agenda.emptyText')}
          actionLabel={t('editor.agenda.addDay')}
          onAction={addDay}
        />
      ) : (
        <SortableRows
          items={agenda}
          label={t('editor.sections.agenda')}
          nameOf={(day) => day.title}
          isDraggable={variant === 'full'}
          isDisabled={reorder.isPending}
          onReorder={(ids) => reorder.run(null, ids)}
          renderRow={(day) => <DayRow day={day} />}
        />
      )}
    </Stack>
  );
}
