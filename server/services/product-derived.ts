import type { Database } from '../db/client';
import { shippingLocationKeys, type ShippingRuleLike } from '../domain/shipping';
import { loadPlaces } from '../queries/places';
import { productSellers, refreshSearchTerms, refreshSkuColumns, saveShippingKeys, sellersShippingRules } from '../queries/product-derived';

/**
 * Listing and search read a product's price range, stock, primary SKU and shipping location
 * keys from columns of products, so a search is one indexed table plus the small sellers table.
 * The seed fills them as it generates; anything that changes SKUs or shipping rules calls
 * refreshProductDerived for the products concerned (or for all, without ids).
 */
export async function refreshProductDerived(db: Database, productIds?: readonly number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  await refreshSkuColumns(db, productIds);
  const places = await loadPlaces(db);
  const targets = await productSellers(db, productIds);
  const sellerIds = [...new Set(targets.map((target) => target.sellerId))];
  if (sellerIds.length === 0) return;
  const rules = await sellersShippingRules(db, sellerIds);
  const rulesBySeller = new Map<number, ShippingRuleLike[]>();
  for (const rule of rules) rulesBySeller.set(rule.sellerId, [...(rulesBySeller.get(rule.sellerId) ?? []), rule]);
  for (const target of targets)
    await saveShippingKeys(db, target.id, shippingLocationKeys(rulesBySeller.get(target.sellerId) ?? [], target.id, places));
  await refreshSearchTerms(db);
}
