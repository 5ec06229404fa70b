import ExcelJS from 'exceljs';

/** A cell a spreadsheet would run as a formula (OWASP's CSV injection): =, +, -, @, tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet shows as text: a cell starting like a formula gets a leading apostrophe (OWASP's advice for CSV). */
function csvSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell of an exported table: text, a number, or nothing. */
export type CsvCell = string | number | null;

/**
 * A CSV file (ExcelJS's writer: RFC 4180 quoting, a UTF-8 byte order mark so spreadsheets read
 * Malay and other non-ASCII text right) of a header row and rows. Text that a spreadsheet would
 * take for a formula is prefixed with an apostrophe; numbers are written as `number` formats them.
 */
export async function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  number: (value: number, column: number) => string = String,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Export');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  const written = await workbook.csv.writeBuffer({
    map: (value: unknown, column: number) => (typeof value === 'number' ? number(value, column) : csvSafe(String(value ?? ''))),
    formatterOptions: { writeBOM: true },
  });
  return Buffer.from(written);
}
