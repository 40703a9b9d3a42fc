import { type Asset, AssetUpdateRequest } from '@foyer/shared';
import { useTranslation } from 'react-i18next';
import { RenameDialog } from '../../../ui/RenameDialog';
import { useUpdateAsset } from '../queries';

/** Rename an asset; the name is checked with AssetUpdateRequest's rule before it is sent. */
export function RenameModal({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAsset();
  return (
    <RenameDialog
      item={asset}
      title={t('assets.rename.title')}
      label={t('assets.rename.label')}
      field={AssetUpdateRequest.shape.name.unwrap()}
      serverField="name"
      isPending={update.isPending}
      onSave={(name) => update.mutateAsync({ id: asset!.id, body: { name } })}
      onClose={onClose}
    />
  );
}
