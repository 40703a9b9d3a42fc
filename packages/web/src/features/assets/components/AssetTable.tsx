import type { Asset } from '@foyer/shared';
import { Checkbox, Group, Radio, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDuration } from '../upload';
import { type AssetAction, AssetActionsMenu } from './AssetActionsMenu';
import { AssetThumb } from './AssetThumb';
import { OriginBadge } from './OriginBadge';
import type { AssetSelection } from './selection';

type AssetTableProps = {
  assets: readonly Asset[];
  hasDuration: boolean;
  selection?: AssetSelection;
  onAction: (asset: Asset, action: AssetAction) => void;
};

/** List view: thumbnail, name, created, size, type, duration (videos), custom/template badge, actions. */
export function AssetTable({ assets, hasDuration, selection, onAction }: AssetTableProps) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Table.ScrollContainer minWidth={hasDuration ? 820 : 740} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={44}>
                {selection.isMultiple && (
                  <Checkbox
                    aria-label={t('assets.selection.selectPage')}
                    checked={selection.pageState === 'all'}
                    indeterminate={selection.pageState === 'some'}
                    onChange={selection.onTogglePage}
                  />
                )}
              </Table.Th>
            )}
            <Table.Th w={72}>
              <VisuallyHidden>{t('assets.columns.thumbnail')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('assets.columns.name')}</Table.Th>
            <Table.Th>{t('assets.columns.created')}</Table.Th>
            <Table.Th>{t('assets.columns.size')}</Table.Th>
            <Table.Th>{t('assets.columns.type')}</Table.Th>
            {hasDuration && <Table.Th>{t('assets.columns.duration')}</Table.Th>}
            <Table.Th>{t('assets.columns.kind')}</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>{t('assets.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assets.map((asset) => {
            const isSelected = selection?.isSelected(asset) ?? false;
            return (
              <Table.Tr key={asset.id} bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}>
                {selection && (
                  <Table.Td>
                    {selection.isMultiple ? (
                      <Checkbox
                        aria-label={t('assets.selection.select', { name: asset.name })}
                        checked={isSelected}
                        disabled={!selection.canSelect(asset)}
                        onChange={() => selection.onToggle(asset)}
                      />
                    ) : (
                      <Radio
                        aria-label={t('assets.selection.select', { name: asset.name })}
                        checked={isSelected}
                        disabled={!selection.canSelect(asset)}
                        onChange={() => selection.onToggle(asset)}
                      />
                    )}
                  </Table.Td>
                )}
                <Table.Td>
                  <AssetThumb asset={asset} width={56} height={40} />
                </Table.Td>
                <Table.Td maw={320}>
                  {selection?.canSelect(asset) ? (
                    <UnstyledButton onClick={() => selection.onToggle(asset)} tabIndex={-1}>
                      <Text size="sm" fw={500} lineClamp={2} style={{ wordBreak: 'break-word' }}>
                        {asset.name}
                      </Text>
                    </UnstyledButton>
                  ) : (
                    <Text size="sm" fw={500} lineClamp={2} style={{ wordBreak: 'break-word' }}>
                      {asset.name}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {dateFormat.format(new Date(asset.createdAt))}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatBytes(asset.size, i18n.language)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {asset.type}
                  </Text>
                </Table.Td>
                {hasDuration && (
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {asset.duration != null ? formatDuration(asset.duration) : '–'}
                    </Text>
                  </Table.Td>
                )}
                <Table.Td>
                  <OriginBadge asset={asset} />
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <AssetActionsMenu asset={asset} onAction={(action) => onAction(asset, action)} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
