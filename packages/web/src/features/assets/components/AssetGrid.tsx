import type { Asset } from '@foyer/shared';
import { Box, Card, Checkbox, Group, Radio, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDuration } from '../upload';
import { type AssetAction, AssetActionsMenu } from './AssetActionsMenu';
import { AssetThumb } from './AssetThumb';
import { OriginBadge } from './OriginBadge';
import type { AssetSelection } from './selection';

type AssetGridProps = {
  assets: readonly Asset[];
  selection?: AssetSelection;
  onAction: (asset: Asset, action: AssetAction) => void;
};

/** Grid view: a card with the thumbnail per asset. */
export function AssetGrid({ assets, selection, onAction }: AssetGridProps) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4 }} spacing="md">
      {assets.map((asset) => {
        const isSelected = selection?.isSelected(asset) ?? false;
        const canSelect = selection?.canSelect(asset) ?? false;
        const title = (
          <Text size="sm" fw={600} lineClamp={2} style={{ wordBreak: 'break-word' }} title={asset.name}>
            {asset.name}
          </Text>
        );
        return (
          <Card
            key={asset.id}
            withBorder
            radius="md"
            padding="sm"
            style={{
              borderColor: isSelected ? 'var(--mantine-primary-color-filled)' : undefined,
              boxShadow: isSelected ? '0 0 0 1px var(--mantine-primary-color-filled)' : undefined,
            }}
          >
            <Card.Section pos="relative">
              <Box
                onClick={canSelect ? () => selection?.onToggle(asset) : undefined}
                style={{ cursor: canSelect ? 'pointer' : undefined }}
              >
                <AssetThumb asset={asset} width="100%" height={150} />
              </Box>
              {selection && (
                <Box
                  pos="absolute"
                  top={8}
                  left={8}
                  p={4}
                  bg="var(--foyer-surface)"
                  style={{ borderRadius: 6 }}
                >
                  {selection.isMultiple ? (
                    <Checkbox
                      aria-label={t('assets.selection.select', { name: asset.name })}
                      checked={isSelected}
                      disabled={!canSelect}
                      onChange={() => selection.onToggle(asset)}
                    />
                  ) : (
                    <Radio
                      aria-label={t('assets.selection.select', { name: asset.name })}
                      checked={isSelected}
                      disabled={!canSelect}
                      onChange={() => selection.onToggle(asset)}
                    />
                  )}
                </Box>
              )}
            </Card.Section>
            <Stack gap={6} mt="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                {canSelect ? (
                  // The title selects as the thumbnail does; the radio or checkbox is its keyboard way.
                  <UnstyledButton onClick={() => selection?.onToggle(asset)} tabIndex={-1}>
                    {title}
                  </UnstyledButton>
                ) : (
                  title
                )}
                <AssetActionsMenu asset={asset} onAction={(action) => onAction(asset, action)} />
              </Group>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text size="xs" c="dimmed" truncate>
                  {[
                    dateFormat.format(new Date(asset.createdAt)),
                    formatBytes(asset.size, i18n.language),
                    asset.duration != null ? formatDuration(asset.duration) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <OriginBadge asset={asset} />
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
