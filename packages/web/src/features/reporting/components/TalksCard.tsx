import type { EventReport, ReportTalk } from '@foyer/shared';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '../format';
import { ReportCard } from './ReportCard';
import { type ReportColumn, ReportTable, figureColumn } from './ReportTable';
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
    figureColumn(t, 'liveViewers', (talk) => format.count(talk.liveViewers), 'live'),
    figureColumn(t, 'onDemandViewers', (talk) => format.count(talk.onDemandViewers), 'onDemand'),
    figureColumn(
      t,
      'watchSeconds',
      (talk) => format.duration(talk.liveSeconds + talk.onDemandSeconds),
      'watch',
    ),
    figureColumn(t, 'questions', (talk) => format.count(talk.questions)),
    figureColumn(t, 'rating', (talk) => format.rating(talk.rating, talk.ratings)),
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
