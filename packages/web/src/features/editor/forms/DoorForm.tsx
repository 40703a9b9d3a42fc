import { DESIGNS, type Door, targetKindsOf } from '@foyer/shared';
import { Fieldset, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ElementFormProps } from '../types';
import { FIELDSET_STYLES } from './formStyles';
import { DateTimeField } from './DateTimeField';
import { LinkTargetPicker } from './LinkTargetPicker';
import { SlotSelect } from './SlotSelect';
import { isNotAfter } from './dateTime';
import { NEW_ID, elementLabel, firstFreeSlot, kindLabelKey } from './elements';
import { useFieldBinder } from './useFieldBinder';

/** Door artwork of the design catalogue (none yet: the slot's own door is drawn). */
const DOOR_DESIGNS = DESIGNS.filter((d) => (d.roomType as string) === 'door');

type DoorFormProps = ElementFormProps<Door>;

/**
 * A door: the room it stands in and its door slot, title, subtitle, tooltip, where it leads, its
 * artwork (when the catalogue has door designs) and when it opens and closes, in the event's zone.
 */
export function DoorForm(props: DoorFormProps) {
  const { value, ctx, errors } = props;
  const { timeZone } = ctx.event;
  const { t, text, set, patch, errorOf } = useFieldBinder(props);
  const room = ctx.venue.rooms.find((r) => r.id === value.roomId);
  const rooms = ctx.venue.rooms
    .filter((r) => r.id !== NEW_ID)
    .map((r) => ({ value: r.id, label: elementLabel(r) || t(kindLabelKey(r.kind)) }));
  const closesTooEarly = isNotAfter(value.opensAt, value.closesAt, timeZone);
  const closesError = errorOf('closesAt') ?? (closesTooEarly ? t('validation.invalid') : undefined);
  const handleRoomChange = (roomId: string | null) => {
    const next = ctx.venue.rooms.find((r) => r.id === roomId);
    if (!next || next.id === value.roomId) return;
    patch({ roomId: next.id, slotId: firstFreeSlot(next, ctx.venue, 'door', value.id) ?? '' });
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('elementForm.fields.roomId')}
          description={t('elementForm.door.roomHint')}
          data={rooms}
          value={value.roomId || null}
          onChange={handleRoomChange}
          allowDeselect={false}
          searchable
          withAsterisk
          aria-required
          error={errorOf('roomId')}
          classNames={{ root: errorOf('roomId') ? 'foyer-field-invalid' : undefined }}
        />
        <SlotSelect
          room={room}
          venue={ctx.venue}
          kind="door"
          elementId={value.id}
          value={value.slotId}
          onChange={(slotId) => set('slotId', slotId)}
          error={errorOf('slotId')}
        />
        <TextInput {...text('title', { isRequired: true, description: 'elementForm.door.titleHint' })} />
        <TextInput {...text('title2', { description: 'elementForm.door.title2Hint' })} />
      </SimpleGrid>
      <TextInput {...text('tooltip', { description: 'elementForm.hints.tooltip' })} />
      {DOOR_DESIGNS.length > 0 && (
        <Select
          label={t('elementForm.fields.doorDesign')}
          placeholder={t('elementForm.door.defaultDesign')}
          data={DOOR_DESIGNS.map((d) => ({ value: d.id, label: t(d.name) }))}
          value={value.designId}
          onChange={(designId) => set('designId', designId)}
          clearable
          error={errorOf('designId')}
        />
      )}
      <LinkTargetPicker
        value={value.target}
        onChange={(target) => set('target', target)}
        kinds={targetKindsOf('DOOR')}
        ctx={ctx}
        errors={errors}
        label={t('elementForm.door.target')}
      />
      <Fieldset legend={t('elementForm.door.hours')} variant="unstyled" styles={FIELDSET_STYLES}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateTimeField
            label={t('elementForm.fields.opensAt')}
            description={t('elementForm.door.opensHint')}
            value={value.opensAt}
            onChange={(opensAt) => set('opensAt', opensAt)}
            error={errorOf('opensAt')}
            timeZone={timeZone}
          />
          <DateTimeField
            label={t('elementForm.fields.closesAt')}
            description={t('elementForm.door.closesHint')}
            value={value.closesAt}
            onChange={(closesAt) => set('closesAt', closesAt)}
            error={closesError}
            timeZone={timeZone}
          />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
