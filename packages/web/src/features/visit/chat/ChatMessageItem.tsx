import type { ChatMessage } from '@foyer/shared';
import { ActionIcon, Badge, Box, Group, Menu, Text } from '@mantine/core';
import { IconDots, IconMessageOff, IconMessage, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm';
import { MessageText } from './MessageText';
import { formatTime } from './formatTime';

export type ChatMessageItemProps = {
  message: Pick<ChatMessage, 'authorName' | 'byModerator' | 'text' | 'createdAt' | 'participantId'>;
  /** Not yet acknowledged by the server. */
  isPending?: boolean;
  /** Moderators get the message's menu (delete, mute, unmute); own messages have no mute. */
  moderation?: {
    canMute: boolean;
    onDelete(): void;
    onMute(muted: boolean): void;
  };
};

/** One message of a chat: author, moderator badge, time, the text with its links. */
export function ChatMessageItem({ message, isPending = false, moderation }: ChatMessageItemProps) {
  const { t, i18n } = useTranslation();
  const name = message.authorName;
  const handleDelete = () =>
    confirmAction({
      title: t('visitChat.deleteTitle'),
      message: t('visitChat.deleteText'),
      confirmLabel: t('visitChat.delete'),
      cancelLabel: t('common.cancel'),
      isDanger: true,
      onConfirm: () => moderation?.onDelete(),
    });
  return (
    <Box py={6} opacity={isPending ? 0.65 : 1}>
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap={6} wrap="wrap" miw={0}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {message.byModerator && (
            <Badge size="xs" variant="light" radius="sm">
              {t('visitChat.moderator')}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {isPending ? (
              t('visitChat.sending')
            ) : (
              <time dateTime={message.createdAt}>{formatTime(message.createdAt, i18n.language)}</time>
            )}
          </Text>
        </Group>
        {moderation && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('visitChat.messageActions', { name })}
              >
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={handleDelete}>
                {t('visitChat.delete')}
              </Menu.Item>
              {moderation.canMute && (
                <>
                  <Menu.Item
                    leftSection={<IconMessageOff size={14} aria-hidden />}
                    onClick={() => moderation.onMute(true)}
                  >
                    {t('visitChat.mute', { name })}
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconMessage size={14} aria-hidden />}
                    onClick={() => moderation.onMute(false)}
                  >
                    {t('visitChat.unmute', { name })}
                  </Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <MessageText text={message.text} />
      </Text>
    </Box>
  );
}
