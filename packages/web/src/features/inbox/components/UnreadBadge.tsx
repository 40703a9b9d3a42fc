import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsPhone } from '../../../ui/useIsPhone';
import { inboxPath } from '../paths';
import { useUnreadCounts } from '../queries';

/**
 * The unread staff messages of an event (nothing when there are none), as a link to its staff
 * inbox; read out as "3 unread messages". The counts of every event come in one call.
 */
export function UnreadBadge({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { data } = useUnreadCounts();
  const count = data?.get(eventId)?.messages ?? 0;
  if (count === 0) return null;
  return (
    <Button
      component={Link}
      to={inboxPath(eventId)}
      size="compact-sm"
      radius="xl"
      color="red"
      variant="light"
      h={isPhone ? 44 : undefined}
      leftSection={<IconMessageCircle size={14} aria-hidden />}
      aria-label={t('inbox.unread', { count })}
      title={t('inbox.unread', { count })}
    >
      {count}
    </Button>
  );
}
