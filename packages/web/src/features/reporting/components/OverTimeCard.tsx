import type { EventReport, ReportFigure } from '@foyer/shared';
import { AreaChart, LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '../format';
import { ChartFrame } from './ChartFrame';
import { ReportCard } from './ReportCard';
import { type ReportColumn, ReportTable, figureColumn } from './ReportTable';
import type { ReportDownload } from './useReportDownload';

/** The report's series over time and their points. */
type Series = {
  registrations: EventReport['registrations'][number];
  visitors: EventReport['visitors'][number];
};

type OverTime<T extends keyof Series> = {
  report: EventReport;
  format: ReportFormat;
  downloader: ReportDownload;
  table: T;
  /** Areas (amounts that add up) or lines (levels). */
  chart: 'area' | 'line';
  /** The figures drawn, with their colours. */
  drawn: { figure: ReportFigure & keyof Series[T]; color: string }[];
  /** The table's columns after the time: the drawn figures and any others. */
  columns: (ReportFigure & keyof Series[T])[];
};

/**
 * A series of the report over time (registrations, visitors) per bucket: areas or lines, or a table
 * with the bucket's time and the figures.
 */
export function OverTimeCard<T extends keyof Series>({
  report,
  format,
  downloader,
  table,
  chart,
  drawn,
  columns: figures,
}: OverTime<T>) {
  const { t } = useTranslation();
  const { bucket } = report.range;
  const points = report[table] as Series[T][];
  const title = t(`reporting.cards.${table}`);
  const columns: ReportColumn<Series[T]>[] = [
    { key: 'at', label: t('reporting.columns.time'), cell: (p) => format.bucketLong(p.at, bucket) },
    ...figures.map((figure) => figureColumn(t, figure, (p: Series[T]) => format.count(p[figure] as number))),
  ];
  const Chart = chart === 'area' ? AreaChart : LineChart;
  return (
    <ReportCard
      title={title}
      description={t(`reporting.bucket.${bucket}`)}
      table={table}
      downloader={downloader}
      chart={
        <ChartFrame title={title}>
          <Chart
            h={240}
            data={points}
            dataKey="at"
            series={drawn.map(({ figure, color }) => ({
              name: figure,
              label: t(`reporting.figures.${figure}`),
              color,
            }))}
            curveType="monotone"
            withLegend
            withDots={points.length <= 31}
            valueFormatter={format.count}
            xAxisProps={{ tickFormatter: (at) => format.bucketShort(at, bucket), minTickGap: 16 }}
            yAxisProps={{ allowDecimals: false, width: 48 }}
            tooltipProps={{ labelFormatter: (at) => format.bucketLong(at, bucket) }}
          />
        </ChartFrame>
      }
    >
      <ReportTable
        label={title}
        columns={columns}
        rows={points}
        rowKey={(p) => p.at}
        emptyText={t('reporting.noRows.points')}
      />
    </ReportCard>
  );
}
