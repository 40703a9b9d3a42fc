/**
 * Tables as files people open in a spreadsheet (participants, the event report): CSV that no
 * spreadsheet runs as a formula.
 */

/** A cell a spreadsheet would not run as a formula (leading = + - @ tab or CR get a quote). Throws nothing. */
export const formulaSafe = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** RFC 4180 CSV (CRLF lines, quoted where needed) with a UTF-8 BOM, cells formula-safe. Throws nothing. */
export function toCsv(table: string[][]): string {
  const quote = (cell: string) => {
    const safe = formulaSafe(cell);
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `\uFEFF${table.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}
