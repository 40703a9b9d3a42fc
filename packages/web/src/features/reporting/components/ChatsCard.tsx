import type { EventReport, ReportChat } from '@foyer/shared';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '../format';
import { ReportCard } from './ReportCard';
import { type ReportColumn, ReportTable } from './ReportTable';
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
    {
      key: 'messages',
      label: t('reporting.figures.chatMessages'),
      figure: 'chatMessages',
      cell: (c) => format.count(c.messages),
      isNumber: true,
    },
    {
      key: 'chatters',
      label: t('reporting.figures.activeChatters'),
      figure: 'activeChatters',
      cell: (c) => format.count(c.chatters),
      isNumber: true,
    },
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
