import type { Asset, AssetKind } from '@foyer/shared';
import { Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconUserSquare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AssetPickerModal } from '../../assets';

type Picking = { kind: AssetKind; multiple: boolean } | null;

/** /ui-kit/asset-picker: opens the asset picker and shows what was chosen (used by the end-to-end test). */
export default function AssetPickerDemoPage() {
  const { t } = useTranslation();
  usePageTitle(t('dev.assetPicker.title'));
  const [picking, setPicking] = useState<Picking>(null);
  const [chosen, setChosen] = useState<Asset[]>([]);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('dev.assetPicker.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('dev.assetPicker.intro')}
        </Text>
      </div>
      <Group gap="sm">
        <Button
          leftSection={<IconPhoto size={18} aria-hidden />}
          onClick={() => setPicking({ kind: 'image', multiple: false })}
        >
          {t('dev.assetPicker.chooseImage')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconUserSquare size={18} aria-hidden />}
          onClick={() => setPicking({ kind: 'avatar', multiple: true })}
        >
          {t('dev.assetPicker.chooseAvatars')}
        </Button>
      </Group>
      <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('dev.assetPicker.chosen')}>
        <Title order={2} fz="lg" mb="md">
          {t('dev.assetPicker.chosen')}
        </Title>
        {chosen.length === 0 ? (
          <Text c="dimmed">{t('dev.assetPicker.nothing')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }} spacing="md" component="ul" p={0} m={0}>
            {chosen.map((asset) => (
              <Stack key={asset.id} gap={6} component="li" style={{ listStyle: 'none' }}>
                <Image
                  src={asset.thumbnailUrl ?? asset.url}
                  alt={asset.name}
                  h={90}
                  fit="contain"
                  radius="sm"
                  bg="var(--mantine-color-default-hover)"
                />
                <Text size="sm" truncate>
                  {asset.name}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Card>
      {picking && (
        <AssetPickerModal
          opened
          kind={picking.kind}
          multiple={picking.multiple}
          onClose={() => setPicking(null)}
          onChoose={setChosen}
        />
      )}
    </Stack>
  );
}
