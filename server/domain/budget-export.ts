/**
 * A company's budgets of one period as a file: CSV (UTF-8 with a byte order mark, so Excel reads
 * the names right) or an .xlsx workbook, both with the administrator's list's columns and RM
 * figures. A CSV cell that a spreadsheet would run as a formula is defused (OWASP, CSV injection).
 */
import ExcelJS from 'exceljs';
import type { BudgetPeriod } from '../../src/lib/budget-period';
import { toCsv } from './csv';
import { malaysianTime } from './malaysian-time';

/** One budget as the list answers it (RM). */
interface BudgetExportLine {
  id: number;
  kind: 'charge_code' | 'item_code';
  location: { name: string };
  chargeCode: { name: string; code: string } | null;
  itemCode: { code: string; description: string } | null;
  name: string | null;
  limit: number;
  committed: number;
  pending: number;
  remaining: number;
}

export interface BudgetExport {
  company: string;
  period: BudgetPeriod;
  exportedAt: Date;
  budgets: readonly BudgetExportLine[];
}

const COLUMNS = [
  'Budget ID',
  'Budget',
  'Period',
  'Location',
  'Charge code',
  'Item code',
  'Name',
  'Limit (RM)',
  'Committed (RM)',
  'Pending (RM)',
  'Remaining (RM)',
] as const;
const FIRST_FIGURE = COLUMNS.indexOf('Limit (RM)');
const WIDTHS = [10, 12, 24, 28, 32, 32, 36, 16, 16, 16, 16];

/** What a budget is: a location's own, a charge code's or an item code's. */
const kindOf = (line: BudgetExportLine) => (line.kind === 'item_code' ? 'Item code' : line.chargeCode ? 'Charge code' : 'Location');

/** A budget's row: texts, then its four figures as numbers. */
function rowOf(line: BudgetExportLine, period: BudgetPeriod): (string | number)[] {
  return [
    line.id,
    kindOf(line),
    `${period.label} (${period.start} to ${period.end})`,
    line.location.name,
    line.chargeCode ? `${line.chargeCode.name} (${line.chargeCode.code})` : '',
    line.itemCode ? `${line.itemCode.code} ${line.itemCode.description}` : '',
    line.name ?? '',
    line.limit,
    line.committed,
    line.pending,
    line.remaining,
  ];
}

/** The file's name: `budgets-FY2025-26.csv`, from characters every file system takes. */
export function budgetExportName(period: BudgetPeriod, format: 'csv' | 'excel'): string {
  return `budgets-${period.label.replace(/[^A-Za-z0-9-]/g, '_')}.${format === 'csv' ? 'csv' : 'xlsx'}`;
}

/** The period's budgets as CSV: a header row, then one row a budget, figures with 2 decimals. */
export function renderBudgetsCsv({ period, budgets }: BudgetExport): Promise<Buffer> {
  return toCsv(
    COLUMNS,
    budgets.map((line) => rowOf(line, period)),
    (value, column) => (column >= FIRST_FIGURE ? value.toFixed(2) : String(value)),
  );
}

/** The period's budgets as an .xlsx workbook: the company, period and export time above the table; figures are RM numbers. */
export async function renderBudgetsWorkbook({ company, period, exportedAt, budgets }: BudgetExport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'LaPasar';
  workbook.created = exportedAt;
  const heading = [
    ['Company', company],
    ['Period', `${period.label} (${period.start} to ${period.end})`],
    ['Exported', malaysianTime(exportedAt)],
  ];
  // Frozen below the column names.
  const sheet = workbook.addWorksheet(`Budgets ${period.label}`, { views: [{ state: 'frozen', ySplit: heading.length + 2 }] });
  sheet.columns = WIDTHS.map((width) => ({ width }));
  for (const line of heading) sheet.addRow(line).getCell(1).font = { bold: true };
  sheet.addRow([]);
  sheet.addRow([...COLUMNS]).font = { bold: true };
  for (const line of budgets) {
    const row = sheet.addRow(rowOf(line, period));
    for (let column = FIRST_FIGURE + 1; column <= COLUMNS.length; column += 1) row.getCell(column).numFmt = '"RM" #,##0.00';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
