import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal';
import type { BlockedDeletion } from '../queries';

/** REMOVABLE_DOC_HAS_DEPENDENCIES: which assets could not be deleted and where they are used. */
export function UsagesModal({
  blocked,
  onClose,
}: {
  blocked: readonly BlockedDeletion[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppModal opened={blocked.length > 0} onClose={onClose} size="md" title={t('assets.usages.title')}>
      <Stack gap="md">
        <Text size="sm">{t('errors.REMOVABLE_DOC_HAS_DEPENDENCIES')}</Text>
        {blocked.map(({ asset, usages }) => (
          <Stack gap={4} key={asset.id}>
            <Text fw={600} size="sm">
              {asset.name}
            </Text>
            <List size="sm" spacing={2}>
              {(usages ?? []).map((usage) => (
                <List.Item key={`${usage.type}-${usage.id}`}>
                  {usage.label}{' '}
                  <Text span c="dimmed" size="xs">
                    ({t(`assets.usages.types.${usage.type}`, { defaultValue: usage.type })})
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        ))}
        <Text size="sm" c="dimmed">
          {t('assets.usages.hint')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
