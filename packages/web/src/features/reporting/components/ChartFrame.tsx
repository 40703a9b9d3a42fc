import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A chart as one image for screen readers, named by its card ("Chart: Registrations over time"), its
 * figures being in the card's table view.
 */
export function ChartFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box role="img" aria-label={t('reporting.chartLabel', { title })}>
      {children}
    </Box>
  );
}
