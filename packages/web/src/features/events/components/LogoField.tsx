import type { Asset } from '@foyer/shared';
import { Box, Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetPickerModal } from '../../assets';

type LogoFieldProps = {
  /** URL of the current logo, if any. */
  url: string | null;
  onChange: (asset: Asset | null) => void;
  /** The plan has no custom logo (spec §6): the picker is off and says why. */
  isLocked?: boolean;
};

/** The event logo: chosen from the media library (images), ideally 140 × 38 px. */
export function LogoField({ url, onChange, isLocked = false }: LogoFieldProps) {
  const { t } = useTranslation();
  const [isPicking, setPicking] = useState(false);
  return (
    <Input.Wrapper label={t('eventSettings.logo')} description={t('eventSettings.logoHint')}>
      <Stack gap="xs" mt={6}>
        <Box
          w={180}
          h={60}
          p={8}
          style={{
            border: '1px dashed var(--mantine-color-default-border)',
            borderRadius: 8,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {url ? (
            <Image src={url} alt={t('eventSettings.logoAlt')} w={140} h={38} fit="contain" />
          ) : (
            <Text size="xs" c="dimmed">
              {t('eventSettings.noLogo')}
            </Text>
          )}
        </Box>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPhoto size={14} />}
            onClick={() => setPicking(true)}
            disabled={isLocked}
          >
            {t('eventSettings.chooseLogo')}
          </Button>
          {url && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconX size={14} />}
              onClick={() => onChange(null)}
            >
              {t('eventSettings.removeLogo')}
            </Button>
          )}
        </Group>
        {isLocked && (
          <Text size="xs" c="dimmed">
            {t('eventSettings.logoLocked')}
          </Text>
        )}
      </Stack>
      <AssetPickerModal
        opened={isPicking}
        kind="image"
        title={t('eventSettings.chooseLogo')}
        onClose={() => setPicking(false)}
        onChoose={(assets) => onChange(assets[0] ?? null)}
      />
    </Input.Wrapper>
  );
}
