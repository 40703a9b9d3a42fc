import { type TimelineDayItem, targetKindsOf, zoneLabel } from '@foyer/shared';
import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { ElementFormProps } from '../types';
import { AssetField } from './AssetField';
import { HexColorField } from './HexColorField';
import { LinkTargetPicker } from './LinkTargetPicker';
import { agendaZoneInstant, minutesOf } from '../../venue/agendaTime';
import { useFieldBinder } from './useFieldBinder';

/**
 * An agenda item: name, title, location, start and end in the event's zone, named (end after start,
 * checked as typed), colour, speakers, thumbnail, the go-to button's label and where it leads.
 */
export function TimelineItemForm(props: ElementFormProps<TimelineDayItem>) {
  const { value, ctx, errors } = props;
  const { t, text, set, errorOf } = useFieldBinder(props);
  const isEndTooEarly = minutesOf(value.end) <= minutesOf(value.start);
  const endError = errorOf('end') ?? (isEndTooEarly ? t('validation.invalid') : undefined);
  const day = ctx.venue.agenda.find((d) => d.items.some((i) => i.id === value.id));
  const { timeZone } = ctx.event;
  const zone = zoneLabel(timeZone, agendaZoneInstant(day?.date ?? null, timeZone, value.start || undefined));
  const time = (name: 'start' | 'end', error: string | undefined, description: string) => (
    <TextInput
      type="time"
      label={t(`elementForm.fields.${name}`)}
      description={t(description, { zone })}
      value={value[name]}
      onChange={(e) => set(name, e.currentTarget.value)}
      withAsterisk
      aria-required
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
    />
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...text('title', { isRequired: true })} />
        <TextInput {...text('name', { description: 'elementForm.item.nameHint' })} />
        {time('start', errorOf('start'), 'elementForm.item.startZoneHint')}
        {time('end', endError, 'elementForm.item.endHint')}
        <TextInput {...text('location', { description: 'elementForm.item.locationHint' })} />
        <HexColorField
          label={t('elementForm.fields.color')}
          description={t('elementForm.item.colorHint')}
          value={value.color}
          onChange={(color) => set('color', color)}
          error={errorOf('color')}
          ctx={ctx}
        />
      </SimpleGrid>
      <Textarea
        {...text('speakers', { description: 'elementForm.item.speakersHint' })}
        autosize
        minRows={1}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AssetField
          kind="image"
          label={t('elementForm.fields.thumbnailAssetId')}
          value={value.thumbnailAssetId}
          onChange={(id) => set('thumbnailAssetId', id)}
          error={errorOf('thumbnailAssetId')}
          ctx={ctx}
        />
        <TextInput {...text('buttonLabel', { description: 'elementForm.item.buttonLabelHint' })} />
      </SimpleGrid>
      <LinkTargetPicker
        value={value.target}
        onChange={(target) => set('target', target)}
        kinds={targetKindsOf('TIMELINE_DAY_ITEM')}
        ctx={ctx}
        errors={errors}
        label={t('elementForm.item.target')}
      />
    </Stack>
  );
}
