import { type EventBreakout, LIMITS } from '@foyer/shared';
import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ElementFormProps } from '../types';
import { NEW_ID } from './elements';
import { useFieldBinder } from './useFieldBinder';

/** A breakout room: name, its moderator (one of the event's moderators, or none) and how many may join. */
export function BreakoutForm(props: ElementFormProps<EventBreakout>) {
  const { value, ctx } = props;
  const { t, text, set, number, errorOf } = useFieldBinder(props);
  const moderators = ctx.venue.moderators
    .filter((m) => m.id !== NEW_ID)
    .map((m) => ({ value: m.id, label: `${m.firstName} ${m.lastName} (${m.email})` }));
  return (
    <Stack gap="md">
      <TextInput {...text('name', { isRequired: true })} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('elementForm.fields.moderatorId')}
          description={t('elementForm.breakout.moderatorHint')}
          placeholder={t(
            moderators.length ? 'elementForm.breakout.noModerator' : 'elementForm.target.empty.moderator',
          )}
          data={moderators}
          value={value.moderatorId}
          onChange={(id) => set('moderatorId', id)}
          clearable
          searchable
          disabled={moderators.length === 0 && !value.moderatorId}
          error={errorOf('moderatorId')}
          classNames={{ root: errorOf('moderatorId') ? 'foyer-field-invalid' : undefined }}
        />
        <NumberInput
          {...number('capacity')}
          description={t('elementForm.breakout.capacityHint', { min: 2, max: LIMITS.breakoutParticipants })}
          min={2}
          max={LIMITS.breakoutParticipants}
          allowDecimal={false}
        />
      </SimpleGrid>
    </Stack>
  );
}
