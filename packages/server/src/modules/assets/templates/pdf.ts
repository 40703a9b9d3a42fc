/** A PDF string literal with its special characters escaped. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

type Page = { title: string; lines: string[]; color: [number, number, number] };

const PAGES: Page[] = [
  {
    title: 'Welcome to our booth',
    color: [0.16, 0.26, 0.4],
    lines: [
      'This sample brochure shows how a document looks in a Foyer booth.',
      'Replace it with your own PDF: product sheets, agendas, price lists.',
      'Visitors open it in the venue and can download it.',
    ],
  },
  {
    title: 'What we offer',
    color: [0.17, 0.48, 0.48],
    lines: [
      'Consulting and workshops',
      'Live product demonstrations',
      'Meetings with our experts in the lounge',
    ],
  },
  {
    title: 'Get in touch',
    color: [0.75, 0.34, 0.13],
    lines: ['Visit the booth staff or write to us.', 'We look forward to meeting you.'],
  },
];

function pageContent(page: Page, index: number): string {
  const [r, g, b] = page.color;
  const text = page.lines
    .map((line, i) => `BT /F1 14 Tf 72 ${600 - i * 24} Td ${literal(line)} Tj ET`)
    .join('\n');
  return [
    `${r} ${g} ${b} rg 0 742 612 50 re f`,
    `0.93 0.95 0.97 rg 56 120 500 420 re f`,
    `${r} ${g} ${b} rg 72 140 ${120 + index * 90} 60 re f`,
    `BT 1 1 1 rg /F1 22 Tf 40 758 Td ${literal(page.title)} Tj ET`,
    `0.1 0.12 0.16 rg`,
    text,
    `BT 0.4 0.45 0.5 rg /F1 10 Tf 500 40 Td ${literal(`Page ${index + 1} of ${PAGES.length}`)} Tj ET`,
  ].join('\n');
}

/**
 * A valid multi-page PDF (US letter, standard Helvetica, no embedded fonts) written by hand: the
 * sample brochure seeded as a template document, and a fixture of the tests.
 */
export function samplePdf(): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pages = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  PAGES.forEach((page, i) => {
    const content = pageContent(page, i);
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R >>`;
  objects[pages - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(`<< /Title ${literal('Foyer sample brochure')} /Producer ${literal('Foyer')} >>`);

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
