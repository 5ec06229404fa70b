/** The compare table as an .xlsx workbook: one worksheet a group, named like its card, the table's rows and slots as on screen. */
import ExcelJS from 'exceljs';
import { PRODUCT_ROW_LABEL, type CompareTable } from './compare-table';

const LABEL_WIDTH = 26;
const PRODUCT_WIDTH = 40;

/** Renders the tables to .xlsx bytes. */
export async function renderCompareWorkbook(tables: readonly CompareTable[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'LaPasar';
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.title, { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
    sheet.columns = [{ width: LABEL_WIDTH }, ...table.columns.map(() => ({ width: PRODUCT_WIDTH }))];
    const head = sheet.addRow([PRODUCT_ROW_LABEL, ...table.columns]);
    head.font = { bold: true };
    for (const row of table.rows) sheet.addRow([row.label, ...row.cells]).getCell(1).font = { bold: true };
    sheet.eachRow((row) => {
      row.alignment = { vertical: 'top', wrapText: true };
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
