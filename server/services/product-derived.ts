import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products, shippingRules } from '../db/schema';
import { shippingLocationKeys, type ShippingRuleLike } from '../domain/shipping';
import { loadPlaces } from '../queries/places';

/**
 * Listing and search read a product's price range, stock, primary SKU and shipping location
 * keys from columns of products, so a search is one indexed table plus the small sellers table.
 * The seed fills them as it generates; anything that changes SKUs or shipping rules calls
 * refreshProductDerived for the products concerned (or for all, without ids).
 */
export async function refreshProductDerived(db: Database, productIds?: readonly number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  const only = productIds ? sql`where s.product_id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  await db.execute(sql`
    update products set
      min_price = a.min_price, max_price = a.max_price, act_min_price = a.act_min_price, act_max_price = a.act_max_price,
      total_stock = a.total_stock, primary_sku_id = a.primary_sku_id
    from (
      select s.product_id, min(s.price) as min_price, max(s.price) as max_price, min(s.act_price) as act_min_price,
        max(s.act_price) as act_max_price, sum(s.stock)::int as total_stock,
        (array_agg(s.id order by s.is_primary desc, s.id))[1] as primary_sku_id
      from skus s ${only} group by s.product_id
    ) a
    where products.id = a.product_id`);

  const places = await loadPlaces(db);
  const targets = await db
    .select({ id: products.id, sellerId: products.sellerId })
    .from(products)
    .where(productIds ? inArray(products.id, [...productIds]) : undefined);
  const sellerIds = [...new Set(targets.map((target) => target.sellerId))];
  if (sellerIds.length === 0) return;
  const rules = await db.select().from(shippingRules).where(inArray(shippingRules.sellerId, sellerIds));
  const rulesBySeller = new Map<number, ShippingRuleLike[]>();
  for (const rule of rules) rulesBySeller.set(rule.sellerId, [...(rulesBySeller.get(rule.sellerId) ?? []), rule]);
  for (const target of targets) {
    const keys = shippingLocationKeys(rulesBySeller.get(target.sellerId) ?? [], target.id, places);
    await db
      .update(products)
      .set({ freeShippingLocations: keys.free, conditionalFreeShippingLocations: keys.conditional, unshippedLocations: keys.unshipped })
      .where(eq(products.id, target.id));
  }
  await refreshSearchTerms(db);
}

/** The typo dictionary: the distinct words (3+ letters) of product names, with their document counts. */
export async function refreshSearchTerms(db: Database): Promise<void> {
  await db.execute(sql`delete from search_terms`);
  await db.execute(sql`
    insert into search_terms (term, documents)
    select word, ndoc from ts_stat('select to_tsvector(''simple'', name) from products')
    where word ~ '^[a-z]{3,}$'`);
}
