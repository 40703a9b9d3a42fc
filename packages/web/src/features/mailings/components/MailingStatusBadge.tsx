import type { MailingStatus } from '@foyer/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<MailingStatus, string> = {
  draft: 'gray',
  scheduled: 'violet',
  sending: 'brand',
  paused: 'yellow',
  sent: 'teal',
  cancelled: 'red',
};

/** Where a mailing stands, as a coloured badge (draft, scheduled, sending, paused, sent, cancelled). */
export function MailingStatusBadge({ status }: { status: MailingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status]} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {t(`mailings.status.${status}`)}
    </Badge>
  );
}
