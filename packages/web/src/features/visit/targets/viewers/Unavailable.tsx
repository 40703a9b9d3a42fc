import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Said when what a target points at no longer exists (a deleted asset or element). */
export function Unavailable() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" icon={<IconAlertCircle size={18} aria-hidden />}>
      {t('visitTargets.unavailable')}
    </Alert>
  );
}
