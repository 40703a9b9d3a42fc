import { Card, Grid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { PageHeader } from '../../../ui/PageHeader';
import { useIsPhone } from '../../../ui/useIsPhone';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useEventList } from '../../events/queries';
import { InboxThreadView } from '../components/InboxThreadView';
import { ThreadList } from '../components/ThreadList';
import { useInboxThreads } from '../queries';

/**
 * /events/inbox/{id}: the event's staff inbox (issue 17). Visitors' private messages to booth staff,
 * answered in the staff member's name: the conversations beside the open one (`?thread=`); on a
 * phone the list, then the conversation with a way back. Asked again every 5 s.
 */
export default function InboxPage() {
  const { t } = useTranslation();
  const { id: eventId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const isPhone = useIsPhone();
  const threads = useInboxThreads(eventId);
  const events = useEventList();
  const eventName = events.data?.find((e) => e.id === eventId)?.name;
  const title = t('inbox.title');
  usePageTitle(eventName ? `${title} · ${eventName}` : title);

  const chosenId = search.get('thread');
  const list = threads.data ?? [];
  const activeId = chosenId && list.some((th) => th.id === chosenId) ? chosenId : null;
  const open = (threadId: string) => setSearch({ thread: threadId });
  const back = () => setSearch({});

  let body: ReactNode;
  if (threads.isError && !threads.data)
    body = (
      <EmptyBlock
        icon={<IconAlertTriangle size={28} aria-hidden />}
        title={t('inbox.loadErrorTitle')}
        description={t('inbox.loadErrorText')}
        actionLabel={t('inbox.retry')}
        onAction={() => void threads.refetch()}
      />
    );
  else if (!threads.data)
    body = (
      <Card withBorder radius="lg" padding="md">
        <ListSkeleton rows={4} height={64} />
      </Card>
    );
  else if (list.length === 0)
    body = (
      <EmptyBlock
        icon={<IconInbox size={28} aria-hidden />}
        title={t('inbox.emptyTitle')}
        description={t('inbox.emptyText')}
      />
    );
  else if (isPhone)
    body = (
      <Card withBorder radius="lg" padding="sm">
        {activeId ? (
          <InboxThreadView key={activeId} eventId={eventId} threadId={activeId} onBack={back} />
        ) : (
          <ThreadList threads={list} activeId={null} onOpen={open} />
        )}
      </Card>
    );
  else
    body = (
      <Grid align="stretch">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="lg" padding="sm" h="100%">
            <ThreadList threads={list} activeId={activeId} onOpen={open} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="lg" padding="md" h="100%" component="section" aria-label={title}>
            {activeId ? (
              <InboxThreadView key={activeId} eventId={eventId} threadId={activeId} />
            ) : (
              <Text c="dimmed" py="xl" ta="center">
                {t('inbox.choose')}
              </Text>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    );

  return (
    <Stack gap="lg">
      <PageHeader
        back={{ to: '/events/list', label: t('inbox.backToEvents') }}
        title={title}
        subtitle={eventName ?? '\u00a0'}
      />
      {body}
    </Stack>
  );
}
