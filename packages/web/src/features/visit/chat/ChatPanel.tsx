import { Badge, Button, Drawer, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatThreadView } from './ChatThreadView';
import { useChatContext, useChatState } from './context';

/**
 * The chat panel: a drawer on the right with the event's chats and this page's private chats (unread
 * counts) and the open chat.
 */
export function ChatPanel() {
  const { t } = useTranslation();
  const { store, chats: eventChats } = useChatContext();
  const state = useChatState();
  const chats = useMemo(
    () => [
      ...eventChats.map(({ id, title }) => ({ id, title })),
      ...Object.entries(state.privateChats).map(([id, title]) => ({ id, title })),
    ],
    [eventChats, state.privateChats],
  );
  const active = chats.find((c) => c.id === state.activeChatId) ?? null;
  const thread = active ? state.threads[active.id] : undefined;
  return (
    <Drawer
      opened={state.isOpen}
      onClose={() => store.close()}
      position="right"
      size="md"
      title={t('visitChat.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 12 },
      }}
    >
      {chats.length === 0 ? (
        <Text c="dimmed">{t('visitChat.noChats')}</Text>
      ) : (
        <>
          <Group component="nav" aria-label={t('visitChat.chats')} gap="xs">
            {chats.map((chat) => {
              const unread = state.threads[chat.id]?.unreadIds.length ?? 0;
              const isActive = chat.id === active?.id;
              return (
                <Button
                  key={chat.id}
                  size="compact-sm"
                  variant={isActive ? 'filled' : 'default'}
                  aria-current={isActive ? 'true' : undefined}
                  onClick={() => store.select(chat.id)}
                  rightSection={
                    unread > 0 && (
                      <Badge size="xs" circle color="red" aria-hidden>
                        {unread}
                      </Badge>
                    )
                  }
                >
                  {chat.title}
                  {unread > 0 && (
                    <VisuallyHidden>{`, ${t('visitChat.unread', { count: unread })}`}</VisuallyHidden>
                  )}
                </Button>
              );
            })}
          </Group>
          {state.notice && (
            <Text size="sm" role="status">
              {t(`visitChat.notice.${state.notice.key}`, { name: state.notice.name })}
            </Text>
          )}
          {active && thread ? (
            <Stack gap={4} style={{ flex: 1, minHeight: 0 }}>
              <Text fw={600} component="h3" m={0}>
                {active.title}
              </Text>
              <ChatThreadView chat={active} thread={thread} isMuted={state.isMuted} />
            </Stack>
          ) : (
            <Text c="dimmed">{t('visitChat.choose')}</Text>
          )}
        </>
      )}
    </Drawer>
  );
}
