import { type Currency, formatMoney, isPaidPlan, productById } from '@foyer/shared';
import PDFDocument from 'pdfkit';
import type { InvoiceRow } from '../../db/schema/index.js';

/** The reverse-charge note of an invoice to an EU business in another member state. */
export const REVERSE_CHARGE_NOTE =
  'Reverse charge: VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC)';
/** The note of an invoice to a buyer outside the EU. */
export const OUTSIDE_EU_NOTE = 'Not subject to EU VAT';

const PLAN_NAMES = { starter: 'Starter', business: 'Business' } as const;

/** A date as 2026-11-24 (UTC). */
const day = (d: Date) => d.toISOString().slice(0, 10);

const countryName = (code: string) => {
  try {
    return new Intl.DisplayNames('en', { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** The invoice's one line, e.g. "Foyer Starter – monthly". */
export function lineOf(invoice: Pick<InvoiceRow, 'productId'>): string {
  const product = productById(invoice.productId);
  if (!product || !isPaidPlan(product.plan)) return `Foyer ${invoice.productId}`;
  return `Foyer ${PLAN_NAMES[product.plan]} – ${product.period}`;
}

/**
 * The invoice as a PDF (A4, English): seller, buyer as addressed when it was issued, number, dates,
 * the line, net, VAT or the note why there is none, total and the payment term. Throws what pdfkit
 * throws (nothing expected).
 */
export function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${invoice.number}`, Author: invoice.seller.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (cents: number) => formatMoney(cents, invoice.currency as Currency, 'en');
  const { seller, buyer } = invoice;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // Seller
  doc.font('Helvetica-Bold').fontSize(14).text(seller.name);
  doc.font('Helvetica').fontSize(9);
  for (const line of seller.address) doc.text(line);
  if (seller.vatId) doc.text(`VAT ID: ${seller.vatId}`);
  doc.moveDown(2);

  // Buyer
  doc.fontSize(10);
  doc.font('Helvetica-Bold').text(buyer.company);
  doc.font('Helvetica');
  for (const line of [buyer.address1, buyer.address2, `${buyer.zip} ${buyer.city}`.trim()])
    if (line) doc.text(line);
  doc.text(countryName(buyer.country));
  if (buyer.vatId) doc.text(`VAT ID: ${buyer.vatId}`);
  if (buyer.costCentre) doc.text(`Cost centre: ${buyer.costCentre}`);
  if (buyer.invoiceContact) doc.text(`Contact: ${buyer.invoiceContact}`);
  doc.moveDown(2);

  // Number and dates
  doc.font('Helvetica-Bold').fontSize(16).text(`Invoice ${invoice.number}`);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Invoice date: ${day(invoice.issuedAt)}`);
  doc.text(`Due date: ${day(invoice.dueAt)}`);
  doc.text(`Service period: ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`);
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
  row('Description', 'Amount', true);
  rule();
  row(lineOf(invoice), money(invoice.netCents));
  rule();
  row('Net', money(invoice.netCents));
  const rate = invoice.vatRateBasisPoints / 100;
  if (invoice.taxKind === 'domestic') row(`VAT ${rate} %`, money(invoice.vatCents));
  else row('VAT', money(0));
  rule();
  row('Total', money(invoice.totalCents), true);
  doc.moveDown(1.5);

  doc.font('Helvetica').fontSize(9);
  if (invoice.taxKind === 'reverseCharge') {
    doc.text(REVERSE_CHARGE_NOTE, left, doc.y, { width });
    doc.text(`Seller VAT ID: ${seller.vatId || '–'}   Recipient VAT ID: ${buyer.vatId}`, { width });
    doc.moveDown();
  } else if (invoice.taxKind === 'outsideEu') {
    doc.text(OUTSIDE_EU_NOTE, left, doc.y, { width });
    doc.moveDown();
  }
  doc.fontSize(10);
  doc.text(
    invoice.status === 'paid' && invoice.paidAt
      ? `Paid on ${day(invoice.paidAt)}. Thank you.`
      : `Payment terms: please pay ${money(invoice.totalCents)} by ${day(invoice.dueAt)}, quoting the invoice number ${invoice.number}.`,
    left,
    doc.y,
    { width },
  );
  doc.end();
  return done;
}
