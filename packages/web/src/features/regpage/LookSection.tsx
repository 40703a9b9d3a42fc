import { REGPAGE_FONTS, type RegPageFont } from '@foyer/shared';
import { Grid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FONT_NAMES, fontStack, loadFont } from '../../public-reg/fonts';
import { SelectField, fieldErrorText } from '../../ui/form';
import { ColorField } from '../events/components/ColorField';
import { type ChosenImage, ImageField } from './ImageField';
import type { RegPageValues } from './regpageForm';

export type PageImages = { header: ChosenImage | null; background: ChosenImage | null };

const FONT_OPTIONS = REGPAGE_FONTS.map((f) => ({ value: f, label: FONT_NAMES[f] }));
const isFont = (value: string): value is RegPageFont => (REGPAGE_FONTS as readonly string[]).includes(value);

/** Colours, font and images of the page; each font's name is shown in that font. */
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
  const font = useWatch({ control: form.control, name: 'font' });
  useEffect(() => {
    for (const f of REGPAGE_FONTS) void loadFont(f);
  }, []);
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
      <SelectField
        control={form.control}
        name="font"
        label={t('regpageEditor.font')}
        description={t('regpageEditor.fontHint')}
        data={FONT_OPTIONS}
        allowDeselect={false}
        renderOption={({ option }) => (
          <span style={{ fontFamily: isFont(option.value) ? fontStack(option.value) : undefined }}>
            {option.label}
          </span>
        )}
        styles={{ input: { fontFamily: font && isFont(font) ? fontStack(font) : undefined } }}
      />
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
