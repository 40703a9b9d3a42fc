import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * STALE_VERSION (optimistic concurrency): someone else saved this part meanwhile. Nothing was
 * overwritten; "Reload" discards the draft and shows the latest saved state.
 */
export function StaleAlert({ onReload }: { onReload: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [isReloading, setReloading] = useState(false);
  const handleReload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Alert
      color="red"
      radius="lg"
      role="alert"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('editor.stale.title')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('editor.stale.text')}</Text>
        <Button
          size="xs"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={handleReload}
          loading={isReloading}
        >
          {t('editor.stale.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
