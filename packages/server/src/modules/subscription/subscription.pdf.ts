import { type Currency, formatMoney, isPaidPlan, productById } from '@foyer/shared';
import PDFDocument from 'pdfkit';
import type { InvoiceRow } from '../../db/schema/index.js';
import { localeTexts } from '../../platform/i18n/locales.js';

/** The texts of an invoice (mail.json `invoicePdf`), `{{name}}` placeholders filled by `fill`. */
type InvoiceTexts = Record<
  | 'title'
  | 'vatId'
  | 'costCentre'
  | 'contact'
  | 'invoiceDate'
  | 'dueDate'
  | 'servicePeriod'
  | 'description'
  | 'amount'
  | 'net'
  | 'vatRate'
  | 'vat'
  | 'total'
  | 'line'
  | 'monthly'
  | 'yearly'
  | 'reverseCharge'
  | 'outsideEu'
  | 'bothVatIds'
  | 'paid'
  | 'terms',
  string
>;

export const invoiceTexts = localeTexts<InvoiceTexts>('mail', 'invoicePdf');

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => vars[key] ?? '');

const PLAN_NAMES = { starter: 'Starter', business: 'Business' } as const;

/** A date in the language's short form (UTC), e.g. 24/11/2026, 24.11.2026. */
const dayIn = (language: string) => (d: Date) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(d);

const countryName = (code: string, language: string) => {
  try {
    return new Intl.DisplayNames(language, { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** The invoice's one line, e.g. "Foyer Starter – monthly", in the language. */
export function lineOf(invoice: Pick<InvoiceRow, 'productId'>, language = 'en'): string {
  const product = productById(invoice.productId);
  if (!product || !isPaidPlan(product.plan)) return `Foyer ${invoice.productId}`;
  const t = invoiceTexts(language);
  return fill(t.line, { plan: PLAN_NAMES[product.plan], period: t[product.period] });
}

/**
 * The invoice as a PDF (A4) in `language` (the account's; English for an unknown one): seller, buyer
 * as addressed when it was issued, number, dates, the line, net, VAT or the note why there is none,
 * total and the payment term. Throws what pdfkit throws (nothing expected).
 */
export function renderInvoicePdf(invoice: InvoiceRow, language = 'en'): Promise<Buffer> {
  const t = invoiceTexts(language);
  const day = dayIn(language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: fill(t.title, { number: invoice.number }), Author: invoice.seller.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (cents: number) => formatMoney(cents, invoice.currency as Currency, language);
  const { seller, buyer } = invoice;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // Seller
  doc.font('Helvetica-Bold').fontSize(14).text(seller.name);
  doc.font('Helvetica').fontSize(9);
  for (const line of seller.address) doc.text(line);
  if (seller.vatId) doc.text(fill(t.vatId, { value: seller.vatId }));
  doc.moveDown(2);

  // Buyer
  doc.fontSize(10);
  doc.font('Helvetica-Bold').text(buyer.company);
  doc.font('Helvetica');
  for (const line of [buyer.address1, buyer.address2, `${buyer.zip} ${buyer.city}`.trim()])
    if (line) doc.text(line);
  doc.text(countryName(buyer.country, language));
  if (buyer.vatId) doc.text(fill(t.vatId, { value: buyer.vatId }));
  if (buyer.costCentre) doc.text(fill(t.costCentre, { value: buyer.costCentre }));
  if (buyer.invoiceContact) doc.text(fill(t.contact, { value: buyer.invoiceContact }));
  doc.moveDown(2);

  // Number and dates
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(fill(t.title, { number: invoice.number }));
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(10);
  doc.text(fill(t.invoiceDate, { date: day(invoice.issuedAt) }));
  doc.text(fill(t.dueDate, { date: day(invoice.dueAt) }));
  doc.text(fill(t.servicePeriod, { from: day(invoice.periodStart), to: day(invoice.periodEnd) }));
  doc.moveDown(1.5);

  // Amounts: a label on the left, the amount aligned right.
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, left, y, { width: width - 120 });
    const after = doc.y;
    doc.text(amount, left + width - 120, y, { width: 120, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = left;
  };
  const rule = () => {
    doc.moveDown(0.3);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.3);
  };
  row(t.description, t.amount, true);
  rule();
  row(lineOf(invoice, language), money(invoice.netCents));
  rule();
  row(t.net, money(invoice.netCents));
  const rate = invoice.vatRateBasisPoints / 100;
  if (invoice.taxKind === 'domestic')
    row(fill(t.vatRate, { rate: rate.toLocaleString(language) }), money(invoice.vatCents));
  else row(t.vat, money(0));
  rule();
  row(t.total, money(invoice.totalCents), true);
  doc.moveDown(1.5);

  doc.font('Helvetica').fontSize(9);
  if (invoice.taxKind === 'reverseCharge') {
    doc.text(t.reverseCharge, left, doc.y, { width });
    doc.text(fill(t.bothVatIds, { seller: seller.vatId || '–', buyer: buyer.vatId ?? '' }), { width });
    doc.moveDown();
  } else if (invoice.taxKind === 'outsideEu') {
    doc.text(t.outsideEu, left, doc.y, { width });
    doc.moveDown();
  }
  doc.fontSize(10);
  doc.text(
    invoice.status === 'paid' && invoice.paidAt
      ? fill(t.paid, { date: day(invoice.paidAt) })
      : fill(t.terms, {
          amount: money(invoice.totalCents),
          date: day(invoice.dueAt),
          number: invoice.number,
        }),
    left,
    doc.y,
    { width },
  );
  doc.end();
  return done;
}
