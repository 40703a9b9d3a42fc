import type { UsageRow } from '@foyer/shared';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuotaMeter, quotaLevelOf } from '../../../ui/QuotaMeter';
import { TableSection } from './TableSection';

/** Remainder, overage (red) or nothing for an unlimited quota. */
function Balance({ row }: { row: UsageRow }) {
  const { t } = useTranslation();
  if (row.quota === null) return <Text size="sm">—</Text>;
  const rest = row.quota - row.used;
  if (rest < 0)
    return (
      <Text size="sm" c="red" fw={600}>
        {t('subscription.usage.overage', { count: -rest })}
      </Text>
    );
  return <Text size="sm">{t('subscription.usage.remaining', { count: rest })}</Text>;
}

/**
 * The usage table of spec §3 for the month shown: per limit the quota ("Unlimited" for none),
 * the usage with a small bar, and the remainder or the overage.
 */
export function UsageTable({ usage }: { usage: { year: number; month: number; rows: UsageRow[] } }) {
  const { t, i18n } = useTranslation();
  const month = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(usage.year, usage.month - 1, 1)));
  const title = t('subscription.usage.title', { month });
  return (
    <TableSection
      id="usage-title"
      title={title}
      text={t('subscription.usage.text')}
      minWidth={560}
      head={
        <>
          <Table.Th scope="col">{t('subscription.usage.columns.limit')}</Table.Th>
          <Table.Th scope="col">{t('subscription.usage.columns.quota')}</Table.Th>
          <Table.Th scope="col">{t('subscription.usage.columns.used')}</Table.Th>
          <Table.Th scope="col">{t('subscription.usage.columns.balance')}</Table.Th>
        </>
      }
    >
      {usage.rows.map((row) => {
        const label = t(`subscription.usage.keys.${row.key}`);
        const level = quotaLevelOf(row.used, row.quota);
        return (
          <Table.Tr key={row.key} data-level={level}>
            <Table.Th scope="row" fw={500}>
              {label}
            </Table.Th>
            <Table.Td>{row.quota === null ? t('subscription.usage.unlimited') : row.quota}</Table.Td>
            <Table.Td miw={140}>
              <Stack gap={4}>
                <Text size="sm">{row.used}</Text>
                <QuotaMeter used={row.used} quota={row.quota} label={label} hasText={false} hasHint={false} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <Balance row={row} />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </TableSection>
  );
}
