import { quotaOf } from '@foyer/shared';
import { Box, Button, Card, Group, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconDownload, IconSearch, IconUsers } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { saveBlob } from '../../ui/download';
import { confirmAction } from '../../ui/confirm';
import { EmptyBlock } from '../../ui/EmptyBlock';
import { PageHeader } from '../../ui/PageHeader';
import { toastError, toastSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/usePageTitle';
import { PlanQuotaMeter } from '../events/components/PlanQuotaMeter';
import { UpgradePrompt } from '../events/components/UpgradePrompt';
import { useEventList } from '../events/queries';
import { useUser } from '../users/queries';
import { AnswersModal } from './AnswersModal';
import {
  type ParticipantAction,
  type ParticipantSort,
  ParticipantTable,
  ParticipantTableSkeleton,
  type SortOrder,
} from './ParticipantTable';
import {
  type ExportFormat,
  type Participant,
  fetchParticipantExport,
  useMakeModerator,
  useParticipants,
  useRemoveParticipant,
  useResendConfirmation,
} from './queries';

export const PAGE_SIZE = 50;
export const SEARCH_DEBOUNCE_MS = 300;

/** The order a column starts in when first chosen: newest registrations first, names A→Z. */
const FIRST_ORDER: Record<ParticipantSort, SortOrder> = {
  registeredAt: 'DESC',
  email: 'ASC',
  lastName: 'ASC',
  confirmed: 'DESC',
};

/** "CSV" and "Excel": fetch the export of one event and save it as a file. */
function ExportButtons({ eventId }: { eventId: string | null }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    if (!eventId) return;
    setBusy(format);
    try {
      const { blob, fileName } = await fetchParticipantExport(eventId, format);
      saveBlob(blob, fileName);
    } catch (e) {
      // A refusal the server answered has had its toast already (spec §8); say what else failed.
      if (!isApiError(e)) toastError(t('participants.exportFailed'));
    } finally {
      setBusy(null);
    }
  };
  const hint = eventId ? undefined : t('participants.exportHint');
  return (
    <Group gap="xs">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={!eventId || (busy !== null && busy !== format)}
          loading={busy === format}
          title={hint}
          onClick={() => void download(format)}
        >
          {t(`participants.export.${format}`)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * /events/participants/{id} (one event: its title in the header, back to the events list) and
 * /event-users (every event, with an event filter): the registered participants with search, sort,
 * paging, export (CSV, Excel) and per row resend confirmation, make moderator and remove.
 */
export default function ParticipantsPage() {
  const { t } = useTranslation();
  const { id: routeEventId } = useParams();
  const isEventScreen = Boolean(routeEventId);
  const events = useEventList();
  const [chosenEventId, setChosenEventId] = useState<string | null>(null);
  const eventId = routeEventId ?? chosenEventId;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<{ sort: ParticipantSort; order: SortOrder }>({
    sort: 'registeredAt',
    order: 'DESC',
  });
  const [page, setPage] = useState(1);
  const query = useParticipants({
    eventId: eventId ?? undefined,
    search: debouncedSearch || undefined,
    sort: sort.sort,
    order: sort.order,
    page,
    pageSize: PAGE_SIZE,
  });
  const resend = useResendConfirmation();
  const remove = useRemoveParticipant();
  const makeModerator = useMakeModerator();
  const data = query.data;
  const [shownAnswers, setShownAnswers] = useState<Participant | null>(null);

  const screenTitle = isEventScreen ? t('screens.eventParticipants') : t('screens.participants');
  const shownEvent = events.data?.find((e) => e.id === eventId);
  const eventName = isEventScreen ? shownEvent?.name : undefined;
  const { user } = useUser();
  const limit = user ? quotaOf(user.plan).registrationsPerEvent : Number.POSITIVE_INFINITY;
  // The count of the shown list when it is one event's and unfiltered, else the events list's.
  const registrations = data && eventId && !debouncedSearch ? data.total : (shownEvent?.registrations ?? 0);
  usePageTitle(eventName ? `${screenTitle} · ${eventName}` : screenTitle);

  const [lastSearch, setLastSearch] = useState(debouncedSearch);
  if (lastSearch !== debouncedSearch) {
    setLastSearch(debouncedSearch);
    setPage(1);
  }
  const chooseSort = (column: ParticipantSort) => {
    setSort((s) =>
      s.sort === column
        ? { sort: column, order: s.order === 'ASC' ? 'DESC' : 'ASC' }
        : { sort: column, order: FIRST_ORDER[column] },
    );
    setPage(1);
  };
  const chooseEvent = (value: string | null) => {
    setChosenEventId(value);
    setPage(1);
  };

  const nameOf = (p: Participant) => `${p.firstName} ${p.lastName}`;
  const doRemove = async (p: Participant) => {
    try {
      await remove.mutateAsync(p);
      toastSuccess(t('participants.removed', { name: nameOf(p) }));
    } catch {
      // the API client has toasted
    }
  };
  const onAction = async (p: Participant, action: ParticipantAction) => {
    if (action === 'answers') {
      setShownAnswers(p);
      return;
    }
    if (action === 'remove') {
      confirmAction({
        title: t('participants.removeTitle'),
        message: t('participants.removeText', { name: nameOf(p), email: p.email }),
        confirmLabel: t('participants.actions.remove'),
        cancelLabel: t('common.cancel'),
        isDanger: true,
        onConfirm: () => void doRemove(p),
      });
      return;
    }
    try {
      if (action === 'resend') {
        await resend.mutateAsync(p);
        toastSuccess(t('participants.resent', { email: p.email }));
      } else {
        await makeModerator.mutateAsync(p);
        toastSuccess(t('participants.moderatorAdded', { name: nameOf(p) }));
      }
    } catch (e) {
      if (isApiError(e) && e.errorKey === 'VALIDATION_FAILED')
        toastError(
          e.fields['element.email'] === 'validation.alreadyUsed'
            ? t('participants.moderatorExists', { email: p.email })
            : t('errors.generic'),
        );
    }
  };

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // the last page emptied (e.g. after a removal): go to the new last page
  if (data && !query.isPlaceholderData && page > pages) setPage(pages);
  const eventOptions = (events.data ?? []).map((e) => ({ value: e.id, label: e.name }));

  let body: ReactNode;
  if (query.isError && !data)
    body = (
      <EmptyBlock
        icon={<IconAlertTriangle size={28} aria-hidden />}
        title={t('participants.loadError.title')}
        description={t('participants.loadError.text')}
        actionLabel={t('participants.loadError.retry')}
        onAction={() => void query.refetch()}
      />
    );
  else if (!data) body = <ParticipantTableSkeleton />;
  else if (data.participants.length === 0)
    body = debouncedSearch ? (
      <EmptyBlock
        icon={<IconSearch size={28} aria-hidden />}
        title={t('participants.noMatchTitle')}
        description={t('participants.noMatchText', { search: debouncedSearch })}
        actionLabel={t('participants.clearSearch')}
        onAction={() => setSearch('')}
      />
    ) : (
      <EmptyBlock
        icon={<IconUsers size={28} aria-hidden />}
        title={t('participants.emptyTitle')}
        description={t('participants.emptyText')}
      />
    );
  else
    body = (
      <ParticipantTable
        participants={data.participants}
        hasEventColumn={!isEventScreen}
        sort={sort}
        onSort={chooseSort}
        onAction={(p, action) => void onAction(p, action)}
        hasAnswers={data.fields.length > 0}
      />
    );

  return (
    <Stack gap="lg">
      <PageHeader
        back={isEventScreen ? { to: '/events/list', label: t('participants.backToEvents') } : undefined}
        title={screenTitle}
        subtitle={isEventScreen ? (eventName ?? '\u00a0') : t('participants.intro')}
      />
      <Card withBorder radius="lg" padding="lg" component="section" aria-label={screenTitle}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="md">
            <Group align="flex-end" gap="md" style={{ flex: 1 }}>
              <TextInput
                type="search"
                label={t('participants.search')}
                placeholder={t('participants.searchPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                miw={240}
                style={{ flex: 1, maxWidth: 420 }}
              />
              {!isEventScreen && (
                <Select
                  label={t('participants.eventFilter')}
                  placeholder={t('participants.allEvents')}
                  data={eventOptions}
                  value={chosenEventId}
                  onChange={chooseEvent}
                  clearable
                  searchable
                  nothingFoundMessage={t('common.nothingFound')}
                  miw={240}
                />
              )}
            </Group>
            <ExportButtons eventId={eventId} />
          </Group>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {data ? t('participants.total', { count: total }) : '\u00a0'}
            </Text>
            {shownEvent && (
              <Box w={{ base: '100%', xs: 280 }}>
                <PlanQuotaMeter
                  used={registrations}
                  quota={limit}
                  label={t('quota.labels.registrations')}
                  text={
                    Number.isFinite(limit)
                      ? t('participants.quota', { count: registrations, limit })
                      : t('participants.quotaUnlimited', { count: registrations })
                  }
                  hasHint={registrations < limit}
                />
              </Box>
            )}
          </Group>
          {shownEvent && registrations >= limit && (
            <UpgradePrompt messageKey="participants.full" values={{ limit }} />
          )}
          {body}
          {data && total > PAGE_SIZE && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': t(`participants.paging.${control}`),
                })}
                getItemProps={(n) => ({ 'aria-label': t('participants.paging.page', { page: n }) })}
              />
            </Group>
          )}
        </Stack>
      </Card>
      <AnswersModal
        participant={shownAnswers}
        fields={data?.fields ?? []}
        onClose={() => setShownAnswers(null)}
      />
    </Stack>
  );
}
