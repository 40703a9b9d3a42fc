import { type BoothVideo, VENUE_LIMITS } from '@foyer/shared';
import {
  Button,
  Fieldset,
  Input,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AssetPickerModal } from '../../assets';
import { AssetThumb } from '../../assets/components/AssetThumb';
import type { ElementFormProps } from '../types';
import { FIELDSET_STYLES } from './formStyles';
import { AssetField } from './AssetField';
import { PlacedSlotField } from './PlacedSlotField';
import { SortableList } from './SortableList';
import { useFieldBinder } from './useFieldBinder';

/** The slideshow's images: several image assets, added from the library, reordered, removed. */
function SlideshowImages(props: ElementFormProps<BoothVideo>) {
  const { value, ctx } = props;
  const { t, set, errorOf } = useFieldBinder(props);
  const [isPicking, setPicking] = useState(false);
  const ids = value.slideshowAssetIds;
  const nameOf = (id: string, i: number) =>
    ctx.assets.get(id)?.name ?? t('elementForm.video.imageN', { n: i + 1 });
  const error = errorOf('slideshowAssetIds');
  return (
    <Input.Wrapper
      label={t('elementForm.fields.slideshowAssetIds')}
      description={t('elementForm.video.imagesHint')}
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
    >
      <Stack gap="xs" mt={6}>
        {ids.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('elementForm.video.noImages')}
          </Text>
        ) : (
          <SortableList
            items={ids}
            nameOf={nameOf}
            onChange={(next) => set('slideshowAssetIds', next)}
            renderItem={(id, i) => {
              const asset = ctx.assets.get(id);
              return (
                <Stack gap={2}>
                  {asset ? <AssetThumb asset={asset} width={64} height={36} /> : null}
                  <Text size="sm" truncate="end">
                    {nameOf(id, i)}
                  </Text>
                </Stack>
              );
            }}
          />
        )}
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconPhotoPlus size={14} aria-hidden />}
          onClick={() => setPicking(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('elementForm.video.addImages')}
        </Button>
      </Stack>
      <AssetPickerModal
        opened={isPicking}
        kind="image"
        multiple
        title={t('elementForm.video.addImages')}
        onClose={() => setPicking(false)}
        onChoose={(assets) => {
          for (const asset of assets) ctx.rememberAsset(asset);
          set('slideshowAssetIds', [...ids, ...assets.map((a) => a.id)]);
        }}
      />
    </Input.Wrapper>
  );
}

/**
 * A booth video: slot, title, tooltip, description, the video and its thumbnail, playback switches,
 * and an optional slideshow of images with its timing and fade.
 */
export function BoothVideoForm(props: ElementFormProps<BoothVideo>) {
  const { value, ctx } = props;
  const { t, text, set, number, checked, errorOf } = useFieldBinder(props);
  const seconds = { min: 1, max: VENUE_LIMITS.maxDurationSeconds, allowDecimal: false, suffix: ' s' };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PlacedSlotField {...props} />
        <TextInput {...text('title', { isRequired: true })} />
      </SimpleGrid>
      <TextInput {...text('tooltip', { description: 'elementForm.hints.tooltip' })} />
      <Textarea {...text('description')} autosize minRows={2} maxRows={8} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AssetField
          kind="video"
          label={t('elementForm.fields.videoAssetId')}
          value={value.videoAssetId}
          onChange={(id) => set('videoAssetId', id)}
          error={errorOf('videoAssetId')}
          ctx={ctx}
        />
        <AssetField
          kind="image"
          label={t('elementForm.fields.thumbnailAssetId')}
          description={t('elementForm.video.thumbnailHint')}
          value={value.thumbnailAssetId}
          onChange={(id) => set('thumbnailAssetId', id)}
          error={errorOf('thumbnailAssetId')}
          ctx={ctx}
        />
      </SimpleGrid>
      <NumberInput
        {...number('imageDuration', { description: 'elementForm.video.imageDurationHint' })}
        {...seconds}
        maw={240}
      />
      <Fieldset legend={t('elementForm.video.playback')} variant="unstyled" styles={FIELDSET_STYLES}>
        <Stack gap="sm">
          <Switch {...checked('autostart', { description: 'elementForm.video.autostartHint' })} />
          <Switch {...checked('loop')} />
          <Switch {...checked('startFullscreen')} />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('elementForm.video.slideshowLegend')} variant="unstyled" styles={FIELDSET_STYLES}>
        <Stack gap="sm">
          <Switch {...checked('slideshow', { description: 'elementForm.video.slideshowHint' })} />
          {value.slideshow && (
            <>
              <SlideshowImages {...props} />
              <NumberInput
                {...number('slideDuration', { description: 'elementForm.video.slideDurationHint' })}
                {...seconds}
                maw={240}
              />
              <Switch {...checked('fade', { description: 'elementForm.video.fadeHint' })} />
            </>
          )}
        </Stack>
      </Fieldset>
    </Stack>
  );
}
