import type { EngagementSort, ParticipantEngagement, ReportQuery } from '@foyer/shared';
import { Box, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileSpreadsheet, IconFileTypeCsv, IconSearch, IconUsers } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { ExportMenu } from '../components/ExportMenu';
import { ReportCard } from '../components/ReportCard';
import { type ReportColumn, ReportTable, type SortOrder } from '../components/ReportTable';
import { useFileDownload } from '../components/useReportDownload';
import type { ReportFormat } from '../format';
import { AdvancedUpgrade } from './AdvancedUpgrade';
import { LoadError } from './LoadError';
import { type AdvancedExportFormat, fetchEngagementExport, isPremiumRefusal, useEngagement } from './queries';

export const PARTICIPANTS_PAGE_SIZE = 25;
export const SEARCH_DEBOUNCE_MS = 300;

/** The order a column starts in when first chosen: names A→Z, the first entry earliest, figures most first. */
const FIRST_ORDER: Partial<Record<EngagementSort, SortOrder>> = {
  name: 'ASC',
  email: 'ASC',
  firstEntryAt: 'ASC',
};

/** The figures of a participant, in the columns' order: a count or seconds each. */
const FIGURES = [
  'venueSeconds',
  'roomsVisited',
  'elementsOpened',
  'documentsDownloaded',
  'watchSecondsLive',
  'watchSecondsOnDemand',
  'chatMessages',
  'questions',
  'pollVotes',
  'ratings',
] as const;
const SECONDS: ReadonlySet<string> = new Set(['venueSeconds', 'watchSecondsLive', 'watchSecondsOnDemand']);

/**
 * What each participant did in the range (issue 19): a page of the participants with their counts and
 * times, searched by name and address, sorted by any column, paged; on a phone cards. Exports every
 * participant as CSV or XLSX with headers in the interface's language.
 */
export function ParticipantsCard({
  eventId,
  range,
  format,
}: {
  eventId: string;
  range: ReportQuery;
  format: ReportFormat;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<{ key: EngagementSort; order: SortOrder }>({ key: 'name', order: 'ASC' });
  const [page, setPage] = useState(1);
  const query = useEngagement(
    eventId,
    {
      ...range,
      search: debouncedSearch || undefined,
      sort: sort.key,
      order: sort.order,
      page,
      pageSize: PARTICIPANTS_PAGE_SIZE,
    },
    true,
  );
  const downloader = useFileDownload((file: AdvancedExportFormat, language) =>
    fetchEngagementExport(eventId, file, range, language),
  );
  const data = query.data;
  const title = t('reportingAdvanced.participants.title');

  // A new search or range starts at the first page.
  const [lastFilter, setLastFilter] = useState({ debouncedSearch, range });
  if (lastFilter.debouncedSearch !== debouncedSearch || lastFilter.range !== range) {
    setLastFilter({ debouncedSearch, range });
    setPage(1);
  }
  const chooseSort = (key: string) => {
    const column = key as EngagementSort;
    setSort((s) =>
      s.key === column
        ? { key: column, order: s.order === 'ASC' ? 'DESC' : 'ASC' }
        : { key: column, order: FIRST_ORDER[column] ?? 'DESC' },
    );
    setPage(1);
  };

  const label = (key: string) => t(`reportingAdvanced.participants.columns.${key}`);
  const definition = (key: string) => t(`reportingAdvanced.participants.definitions.${key}`);
  const columns: ReportColumn<ParticipantEngagement>[] = [
    { key: 'name', label: label('name'), sortKey: 'name', cell: (p) => `${p.firstName} ${p.lastName}` },
    {
      key: 'email',
      label: label('email'),
      sortKey: 'email',
      isCardSubtitle: true,
      cell: (p) => p.email,
    },
    {
      key: 'registeredAt',
      label: label('registeredAt'),
      sortKey: 'registeredAt',
      cell: (p) => format.dateTime(p.registeredAt),
    },
    {
      key: 'firstEntryAt',
      label: label('firstEntryAt'),
      definition: definition('firstEntryAt'),
      sortKey: 'firstEntryAt',
      cell: (p) => (p.firstEntryAt ? format.dateTime(p.firstEntryAt) : '–'),
    },
    ...FIGURES.map(
      (key): ReportColumn<ParticipantEngagement> => ({
        key,
        label: label(key),
        definition: definition(key),
        sortKey: key,
        isNumber: true,
        cell: (p) => (SECONDS.has(key) ? format.duration(p[key]) : format.count(p[key])),
      }),
    ),
  ];

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PARTICIPANTS_PAGE_SIZE));
  if (data && !query.isPlaceholderData && page > pages) setPage(pages);
  const isUpdating = query.isPlaceholderData && query.isFetching;

  let body: ReactNode;
  if (isPremiumRefusal(query.error)) body = <AdvancedUpgrade />;
  else if (query.isError && !data) body = <LoadError onRetry={() => void query.refetch()} />;
  else if (!data) body = <ListSkeleton rows={6} height={36} />;
  else if (data.participants.length === 0)
    body = debouncedSearch ? (
      <EmptyBlock
        icon={<IconSearch size={28} aria-hidden />}
        title={t('reportingAdvanced.participants.noMatch.title')}
        description={t('reportingAdvanced.participants.noMatch.text', { search: debouncedSearch })}
        actionLabel={t('reportingAdvanced.participants.noMatch.action')}
        onAction={() => setSearch('')}
      />
    ) : (
      <EmptyBlock
        icon={<IconUsers size={28} aria-hidden />}
        title={t('reportingAdvanced.participants.empty.title')}
        description={t('reportingAdvanced.participants.empty.text')}
      />
    );
  else
    body = (
      <Box aria-busy={isUpdating} style={{ opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <ReportTable
          label={title}
          columns={columns}
          rows={data.participants}
          rowKey={(p) => p.participantId}
          emptyText=""
          sort={sort}
          onSort={chooseSort}
          minWidth={1500}
          hasStickyFirstColumn
        />
      </Box>
    );

  return (
    <ReportCard
      title={title}
      description={t('reportingAdvanced.participants.description')}
      actions={
        // Nobody registered yet: nothing to export.
        (!data || data.total > 0 || debouncedSearch) && (
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
        <Group justify="space-between" align="flex-end" gap="sm">
          <TextInput
            type="search"
            label={t('reportingAdvanced.participants.search')}
            placeholder={t('reportingAdvanced.participants.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', xs: 360 }}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {data ? t('reportingAdvanced.participants.total', { count: total }) : '\u00a0'}
          </Text>
        </Group>
      }
    >
      <Stack gap="md">
        {body}
        {data && total > PARTICIPANTS_PAGE_SIZE && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              siblings={1}
              getControlProps={(control) => ({ 'aria-label': t(`participants.paging.${control}`) })}
              getItemProps={(n) => ({ 'aria-label': t('participants.paging.page', { page: n }) })}
            />
          </Group>
        )}
      </Stack>
    </ReportCard>
  );
}
