import type { Funnel } from '@foyer/shared';
import { Box, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusySkeleton } from '../../../ui/BusySkeleton';
import { FigureLabel } from '../components/FigureLabel';
import { ReportCard } from '../components/ReportCard';
import { type ReportColumn, ReportTable } from '../components/ReportTable';
import type { ReportFormat } from '../format';
import { LoadError } from './LoadError';
import { FUNNEL_STEPS, type FunnelStep, StepDefinition } from './StepDefinition';

type Row = { step: FunnelStep; value: number; previous: number | null; registered: number };

const rowsOf = (funnel: Funnel): Row[] =>
  FUNNEL_STEPS.map((step, i) => {
    const before = FUNNEL_STEPS[i - 1];
    return {
      step,
      value: funnel[step],
      previous: before ? funnel[before] : null,
      registered: funnel.registered,
    };
  });

/** Above a step after the first: how many of the step before made this one. */
function Conversion({ row, format }: { row: Row; format: ReportFormat }) {
  const { t } = useTranslation();
  // A share of nothing says nothing.
  if (!row.previous) return null;
  return (
    <Group gap={4} c="dimmed" py={6} data-conversion={row.step}>
      <IconArrowDown size={14} aria-hidden />
      <Text size="xs">
        {t('reportingAdvanced.funnel.ofPrevious', { percent: format.percent(row.value, row.previous) })}
      </Text>
    </Group>
  );
}

/** One step: its name with the definition, the count, a bar as long as its share of the largest step. */
function FunnelBar({ row, largest, format }: { row: Row; largest: number; format: ReportFormat }) {
  const { t } = useTranslation();
  const label = t(`reportingAdvanced.funnel.steps.${row.step}`);
  const share = largest > 0 ? row.value / largest : 0;
  // A step with anyone in it keeps a visible sliver of a bar.
  const width = row.value > 0 ? Math.max(share * 100, 1) : 0;
  const isPeople = row.step !== 'pageViews';
  return (
    <Box component="li" data-step={row.step}>
      <Conversion row={row} format={format} />
      <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
        <Group gap={6} wrap="wrap" align="baseline" style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} component="div">
            <FigureLabel label={label} definition={<StepDefinition step={row.step} />} />
          </Text>
          {!isPeople && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('reportingAdvanced.funnel.pageViewsNote')}
            </Text>
          )}
        </Group>
        <Text fw={650} size="lg" data-figure={row.step} style={{ whiteSpace: 'nowrap' }}>
          {format.count(row.value)}
        </Text>
      </Group>
      <Box
        mt={4}
        h={14}
        bg="light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))"
        style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
        aria-hidden
      >
        <Box
          h="100%"
          w={`${width}%`}
          bg={isPeople ? 'var(--mantine-color-brand-6)' : 'var(--mantine-color-gray-5)'}
          style={{ borderRadius: 'var(--mantine-radius-sm)', transition: 'width 200ms' }}
        />
      </Box>
    </Box>
  );
}

/**
 * The funnel (issue 19): registration page views → registered → confirmed → entered → engaged as
 * bars with the share of the step before between them, each step's definition one click away; the
 * same figures as a table.
 */
export function FunnelCard({ query, format }: { query: UseQueryResult<Funnel>; format: ReportFormat }) {
  const { t } = useTranslation();
  const title = t('reportingAdvanced.funnel.title');
  const funnel = query.data;
  if (!funnel)
    return (
      <ReportCard title={title} description={t('reportingAdvanced.funnel.description')}>
        {query.isError ? <LoadError onRetry={() => void query.refetch()} /> : <BusySkeleton height={300} />}
      </ReportCard>
    );
  const rows = rowsOf(funnel);
  const largest = Math.max(...rows.map((r) => r.value));
  const columns: ReportColumn<Row>[] = [
    {
      key: 'step',
      label: t('reportingAdvanced.funnel.columns.step'),
      cell: (r) => (
        <FigureLabel
          label={t(`reportingAdvanced.funnel.steps.${r.step}`)}
          definition={<StepDefinition step={r.step} />}
        />
      ),
    },
    {
      key: 'count',
      label: t('reportingAdvanced.funnel.columns.count'),
      cell: (r) => format.count(r.value),
      isNumber: true,
    },
    {
      key: 'conversion',
      label: t('reportingAdvanced.funnel.columns.conversion'),
      cell: (r) => (r.previous ? format.percent(r.value, r.previous) : '–'),
      isNumber: true,
    },
    {
      key: 'ofRegistered',
      label: t('reportingAdvanced.funnel.columns.ofRegistered'),
      cell: (r) => (r.step === 'pageViews' || !r.registered ? '–' : format.percent(r.value, r.registered)),
      isNumber: true,
    },
  ];
  const isUpdating = query.isPlaceholderData && query.isFetching;
  return (
    <ReportCard
      title={title}
      description={t('reportingAdvanced.funnel.description')}
      chart={
        <Stack
          component="ol"
          gap={0}
          m={0}
          p={0}
          aria-label={t('reportingAdvanced.funnel.listLabel')}
          aria-busy={isUpdating}
          style={{ listStyle: 'none', opacity: isUpdating ? 0.6 : 1 }}
        >
          {rows.map((row) => (
            <FunnelBar key={row.step} row={row} largest={largest} format={format} />
          ))}
        </Stack>
      }
    >
      <ReportTable label={title} columns={columns} rows={rows} rowKey={(r) => r.step} emptyText="" />
    </ReportCard>
  );
}
