import type { EventReport, ReportChat } from '@foyer/shared';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '../format';
import { ReportCard } from './ReportCard';
import { type ReportColumn, ReportTable, figureColumn } from './ReportTable';
import type { ReportDownload } from './useReportDownload';

/** The event's chats and the direct chats with booth staff (one row): messages and people who wrote. */
export function ChatsCard({
  report,
  format,
  downloader,
}: {
  report: EventReport;
  format: ReportFormat;
  downloader: ReportDownload;
}) {
  const { t } = useTranslation();
  const title = t('reporting.cards.chats');
  const columns: ReportColumn<ReportChat>[] = [
    {
      key: 'name',
      label: t('reporting.columns.chats'),
      cell: (c) => (c.id === 'direct' ? t('reporting.directChats') : c.name),
    },
    figureColumn(t, 'chatMessages', (c) => format.count(c.messages), 'messages'),
    figureColumn(t, 'activeChatters', (c) => format.count(c.chatters), 'chatters'),
  ];
  return (
    <ReportCard title={title} table="chats" downloader={downloader}>
      <ReportTable
        label={title}
        columns={columns}
        rows={report.chats}
        rowKey={(c) => c.id}
        emptyText={t('reporting.noRows.chats')}
      />
    </ReportCard>
  );
}
