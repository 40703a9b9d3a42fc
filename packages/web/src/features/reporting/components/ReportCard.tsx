import type { ReportTable } from '@foyer/shared';
import { Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconFileTypeCsv, IconTable } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowMenu } from '../../../ui/RowMenu';
import type { ReportDownload } from './useReportDownload';

type ReportCardProps = {
  title: string;
  /** A dimmed line under the title (by the hour or by the day, how many are listed). */
  description?: string;
  /** The table of the report its CSV holds ("Download CSV" in its menu), with the downloader. */
  table?: ReportTable;
  downloader?: ReportDownload;
  /** Controls beside the title (an export menu). */
  actions?: ReactNode;
  /** Controls above the chart and the table, shown with both (a search, a select). */
  toolbar?: ReactNode;
  /** The chart; without one the card shows its table only. */
  chart?: ReactNode;
  /** The same data as a table (the chart's accessible form). */
  children: ReactNode;
};

/**
 * A card of the report: a region named by its title, "Download CSV" of its table in the "…" menu (or
 * its own `actions`), and for charts a Chart/Table switch so that every figure can be read as a table.
 */
export function ReportCard({
  title,
  description,
  table,
  downloader,
  actions,
  toolbar,
  chart,
  children,
}: ReportCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const viewLabel = (icon: ReactNode, text: string) => (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <span>{text}</span>
    </Group>
  );
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId} h="100%">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Title order={2} fz="lg" id={headingId}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </div>
          <Group gap="xs" wrap="nowrap">
            {chart && (
              <SegmentedControl
                size="xs"
                aria-label={t('reporting.view.label', { title })}
                value={view}
                onChange={(v) => setView(v as 'chart' | 'table')}
                data={[
                  {
                    value: 'chart',
                    label: viewLabel(<IconChartBar size={14} aria-hidden />, t('reporting.view.chart')),
                  },
                  {
                    value: 'table',
                    label: viewLabel(<IconTable size={14} aria-hidden />, t('reporting.view.table')),
                  },
                ]}
              />
            )}
            {actions}
            {table && downloader && (
              <RowMenu
                label={t('reporting.cardMenu', { title })}
                items={[
                  {
                    label: t('reporting.export.csv'),
                    icon: IconFileTypeCsv,
                    onClick: () => downloader.download({ format: 'csv', table }),
                  },
                ]}
              />
            )}
          </Group>
        </Group>
        {toolbar}
        {chart && view === 'chart' ? chart : children}
      </Stack>
    </Card>
  );
}
