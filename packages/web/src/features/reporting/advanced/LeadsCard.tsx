import type { EventReport, Lead, LeadField, ReportQuery } from '@foyer/shared';
import { Group, Select, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconFileSpreadsheet, IconFileTypeCsv, IconUserSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DownloadButton } from '../../../ui/DownloadButton';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { eventEditorPath } from '../../events/editorPath';
import { answerText } from '../../participants/AnswersModal';
import { fetchAnswerFile } from '../../participants/queries';
import { ExportMenu } from '../components/ExportMenu';
import { ReportCard } from '../components/ReportCard';
import { type ReportColumn, ReportTable } from '../components/ReportTable';
import { useFileDownload } from '../components/useReportDownload';
import type { ReportFormat } from '../format';
import { AdvancedUpgrade } from './AdvancedUpgrade';
import { LoadError } from './LoadError';
import { type AdvancedExportFormat, fetchLeadsExport, isPremiumRefusal, useLeads } from './queries';

/** A lead's answer to a field shared with exhibitors: text, yes or no, or the file to download. */
function AnswerCell({ lead, field }: { lead: Lead; field: LeadField }) {
  const { t } = useTranslation();
  const answer = lead.answers[field.id];
  if (field.type === 'file' && typeof answer === 'string' && answer)
    return (
      <DownloadButton
        fetchFile={() => fetchAnswerFile(answer)}
        label={t('participants.answers.download')}
        failedMessage={t('participants.answers.downloadFailed')}
      />
    );
  return <>{answerText(answer, t('participants.answers.yes'), t('participants.answers.no')) ?? '–'}</>;
}

/** Lines of what a lead did with a booth's documents or videos; "–" for nothing. */
function Lines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <>–</>;
  return (
    <Stack gap={2} align="inherit">
      {lines.map((line) => (
        <Text key={line} size="sm" inherit>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The leads of a booth (issue 19): the booth chosen from the event's booths, then everyone who opened
 * or downloaded its documents, watched its videos, wrote to or called its staff in the range, with
 * what they did and their answers to the fields shared with exhibitors; as CSV or XLSX too.
 */
export function LeadsCard({
  eventId,
  range,
  report,
  onReportRetry,
  format,
}: {
  eventId: string;
  range: ReportQuery;
  /** The event's report: its rooms of kind BOOTH are the booths to choose from. */
  report: EventReport | undefined;
  /** Asks for the report again; given when it could not be loaded. */
  onReportRetry?: () => void;
  format: ReportFormat;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const booths = report?.rooms.filter((r) => r.kind === 'BOOTH');
  const [chosen, setChosen] = useState<string | null>(null);
  const boothId = booths?.find((b) => b.id === chosen)?.id ?? booths?.[0]?.id ?? null;
  const query = useLeads(eventId, boothId, range, true);
  const downloader = useFileDownload((file: AdvancedExportFormat, language) =>
    fetchLeadsExport(eventId, boothId ?? '', file, range, language),
  );
  const title = t('reportingAdvanced.leads.title');
  const booth = query.data?.booths[0];
  const fields = query.data?.fields ?? [];

  const label = (key: string) => t(`reportingAdvanced.leads.columns.${key}`);
  // "Brochure: opened 3×, downloaded 1×": only what they did.
  const item = (title: string, parts: (string | false)[]) =>
    t('reportingAdvanced.leads.item', {
      title,
      what: parts.filter(Boolean).join(', ') || t('reportingAdvanced.leads.opened', { n: 0 }),
    });
  const definition = (key: string) => t(`reportingAdvanced.leads.definitions.${key}`);
  const columns: ReportColumn<Lead>[] = [
    { key: 'name', label: label('name'), cell: (l) => `${l.firstName} ${l.lastName}` },
    { key: 'email', label: label('email'), isCardSubtitle: true, cell: (l) => l.email },
    {
      key: 'documents',
      label: label('documents'),
      definition: definition('documents'),
      isWrapping: true,
      cell: (l) => (
        <Lines
          lines={l.documents.map((d) =>
            item(d.title, [
              d.opens > 0 && t('reportingAdvanced.leads.opened', { n: format.count(d.opens) }),
              d.downloads > 0 && t('reportingAdvanced.leads.downloaded', { n: format.count(d.downloads) }),
            ]),
          )}
        />
      ),
    },
    {
      key: 'videos',
      label: label('videos'),
      definition: definition('videos'),
      isWrapping: true,
      cell: (l) => (
        <Lines
          lines={l.videos.map((v) =>
            item(v.title, [
              v.opens > 0 && t('reportingAdvanced.leads.opened', { n: format.count(v.opens) }),
              v.seconds > 0 && t('reportingAdvanced.leads.watched', { duration: format.duration(v.seconds) }),
            ]),
          )}
        />
      ),
    },
    {
      key: 'chatMessages',
      label: label('chatMessages'),
      definition: definition('chatMessages'),
      isNumber: true,
      cell: (l) => format.count(l.chatMessages),
    },
    {
      key: 'staffCallSeconds',
      label: label('staffCallSeconds'),
      definition: definition('staffCallSeconds'),
      isNumber: true,
      cell: (l) => format.duration(l.staffCallSeconds),
    },
    ...fields.map(
      (field): ReportColumn<Lead> => ({
        key: `field-${field.id}`,
        label: field.label,
        isWrapping: true,
        cell: (l) => <AnswerCell lead={l} field={field} />,
      }),
    ),
  ];

  let body: ReactNode;
  if (!booths)
    body = onReportRetry ? <LoadError onRetry={onReportRetry} /> : <ListSkeleton rows={3} height={36} />;
  else if (booths.length === 0)
    body = (
      <EmptyBlock
        icon={<IconBuildingStore size={28} aria-hidden />}
        title={t('reportingAdvanced.leads.noBooths.title')}
        description={t('reportingAdvanced.leads.noBooths.text')}
        actionLabel={t('reportingAdvanced.leads.noBooths.action')}
        onAction={() => navigate(eventEditorPath(eventId))}
      />
    );
  else if (isPremiumRefusal(query.error)) body = <AdvancedUpgrade />;
  else if (query.isError) body = <LoadError onRetry={() => void query.refetch()} />;
  else if (!booth) body = <ListSkeleton rows={3} height={36} />;
  else if (booth.leads.length === 0)
    body = (
      <EmptyBlock
        icon={<IconUserSearch size={28} aria-hidden />}
        title={t('reportingAdvanced.leads.empty.title')}
        description={t('reportingAdvanced.leads.empty.text', { booth: booth.title })}
      />
    );
  else
    body = (
      <ReportTable
        label={t('reportingAdvanced.leads.tableLabel', { booth: booth.title })}
        columns={columns}
        rows={booth.leads}
        rowKey={(l) => l.participantId}
        emptyText=""
        minWidth={Math.max(900, columns.length * 150)}
        hasStickyFirstColumn
      />
    );

  const hasBooths = booths !== undefined && booths.length > 0;
  return (
    <ReportCard
      title={title}
      description={t('reportingAdvanced.leads.description')}
      actions={
        hasBooths && (
          <ExportMenu
            label={t('reportingAdvanced.exportOf', { title })}
            isBusy={downloader.busy !== null}
            items={[
              {
                label: t('reportingAdvanced.export.csv'),
                icon: IconFileTypeCsv,
                onClick: () => downloader.download('csv'),
              },
              {
                label: t('reportingAdvanced.export.xlsx'),
                icon: IconFileSpreadsheet,
                onClick: () => downloader.download('xlsx'),
              },
            ]}
          />
        )
      }
      toolbar={
        hasBooths && (
          <Group justify="space-between" align="flex-end" gap="sm">
            <Select
              label={t('reportingAdvanced.leads.booth')}
              data={booths.map((b) => ({ value: b.id, label: b.name }))}
              value={boothId}
              onChange={(v) => v && setChosen(v)}
              allowDeselect={false}
              searchable={booths.length > 8}
              nothingFoundMessage={t('common.nothingFound')}
              w={{ base: '100%', xs: 360 }}
              comboboxProps={{ withinPortal: true }}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {booth ? t('reportingAdvanced.leads.total', { count: booth.leads.length }) : '\u00a0'}
            </Text>
          </Group>
        )
      }
    >
      {body}
    </ReportCard>
  );
}
