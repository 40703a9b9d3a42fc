import { Badge, Button } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatContext } from './context';

/** The header's "Chat" button; its name carries the unread total ("Chat, 3 unread"). */
export function ChatButton() {
  const { t } = useTranslation();
  const { store, chats } = useChatContext();
  const unread = useSyncExternalStore(store.subscribe, () => store.unreadTotal());
  return (
    <Button
      variant="white"
      color="dark"
      size="sm"
      aria-label={unread > 0 ? t('visitChat.buttonUnread', { count: unread }) : t('visitChat.button')}
      onClick={() => store.open(null, chats[0]?.id ?? null)}
      rightSection={
        unread > 0 && (
          <Badge size="sm" circle color="red" aria-hidden>
            {unread}
          </Badge>
        )
      }
    >
      {t('visitChat.button')}
    </Button>
  );
}
