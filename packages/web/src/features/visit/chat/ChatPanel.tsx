import {
  Badge,
  Button,
  CloseButton,
  Drawer,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliveredNotice } from '../direct/DeliveredNotice';
import { ChatThreadView } from './ChatThreadView';
import { useChatContext, useChatState } from './context';

/** The header's chat button: where the keyboard goes back when the opener of the panel is gone. */
export const CHAT_BUTTON_ID = 'venue-chat-button';

export type ChatPanelProps = {
  /**
   * 'side': a panel beside the room on wide screens (the room stays visible and usable, it only
   * gets narrower); 'sheet': a bottom sheet over the venue on phones.
   */
  variant?: 'side' | 'sheet';
};

/** The chat panel: the event's chats and this page's private chats (unread counts) and the open chat. */
export function ChatPanel({ variant = 'sheet' }: ChatPanelProps) {
  const { t } = useTranslation();
  const { store } = useChatContext();
  const state = useChatState();
  if (variant === 'side')
    return state.isOpen ? (
      <ChatSidePanel onClose={() => store.close()}>
        <ChatPanelBody />
      </ChatSidePanel>
    ) : null;
  return (
    <Drawer
      opened={state.isOpen}
      onClose={() => store.close()}
      position="bottom"
      size="85%"
      title={t('visitChat.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{
        content: {
          display: 'flex',
          flexDirection: 'column',
          borderTopLeftRadius: 'var(--mantine-radius-lg)',
          borderTopRightRadius: 'var(--mantine-radius-lg)',
        },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 12 },
      }}
    >
      <ChatPanelBody />
    </Drawer>
  );
}

/**
 * The side panel: not modal, so the room beside it stays usable. Opening puts the keyboard on its
 * heading; closing (its button, or Escape inside it) puts it back where it was, else on the header's
 * chat button.
 */
function ChatSidePanel({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.querySelector<HTMLElement>(`[id="${headingId}"]`)?.focus();
    return () => {
      const back =
        opener?.isConnected && opener !== document.body ? opener : document.getElementById(CHAT_BUTTON_ID);
      back?.focus();
    };
  }, [headingId]);
  const handleKeyDown = (e: KeyboardEvent) => {
    // Menus and dialogs opened from the panel live in portals: their Escape is theirs.
    if (e.key === 'Escape' && !e.defaultPrevented && ref.current?.contains(e.target as Node)) onClose();
  };
  return (
    <Paper
      component="aside"
      ref={ref}
      aria-labelledby={headingId}
      onKeyDown={handleKeyDown}
      p="md"
      radius={12}
      shadow="md"
      style={{
        position: 'sticky',
        top: 'var(--mantine-spacing-md)',
        // Beside the room, under the header: never taller than the window, so the composer shows.
        maxHeight: 'calc(100dvh - 2 * var(--mantine-spacing-md))',
        height: 'min(720px, calc(100dvh - 2 * var(--mantine-spacing-md)))',
        // The venue's text colour is for its coloured background, not this white panel.
        background: 'var(--mantine-color-body)',
        color: 'var(--mantine-color-text)',
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz="lg" id={headingId} tabIndex={-1} style={{ outline: 'none' }}>
          {t('visitChat.title')}
        </Title>
        <CloseButton aria-label={t('common.close')} onClick={onClose} />
      </Group>
      {children}
    </Paper>
  );
}

/** The chats (with unread counts), the moderator's notice and the open chat's thread. */
function ChatPanelBody() {
  const { t } = useTranslation();
  const { store, chats: eventChats, participant } = useChatContext();
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
  if (chats.length === 0) return <Text c="dimmed">{t('visitChat.noChats')}</Text>;
  return (
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
          {/* A visitor's own staff thread (private chats are direct threads) before any answer. */}
          {active.id in state.privateChats && !participant.isModerator && (
            <DeliveredNotice messages={thread.messages} participantId={participant.id} />
          )}
          <ChatThreadView chat={active} thread={thread} isMuted={state.isMuted} />
        </Stack>
      ) : (
        <Text c="dimmed">{t('visitChat.choose')}</Text>
      )}
    </>
  );
}
