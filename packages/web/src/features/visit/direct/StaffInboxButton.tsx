import { IconInbox } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { UnreadButton } from '../UnreadButton';
import { useDirect, useDirectContext } from './context';

/** The header's "Staff inbox" for the event's moderators; its name carries the unread threads. */
export function StaffInboxButton() {
  const direct = useDirect();
  if (!direct?.isModerator) return null;
  return <InboxButton />;
}

function InboxButton() {
  const { t } = useTranslation();
  const { store } = useDirectContext();
  const unread = useSyncExternalStore(store.subscribe, () => store.unreadCount());
  return (
    <UnreadButton
      label={t('visitDirect.inbox')}
      unreadLabel={t('visitDirect.inboxUnread', { count: unread })}
      unread={unread}
      icon={<IconInbox size={16} aria-hidden />}
      onClick={() => store.setInboxOpen(true)}
    />
  );
}
