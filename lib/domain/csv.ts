/**
 * CSV for pt-BR spreadsheets (the logs export): ';' between cells (',' is the decimal mark here),
 * CRLF between rows, a UTF-8 BOM so Excel reads the accents, and cells that a spreadsheet would
 * run as a formula (=, +, -, @, tab, CR at the start) prefixed with an apostrophe.
 */

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (/[;"\r\n]/.test(text)) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

export function csvRow(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR);
}

/** The whole file: BOM, header and rows, each row ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => `${csvRow(row)}\r\n`).join('');
}
