import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../ui/EmptyBlock';

/** A report of the card could not be loaded: says so and offers to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyBlock
      icon={<IconAlertTriangle size={28} aria-hidden />}
      title={t('reporting.loadError.title')}
      description={t('reporting.loadError.text')}
      actionLabel={t('reporting.loadError.retry')}
      onAction={onRetry}
    />
  );
}
