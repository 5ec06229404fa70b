import { stringify } from 'csv-stringify/sync';

/** A cell a spreadsheet would run as a formula (OWASP's CSV injection): =, +, -, @, tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell of an exported table: text, a number, or nothing. */
export type CsvCell = string | number | null;

/**
 * A CSV file (RFC 4180, CRLF line ends, a UTF-8 byte order mark so spreadsheets read Malay and
 * other non-ASCII text right) of a header row and rows. Text that a spreadsheet would take for a
 * formula is prefixed with an apostrophe; numbers stay numbers.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const safe = (cell: CsvCell) => (typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell);
  return `\uFEFF${stringify([header.map(safe), ...rows.map((row) => row.map(safe))], { record_delimiter: 'windows' })}`;
}
