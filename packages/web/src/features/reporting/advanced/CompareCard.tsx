import { COMPARE_MAX_EVENTS, COMPARE_MIN_EVENTS, type CompareEvent, type ReportQuery } from '@foyer/shared';
import { BarChart } from '@mantine/charts';
import { Box, MultiSelect, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusySkeleton } from '../../../ui/BusySkeleton';
import { useIsPhone } from '../../../ui/useIsPhone';
import { useEventList } from '../../events/queries';
import { ChartFrame } from '../components/ChartFrame';
import { ReportCard } from '../components/ReportCard';
import { type ReportColumn, ReportTable } from '../components/ReportTable';
import type { ReportFormat } from '../format';
import { AdvancedUpgrade } from './AdvancedUpgrade';
import { LoadError } from './LoadError';
import { isPremiumRefusal, useCompare } from './queries';
import { StepDefinition } from './StepDefinition';

/** The people counts drawn side by side (every figure is in the table). */
const CHART_FIGURES = ['registered', 'confirmed', 'entered', 'engaged', 'peakConcurrent'] as const;
/** A colour per compared event, in the order chosen. */
const COLORS = ['brand.6', 'teal.6', 'orange.6', 'grape.6', 'yellow.7'] as const;

/**
 * Events side by side (issue 19): 2 to 5 of the account's events (this one first) with their totals
 * in the range as grouped bars (a group per figure, a bar per event) and as a table.
 */
export function CompareCard({
  eventId,
  range,
  format,
}: {
  eventId: string;
  range: ReportQuery;
  format: ReportFormat;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const events = useEventList();
  const [chosen, setChosen] = useState<string[]>([eventId]);
  const query = useCompare(chosen, range, true);
  const title = t('reportingAdvanced.compare.title');
  const figure = (key: string) => t(`reportingAdvanced.compare.figures.${key}`);
  const compared = query.data?.events;

  const columns: ReportColumn<CompareEvent>[] = [
    { key: 'name', label: t('reportingAdvanced.compare.columns.event'), cell: (e) => e.name },
    ...(['registered', 'confirmed', 'entered', 'engaged'] as const).map(
      (key): ReportColumn<CompareEvent> => ({
        key,
        label: figure(key),
        definition: <StepDefinition step={key} />,
        isNumber: true,
        cell: (e) => format.count(e[key]),
      }),
    ),
    ...(['peakConcurrent', 'averageVenueSeconds', 'chatMessages', 'questions'] as const).map(
      (key): ReportColumn<CompareEvent> => ({
        key,
        label: figure(key),
        definition: t(`reportingAdvanced.compare.definitions.${key}`),
        isNumber: true,
        cell: (e) => (key === 'averageVenueSeconds' ? format.duration(e[key]) : format.count(e[key])),
      }),
    ),
  ];

  const options = (events.data ?? []).map((e) => ({ value: e.id, label: e.name }));
  // This event is offered while the list loads, named once it is known.
  if (!options.some((o) => o.value === eventId)) options.unshift({ value: eventId, label: '…' });

  let body: ReactNode;
  if (chosen.length < COMPARE_MIN_EVENTS)
    body = (
      <Text size="sm" c="dimmed" py="md" ta="center">
        {t('reportingAdvanced.compare.chooseMore', { min: COMPARE_MIN_EVENTS })}
      </Text>
    );
  else if (isPremiumRefusal(query.error)) body = <AdvancedUpgrade />;
  else if (query.isError && !compared) body = <LoadError onRetry={() => void query.refetch()} />;
  else if (!compared) body = <BusySkeleton height={260} />;

  const isUpdating = query.isPlaceholderData && query.isFetching;
  const data = CHART_FIGURES.map((key) => ({
    figure: key,
    ...Object.fromEntries((compared ?? []).map((e, i) => [`e${i}`, e[key]])),
  }));
  const table = compared && (
    <ReportTable label={title} columns={columns} rows={compared} rowKey={(e) => e.id} emptyText="" />
  );
  const wrap = (content: ReactNode) => (
    <Box aria-busy={isUpdating} style={{ opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {content}
    </Box>
  );

  return (
    <ReportCard
      title={title}
      description={t('reportingAdvanced.compare.description', {
        min: COMPARE_MIN_EVENTS,
        max: COMPARE_MAX_EVENTS,
      })}
      toolbar={
        <MultiSelect
          label={t('reportingAdvanced.compare.events')}
          placeholder={
            chosen.length < COMPARE_MAX_EVENTS ? t('reportingAdvanced.compare.placeholder') : undefined
          }
          data={options}
          value={chosen}
          onChange={setChosen}
          maxValues={COMPARE_MAX_EVENTS}
          searchable
          hidePickedOptions
          nothingFoundMessage={t('common.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          maw={720}
        />
      }
      chart={
        body === undefined &&
        wrap(
          <ChartFrame title={title}>
            <BarChart
              // On a phone the figures' names fit only beside the bars.
              h={isPhone ? 120 + data.length * (compared ?? []).length * 18 : 280}
              orientation={isPhone ? 'vertical' : 'horizontal'}
              data={data}
              dataKey="figure"
              series={(compared ?? []).map((e, i) => ({
                name: `e${i}`,
                label: e.name,
                color: COLORS[i % COLORS.length] ?? 'brand.6',
              }))}
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              valueFormatter={format.count}
              gridAxis={isPhone ? 'y' : 'x'}
              xAxisProps={
                isPhone
                  ? { allowDecimals: false }
                  : { tickFormatter: (key: string) => figure(key), interval: 0 }
              }
              yAxisProps={
                isPhone
                  ? { tickFormatter: (key: string) => figure(key), width: 110, interval: 0 }
                  : { allowDecimals: false, width: 48 }
              }
              tooltipProps={{ labelFormatter: (key) => figure(String(key)) }}
              maxBarWidth={28}
            />
          </ChartFrame>,
        )
      }
    >
      {body ?? wrap(table)}
    </ReportCard>
  );
}
