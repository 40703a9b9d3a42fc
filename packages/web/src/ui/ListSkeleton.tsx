import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Loading: `rows` bars in a list's shape, announced as loading. */
export function ListSkeleton({ rows, height = 44 }: { rows: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered
        <Skeleton key={i} height={height} radius="sm" mb="xs" />
      ))}
    </div>
  );
}
