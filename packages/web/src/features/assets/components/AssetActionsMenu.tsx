import type { Asset } from '@foyer/shared';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCrop,
  IconDots,
  IconDownload,
  IconExternalLink,
  IconEye,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type AssetAction = 'open' | 'preview' | 'crop' | 'rename' | 'download' | 'delete';

/**
 * Which actions an asset admits: template assets are read-only; only images and avatars crop; a
 * webcast opens its own page (/webcasts/{id}: ingest settings, state) instead of a preview.
 */
export function actionsFor(asset: Asset): AssetAction[] {
  if (asset.kind === 'webcast') return asset.origin === 'template' ? [] : ['open', 'rename', 'delete'];
  const isCustom = asset.origin === 'custom';
  const canCrop =
    isCustom && (asset.kind === 'image' || asset.kind === 'avatar') && asset.type !== 'image/svg+xml';
  return [
    'preview',
    ...(canCrop ? (['crop'] as const) : []),
    ...(isCustom ? (['rename'] as const) : []),
    'download',
    ...(isCustom ? (['delete'] as const) : []),
  ];
}

const ICONS = {
  open: IconExternalLink,
  preview: IconEye,
  crop: IconCrop,
  rename: IconPencil,
  download: IconDownload,
  delete: IconTrash,
};

/** The per-asset menu "Actions for <name>". */
export function AssetActionsMenu({
  asset,
  onAction,
}: {
  asset: Asset;
  onAction: (action: AssetAction) => void;
}) {
  const { t } = useTranslation();
  const actions = actionsFor(asset);
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={180}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('assets.actionsFor', { name: asset.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          const Icon = ICONS[action];
          return (
            <Menu.Item
              key={action}
              color={action === 'delete' ? 'red' : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => onAction(action)}
            >
              {t(`assets.actions.${action}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
