/** The buyer company's per-unit price limit of a product category (spec 2 section 8). Money in sen. */
import { formatSen } from './money';

export const PRICE_LIMIT_EXCEEDED = 'Price Limit Exceeded';

/** A unit price (after any approved bulk price) above the limit; no limit never is. */
export function exceedsPriceLimit(unitPriceSen: number, limitSen: number | null): boolean {
  return limitSen !== null && unitPriceSen > limitSen;
}

/** The maximum a line may cost per unit: 'Maximum RM 1,200.00 per unit'. */
export function priceLimitMaximum(limitSen: number): string {
  return `Maximum ${formatSen(limitSen)} per unit`;
}

/** Why a line over its limit is refused, naming the product and the maximum. */
export function priceLimitMessage(productName: string, limitSen: number): string {
  return `${PRICE_LIMIT_EXCEEDED} for ${productName}: ${priceLimitMaximum(limitSen)}`;
}

/** A category's limit: the lowest of those set on `lineage` (the category and every category above it); null when none is. */
export function categoryPriceLimit(limits: ReadonlyMap<number, number>, lineage: readonly number[]): number | null {
  const found = lineage.map((id) => limits.get(id)).filter((limit) => limit !== undefined);
  return found.length === 0 ? null : Math.min(...found);
}
