import type { Asset } from '@foyer/shared';
import { Box, Group, Input, Stack, Text } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetPickerModal } from '../assets';
import { isSixteenByNine } from './regpageForm';
import { AssetChooseButtons } from '../assets/components/AssetChooseButtons';

const CropModal = lazy(() => import('../assets/components/CropModal'));

/** The chosen image: its asset id and the address to show it by. */
export type ChosenImage = { id: string; url: string };

/** The address of an asset's current version (a crop keeps the id and makes a new version). */
export function imageUrlOf(asset: Asset): string {
  return `${asset.url}${asset.url.includes('?') ? '&' : '?'}v=${asset.version}`;
}

type ImageFieldProps = {
  label: string;
  description?: string;
  /** The chosen image, or null. */
  value: ChosenImage | null;
  onChange(next: ChosenImage | null): void;
  /** Translated error text. */
  error?: string;
  /** The image must be 16:9: another shape opens the crop dialog locked to 16:9. */
  isWide?: boolean;
};

/**
 * An image of the media library: thumbnail, "Choose image…" (the library picker, which uploads too)
 * and "Remove". With `isWide`, an image that is not 16:9 (±1 %) is cropped to 16:9 first; the crop
 * saves a new version of the asset, which is then used; closing the crop without saving keeps the
 * previous image.
 */
export function ImageField({ label, description, value, onChange, error, isWide }: ImageFieldProps) {
  const { t } = useTranslation();
  const [isPicking, setPicking] = useState(false);
  const [toCrop, setToCrop] = useState<Asset | null>(null);
  const [isShapeHint, setShapeHint] = useState(false);

  const handleChoose = (asset: Asset) => {
    if (isWide && !isSixteenByNine(asset.width, asset.height)) {
      setShapeHint(true);
      setToCrop(asset);
      return;
    }
    setShapeHint(false);
    onChange({ id: asset.id, url: imageUrlOf(asset) });
  };

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
    >
      <Group gap="sm" mt={6} wrap="nowrap" align="center">
        <Box
          w={isWide ? 112 : 84}
          h={63}
          style={{
            flexShrink: 0,
            overflow: 'hidden',
            borderRadius: 'var(--mantine-radius-sm)',
            border: value
              ? undefined
              : `1px dashed ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
            background: 'var(--mantine-color-default-hover)',
          }}
        >
          {value && (
            <img
              src={value.url}
              alt={t('regpageEditor.imageAlt', { label })}
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )}
        </Box>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          {!value && (
            <Text size="sm" c="dimmed">
              {t('regpageEditor.noImage')}
            </Text>
          )}
          <AssetChooseButtons
            label={label}
            chooseText={t('regpageEditor.chooseImage')}
            removeText={t('regpageEditor.removeImage')}
            hasValue={Boolean(value)}
            onChoose={() => setPicking(true)}
            onRemove={() => onChange(null)}
          />
        </Stack>
      </Group>
      {isShapeHint && (
        <Text size="sm" c="orange.8" mt={6} role="status">
          {t('regpageEditor.wideHint')}
        </Text>
      )}
      <AssetPickerModal
        opened={isPicking}
        kind="image"
        title={label}
        onClose={() => setPicking(false)}
        onChoose={([picked]) => picked && handleChoose(picked)}
      />
      {toCrop && (
        <Suspense fallback={null}>
          <CropModal
            asset={toCrop}
            lockedPreset="wide"
            onSaved={(saved) => {
              onChange({ id: saved.id, url: imageUrlOf(saved) });
              setShapeHint(false);
            }}
            onClose={() => setToCrop(null)}
          />
        </Suspense>
      )}
    </Input.Wrapper>
  );
}
