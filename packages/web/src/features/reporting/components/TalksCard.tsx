import type { EventReport, ReportTalk } from '@foyer/shared';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '../format';
import { ReportCard } from './ReportCard';
import { type ReportColumn, ReportTable } from './ReportTable';
import type { ReportDownload } from './useReportDownload';

/** Every talk: viewers live and on demand, watch time, questions asked, rating; most viewers first. */
export function TalksCard({
  report,
  format,
  downloader,
}: {
  report: EventReport;
  format: ReportFormat;
  downloader: ReportDownload;
}) {
  const { t } = useTranslation();
  const title = t('reporting.cards.talks');
  const columns: ReportColumn<ReportTalk>[] = [
    { key: 'name', label: t('reporting.columns.talks'), cell: (talk) => talk.name },
    { key: 'room', label: t('reporting.columns.room'), cell: (talk) => talk.roomName || '–' },
    {
      key: 'live',
      label: t('reporting.figures.liveViewers'),
      figure: 'liveViewers',
      cell: (talk) => format.count(talk.liveViewers),
      isNumber: true,
    },
    {
      key: 'onDemand',
      label: t('reporting.figures.onDemandViewers'),
      figure: 'onDemandViewers',
      cell: (talk) => format.count(talk.onDemandViewers),
      isNumber: true,
    },
    {
      key: 'watch',
      label: t('reporting.figures.watchSeconds'),
      figure: 'watchSeconds',
      cell: (talk) => format.duration(talk.liveSeconds + talk.onDemandSeconds),
      isNumber: true,
    },
    {
      key: 'questions',
      label: t('reporting.figures.questions'),
      figure: 'questions',
      cell: (talk) => format.count(talk.questions),
      isNumber: true,
    },
    {
      key: 'rating',
      label: t('reporting.figures.rating'),
      figure: 'rating',
      cell: (talk) => format.rating(talk.rating, talk.ratings),
      isNumber: true,
    },
  ];
  return (
    <ReportCard title={title} table="talks" downloader={downloader}>
      <ReportTable
        label={title}
        columns={columns}
        rows={report.talks}
        rowKey={(talk) => talk.id}
        emptyText={t('reporting.noRows.talks')}
      />
    </ReportCard>
  );
}
