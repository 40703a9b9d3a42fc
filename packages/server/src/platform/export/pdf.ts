import PDFDocument from 'pdfkit';

/** An A4 document being written, and what every report's layout asks of it. */
export type PdfSheet = {
  doc: PDFKit.PDFDocument;
  /** The left margin and the width between the margins. */
  left: number;
  width: number;
  /** A new page unless `height` still fits on this one. */
  room: (height: number) => void;
  /**
   * Numbers the pages ("Page 1 of 3" from `label(page, pages)`) in the bottom margin, ends the
   * document and answers its bytes. Call once, last.
   */
  finish: (label: (page: number, pages: number) => string, align?: 'center' | 'right') => Promise<Buffer>;
};

/**
 * Text for the standard PDF fonts: French digit groups and English times use a narrow no-break space
 * (U+202F), which Helvetica lacks; a no-break space stands in. Throws nothing.
 */
export const pdfText = (s: string) => s.replace(/\u202f/g, '\u00a0');

/**
 * A new A4 report (48 pt margins, Helvetica, pages buffered for numbering) titled `title`. Throws
 * nothing expected.
 */
export function openPdf(title: string): PdfSheet {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    bufferPages: true,
    info: { Title: title, Author: 'Foyer' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const room = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  const finish: PdfSheet['finish'] = (label, align = 'center') => {
    const pages = doc.bufferedPageRange();
    for (let i = 0; i < pages.count; i++) {
      doc.switchToPage(pages.start + i);
      // Lifted meanwhile: text in the margin would otherwise start a new page.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#666666')
        .text(label(i + 1, pages.count), left, doc.page.height - 32, { width, align, lineBreak: false });
      doc.page.margins.bottom = margin;
    }
    doc.flushPages();
    doc.end();
    return done;
  };
  return { doc, left, width, room, finish };
}
