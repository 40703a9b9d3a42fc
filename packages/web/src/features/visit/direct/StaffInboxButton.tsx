import { Badge, Button } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
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
    <Button
      variant="white"
      color="dark"
      size="sm"
      leftSection={<IconInbox size={16} aria-hidden />}
      aria-label={unread > 0 ? t('visitDirect.inboxUnread', { count: unread }) : t('visitDirect.inbox')}
      onClick={() => store.setInboxOpen(true)}
      rightSection={
        unread > 0 && (
          <Badge size="sm" circle color="red" aria-hidden>
            {unread}
          </Badge>
        )
      }
    >
      {t('visitDirect.inbox')}
    </Button>
  );
}
