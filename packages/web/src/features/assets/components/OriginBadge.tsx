import type { Asset } from '@foyer/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Template" (read-only, shown to every account) or "Custom". */
export function OriginBadge({ asset }: { asset: Asset }) {
  const { t } = useTranslation();
  return asset.origin === 'template' ? (
    <Badge variant="light" color="grape" size="sm">
      {t('assets.origin.template')}
    </Badge>
  ) : (
    <Badge variant="light" color="gray" size="sm">
      {t('assets.origin.custom')}
    </Badge>
  );
}
