import type { EventReport, ReportTable } from '@foyer/shared';
import { type Cell, type ReportTexts, type Sheet, fill, reportSheet, totalsSheet } from './report.export.js';
import { openPdf, pdfText } from '../../platform/export/pdf.js';

/** The tables the summary shows after the totals and the chart (the per-bucket ones are the chart). */
const SUMMARY_TABLES: readonly ReportTable[] = ['rooms', 'documents', 'videos', 'links', 'talks', 'chats'];

const BAR = '#1f5fbf';
const RULE = '#888888';

/**
 * The report's summary as a PDF (A4) in `language`: title, event, range, the totals with their
 * labels, a bar chart of visitors per bucket, then rooms, the top documents, videos and links,
 * talks and chats as tables, over as many pages as they need, each page numbered. Throws what
 * pdfkit throws (nothing expected).
 */
export function renderReportPdf(report: EventReport, t: ReportTexts, language: string): Promise<Buffer> {
  const { doc, left, width, room, finish } = openPdf(`${t.title}: ${report.event.name}`);
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const zone = report.event.timeZone;
  const dateTime = (() => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
    try {
      return new Intl.DateTimeFormat(language, { ...options, timeZone: zone });
    } catch {
      return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    }
  })();
  const count = new Intl.NumberFormat(language);
  const stars = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const plain = pdfText;
  const number = (format: Intl.NumberFormat, n: number) => plain(format.format(n));
  const when = (iso: string) => plain(dateTime.format(Date.parse(iso)));
  const text = (cell: Cell, isRating = false) =>
    cell === null ? '–' : typeof cell === 'number' ? number(isRating ? stars : count, cell) : cell;
  /** The text cut with an ellipsis to fit `w` in the current font. */
  const fit = (value: string, w: number) => {
    if (doc.widthOfString(value) <= w) return value;
    let s = value;
    while (s.length > 0 && doc.widthOfString(`${s}…`) > w) s = s.slice(0, -1);
    return `${s}…`;
  };

  // Title, event, range
  doc.font('Helvetica-Bold').fontSize(18).text(t.title, left, doc.y, { width });
  doc.font('Helvetica').fontSize(13).text(report.event.name, { width });
  doc.moveDown(0.3);
  doc
    .fontSize(9)
    .fillColor('#444444')
    .text(
      `${fill(t.range, {
        from: when(report.range.from),
        to: when(report.range.to),
        timeZone: zone,
      })}, ${report.range.bucket === 'hour' ? t.byHour : t.byDay}`,
      { width },
    )
    .fillColor('black');
  doc.moveDown(1.2);

  // Totals: a label on the left, the value aligned right.
  doc.font('Helvetica-Bold').fontSize(12).text(t.totals, left, doc.y, { width });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(9);
  for (const [label, value] of totalsSheet(report, t).rows) {
    room(14);
    const y = doc.y;
    const shown =
      value !== null && typeof value === 'string' ? when(report.totals.peakAt ?? '') : text(value);
    doc.text(String(label), left, y, { width: width - 110, lineBreak: false });
    doc.text(shown, left + width - 110, y, { width: 110, align: 'right', lineBreak: false });
    doc.y = y + 13;
  }
  doc.x = left;
  doc.moveDown(1.2);

  // The chart: one bar per bucket, as high as its visitors.
  const chartHeight = 120;
  room(chartHeight + 60);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(report.range.bucket === 'hour' ? t.chartHour : t.chartDay, left, doc.y, { width });
  doc.moveDown(0.5);
  const values = report.visitors.map((p) => p.visitors);
  const max = Math.max(0, ...values);
  const axis = 34;
  const x0 = left + axis;
  const chartWidth = width - axis;
  const y0 = doc.y + 4;
  doc.font('Helvetica').fontSize(8);
  doc.text(number(count, max), left, y0 - 3, { width: axis - 4, align: 'right', lineBreak: false });
  doc.text('0', left, y0 + chartHeight - 6, { width: axis - 4, align: 'right', lineBreak: false });
  if (max > 0) {
    const slot = chartWidth / values.length;
    const barWidth = Math.max(0.5, slot * 0.8);
    values.forEach((v, i) => {
      if (v <= 0) return;
      const h = (v / max) * chartHeight;
      doc.rect(x0 + i * slot + (slot - barWidth) / 2, y0 + chartHeight - h, barWidth, h).fill(BAR);
    });
  } else {
    doc
      .fillColor('#666666')
      .text(t.none, x0, y0 + chartHeight / 2 - 4, { width: chartWidth, align: 'center' });
  }
  doc.fillColor('black');
  doc
    .moveTo(x0, y0 + chartHeight)
    .lineTo(x0 + chartWidth, y0 + chartHeight)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc
    .moveTo(x0, y0)
    .lineTo(x0, y0 + chartHeight)
    .stroke();
  const first = report.visitors[0];
  const last = report.visitors[report.visitors.length - 1];
  if (first && last) {
    doc.text(when(first.at), x0, y0 + chartHeight + 4, { width: chartWidth / 2, lineBreak: false });
    doc.text(when(last.at), x0 + chartWidth / 2, y0 + chartHeight + 4, {
      width: chartWidth / 2,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.x = left;
  doc.y = y0 + chartHeight + 28;

  for (const table of SUMMARY_TABLES) drawTable(reportSheet(report, table, t), table);

  return finish((page, pages) => fill(t.page, { page: String(page), pages: String(pages) }));

  /** A table: its heading, a bold header (repeated on each new page), a row per entry. */
  function drawTable(sheet: Sheet, table: ReportTable) {
    const pad = 3;
    // A numeric column as wide as its longest header word or value; the text columns share the rest.
    doc.font('Helvetica-Bold').fontSize(7.5);
    const wordWidth = (h: string) => Math.max(...h.split(/\s+/).map((w) => doc.widthOfString(w)));
    const headerWidths = sheet.header.map(wordWidth);
    doc.font('Helvetica').fontSize(8.5);
    const widths = sheet.numeric.map((numeric, i) =>
      numeric
        ? Math.max(36, headerWidths[i]!, ...sheet.rows.map((r) => doc.widthOfString(text(r[i] ?? null)))) +
          2 * pad
        : 0,
    );
    const textColumns = sheet.numeric.filter((n) => !n).length;
    const rest = width - widths.reduce((a, b) => a + b, 0);
    const textWidth = Math.max(60, rest / Math.max(1, textColumns));
    sheet.numeric.forEach((numeric, i) => {
      if (!numeric) widths[i] = textWidth;
    });
    // Too wide after all: every column shrinks alike.
    const total = widths.reduce((a, b) => a + b, 0);
    if (total > width) for (let i = 0; i < widths.length; i++) widths[i] = (widths[i]! * width) / total;
    const ratingColumn = table === 'chats' || table === 'rooms' ? -1 : sheet.header.length - 2;
    const rowHeight = 13;

    const header = () => {
      doc.font('Helvetica-Bold').fontSize(7.5);
      const height = Math.max(
        ...sheet.header.map((h, i) => doc.heightOfString(h, { width: widths[i]! - 2 * pad })),
      );
      const y = doc.y;
      let x = left;
      sheet.header.forEach((h, i) => {
        doc.text(h, x + pad, y, { width: widths[i]! - 2 * pad, align: sheet.numeric[i] ? 'right' : 'left' });
        x += widths[i]!;
      });
      doc.y = y + height + 3;
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.y += 3;
    };

    room(80);
    doc.x = left;
    doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(sheet.name, left, doc.y, { width });
    doc.moveDown(0.3);
    if (sheet.rows.length === 0) {
      doc.font('Helvetica').fontSize(9).fillColor('#666666').text(t.none, left, doc.y, { width });
      doc.fillColor('black');
      doc.moveDown(1.2);
      return;
    }
    header();
    for (const row of sheet.rows) {
      if (doc.y + rowHeight > bottom()) {
        doc.addPage();
        header();
      }
      doc.font('Helvetica').fontSize(8.5);
      const y = doc.y;
      let x = left;
      row.forEach((cell, i) => {
        const w = widths[i]! - 2 * pad;
        doc.text(fit(text(cell, i === ratingColumn), w), x + pad, y, {
          width: w,
          align: sheet.numeric[i] ? 'right' : 'left',
          lineBreak: false,
        });
        x += widths[i]!;
      });
      doc.y = y + rowHeight;
    }
    doc.x = left;
    doc.moveDown(1.2);
  }
}
