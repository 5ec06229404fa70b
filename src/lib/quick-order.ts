import { fill } from './fill';

/** The most lines a quick order takes at a time. */
export const QUICK_ORDER_MAX_LINES = 200;

/** The largest list a quick order takes, pasted (characters) or uploaded (bytes). */
export const QUICK_ORDER_MAX_BYTES = 32 * 1024;

/** Why a whole list is refused; nothing is checked or added. */
export const QUICK_ORDER_ERRORS = {
  empty: 'Enter at least one line: a SKU code and a quantity.',
  tooManyLines: 'A quick order takes at most {max} lines at a time; this list has {n}. Split it into smaller lists.',
  tooLarge: `The list is larger than ${QUICK_ORDER_MAX_BYTES / 1024} KB. Split it into smaller lists.`,
} as const;

/** Why an uploaded file is refused; nothing is read from it. */
export const QUICK_ORDER_FILE_ERRORS = {
  tooLarge: QUICK_ORDER_ERRORS.tooLarge,
  notText: 'This file is not a CSV text file. Upload a .csv file with a SKU code and a quantity on each line.',
} as const;

/**
 * Text holds a list only when it has no control character but tabs and line breaks: a
 * spreadsheet or an image read as text has others (and PostgreSQL text cannot hold NUL).
 */
export function isPlainText(text: string): boolean {
  return ![...text].some((char) => (char < ' ' || char === '\u007f') && !'\t\n\r'.includes(char));
}

/** Why one line cannot go to the cart, before any product is looked up. */
export const QUICK_ORDER_LINE_PROBLEMS = {
  format: 'Expected a SKU code and a quantity',
  quantity: 'Quantity must be a positive whole number',
  unknown: 'Unknown SKU code',
  merged: 'Merged into line {line}',
} as const;

/** One line of a quick order as written: its number in the list, the SKU code and the quantity. */
export interface QuickOrderLine {
  /** 1-based, counting every line of the text (blank ones and a header too), so the buyer finds it. */
  line: number;
  code: string;
  /** The quantity written on the line; null when it is not a positive whole number. */
  quantity: number | null;
  /** The first line naming the same SKU code, which takes this line's quantity; null when none before. */
  mergedInto: number | null;
  /** On the first line of a SKU code: its own and every later line's quantity, what goes to the cart. */
  orderQuantity: number | null;
  /** The lines merged into this one. */
  mergedLines: number[];
  /** Why the line is refused as written, or null. */
  problem: string | null;
}

export type QuickOrderParse = { lines: QuickOrderLine[] } | { error: string };

/** A code as the lines and the catalogue are matched: SKU codes are compared without case. */
export const skuCodeKey = (code: string): string => code.toUpperCase();

const WHOLE_NUMBER = /^\d+$/;
const HEADER_CODE = /^(sku|sku[ _-]?code|code|item[ _-]?code)$/i;
const HEADER_QUANTITY = /^(qty|quantity)$/i;

/** A CSV field without its surrounding double quotes ("" inside stands for one quote). */
const unquoted = (field: string) => (/^".*"$/.test(field) ? field.slice(1, -1).replace(/""/g, '"').trim() : field);

/** A line's fields: split at commas or tabs when it has any, else at spaces; trailing empty fields dropped. */
function fieldsOf(line: string): string[] {
  const fields = (/[,\t]/.test(line) ? line.split(/[,\t]/) : line.split(/\s+/)).map((field) => unquoted(field.trim()));
  while (fields.length > 0 && fields.at(-1) === '') fields.pop();
  return fields;
}

const isHeader = (fields: string[]) =>
  !WHOLE_NUMBER.test(fields[1] ?? '') && (HEADER_CODE.test(fields[0] ?? '') || HEADER_QUANTITY.test(fields[1] ?? ''));

function quantityOf(text: string): number | null {
  if (!WHOLE_NUMBER.test(text)) return null;
  const quantity = Number(text);
  return quantity > 0 && Number.isSafeInteger(quantity) ? quantity : null;
}

function lineOf(line: number, fields: string[]): QuickOrderLine {
  const base = { line, code: fields[0] ?? '', quantity: null, mergedInto: null, orderQuantity: null, mergedLines: [] };
  if (fields.length !== 2 || fields[0] === '') return { ...base, problem: QUICK_ORDER_LINE_PROBLEMS.format };
  const quantity = quantityOf(fields[1]);
  if (quantity === null) return { ...base, problem: QUICK_ORDER_LINE_PROBLEMS.quantity };
  return { ...base, quantity, orderQuantity: quantity, problem: null };
}

/**
 * Later lines of a SKU code already named are merged into its first line, which orders the
 * quantities of all of them: a buyer who pastes a code twice wants both amounts.
 */
function mergeDuplicates(lines: QuickOrderLine[]): QuickOrderLine[] {
  const first = new Map<string, QuickOrderLine>();
  return lines.map((line) => {
    if (line.problem !== null || line.quantity === null) return line;
    const key = skuCodeKey(line.code);
    const earlier = first.get(key);
    if (!earlier) {
      const copy = { ...line, mergedLines: [] };
      first.set(key, copy);
      return copy;
    }
    earlier.mergedLines.push(line.line);
    earlier.orderQuantity = (earlier.orderQuantity ?? 0) + line.quantity;
    return { ...line, orderQuantity: null, mergedInto: earlier.line, problem: null };
  });
}

/**
 * Reads a quick order: one "SKU code, quantity" a line, separated by a comma, a tab or spaces
 * (a CSV file's rows read the same); blank lines and a first line that is a header (`sku,quantity`)
 * are skipped. A list that is empty, larger than QUICK_ORDER_MAX_BYTES or longer than
 * QUICK_ORDER_MAX_LINES lines is refused whole.
 */
export function parseQuickOrder(text: string): QuickOrderParse {
  if (text.length > QUICK_ORDER_MAX_BYTES) return { error: QUICK_ORDER_ERRORS.tooLarge };
  const lines: QuickOrderLine[] = [];
  let first = true;
  for (const [index, raw] of text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .entries()) {
    if (raw.trim() === '') continue;
    const fields = fieldsOf(raw.trim());
    const header = first && isHeader(fields);
    first = false;
    if (!header) lines.push(lineOf(index + 1, fields));
  }
  if (lines.length === 0) return { error: QUICK_ORDER_ERRORS.empty };
  if (lines.length > QUICK_ORDER_MAX_LINES)
    return { error: fill(QUICK_ORDER_ERRORS.tooManyLines, { max: QUICK_ORDER_MAX_LINES, n: lines.length }) };
  return { lines: mergeDuplicates(lines) };
}
