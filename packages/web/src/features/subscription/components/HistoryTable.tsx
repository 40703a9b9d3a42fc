import type { PlanChange } from '@foyer/shared';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSubscriptionFormat } from '../plans';
import { TableSection } from './TableSection';

/** Every recorded plan change: when, who (or Foyer itself), from → to, and why. */
export function HistoryTable({ history }: { history: readonly PlanChange[] }) {
  const { t } = useTranslation();
  const format = useSubscriptionFormat();
  const title = t('subscription.history.title');
  return (
    <TableSection
      id="history-title"
      title={title}
      isEmpty={history.length === 0}
      emptyText={t('subscription.history.empty')}
      minWidth={620}
      head={
        <>
          <Table.Th scope="col">{t('subscription.history.columns.date')}</Table.Th>
          <Table.Th scope="col">{t('subscription.history.columns.by')}</Table.Th>
          <Table.Th scope="col">{t('subscription.history.columns.change')}</Table.Th>
          <Table.Th scope="col">{t('subscription.history.columns.reason')}</Table.Th>
        </>
      }
    >
      {history.map((change) => (
        <Table.Tr key={change.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(change.at)}</Table.Td>
          <Table.Td style={{ wordBreak: 'break-word' }}>
            {change.by ?? (
              <Text span size="sm" c="dimmed">
                {t('subscription.history.system')}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            {t('subscription.history.fromTo', {
              from: format.planName(change.from),
              to: format.planName(change.to),
            })}
          </Table.Td>
          <Table.Td>{t(`subscription.history.reasons.${change.reason}`)}</Table.Td>
        </Table.Tr>
      ))}
    </TableSection>
  );
}
