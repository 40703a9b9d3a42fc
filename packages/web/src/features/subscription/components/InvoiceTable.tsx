import { type Invoice, type InvoiceStatus, formatMoney } from '@foyer/shared';
import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../ui/DownloadButton';
import { useSubscriptionFormat } from '../plans';
import { fetchInvoicePdf } from '../queries';
import { TableSection } from './TableSection';

const STATUS_COLOURS: Record<InvoiceStatus, string> = {
  open: 'blue',
  paid: 'teal',
  overdue: 'red',
  void: 'gray',
};

/** The invoices Foyer issued: number, date, period, total, status and the PDF. */
export function InvoiceTable({ invoices }: { invoices: readonly Invoice[] }) {
  const { t } = useTranslation();
  const format = useSubscriptionFormat();
  const title = t('subscription.invoices.title');
  return (
    <TableSection
      id="invoices-title"
      title={title}
      isEmpty={invoices.length === 0}
      emptyText={t('subscription.invoices.empty')}
      minWidth={720}
      head={
        <>
          <Table.Th scope="col">{t('subscription.invoices.columns.number')}</Table.Th>
          <Table.Th scope="col">{t('subscription.invoices.columns.date')}</Table.Th>
          <Table.Th scope="col">{t('subscription.invoices.columns.period')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('subscription.invoices.columns.total')}
          </Table.Th>
          <Table.Th scope="col">{t('subscription.invoices.columns.status')}</Table.Th>
          <Table.Th scope="col">{t('subscription.invoices.columns.pdf')}</Table.Th>
        </>
      }
    >
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
            <DownloadButton
              fetchFile={() => fetchInvoicePdf(invoice)}
              label={t('subscription.invoices.download')}
              failedMessage={t('subscription.invoices.downloadFailed')}
              ariaLabel={t('subscription.invoices.downloadFor', { number: invoice.number })}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </TableSection>
  );
}
