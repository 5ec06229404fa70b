/**
 * A company's budgets of one period as a file: CSV (UTF-8 with a byte order mark, so Excel reads
 * the names right) or an .xlsx workbook, both with the administrator's list's columns and RM
 * figures, headed in the language asked for. A CSV cell that a spreadsheet would run as a formula is defused (OWASP, CSV injection).
 */
import ExcelJS from 'exceljs';
import type { BudgetPeriod } from '../../src/lib/budget-period';
import { fill } from '../../src/lib/fill';
import type { Language } from '../../src/lib/language';
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
  /** The language of the headings and words (the figures and names are as stored). */
  language: Language;
}

/** The files' words in each language: English as the administrator's list reads, Bahasa Malaysia as its Malay screen. */
const BUDGET_EXPORT_TEXT = {
  en: {
    locale: 'en-MY',
    columns: [
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
    ],
    kind: { location: 'Location', chargeCode: 'Charge code', itemCode: 'Item code' },
    period: '{label} ({start} to {end})',
    company: 'Company',
    periodHeading: 'Period',
    exported: 'Exported',
    sheet: 'Budgets {label}',
  },
  ms: {
    locale: 'ms-MY',
    columns: [
      'ID Bajet',
      'Bajet',
      'Tempoh',
      'Lokasi',
      'Kod caj',
      'Kod item',
      'Nama',
      'Had (RM)',
      'Dikomitkan (RM)',
      'Belum selesai (RM)',
      'Baki (RM)',
    ],
    kind: { location: 'Lokasi', chargeCode: 'Kod caj', itemCode: 'Kod item' },
    period: '{label} ({start} hingga {end})',
    company: 'Syarikat',
    periodHeading: 'Tempoh',
    exported: 'Dieksport',
    sheet: 'Bajet {label}',
  },
} as const;

type BudgetExportText = (typeof BUDGET_EXPORT_TEXT)[Language];

/** Where the four figures start among the columns. */
const FIRST_FIGURE = 7;
const WIDTHS = [10, 12, 24, 28, 32, 32, 36, 16, 16, 16, 16];

/** What a budget is: a location's own, a charge code's or an item code's. */
const kindOf = (line: BudgetExportLine, text: BudgetExportText) =>
  line.kind === 'item_code' ? text.kind.itemCode : line.chargeCode ? text.kind.chargeCode : text.kind.location;

const periodText = (period: BudgetPeriod, text: BudgetExportText) =>
  fill(text.period, { label: period.label, start: period.start, end: period.end });

/** A budget's row: texts, then its four figures as numbers. */
function rowOf(line: BudgetExportLine, period: BudgetPeriod, text: BudgetExportText): (string | number)[] {
  return [
    line.id,
    kindOf(line, text),
    periodText(period, text),
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
export function renderBudgetsCsv({ period, budgets, language }: BudgetExport): Promise<Buffer> {
  const text = BUDGET_EXPORT_TEXT[language];
  return toCsv(
    text.columns,
    budgets.map((line) => rowOf(line, period, text)),
    (value, column) => (column >= FIRST_FIGURE ? value.toFixed(2) : String(value)),
  );
}

/** The period's budgets as an .xlsx workbook: the company, period and export time above the table; figures are RM numbers. */
export async function renderBudgetsWorkbook({ company, period, exportedAt, budgets, language }: BudgetExport): Promise<Buffer> {
  const text = BUDGET_EXPORT_TEXT[language];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'LaPasar';
  workbook.created = exportedAt;
  const heading = [
    [text.company, company],
    [text.periodHeading, periodText(period, text)],
    [text.exported, malaysianTime(exportedAt, text.locale)],
  ];
  // Frozen below the column names.
  const sheet = workbook.addWorksheet(fill(text.sheet, { label: period.label }), {
    views: [{ state: 'frozen', ySplit: heading.length + 2 }],
  });
  sheet.columns = WIDTHS.map((width) => ({ width }));
  for (const line of heading) sheet.addRow(line).getCell(1).font = { bold: true };
  sheet.addRow([]);
  sheet.addRow([...text.columns]).font = { bold: true };
  for (const line of budgets) {
    const row = sheet.addRow(rowOf(line, period, text));
    for (let column = FIRST_FIGURE + 1; column <= text.columns.length; column += 1) row.getCell(column).numFmt = '"RM" #,##0.00';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
