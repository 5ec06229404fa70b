/**
 * The compare table as an .xlsx workbook: one worksheet a group, named like its card, the record's
 * heading above the table; prices and quantities are numbers, so the buyer can sum and sort them.
 */
import ExcelJS from 'exceljs';
import { headingLines, productRowLabel, type CompareCell, type CompareDocument, type CompareFigure } from './compare-table';

const LABEL_WIDTH = 26;
const PRODUCT_WIDTH = 40;

/** Excel number formats: ringgit with 2 decimals, whole counts. */
const NUMBER_FORMATS: Record<CompareFigure['format'], string> = { money: '"RM" #,##0.00', count: '0' };

/** Writes a cell's figure as a number in its format, else its text. */
function fill(target: ExcelJS.Cell, cell: CompareCell): void {
  if (!cell.figure) {
    target.value = cell.text;
    return;
  }
  target.value = cell.figure.value;
  target.numFmt = NUMBER_FORMATS[cell.figure.format];
}

/** Renders the export to .xlsx bytes. */
export async function renderCompareWorkbook({ heading, tables, language = 'en' }: CompareDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'LaPasar';
  workbook.created = heading.exportedAt;
  const lines = headingLines(heading, language);
  for (const table of tables) {
    // Frozen below the product names and right of the row labels.
    const sheet = workbook.addWorksheet(table.title, { views: [{ state: 'frozen', xSplit: 1, ySplit: lines.length + 2 }] });
    sheet.columns = [{ width: LABEL_WIDTH }, ...table.columns.map(() => ({ width: PRODUCT_WIDTH }))];
    for (const line of lines) sheet.addRow([line.label, line.text]).getCell(1).font = { bold: true };
    sheet.addRow([]);
    const head = sheet.addRow([productRowLabel(language), ...table.columns]);
    head.font = { bold: true };
    for (const row of table.rows) {
      const added = sheet.addRow([row.label]);
      added.getCell(1).font = { bold: true };
      row.cells.forEach((cell, column) => fill(added.getCell(column + 2), cell));
    }
    sheet.eachRow((row) => {
      row.alignment = { vertical: 'top', wrapText: true };
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
