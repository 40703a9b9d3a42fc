import type { EventReport, ReportElement } from '@foyer/shared';
import { REPORT_TOP } from '@foyer/shared';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '../format';
import { ReportCard } from './ReportCard';
import { type ReportColumn, ReportTable, figureColumn } from './ReportTable';
import type { ReportDownload } from './useReportDownload';

type ElementKind = 'documents' | 'videos' | 'links';

/** The most opened documents, videos or links: opens and people, downloads or watch time, rating. */
export function ElementsCard({
  kind,
  report,
  format,
  downloader,
}: {
  kind: ElementKind;
  report: EventReport;
  format: ReportFormat;
  downloader: ReportDownload;
}) {
  const { t } = useTranslation();
  const title = t(`reporting.cards.${kind}`);
  const columns: (ReportColumn<ReportElement> | false)[] = [
    { key: 'name', label: t(`reporting.columns.${kind}`), cell: (e) => e.name },
    { key: 'room', label: t('reporting.columns.room'), cell: (e) => e.roomName || '–' },
    figureColumn(t, 'opens', (e) => format.count(e.opens)),
    {
      key: 'people',
      label: t('reporting.columns.people'),
      cell: (e) => format.count(e.visitors),
      isNumber: true,
    },
    kind === 'documents' && {
      key: 'downloads',
      label: t('reporting.figures.downloads'),
      figure: 'downloads',
      cell: (e) => format.count(e.downloads),
      isNumber: true,
    },
    kind === 'videos' && {
      key: 'watch',
      label: t('reporting.figures.watchSeconds'),
      figure: 'watchSeconds',
      cell: (e) => format.duration(e.watchSeconds),
      isNumber: true,
    },
    kind !== 'links' && {
      key: 'rating',
      label: t('reporting.figures.rating'),
      figure: 'rating',
      cell: (e) => format.rating(e.rating, e.ratings),
      isNumber: true,
    },
  ];
  return (
    <ReportCard
      title={title}
      description={t('reporting.topList', { count: REPORT_TOP })}
      table={kind}
      downloader={downloader}
    >
      <ReportTable
        label={title}
        columns={columns.filter((c): c is ReportColumn<ReportElement> => Boolean(c))}
        rows={report[kind]}
        rowKey={(e) => e.id}
        emptyText={t(`reporting.noRows.${kind}`)}
      />
    </ReportCard>
  );
}
