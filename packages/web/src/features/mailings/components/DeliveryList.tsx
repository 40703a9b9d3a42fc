import { DELIVERY_STATUSES, type DeliveryStatus, type MailingDelivery } from '@foyer/shared';
import { Badge, Card, Group, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusySkeleton } from '../../../ui/BusySkeleton';
import { useDeliveries } from '../queries';
import { useDateTimeText } from '../useMailingFormat';

/** Recipients per page of the list. */
export const DELIVERIES_PAGE_SIZE = 50;

const STATUS_COLORS: Record<DeliveryStatus, string> = {
  pending: 'gray',
  sending: 'brand',
  sent: 'teal',
  failed: 'red',
  skipped: 'yellow',
};

function DeliveryRow({ delivery }: { delivery: MailingDelivery }) {
  const { t } = useTranslation();
  const dateTime = useDateTimeText();
  const name = `${delivery.firstName} ${delivery.lastName}`.trim();
  return (
    <Table.Tr>
      <Table.Td style={{ wordBreak: 'break-all' }}>{delivery.email}</Table.Td>
      <Table.Td>{name}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={STATUS_COLORS[delivery.status]}>
          {t(`mailings.deliveries.status.${delivery.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td ta="right">{delivery.attempts}</Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {delivery.sentAt ? dateTime(delivery.sentAt) : '–'}
        </Text>
      </Table.Td>
      <Table.Td>
        {delivery.response ? (
          <Text size="sm" c={delivery.status === 'failed' ? 'red' : 'dimmed'} ff="monospace">
            {delivery.response}
          </Text>
        ) : (
          '–'
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The recipients of a mailing and what became of each mail, a page at a time, filtered by status;
 * failures show the SMTP server's answer. Asked again while the mailing goes out.
 */
export function DeliveryList({
  mailingId,
  isLive,
  revision,
}: {
  mailingId: string;
  isLive: boolean;
  revision: string;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<DeliveryStatus | null>(null);
  const [page, setPage] = useState(1);
  const query = useDeliveries(mailingId, {
    status,
    offset: (page - 1) * DELIVERIES_PAGE_SIZE,
    limit: DELIVERIES_PAGE_SIZE,
    isLive,
    revision,
  });
  const data = query.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / DELIVERIES_PAGE_SIZE));
  const options = DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`mailings.deliveries.status.${s}`) }));

  let body: ReactNode;
  if (!data)
    body = query.isError ? (
      <Text size="sm" c="dimmed">
        {t('mailings.deliveries.failed')}
      </Text>
    ) : (
      <BusySkeleton height={160} radius="sm" />
    );
  else if (data.deliveries.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t(status ? 'mailings.deliveries.noneOfStatus' : 'mailings.deliveries.none')}
      </Text>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={760} type="native">
        <Table verticalSpacing="xs" aria-label={t('mailings.deliveries.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('mailings.deliveries.columns.email')}</Table.Th>
              <Table.Th scope="col">{t('mailings.deliveries.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('mailings.deliveries.columns.status')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('mailings.deliveries.columns.attempts')}
              </Table.Th>
              <Table.Th scope="col">{t('mailings.deliveries.columns.sentAt')}</Table.Th>
              <Table.Th scope="col">{t('mailings.deliveries.columns.response')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.deliveries.map((d) => (
              <DeliveryRow key={d.email} delivery={d} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="mailing-deliveries-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} fz="lg" id="mailing-deliveries-title">
            {t('mailings.deliveries.title')}
          </Title>
          <Select
            label={t('mailings.deliveries.filter')}
            placeholder={t('mailings.deliveries.allStatuses')}
            data={options}
            value={status}
            onChange={(next) => {
              setStatus(DELIVERY_STATUSES.find((s) => s === next) ?? null);
              setPage(1);
            }}
            clearable
            comboboxProps={{ withinPortal: true }}
            w={220}
          />
        </Group>
        {body}
        {data && pages > 1 && (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('mailings.deliveries.total', { count: data.total })}
            </Text>
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`mailings.deliveries.page.${control}`) })}
              getItemProps={(n) => ({ 'aria-label': t('mailings.deliveries.page.page', { page: n }) })}
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
