import { type Invoice, type InvoiceStatus, formatMoney } from '@foyer/shared';
import { Badge, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { saveBlob } from '../../../ui/download';
import { toastError } from '../../../ui/toast';
import { useSubscriptionFormat } from '../plans';
import { fetchInvoicePdf } from '../queries';

const STATUS_COLOURS: Record<InvoiceStatus, string> = {
  open: 'blue',
  paid: 'teal',
  overdue: 'red',
  void: 'gray',
};

/** Downloads one invoice's PDF, showing progress; a failed download says so. */
function DownloadButton({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const handleDownload = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await fetchInvoicePdf(invoice);
      saveBlob(blob, fileName);
    } catch (e) {
      // A refusal was already told by the API client.
      if (!isApiError(e)) toastError(t('subscription.invoices.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={isBusy}
      onClick={() => void handleDownload()}
      aria-label={t('subscription.invoices.downloadFor', { number: invoice.number })}
    >
      {t('subscription.invoices.download')}
    </Button>
  );
}

/** The invoices Foyer issued: number, date, period, total, status and the PDF. */
export function InvoiceTable({ invoices }: { invoices: readonly Invoice[] }) {
  const { t } = useTranslation();
  const format = useSubscriptionFormat();
  const title = t('subscription.invoices.title');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="invoices-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="invoices-title">
          {title}
        </Title>
        {invoices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('subscription.invoices.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720} type="native">
            <Table verticalSpacing="sm" aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('subscription.invoices.columns.number')}</Table.Th>
                  <Table.Th scope="col">{t('subscription.invoices.columns.date')}</Table.Th>
                  <Table.Th scope="col">{t('subscription.invoices.columns.period')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('subscription.invoices.columns.total')}
                  </Table.Th>
                  <Table.Th scope="col">{t('subscription.invoices.columns.status')}</Table.Th>
                  <Table.Th scope="col">{t('subscription.invoices.columns.pdf')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {invoice.number}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(invoice.issuedAt)}</Table.Td>
                    <Table.Td>
                      {t('subscription.invoices.period', {
                        from: format.date(invoice.periodStart),
                        to: format.date(invoice.periodEnd),
                      })}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(invoice.totalCents, invoice.currency, format.language)}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLOURS[invoice.status]}>
                        {t(`subscription.invoices.status.${invoice.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <DownloadButton invoice={invoice} />
                    </Table.Td>
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
