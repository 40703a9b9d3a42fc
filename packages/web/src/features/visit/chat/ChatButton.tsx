import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { UnreadButton } from '../UnreadButton';
import { useChatContext } from './context';

/** The header's "Chat" button; its name carries the unread total ("Chat, 3 unread"). */
export function ChatButton() {
  const { t } = useTranslation();
  const { store, chats } = useChatContext();
  const unread = useSyncExternalStore(store.subscribe, () => store.unreadTotal());
  return (
    <UnreadButton
      label={t('visitChat.button')}
      unreadLabel={t('visitChat.buttonUnread', { count: unread })}
      unread={unread}
      onClick={() => store.open(null, chats[0]?.id ?? null)}
    />
  );
}
