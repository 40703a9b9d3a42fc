import { type Asset, AssetUpdateRequest } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal';
import { TextField } from '../../../ui/form';
import { useUpdateAsset } from '../queries';

function RenameForm({ asset, onClose }: { asset: Asset; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAsset();
  const form = useForm<{ name: string }>({
    resolver: zodResolver(AssetUpdateRequest) as never,
    defaultValues: { name: asset.name },
  });
  const handleSubmit = form.handleSubmit(async ({ name }) => {
    await update.mutateAsync({ id: asset.id, body: { name: name.trim() } });
    onClose();
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextField
          control={form.control}
          name="name"
          label={t('assets.rename.label')}
          isRequired
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Rename an asset; the name is checked with AssetUpdateRequest before it is sent. */
export function RenameModal({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal opened={asset !== null} onClose={onClose} size="sm" title={t('assets.rename.title')}>
      {asset && <RenameForm key={asset.id} asset={asset} onClose={onClose} />}
    </AppModal>
  );
}
