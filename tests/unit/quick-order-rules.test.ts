import { describe, expect, it } from 'vitest';
import {
  isPlainText,
  parseQuickOrder,
  QUICK_ORDER_ERRORS,
  QUICK_ORDER_MAX_BYTES,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderLine,
} from '../../src/lib/quick-order';

/** The lines of a list the rule takes; fails the test when it refuses the list. */
function linesOf(text: string): QuickOrderLine[] {
  const parsed = parseQuickOrder(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.lines;
}

const brief = (lines: QuickOrderLine[]) => lines.map(({ line, code, quantity, problem }) => ({ line, code, quantity, problem }));

describe('parseQuickOrder', () => {
  it('reads a SKU code and a quantity separated by a comma, a tab or spaces', () => {
    expect(brief(linesOf('A-1,2\nB-2\t3\nC-3   4\nD-4 , 5'))).toEqual([
      { line: 1, code: 'A-1', quantity: 2, problem: null },
      { line: 2, code: 'B-2', quantity: 3, problem: null },
      { line: 3, code: 'C-3', quantity: 4, problem: null },
      { line: 4, code: 'D-4', quantity: 5, problem: null },
    ]);
  });

  it('skips a header row and blank lines, and numbers lines as the text does', () => {
    expect(brief(linesOf('\uFEFFsku,quantity\r\n\r\nA-1,2\r\n  \r\nB-2,1\r\n'))).toEqual([
      { line: 3, code: 'A-1', quantity: 2, problem: null },
      { line: 5, code: 'B-2', quantity: 1, problem: null },
    ]);
    expect(linesOf('SKU Code\tQty\nA-1\t2').map((line) => line.line)).toEqual([2]);
    // Only the first line can be a header; a code that starts with SKU is data.
    expect(brief(linesOf('SKU-1-1,x\nsku,quantity'))).toEqual([
      { line: 1, code: 'SKU-1-1', quantity: null, problem: 'Quantity must be a positive whole number' },
      { line: 2, code: 'sku', quantity: null, problem: 'Quantity must be a positive whole number' },
    ]);
  });

  it('reads CSV rows with quoted fields and a trailing comma', () => {
    expect(brief(linesOf('"sku","quantity"\n"A-1","12",\n'))).toEqual([{ line: 2, code: 'A-1', quantity: 12, problem: null }]);
  });

  it('takes only positive whole numbers as quantities', () => {
    const problems = linesOf('A,0\nB,-1\nC,1.5\nD,ten\nE,99999999999999999999\nF,1e3').map((line) => line.problem);
    expect(problems).toEqual(Array(6).fill('Quantity must be a positive whole number'));
  });

  it('wants exactly a SKU code and a quantity on a line', () => {
    expect(linesOf('A-1\n,3\nA-1,2,3').map((line) => line.problem)).toEqual(Array(3).fill('Expected a SKU code and a quantity'));
  });

  it('merges later lines of a SKU code, in any case, into its first line', () => {
    const [first, other, again, bad] = linesOf('A-1,2\nB-2,1\na-1,3\nA-1,x\nA-1,5');
    expect(first).toMatchObject({ line: 1, quantity: 2, orderQuantity: 10, mergedLines: [3, 5], mergedInto: null });
    expect(other).toMatchObject({ orderQuantity: 1, mergedLines: [] });
    expect(again).toMatchObject({ line: 3, quantity: 3, orderQuantity: null, mergedInto: 1 });
    // A line refused as written takes no part in merging.
    expect(bad).toMatchObject({ line: 4, mergedInto: null, problem: 'Quantity must be a positive whole number' });
  });

  it('refuses an empty list, too many lines or too large a list whole', () => {
    expect(parseQuickOrder(' \n sku,quantity \n')).toEqual({ error: QUICK_ORDER_ERRORS.empty });
    const atLimit = Array.from({ length: QUICK_ORDER_MAX_LINES }, (_, index) => `S-${index},1`).join('\n');
    expect(linesOf(atLimit)).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(parseQuickOrder(`${atLimit}\nOne-more,1`)).toEqual({
      error: `A quick order takes at most ${QUICK_ORDER_MAX_LINES} lines at a time; this list has ${QUICK_ORDER_MAX_LINES + 1}. Split it into smaller lists.`,
    });
    expect(parseQuickOrder('A,1\n'.padEnd(QUICK_ORDER_MAX_BYTES + 1, ' '))).toEqual({ error: QUICK_ORDER_ERRORS.tooLarge });
  });
});

describe('isPlainText', () => {
  it('takes letters, tabs and line breaks, and refuses other control characters', () => {
    expect(isPlainText('sku,quantity\r\nA-1\t2\n')).toBe(true);
    expect(isPlainText('PK\u0003\u0004 a zipped spreadsheet')).toBe(false);
    expect(isPlainText('A-1,2\u0000')).toBe(false);
  });
});
