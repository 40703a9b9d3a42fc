import { IconMessages } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { UnreadButton } from '../UnreadButton';
import { CHAT_BUTTON_ID } from './ChatPanel';
import { useChatContext } from './context';

/**
 * The header's "Chat" button; its name carries the unread total ("Chat, 3 unread"). It stays in the
 * phone's one-line header (`isTouch`: a 44 px target), so new messages are always in sight.
 */
export function ChatButton({ isTouch = false }: { isTouch?: boolean }) {
  const { t } = useTranslation();
  const { store, chats } = useChatContext();
  const unread = useSyncExternalStore(store.subscribe, () => store.unreadTotal());
  return (
    <UnreadButton
      label={t('visitChat.button')}
      unreadLabel={t('visitChat.buttonUnread', { count: unread })}
      unread={unread}
      id={CHAT_BUTTON_ID}
      icon={<IconMessages size={16} aria-hidden />}
      isTouch={isTouch}
      onClick={() => store.open(null, chats[0]?.id ?? null)}
    />
  );
}
