import { Grid, Stack } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../ui/form';
import { ColorField } from '../events/components/ColorField';
import { type ChosenImage, ImageField } from './ImageField';
import type { RegPageValues } from './regpageForm';

export type PageImages = { header: ChosenImage | null; background: ChosenImage | null };

/** Colours and images of the page. */
export function LookSection({
  form,
  images,
  onImageChange,
}: {
  form: UseFormReturn<RegPageValues>;
  images: PageImages;
  onImageChange: (which: keyof PageImages, next: ChosenImage | null) => void;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ColorField
            control={form.control}
            name="mainColor"
            label={t('regpageEditor.mainColor')}
            isRequired
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ColorField
            control={form.control}
            name="labelColor"
            label={t('regpageEditor.labelColor')}
            isRequired
          />
        </Grid.Col>
      </Grid>
      <ImageField
        label={t('regpageEditor.headerImage')}
        description={t('regpageEditor.headerImageHint')}
        value={images.header}
        onChange={(next) => onImageChange('header', next)}
        error={fieldErrorText(t, errors.headerImageAssetId)}
        isWide
      />
      <ImageField
        label={t('regpageEditor.backgroundImage')}
        value={images.background}
        onChange={(next) => onImageChange('background', next)}
        error={fieldErrorText(t, errors.backgroundImageAssetId)}
      />
    </Stack>
  );
}
