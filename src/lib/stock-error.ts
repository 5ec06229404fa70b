import { fill } from './fill';

/** What a stock or MOQ message from the server says (spec 1 section 8, Stock). */
export type StockProblem =
  | { kind: 'out-of-stock' }
  | { kind: 'insufficient'; available: number; requested: number }
  | { kind: 'moq'; moq: number };

/**
 * The server's stock and MOQ messages (spec 1 section 8) as templates, `{placeholders}` filled
 * with `fill`: parseStockError reads them back, and the elements word them in another language
 * from what fills them (src/ui/server-words.ts).
 */
export const OUT_OF_STOCK_MESSAGE = '{name} is out of stock';
export const INSUFFICIENT_STOCK_MESSAGE = 'Insufficient stock for {name}. Available: {available}, Requested: {requested}';

export function outOfStockMessage(name: string): string {
  return fill(OUT_OF_STOCK_MESSAGE, { name });
}

export function insufficientStockMessage(name: string, available: number, requested: number): string {
  return fill(INSUFFICIENT_STOCK_MESSAGE, { name, available, requested });
}

/** The MOQ message's template: `{name}` and `{moq}` (the quotation words it again in another language). */
export const MOQ_MESSAGE = 'Minimum order quantity for {name} is {moq}';

export function moqMessage(name: string, moq: number): string {
  return fill(MOQ_MESSAGE, { name, moq });
}

const STOCK_WORDS = ['insufficient stock', 'out of stock', 'minimum order quantity', 'available:', 'requested:', 'moq'];

/** The first detector: any of the spec's phrases, case-insensitively. */
export function isStockError(message: string): boolean {
  const text = message.toLowerCase();
  return STOCK_WORDS.some((word) => text.includes(word));
}

/** The second detector: 'stock' or 'available' anywhere. */
export function mentionsStock(message: string): boolean {
  return /stock|available/i.test(message);
}

const number = (match: RegExpMatchArray | null) => (match ? Number(match[1]) : null);

/**
 * Reads the spec's stock patterns; `requested` is the quantity asked for, used when the message
 * does not repeat it. Null for a message that is not a stock error.
 */
export function parseStockError(message: string, requested: number): StockProblem | null {
  if (!isStockError(message)) return null;
  const moq = number(message.match(/minimum order quantity(?: for .+?)? is\s*(\d+)/i));
  if (moq !== null) return { kind: 'moq', moq };
  if (/out of stock/i.test(message)) return { kind: 'out-of-stock' };
  const available = number(message.match(/available:\s*(\d+)/i));
  if (available === null) return null;
  if (available <= 0) return { kind: 'out-of-stock' };
  return { kind: 'insufficient', available, requested: number(message.match(/requested:\s*(\d+)/i)) ?? requested };
}
