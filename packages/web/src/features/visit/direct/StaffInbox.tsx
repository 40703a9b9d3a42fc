import type { DirectThread } from '@foyer/shared';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Drawer,
  Group,
  Loader,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../chat';
import type { RequestError } from '../realtime';
import { useVideoCall } from '../video';
import { useDirectContext, useDirectState } from './context';
import { directErrorKey } from './errors';

/**
 * The moderators' staff inbox: every direct thread of the event, newest activity first, with the
 * staff member written to, the visitor, the last message and whether it is unread. A thread opens
 * in the chat panel, where the moderator answers in the staff's name; where video calls are allowed
 * the moderator can also call the visitor (it rings them).
 */
export function StaffInbox() {
  const { t } = useTranslation();
  const { store, openThread } = useDirectContext();
  const state = useDirectState();
  const { open: openCall } = useVideoCall();
  const [callError, setCallError] = useState<RequestError | null>(null);

  const handleCall = async (thread: DirectThread) => {
    setCallError(null);
    const answer = await store.call(thread.id);
    if (!answer.ok) return setCallError(answer.error);
    openThread(thread);
    openCall({ threadId: thread.id }, thread);
  };
  return (
    <Drawer
      opened={state.isInboxOpen}
      onClose={() => store.setInboxOpen(false)}
      position="right"
      size="md"
      title={t('visitDirect.inbox')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('visitDirect.inboxHint')}
        </Text>
        {state.status === 'failed' && (
          <Alert color="red" variant="light" role="alert" p="xs">
            <Text size="sm">{t('visitDirect.inboxFailed')}</Text>
            <Button mt="xs" size="compact-sm" variant="light" color="red" onClick={() => void store.load()}>
              {t('visitDirect.retry')}
            </Button>
          </Alert>
        )}
        {callError && (
          <Alert color="red" variant="light" role="alert" p="xs">
            <Text size="sm">{t(directErrorKey(callError))}</Text>
          </Alert>
        )}
        {state.threads.length === 0 && state.status === 'ready' && (
          <Text c="dimmed">{t('visitDirect.inboxEmpty')}</Text>
        )}
        {state.threads.length === 0 && (state.status === 'loading' || state.status === 'idle') && (
          <Center py="lg">
            <Loader size="sm" role="status" aria-label={t('visitDirect.inboxLoading')} />
          </Center>
        )}
        {state.threads.length > 0 && (
          <Stack
            component="ul"
            aria-label={t('visitDirect.threads')}
            gap={4}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {state.threads.map((thread) => (
              <Group component="li" key={thread.id} gap={4} wrap="nowrap" align="stretch">
                <InboxItem
                  thread={thread}
                  isUnread={store.isUnread(thread)}
                  onOpen={() => openThread(thread)}
                />
                {thread.videoCalls && (
                  <ActionIcon
                    variant="light"
                    size="lg"
                    h="auto"
                    aria-label={t('visitDirect.callVisitor', { name: thread.participantName })}
                    onClick={() => void handleCall(thread)}
                  >
                    <IconVideo size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}

/** One thread of the inbox: visitor, staff, last message and its time; bold with a badge when unread. */
function InboxItem({
  thread,
  isUnread,
  onOpen,
}: {
  thread: DirectThread;
  isUnread: boolean;
  onOpen(): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <UnstyledButton
      onClick={onOpen}
      flex={1}
      miw={0}
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0}>
          <Text fw={isUnread ? 700 : 600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {thread.participantName}
          </Text>
          <Text size="xs" c="dimmed">
            {t('visitDirect.toStaff', { name: thread.staffName })}
          </Text>
        </Stack>
        <Group gap={6} wrap="nowrap">
          {thread.lastMessageAt && (
            <Text size="xs" c="dimmed">
              <time dateTime={thread.lastMessageAt}>{formatTime(thread.lastMessageAt, i18n.language)}</time>
            </Text>
          )}
          {isUnread && (
            <Badge size="xs" color="red">
              {t('visitDirect.new')}
            </Badge>
          )}
        </Group>
      </Group>
      <Text
        size="sm"
        mt={4}
        lineClamp={2}
        c={thread.lastText ? undefined : 'dimmed'}
        fw={isUnread ? 600 : undefined}
      >
        {thread.lastText ?? t('visitDirect.noMessages')}
      </Text>
    </UnstyledButton>
  );
}
