import type { ChatMessage } from '@foyer/shared';
import { Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** True when the visitor has written in their staff thread and no staff answer has come yet. */
export function isAwaitingStaff(
  messages: readonly Pick<ChatMessage, 'participantId'>[],
  participantId: string,
): boolean {
  return (
    messages.some((m) => m.participantId === participantId) &&
    messages.every((m) => m.participantId === participantId)
  );
}

/**
 * Under a visitor's own staff thread (issue 17): their message was delivered and staff usually
 * answer within minutes, until the first answer comes.
 */
export function DeliveredNotice({
  messages,
  participantId,
}: {
  messages: readonly Pick<ChatMessage, 'participantId'>[];
  participantId: string;
}) {
  const { t } = useTranslation();
  if (!isAwaitingStaff(messages, participantId)) return null;
  return (
    <Text size="sm" c="dimmed" role="status">
      <IconCircleCheck size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
      {t('visitDirect.delivered')}
    </Text>
  );
}
