import type { Asset } from '@foyer/shared';
import { Box, Button, Center, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal';
import { CHECKERBOARD } from './AssetThumb';

type PreviewModalProps = { asset: Asset | null; onClose: () => void; onDownload: (asset: Asset) => void };

function PreviewBody({ asset }: { asset: Asset }) {
  const { t } = useTranslation();
  switch (asset.kind) {
    case 'image':
      return (
        <Center bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }} p="sm">
          <img
            src={asset.url}
            alt={asset.name}
            style={{ maxWidth: '100%', maxHeight: '65vh', display: 'block' }}
          />
        </Center>
      );
    case 'avatar':
      return (
        <Center style={{ background: CHECKERBOARD, borderRadius: 8 }} p="md">
          <img
            src={asset.url}
            alt={asset.name}
            style={{ maxWidth: '100%', maxHeight: '65vh', display: 'block' }}
          />
        </Center>
      );
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: organiser uploads carry no caption track
        <video
          src={asset.url}
          poster={asset.thumbnailUrl ?? undefined}
          controls
          preload="metadata"
          style={{ width: '100%', maxHeight: '65vh', borderRadius: 8, background: '#000' }}
        />
      );
    case 'document':
      return (
        <Box h="65vh">
          <object data={asset.url} type="application/pdf" title={asset.name} width="100%" height="100%">
            <Center h="100%">
              <Text c="dimmed">{t('assets.preview.noPdf')}</Text>
            </Center>
          </object>
        </Box>
      );
    default:
      return <Text>{asset.name}</Text>;
  }
}

/** Preview: image at web size, avatar on a checkerboard, video with its poster, PDF inline. */
export function PreviewModal({ asset, onClose, onDownload }: PreviewModalProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={asset !== null} onClose={onClose} size="lg" title={asset?.name ?? ''}>
      {asset && (
        <Stack gap="md">
          <PreviewBody asset={asset} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {[asset.type, asset.width && asset.height ? `${asset.width} × ${asset.height} px` : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => onDownload(asset)}
            >
              {t('assets.actions.download')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
