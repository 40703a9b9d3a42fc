import type { EventChat } from '@foyer/shared';
import { Alert, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import type { ChatThread } from './chatStore';
import { useChatContext } from './context';

/** Within this distance of the end the list counts as scrolled to the bottom. */
const BOTTOM_SLACK_PX = 32;

/** The open chat: its messages (a log that keeps to the bottom), paging back, the composer. */
export function ChatThreadView({
  chat,
  thread,
  isMuted,
}: {
  /** An event chat or a private chat (only its id matters here). */
  chat: Pick<EventChat, 'id'>;
  thread: ChatThread;
  isMuted: boolean;
}) {
  const { t } = useTranslation();
  const { store, participant } = useChatContext();
  const logRef = useRef<HTMLDivElement>(null);
  const isAtBottom = useRef(true);
  const shown = useRef({ firstId: '', height: 0, top: 0 });

  const firstId = thread.messages[0]?.id ?? '';
  const lastKey = `${thread.messages.at(-1)?.id ?? ''}:${thread.pending.length}`;
  // Older messages added above keep what the reader sees in place; new ones below follow when at the bottom.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first or last message changes.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const before = shown.current;
    if (before.firstId && firstId !== before.firstId && log.scrollHeight > before.height)
      log.scrollTop = before.top + (log.scrollHeight - before.height);
    else if (isAtBottom.current) log.scrollTop = log.scrollHeight;
    shown.current = { firstId, height: log.scrollHeight, top: log.scrollTop };
  }, [firstId, lastKey, chat.id]);

  const handleScroll = () => {
    const log = logRef.current;
    if (!log) return;
    isAtBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight <= BOTTOM_SLACK_PX;
    shown.current = { firstId, height: log.scrollHeight, top: log.scrollTop };
  };

  const moderation = (messageId: string, authorId: string | null, name: string) =>
    participant.isModerator
      ? {
          canMute: authorId !== null && authorId !== participant.id,
          onDelete: () => void store.deleteMessage(chat.id, messageId),
          onMute: (muted: boolean) => {
            if (authorId) void store.setMuted(chat.id, authorId, name, muted);
          },
        }
      : undefined;

  const isEmpty = thread.messages.length === 0 && thread.pending.length === 0;
  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      <Box
        ref={logRef}
        role="log"
        aria-label={t('visitChat.messages')}
        aria-busy={thread.state === 'loading' || undefined}
        onScroll={handleScroll}
        tabIndex={0}
        style={{ flex: 1, minHeight: 160, overflowY: 'auto' }}
      >
        {thread.hasMore && (
          <Center py="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              loading={thread.isLoadingEarlier}
              onClick={() => void store.loadEarlier(chat.id)}
            >
              {t('visitChat.loadEarlier')}
            </Button>
          </Center>
        )}
        {thread.state === 'loading' && isEmpty && (
          <Center py="lg">
            <Loader size="sm" role="status" aria-label={t('visitChat.loading')} />
          </Center>
        )}
        {thread.state === 'ready' && isEmpty && (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            {t('visitChat.empty')}
          </Text>
        )}
        {thread.messages.map((message) => (
          <ChatMessageItem
            key={message.id}
            message={message}
            moderation={moderation(message.id, message.participantId, message.authorName)}
          />
        ))}
        {thread.pending.map((pending) => (
          <ChatMessageItem
            key={pending.clientId}
            isPending
            message={{
              authorName: t('visitChat.you'),
              byModerator: participant.isModerator,
              text: pending.text,
              createdAt: '',
              participantId: participant.id,
            }}
          />
        ))}
      </Box>
      {thread.error && (
        <Alert color="red" variant="light" role="alert" p="xs">
          <Text size="sm">{t(`visitChat.errors.${thread.error}`)}</Text>
          {thread.state === 'failed' && (
            <Button
              mt="xs"
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => void store.join(chat.id)}
            >
              {t('visitChat.retry')}
            </Button>
          )}
        </Alert>
      )}
      {thread.state !== 'failed' && (
        <ChatComposer
          value={thread.draft}
          onChange={(draft) => store.setDraft(chat.id, draft)}
          onSend={() => store.send(chat.id)}
          isMuted={isMuted}
        />
      )}
    </Stack>
  );
}
