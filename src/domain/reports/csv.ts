/**
 * CSV as Excel opens it correctly: UTF-8 with a byte order mark (without it Excel reads the file
 * in the machine's legacy code page and '₹' or a Hindi name turns to mojibake), RFC 4180 quoting,
 * and CRLF between records.
 *
 * A cell a spreadsheet would run as a formula ('=', '+', '-', the Unicode minus '−', '@', or a
 * leading tab or carriage return, which some spreadsheets strip before looking) is prefixed with a
 * single quote, so that text a shopper typed (a name, an address) is shown, never executed (OWASP's
 * CSV injection advice). Numbers are written by the report as plain unsigned decimals, which never
 * begin with one of these.
 */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-\u2212@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: guarded against formulas, then quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record. */
export function csvRecord(cells: readonly (string | number)[]): string {
  return cells.map(csvCell).join(',');
}

/** A whole file: the BOM, then each record ended by CRLF. */
export function csvFile(records: readonly (readonly (string | number)[])[]): string {
  return CSV_BOM + records.map((record) => `${csvRecord(record)}\r\n`).join('');
}

/** Whether a cell as written could be run as a formula (what the tests check every cell against). */
export function startsLikeFormula(cell: string): boolean {
  return FORMULA_START.test(cell);
}
