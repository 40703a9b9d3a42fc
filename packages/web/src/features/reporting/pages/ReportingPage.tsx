import '@mantine/charts/styles.css';
import { type EventReport, type ReportQuery, quotaOf, zoneLabel } from '@foyer/shared';
import { Box, Grid, Group, Skeleton, Stack, Tabs } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarOff,
  IconChartBar,
  IconChartFunnel,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconLeaf,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { PageHeader } from '../../../ui/PageHeader';
import { useIsPhone } from '../../../ui/useIsPhone';
import { usePageTitle } from '../../../ui/usePageTitle';
import { eventEditorPath } from '../../events/editorPath';
import { useUser } from '../../users/queries';
import { AdvancedPanel } from '../advanced/AdvancedPanel';
import { ChatsCard } from '../components/ChatsCard';
import { CustomRangeForm } from '../components/CustomRangeForm';
import { ElementsCard } from '../components/ElementsCard';
import { ExportMenu } from '../components/ExportMenu';
import { RangeSelect } from '../components/RangeSelect';
import { OverTimeCard } from '../components/OverTimeCard';
import { ReportEmpty } from '../components/ReportEmpty';
import { ReportSkeleton } from '../components/ReportSkeleton';
import { RoomsCard } from '../components/RoomsCard';
import { TalksCard } from '../components/TalksCard';
import { TotalsGrid } from '../components/TotalsGrid';
import { type ReportDownload, useReportDownload } from '../components/useReportDownload';
import { type ReportFormat, useReportFormat } from '../format';
import { useEventReport } from '../queries';
import { type RangePreset, presetRange } from '../range';
import { SustainabilityPanel } from '../sustainability/SustainabilityPanel';

/** The tabs of the screen, in the URL as `?tab=` so that links and reloads keep the one shown. */
export const REPORT_TABS = ['overview', 'advanced', 'sustainability'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
const TAB_ICONS = { overview: IconChartBar, advanced: IconChartFunnel, sustainability: IconLeaf } as const;

/** The tab a `?tab=` names; the overview for none or an unknown one. */
export const tabOf = (value: string | null): ReportTab =>
  REPORT_TABS.find((tab) => tab === value) ?? 'overview';

/** Nothing to show: nobody registered and nobody visited in the range. */
const isNothing = (report: EventReport) => report.totals.registered === 0 && report.totals.visitors === 0;

/** The figures of a loaded report: totals, then the charts and the lists. */
function ReportView({
  report,
  format,
  downloader,
}: {
  report: EventReport;
  format: ReportFormat;
  downloader: ReportDownload;
}) {
  const cards = { report, format, downloader };
  return (
    <Stack gap="lg">
      <TotalsGrid totals={report.totals} format={format} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <OverTimeCard
            {...cards}
            table="registrations"
            chart="area"
            drawn={[
              { figure: 'registered', color: 'brand.6' },
              { figure: 'confirmed', color: 'teal.6' },
            ]}
            columns={['registered', 'confirmed']}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <OverTimeCard
            {...cards}
            table="visitors"
            chart="line"
            drawn={[
              { figure: 'visitors', color: 'brand.6' },
              { figure: 'peakConcurrent', color: 'orange.6' },
            ]}
            columns={['visitors', 'entries', 'peakConcurrent']}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <RoomsCard {...cards} />
        </Grid.Col>
        <Grid.Col span={12}>
          <TalksCard {...cards} />
        </Grid.Col>
        {/* Six columns: side by side only where they fit without scrolling. */}
        <Grid.Col span={{ base: 12, xl: 6 }}>
          <ElementsCard kind="documents" {...cards} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 6 }}>
          <ElementsCard kind="videos" {...cards} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ElementsCard kind="links" {...cards} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ChatsCard {...cards} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * /events/reporting/{id}?tab= (issue 19), three tabs. Overview: what happened at the event in a period
 * (the whole event unless chosen): the totals with their definitions one click away, registrations and
 * visitors over time, rooms, talks, the most opened documents, videos and links, chats; each chart also
 * as a table, each table as CSV, everything as an Excel workbook or a PDF summary. Advanced (business
 * plan): the funnel, each participant's figures, booth leads, events compared, of the same period.
 * Sustainability: the CO₂e report. An unknown event leads to /404 through the API client.
 */
export default function ReportingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const isPhone = useIsPhone();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tab'));
  const chooseTab = (next: string | null) => {
    if (!next) return;
    // Replaces the entry: "Back" leaves the screen rather than stepping through the tabs.
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', tabOf(next));
        return params;
      },
      { replace: true },
    );
  };
  const [preset, setPreset] = useState<RangePreset>('all');
  const [range, setRange] = useState<ReportQuery>({});
  const query = useEventReport(id, range);
  const report = query.data;
  const format = useReportFormat(report?.event.timeZone ?? 'UTC');
  const downloader = useReportDownload(id, range);
  const screenTitle = t('screens.eventReporting');
  usePageTitle(report ? `${screenTitle} · ${report.event.name}` : screenTitle);

  const choosePreset = (next: RangePreset) => {
    setPreset(next);
    if (next !== 'custom') setRange(presetRange(next));
  };
  const isWholeEvent = !range.from && !range.to;
  const isUpdating = query.isPlaceholderData && query.isFetching;
  // Nothing ever happened: no period would show more, so there is nothing to choose or export.
  const hasNothingEver = report !== undefined && isWholeEvent && isNothing(report) && !isUpdating;
  const hasTools =
    tab === 'advanced' ? report !== undefined : (report !== undefined || query.isError) && !hasNothingEver;
  // The advanced reports' period only where the plan has them (the tab shows the upgrade prompt else).
  const { user } = useUser({ enabled: tab === 'advanced' });
  const hasAdvanced = user !== undefined && quotaOf(user.plan).advancedReporting;
  const hasRange = hasTools && (tab === 'overview' || (tab === 'advanced' && hasAdvanced));

  let body: ReactNode;
  if (query.isError && !(isApiError(query.error) && query.error.status === 404))
    body = (
      <EmptyBlock
        icon={<IconAlertTriangle size={28} aria-hidden />}
        title={t('reporting.loadError.title')}
        description={t('reporting.loadError.text')}
        actionLabel={t('reporting.loadError.retry')}
        onAction={() => void query.refetch()}
      />
    );
  else if (!report) body = <ReportSkeleton />;
  else if (isNothing(report) && !isUpdating)
    body = isWholeEvent ? (
      <ReportEmpty eventId={id} />
    ) : (
      <EmptyBlock
        icon={<IconCalendarOff size={28} aria-hidden />}
        title={t('reporting.emptyRange.title')}
        description={t('reporting.emptyRange.text')}
        actionLabel={t('reporting.emptyRange.action')}
        onAction={() => choosePreset('all')}
      />
    );
  else
    body = (
      <Box aria-busy={isUpdating} style={{ opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <ReportView report={report} format={format} downloader={downloader} />
      </Box>
    );

  const subtitle =
    report && tab !== 'sustainability'
      ? t('reporting.subtitle', {
          from: format.dateTime(report.range.from),
          to: format.dateTime(report.range.to),
          zone: zoneLabel(report.event.timeZone, Date.parse(report.range.from)),
        })
      : '\u00a0';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Box style={{ minWidth: 0, flex: '1 1 20rem' }}>
          <PageHeader
            back={{ to: eventEditorPath(id), label: t('reporting.back') }}
            title={
              report ? (
                <span style={{ overflowWrap: 'anywhere' }}>{report.event.name}</span>
              ) : (
                <Skeleton height={32} width="40%" component="span" display="block" />
              )
            }
            subtitle={subtitle}
          />
        </Box>
        {hasRange && (
          <Group gap="sm" align="flex-end" w={{ base: '100%', xs: 'auto' }} wrap="wrap">
            <RangeSelect value={preset} onChange={choosePreset} />
            {tab === 'overview' && (
              <ExportMenu
                isBusy={downloader.busy !== null && downloader.busy.format !== 'csv'}
                items={[
                  {
                    label: t('reporting.export.xlsx'),
                    icon: IconFileSpreadsheet,
                    onClick: () => downloader.download({ format: 'xlsx' }),
                  },
                  {
                    label: t('reporting.export.pdf'),
                    icon: IconFileTypePdf,
                    onClick: () => downloader.download({ format: 'pdf' }),
                  },
                ]}
              />
            )}
          </Group>
        )}
      </Group>
      {hasRange && report && preset === 'custom' && (
        <CustomRangeForm timeZone={report.event.timeZone} initial={report.range} onApply={setRange} />
      )}
      <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
        <Tabs.List
          aria-label={t('reportingAdvanced.tabs.label')}
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
        >
          {REPORT_TABS.map((value) => {
            const Icon = TAB_ICONS[value];
            return (
              // On a phone the three names fit only without their icons.
              <Tabs.Tab
                key={value}
                value={value}
                leftSection={isPhone ? undefined : <Icon size={16} aria-hidden />}
              >
                {t(`reportingAdvanced.tabs.${value}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="lg">
          {body}
        </Tabs.Panel>
        <Tabs.Panel value="advanced" pt="lg">
          <AdvancedPanel
            eventId={id}
            range={range}
            report={report}
            onReportRetry={query.isError && !report ? () => void query.refetch() : undefined}
            format={format}
          />
        </Tabs.Panel>
        <Tabs.Panel value="sustainability" pt="lg">
          <SustainabilityPanel eventId={id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
