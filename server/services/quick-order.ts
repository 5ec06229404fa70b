import type { QuickOrderLineVerdict, QuickOrderStatus } from '../../src/contract/types';
import { toRinggit } from '../../src/lib/money';
import { parseQuickOrder, QUICK_ORDER_LINE_PROBLEMS, skuCodeKey, type QuickOrderLine } from '../../src/lib/quick-order';
import { fill } from '../../src/lib/fill';
import type { Database } from '../db/client';
import type { BuyerRow, RequestLocation, UserRow } from '../env';
import { cartQuantities, countCartLines, skusForCartByCode, type SkuForCart } from '../queries/cart';
import { unitPriceFor } from './bulk-prices';
import { addToCartIn, skuLineProblem } from './cart';
import { ServiceError } from './errors';

interface QuickOrderBuyer {
  /** Whose cart: always the session's buyer. */
  buyer: Pick<BuyerRow, 'id'>;
  /** The buyer's delivery location, which every line is checked against. */
  location: RequestLocation;
}

/** A line with the SKU its code names, as the buyer may see it (undefined: none). */
interface Looked {
  line: QuickOrderLine;
  row: SkuForCart | undefined;
}

/** The list's lines, or a 400 for a list refused whole (empty, too large, too many lines). */
function linesOf(text: string): QuickOrderLine[] {
  const parsed = parseQuickOrder(text);
  if ('error' in parsed) throw new ServiceError(400, parsed.error);
  return parsed.lines;
}

/**
 * Each line with the SKU its code names. The buyer sees only what product detail shows them: a
 * product exclusive to another catalogue is as unknown as a code that names nothing. Should two
 * SKUs share a code, the one the buyer may see with the lowest id is taken.
 */
async function lookUp(db: Database, buyerId: number, lines: QuickOrderLine[]): Promise<Looked[]> {
  const wanted = lines.filter((line) => line.orderQuantity !== null);
  const rows = await skusForCartByCode(db, [...new Set(wanted.map((line) => skuCodeKey(line.code)))], buyerId);
  const byCode = new Map<string, SkuForCart>();
  for (const row of rows) {
    const key = skuCodeKey(row.sku.code);
    if (row.visible && !byCode.has(key)) byCode.set(key, row);
  }
  return lines.map((line) => ({ line, row: line.orderQuantity === null ? undefined : byCode.get(skuCodeKey(line.code)) }));
}

interface Outcome {
  status: QuickOrderStatus;
  reason: string | null;
  inCart: number;
  /** Unit price in sen, when known. */
  price: number | null;
}

/** A line as the answer carries it. */
function verdictOf({ line, row }: Looked, outcome: Outcome): QuickOrderLineVerdict {
  const lineTotal = outcome.price !== null && line.orderQuantity !== null ? outcome.price * line.orderQuantity : null;
  return {
    line: line.line,
    sku: line.code,
    quantity: line.quantity,
    order_quantity: line.orderQuantity,
    merged_lines: line.mergedLines,
    merged_into: line.mergedInto,
    sku_id: row?.sku.id ?? null,
    product_id: row?.sku.productId ?? null,
    sl_id: row?.sellerId ?? null,
    product_name: row?.name ?? null,
    in_cart: outcome.inCart,
    unit_price: outcome.price === null ? null : toRinggit(outcome.price),
    line_total: lineTotal === null ? null : toRinggit(lineTotal),
    status: outcome.status,
    reason: outcome.reason,
  };
}

const UNKNOWN_CODE: Outcome = { status: 'problem', reason: QUICK_ORDER_LINE_PROBLEMS.unknown, inCart: 0, price: null };

/** The outcome of a line that never reaches the cart rules: refused as written, merged, or an unknown code. */
function beforeCart({ line, row }: Looked): Outcome | null {
  if (line.mergedInto !== null)
    return { status: 'merged', reason: fill(QUICK_ORDER_LINE_PROBLEMS.merged, { line: line.mergedInto }), inCart: 0, price: null };
  if (line.problem !== null) return { status: 'problem', reason: line.problem, inCart: 0, price: null };
  if (!row) return UNKNOWN_CODE;
  return null;
}

/**
 * Checks a quick order against the buyer's cart at the location, changing nothing: each line as
 * the cart's add would judge it, its quantity on top of what the cart already holds of the SKU,
 * priced at what the buyer would pay.
 */
export async function checkQuickOrder(db: Database, { buyer, location }: QuickOrderBuyer, text: string): Promise<QuickOrderLineVerdict[]> {
  const looked = await lookUp(db, buyer.id, linesOf(text));
  const inCart = await cartQuantities(
    db,
    buyer,
    looked.flatMap(({ row }) => (row ? [row.sku.id] : [])),
  );
  const verdicts: QuickOrderLineVerdict[] = [];
  for (const entry of looked) {
    const early = beforeCart(entry);
    // beforeCart has answered every line without a SKU.
    if (early || !entry.row) {
      verdicts.push(verdictOf(entry, early ?? UNKNOWN_CODE));
      continue;
    }
    const { row, line } = entry;
    const held = inCart.get(row.sku.id) ?? 0;
    const quantity = held + (line.orderQuantity ?? 0);
    const problem = skuLineProblem(row, quantity, location);
    const { price } = await unitPriceFor(db, buyer.id, row.sku, quantity);
    verdicts.push(verdictOf(entry, { status: problem ? 'problem' : 'ready', reason: problem, inCart: held, price }));
  }
  return verdicts;
}

/**
 * Adds every line of a quick order that the cart takes, in one transaction, each through the
 * cart's own add (addToCartIn: a SKU already in the cart has the line's quantity added to it);
 * a line the cart refuses is reported with the cart's reason and the others still go. SKUs are
 * taken in id order, as concurrent adds then lock them in one order.
 */
export async function placeQuickOrder(
  db: Database,
  who: QuickOrderBuyer & { user: Pick<UserRow, 'id'> },
  text: string,
): Promise<{ lines: QuickOrderLineVerdict[]; cartCount: number }> {
  const looked = await lookUp(db, who.buyer.id, linesOf(text));
  const outcomes = new Map<Looked, Outcome>();
  const toAdd = looked.filter((entry) => beforeCart(entry) === null).sort((a, b) => (a.row?.sku.id ?? 0) - (b.row?.sku.id ?? 0));
  await db.transaction(async (tx) => {
    for (const entry of toAdd) {
      const { row, line } = entry;
      if (!row || line.orderQuantity === null) continue;
      const item = { skuId: row.sku.id, productId: row.sku.productId, sellerId: row.sellerId, quantity: line.orderQuantity };
      try {
        const added = await addToCartIn(tx, { user: who.user, buyer: who.buyer, item, location: who.location });
        outcomes.set(entry, { status: 'added', reason: null, inCart: added.quantity - line.orderQuantity, price: added.price });
      } catch (error) {
        // A refusal is thrown before the line writes anything, so the transaction goes on with the next line.
        if (!(error instanceof ServiceError)) throw error;
        outcomes.set(entry, { status: 'problem', reason: error.message, inCart: 0, price: null });
      }
    }
  });
  const lines = looked.map((entry) => verdictOf(entry, outcomes.get(entry) ?? beforeCart(entry) ?? UNKNOWN_CODE));
  return { lines, cartCount: await countCartLines(db, who.buyer) };
}
