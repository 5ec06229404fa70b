/** The buyer company's unit price limits applied to cart lines (spec 2 section 8). Money in sen. */
import type { CartItem } from '../../src/contract/types';
import { toSen } from '../../src/lib/money';
import { categoryPriceLimit, exceedsPriceLimit, priceLimitMessage } from '../../src/lib/price-limit';
import type { Database } from '../db/client';
import { categoryRows } from '../queries/categories';
import { buyerPriceLimits } from '../queries/price-limits';

/** Each line's limit by SKU id: its category's or the nearest one above it, the lowest when several apply. */
export async function linePriceLimits(
  db: Database,
  buyerId: number,
  lines: readonly Pick<CartItem, 'sku_id' | 'category_id'>[],
): Promise<Map<number, number | null>> {
  const limits = await buyerPriceLimits(db, buyerId);
  if (limits.size === 0) return new Map(lines.map((line) => [line.sku_id, null]));
  const parentOf = new Map((await categoryRows(db)).map((row) => [row.id, row.parentId]));
  const lineageOf = (id: number) => {
    const lineage: number[] = [];
    let at: number | null | undefined = id;
    while (typeof at === 'number' && !lineage.includes(at)) {
      lineage.push(at);
      at = parentOf.get(at);
    }
    return lineage;
  };
  return new Map(lines.map((line) => [line.sku_id, categoryPriceLimit(limits, lineageOf(line.category_id))]));
}

/** The first line priced above its limit, with its refusal; null when none is. */
export async function overPriceLimit(
  db: Database,
  buyerId: number,
  lines: readonly CartItem[],
): Promise<{ line: CartItem; message: string } | null> {
  const limits = await linePriceLimits(db, buyerId, lines);
  for (const line of lines) {
    const limit = limits.get(line.sku_id) ?? null;
    if (limit !== null && exceedsPriceLimit(toSen(line.price), limit))
      return { line, message: priceLimitMessage(line.product_name, limit) };
  }
  return null;
}
