import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../visit/chat/formatTime';
import type { InboxThread } from '../queries';
import classes from './Inbox.module.css';

type ThreadListProps = {
  threads: readonly InboxThread[];
  activeId: string | null;
  onOpen(threadId: string): void;
};

/** The conversations, newest activity first: visitor, staff, last message, time and an unread dot. */
export function ThreadList({ threads, activeId, onOpen }: ThreadListProps) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="nav" aria-label={t('inbox.threads')}>
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {threads.map((thread) => {
          const isActive = thread.id === activeId;
          const time = formatTime(thread.lastMessageAt ?? thread.createdAt, i18n.language);
          return (
            <li key={thread.id}>
              <UnstyledButton
                className={classes.thread}
                data-active={isActive || undefined}
                aria-current={isActive ? 'true' : undefined}
                onClick={() => onOpen(thread.id)}
              >
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Box
                    className={classes.dot}
                    data-unread={thread.unread > 0 || undefined}
                    aria-hidden
                    mt={6}
                  />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text fw={thread.unread > 0 ? 700 : 600} size="sm" truncate>
                        {thread.participantName}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {time}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed" truncate>
                      {t('inbox.toStaff', { name: thread.staffName })}
                    </Text>
                    <Text size="sm" c={thread.lastText ? undefined : 'dimmed'} lineClamp={1}>
                      {thread.lastText ?? t('inbox.noMessageYet')}
                    </Text>
                  </Stack>
                </Group>
                {thread.unread > 0 && (
                  <VisuallyHidden>{`, ${t('inbox.unread', { count: thread.unread })}`}</VisuallyHidden>
                )}
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
