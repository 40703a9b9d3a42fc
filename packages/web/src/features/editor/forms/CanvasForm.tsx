import { type BoothCanvas, type HallCanvas, VENUE_LIMITS, targetKindsOf } from '@foyer/shared';
import { NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { ElementFormProps } from '../types';
import { AssetField } from './AssetField';
import { LinkTargetPicker } from './LinkTargetPicker';
import { PlacedSlotField } from './PlacedSlotField';
import { useFieldBinder } from './useFieldBinder';

/** A canvas (hall or booth): its slot, image, target, how long it shows, fade and logo toggle. */
export function CanvasForm(props: ElementFormProps<HallCanvas | BoothCanvas>) {
  const { value, ctx, errors } = props;
  const { t, set, number, checked, errorOf } = useFieldBinder(props);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PlacedSlotField {...props} />
        <AssetField
          kind="image"
          label={t('elementForm.fields.imageAssetId')}
          description={t('elementForm.canvas.imageHint')}
          value={value.imageAssetId}
          onChange={(id) => set('imageAssetId', id)}
          error={errorOf('imageAssetId')}
          ctx={ctx}
        />
      </SimpleGrid>
      <LinkTargetPicker
        value={value.target}
        onChange={(target) => set('target', target)}
        kinds={targetKindsOf(value.kind)}
        ctx={ctx}
        errors={errors}
      />
      <NumberInput
        {...number('duration', { description: 'elementForm.canvas.durationHint' })}
        min={1}
        max={VENUE_LIMITS.maxDurationSeconds}
        allowDecimal={false}
        suffix=" s"
        maw={240}
      />
      <Stack gap="sm">
        <Switch {...checked('fade', { description: 'elementForm.canvas.fadeHint' })} />
        <Switch {...checked('showLogo', { description: 'elementForm.canvas.showLogoHint' })} />
      </Stack>
    </Stack>
  );
}
