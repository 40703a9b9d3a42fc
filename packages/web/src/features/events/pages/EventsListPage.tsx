import { PageHeader } from '../../../ui/PageHeader';
import { type ElementUsage, quotaOf } from '@foyer/shared';
import {
  Box,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconCalendarPlus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../ui/confirm';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { toastError } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { CreateEventModal } from '../components/CreateEventButton';
import { EventCard } from '../components/EventCard';
import { PlanQuotaMeter } from '../components/PlanQuotaMeter';
import { UpgradePrompt } from '../components/UpgradePrompt';
import { openEventPreview } from '../preview';
import { type EventCard as EventCardData, useDeleteEvent, useEventList } from '../queries';
import { useEventLimit } from '../useEventLimit';
import { useUser } from '../../users/queries';
import { usagesOfRefusal } from '../../editor/queries';
import { eventRoomsPath } from '../../editor/sharing';
import { lazyDialog } from '../../../ui/lazyDialog';

// Opened by a click only: chunks of their own, not part of the events list's first screen.
const RenameEventModal = lazyDialog(
  () => import('../components/RenameEventModal').then((m) => m.RenameEventModal),
  (p) => p.event !== null,
);
const DependenciesDialog = lazyDialog(
  () => import('../../editor/components/DependenciesDialog').then((m) => m.DependenciesDialog),
  (p) => p.usages !== null,
);

/** The words of the refusal to delete an event whose shared rooms other events show. */
const SHOWN_ELSEWHERE_KEYS = {
  title: 'eventsList.sharedTitle',
  text: 'eventsList.sharedText',
  hint: 'eventsList.sharedHint',
};

function EventCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0}>
      <Skeleton height={0} style={{ paddingTop: '56.25%' }} radius={0} />
      <Stack gap={8} p="md">
        <Skeleton height={18} width="70%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="50%" />
        <Group gap="xs">
          <Skeleton height={20} width={70} radius="xl" />
          <Skeleton height={20} width={70} radius="xl" />
        </Group>
      </Stack>
    </Card>
  );
}

function NewEventCard({ isDisabled, onClick }: { isDisabled: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={onClick}
      disabled={isDisabled}
      aria-disabled={isDisabled || undefined}
      style={{
        border: '2px dashed var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-lg)',
        minHeight: 280,
        opacity: isDisabled ? 0.6 : 1,
        cursor: isDisabled ? 'not-allowed' : 'pointer',
      }}
    >
      <Stack align="center" justify="center" gap="sm" h="100%" p="xl" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconPlus size={28} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{t('eventsList.newEvent')}</Text>
        <Text size="sm" c="dimmed" maw={260}>
          {t(isDisabled ? 'createEvent.limitReached' : 'eventsList.newEventText')}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/** /events/list: the organiser's events as cards, a card that starts a new one, and their actions. */
export default function EventsListPage() {
  const { t } = useTranslation();
  usePageTitle(t('eventsList.title'));
  const { data: events, isPending } = useEventList();
  const { isLimitReached } = useEventLimit();
  const { user } = useUser();
  const remove = useDeleteEvent();
  const [renaming, setRenaming] = useState<EventCardData | null>(null);
  const [isCreating, setCreating] = useState(false);
  const [shownIn, setShownIn] = useState<ElementUsage[] | null>(null);
  const navigate = useNavigate();

  const handlePreview = (event: EventCardData) => {
    if (!openEventPreview(event.id)) toastError(t('eventsList.previewBlocked'));
  };
  const handleDelete = (event: EventCardData) =>
    confirmAction({
      title: t('eventsList.deleteTitle'),
      message: t('eventsList.deleteText', { name: event.name }),
      confirmLabel: t('common.delete'),
      cancelLabel: t('common.cancel'),
      isDanger: true,
      // Other events show rooms this one shares (issue 15): nothing is deleted; say which.
      onConfirm: () => remove.mutate(event.id, { onError: (e) => setShownIn(usagesOfRefusal(e) ?? null) }),
    });
  const openShowingEvent = (usage: ElementUsage) => {
    setShownIn(null);
    navigate(eventRoomsPath(usage.id));
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeader title={t('eventsList.title')} subtitle={t('eventsList.intro')} />
        {user && (
          <Box w={{ base: '100%', xs: 260 }}>
            <PlanQuotaMeter
              used={user.events}
              quota={quotaOf(user.plan).editableEvents}
              label={t('quota.labels.events')}
              hasHint={!isLimitReached}
            />
          </Box>
        )}
      </Group>
      {isLimitReached && <UpgradePrompt />}
      {isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          role="status"
          aria-busy="true"
          aria-label={t('common.loading')}
        >
          {[0, 1, 2].map((i) => (
            <EventCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : !events || events.length === 0 ? (
        <EmptyBlock
          icon={<IconCalendarPlus size={28} aria-hidden />}
          title={t('eventsList.emptyTitle')}
          description={t('eventsList.emptyText')}
          actionLabel={isLimitReached ? undefined : t('eventsList.emptyAction')}
          onAction={() => setCreating(true)}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {events.map((event) => (
            <EventCard
              key={event.id}
              event={event}
              onPreview={handlePreview}
              onRename={setRenaming}
              onDelete={handleDelete}
            />
          ))}
          <NewEventCard isDisabled={isLimitReached} onClick={() => setCreating(true)} />
        </SimpleGrid>
      )}
      <RenameEventModal event={renaming} onClose={() => setRenaming(null)} />
      <CreateEventModal opened={isCreating} onClose={() => setCreating(false)} />
      <DependenciesDialog
        usages={shownIn}
        onClose={() => setShownIn(null)}
        onOpen={openShowingEvent}
        textKeys={SHOWN_ELSEWHERE_KEYS}
      />
    </Stack>
  );
}
