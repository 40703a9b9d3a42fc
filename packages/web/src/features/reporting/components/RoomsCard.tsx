import type { EventReport, ReportRoom } from '@foyer/shared';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '../format';
import { ChartFrame } from './ChartFrame';
import { ReportCard } from './ReportCard';
import { type ReportColumn, ReportTable, figureColumn } from './ReportTable';
import type { ReportDownload } from './useReportDownload';

/** Rooms drawn in the charts (the most visited); every room is in the table. */
const CHART_ROOMS = 10;
/** Characters of a room's name on a chart's axis; the tooltip and the table have it whole. */
const AXIS_NAME_LENGTH = 16;
const BAR_HEIGHT = 34;

const short = (name: string) =>
  name.length > AXIS_NAME_LENGTH ? `${name.slice(0, AXIS_NAME_LENGTH - 1)}…` : name;

/** One horizontal bar chart of the rooms: a room a bar, its name on the axis. */
function RoomBars({
  title,
  rooms,
  value,
  color,
  nameOf,
  valueFormatter,
  isCount = false,
}: {
  title: string;
  rooms: ReportRoom[];
  /** The bar of a room (a count, or time in the unit its axis steps by). */
  value: (room: ReportRoom) => number;
  color: string;
  nameOf: (room: ReportRoom) => string;
  valueFormatter: (value: number) => string;
  /** Counts have whole steps on the axis. */
  isCount?: boolean;
}) {
  const names = new Map(rooms.map((r) => [r.id, nameOf(r)]));
  const data = rooms.map((r) => ({ id: r.id, value: value(r) }));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} component="h3" m={0}>
        {title}
      </Text>
      <ChartFrame title={title}>
        <BarChart
          h={Math.max(120, rooms.length * BAR_HEIGHT + 40)}
          data={data}
          dataKey="id"
          orientation="vertical"
          series={[{ name: 'value', label: title, color }]}
          valueFormatter={valueFormatter}
          gridAxis="x"
          maxBarWidth={20}
          yAxisProps={{ width: 128, tickFormatter: (id: string) => short(names.get(id) ?? '') }}
          xAxisProps={{ allowDecimals: !isCount }}
          tooltipProps={{ labelFormatter: (id) => names.get(String(id)) ?? '' }}
        />
      </ChartFrame>
    </Stack>
  );
}

/** The rooms: visitors and time spent per room as bars, every room with its entries in the table. */
export function RoomsCard({
  report,
  format,
  downloader,
}: {
  report: EventReport;
  format: ReportFormat;
  downloader: ReportDownload;
}) {
  const { t } = useTranslation();
  const title = t('reporting.cards.rooms');
  const nameOf = (room: ReportRoom) =>
    room.kind === '' ? t('reporting.rooms.deleted', { name: room.name }) : room.name;
  const shown = report.rooms.slice(0, CHART_ROOMS);
  // The time axis in seconds, minutes or hours by the longest bar, so that its steps are round.
  const longest = Math.max(0, ...shown.map((r) => r.seconds));
  const timeUnit = longest < 120 ? 1 : longest < 7200 ? 60 : 3600;
  const columns: ReportColumn<ReportRoom>[] = [
    { key: 'name', label: t('reporting.columns.room'), cell: nameOf },
    figureColumn(t, 'roomVisitors', (r) => format.count(r.visitors), 'visitors'),
    figureColumn(t, 'entries', (r) => format.count(r.entries)),
    figureColumn(t, 'roomSeconds', (r) => format.duration(r.seconds), 'seconds'),
  ];
  const description =
    report.rooms.length > CHART_ROOMS ? t('reporting.rooms.top', { count: CHART_ROOMS }) : undefined;
  return (
    <ReportCard
      title={title}
      description={description}
      table="rooms"
      downloader={downloader}
      chart={
        report.rooms.length > 0 && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <RoomBars
              title={t('reporting.figures.roomVisitors')}
              rooms={shown}
              value={(r) => r.visitors}
              color="brand.6"
              nameOf={nameOf}
              valueFormatter={format.count}
              isCount
            />
            <RoomBars
              title={t('reporting.figures.roomSeconds')}
              rooms={shown}
              value={(r) => r.seconds / timeUnit}
              color="teal.6"
              nameOf={nameOf}
              valueFormatter={(units) => format.duration(Math.round(units * timeUnit))}
              isCount={timeUnit === 1}
            />
          </SimpleGrid>
        )
      }
    >
      <ReportTable
        label={title}
        columns={columns}
        rows={report.rooms}
        rowKey={(r) => r.id}
        emptyText={t('reporting.noRows.rooms')}
      />
    </ReportCard>
  );
}
