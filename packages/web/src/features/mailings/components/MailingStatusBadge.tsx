import type { MailingStatus } from '@foyer/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../ui/StatusBadge';

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
  return <StatusBadge color={COLORS[status]}>{t(`mailings.status.${status}`)}</StatusBadge>;
}
