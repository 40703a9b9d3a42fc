import { Skeleton, type SkeletonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A placeholder announced as loading: a busy status, named `label` ("Loading" unless told). */
export function BusySkeleton({ label, ...props }: SkeletonProps & { label?: string }) {
  const { t } = useTranslation();
  return <Skeleton role="status" aria-busy="true" aria-label={label ?? t('common.loading')} {...props} />;
}
