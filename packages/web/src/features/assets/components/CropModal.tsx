import { type Asset, CROP_PRESETS, type CropRect } from '@foyer/shared';
import { Box, Button, Group, Image, Slider, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal';
import { STYLE_NONCE } from '../../../ui/cspNonce';
import { useUpdateAsset } from '../queries';

type PresetKey = (typeof CROP_PRESETS)[number]['key'];

type CropOptions = {
  /** Only this preset is offered (e.g. 'wide' for a 16:9 header image). */
  lockedPreset?: PresetKey;
  /** Called with the saved asset (its new version) as soon as the crop is saved. */
  onSaved?: (asset: Asset) => void;
};

/** The crop in whole pixels of the original, kept inside the image. */
export function toCropRect(area: Area, natural?: { width: number; height: number }): CropRect {
  const x = Math.max(0, Math.round(area.x));
  const y = Math.max(0, Math.round(area.y));
  const maxW = natural ? natural.width - x : Number.POSITIVE_INFINITY;
  const maxH = natural ? natural.height - y : Number.POSITIVE_INFINITY;
  return {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(area.width), maxW)),
    height: Math.max(1, Math.min(Math.round(area.height), maxH)),
  };
}

function CropEditor({
  asset,
  onClose,
  lockedPreset,
  onSaved,
}: { asset: Asset; onClose: () => void } & CropOptions) {
  const { t } = useTranslation();
  const update = useUpdateAsset();
  const [preset, setPreset] = useState<PresetKey>(lockedPreset ?? 'free');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  // The area react-easy-crop reported, with the aspect it was computed for.
  const [reported, setReported] = useState<(Area & { aspect: number }) | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | undefined>(
    asset.width && asset.height ? { width: asset.width, height: asset.height } : undefined,
  );
  const [saved, setSaved] = useState<Asset | null>(null);
  // react-easy-crop keeps a fixed aspect: "free" keeps the picture's own proportions.
  const freeAspect = natural ? natural.width / natural.height : 4 / 3;
  const aspect = CROP_PRESETS.find((p) => p.key === preset)?.aspect ?? freeAspect;
  // Until the cropper reports for the chosen preset, there is nothing to save.
  const area = reported && reported.aspect === aspect ? reported : null;

  const handleSave = async () => {
    if (!area) return;
    const next = await update.mutateAsync({ id: asset.id, body: { crop: toCropRect(area, natural) } });
    setSaved(next);
    onSaved?.(next);
  };

  if (saved) {
    return (
      <Stack gap="md">
        <Group gap="xs">
          <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text fw={600}>{t('assets.crop.saved', { version: saved.version })}</Text>
        </Group>
        <Box bg="var(--mantine-color-default-hover)" p="sm" style={{ borderRadius: 8 }}>
          <Image
            src={`${saved.url}${saved.url.includes('?') ? '&' : '?'}v=${saved.version}`}
            alt={saved.name}
            mah="55vh"
            fit="contain"
          />
        </Box>
        <Text size="sm" c="dimmed">
          {saved.width && saved.height ? `${saved.width} × ${saved.height} px` : null}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.done')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group gap="xs" role="group" aria-label={t('assets.crop.presets')}>
        {CROP_PRESETS.filter((p) => !lockedPreset || p.key === lockedPreset).map((p) => (
          <Button
            key={p.key}
            size="xs"
            variant={preset === p.key ? 'filled' : 'default'}
            aria-pressed={preset === p.key}
            onClick={() => {
              setPreset(p.key);
              setZoom(1);
              setCrop({ x: 0, y: 0 });
            }}
          >
            {t(`assets.crop.preset.${p.key}`)}
          </Button>
        ))}
      </Group>
      <Box
        pos="relative"
        h="min(48vh, 460px)"
        style={{ borderRadius: 8, overflow: 'hidden', background: 'var(--mantine-color-dark-8)' }}
      >
        <Cropper
          image={asset.originalUrl}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setReported({ ...pixels, aspect })}
          onMediaLoaded={(media) => setNatural({ width: media.naturalWidth, height: media.naturalHeight })}
          objectFit="contain"
          nonce={STYLE_NONCE}
        />
      </Box>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="crop-zoom-label">
          {t('assets.crop.zoom')}
        </Text>
        <Slider
          min={1}
          max={4}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          label={(v) => `${v.toFixed(1)}×`}
          thumbProps={{ 'aria-labelledby': 'crop-zoom-label' }}
        />
      </Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {area ? `${toCropRect(area, natural).width} × ${toCropRect(area, natural).height} px` : ''}
          {preset === 'logo' ? ` · ${t('assets.crop.logoHint')}` : ''}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={handleSave} loading={update.isPending} disabled={!area}>
            {t('assets.crop.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** Crop an image or avatar: presets from CROP_PRESETS, zoom; saves a new version (PUT assets/{id} {crop}). */
export default function CropModal({
  asset,
  onClose,
  lockedPreset,
  onSaved,
}: { asset: Asset | null; onClose: () => void } & CropOptions) {
  const { t } = useTranslation();
  return (
    <AppModal
      opened={asset !== null}
      onClose={onClose}
      size="lg"
      title={t('assets.crop.title', { name: asset?.name ?? '' })}
    >
      {asset && (
        <CropEditor
          key={asset.id}
          asset={asset}
          onClose={onClose}
          lockedPreset={lockedPreset}
          onSaved={onSaved}
        />
      )}
    </AppModal>
  );
}
