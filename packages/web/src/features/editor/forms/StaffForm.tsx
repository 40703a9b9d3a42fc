import { type BoothStaff, VENUE_LIMITS, targetKindsOf, venueElements } from '@foyer/shared';
import { Autocomplete, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { ElementFormProps } from '../types';
import { AssetField } from './AssetField';
import { LinkTargetPicker } from './LinkTargetPicker';
import { PlacedSlotField } from './PlacedSlotField';
import { useFieldBinder } from './useFieldBinder';

/**
 * A staff member: slot, name, avatar, height in metres (the figure is scaled by it), group (or
 * unassigned), one-to-one chat and video calls (answered by the event's moderators), and what
 * clicking the person does.
 */
export function StaffForm(props: ElementFormProps<BoothStaff>) {
  const { value, ctx, errors } = props;
  const { t, text, set, number, checked, errorOf } = useFieldBinder(props);
  const groups = [
    ...new Set(
      venueElements(ctx.venue).flatMap((e) => (e.kind === 'BOOTH_STAFF' && e.group ? [e.group] : [])),
    ),
  ].sort((a, b) => a.localeCompare(b));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PlacedSlotField {...props} />
        <TextInput {...text('name', { isRequired: true })} />
        <AssetField
          kind="avatar"
          label={t('elementForm.fields.avatar')}
          description={t('elementForm.staff.avatarHint')}
          value={value.imageAssetId}
          onChange={(id) => set('imageAssetId', id)}
          error={errorOf('imageAssetId')}
          ctx={ctx}
        />
        <NumberInput
          {...number('heightMetres', { description: 'elementForm.staff.heightHint' })}
          min={VENUE_LIMITS.staffHeightMin}
          max={VENUE_LIMITS.staffHeightMax}
          step={0.01}
          decimalScale={2}
          suffix=" m"
        />
        <Autocomplete
          label={t('elementForm.fields.group')}
          description={t('elementForm.staff.groupHint')}
          placeholder={t('elementForm.staff.unassigned')}
          data={groups}
          value={value.group ?? ''}
          onChange={(group) => set('group', group.trim() === '' ? null : group)}
          error={errorOf('group')}
          classNames={{ root: errorOf('group') ? 'foyer-field-invalid' : undefined }}
        />
      </SimpleGrid>
      <Switch {...checked('allowChat', { description: 'elementForm.staff.chatHint' })} />
      <Switch {...checked('allowVideoCalls', { description: 'elementForm.staff.videoCallsHint' })} />
      <LinkTargetPicker
        value={value.target}
        onChange={(target) => set('target', target)}
        kinds={targetKindsOf('BOOTH_STAFF')}
        ctx={ctx}
        errors={errors}
      />
    </Stack>
  );
}
