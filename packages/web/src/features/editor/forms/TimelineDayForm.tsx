import type { TimelineDay } from '@foyer/shared';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { ElementFormProps } from '../types';
import { useFieldBinder } from './useFieldBinder';

/** A day of the agenda: its title and, once known, its date. */
export function TimelineDayForm(props: ElementFormProps<TimelineDay>) {
  const { t, text, set, errorOf } = useFieldBinder(props);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput {...text('title', { isRequired: true, description: 'elementForm.day.titleHint' })} />
      <TextInput
        type="date"
        label={t('elementForm.fields.date')}
        description={t('elementForm.day.dateHint')}
        value={props.value.date ?? ''}
        onChange={(e) => set('date', e.currentTarget.value || null)}
        error={errorOf('date')}
        classNames={{ root: errorOf('date') ? 'foyer-field-invalid' : undefined }}
      />
    </SimpleGrid>
  );
}
