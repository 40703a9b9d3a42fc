import type { PlanChange } from '@foyer/shared';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSubscriptionFormat } from '../plans';

/** Every recorded plan change: when, who (or Foyer itself), from → to, and why. */
export function HistoryTable({ history }: { history: readonly PlanChange[] }) {
  const { t } = useTranslation();
  const format = useSubscriptionFormat();
  const title = t('subscription.history.title');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="history-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="history-title">
          {title}
        </Title>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('subscription.history.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={620} type="native">
            <Table verticalSpacing="sm" aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('subscription.history.columns.date')}</Table.Th>
                  <Table.Th scope="col">{t('subscription.history.columns.by')}</Table.Th>
                  <Table.Th scope="col">{t('subscription.history.columns.change')}</Table.Th>
                  <Table.Th scope="col">{t('subscription.history.columns.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
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
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
