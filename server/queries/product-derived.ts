import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products, shippingRules } from '../db/schema';

/** Recomputes the price range, total stock and primary SKU columns of products from their SKUs (of all without ids). */
export async function refreshSkuColumns(db: Database, productIds?: readonly number[]): Promise<void> {
  const only = productIds
    ? sql`where s.product_id in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
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
}

/** The given products (all without ids) with their sellers. */
export function productSellers(db: Database, productIds?: readonly number[]): Promise<{ id: number; sellerId: number }[]> {
  return db
    .select({ id: products.id, sellerId: products.sellerId })
    .from(products)
    .where(productIds ? inArray(products.id, [...productIds]) : undefined);
}

export function sellersShippingRules(db: Database, sellerIds: number[]) {
  return db.select().from(shippingRules).where(inArray(shippingRules.sellerId, sellerIds));
}

export async function saveShippingKeys(
  db: Database,
  productId: number,
  keys: { free: string[]; conditional: string[]; unshipped: string[] },
): Promise<void> {
  await db
    .update(products)
    .set({ freeShippingLocations: keys.free, conditionalFreeShippingLocations: keys.conditional, unshippedLocations: keys.unshipped })
    .where(eq(products.id, productId));
}

/** The typo dictionary: the distinct words (3+ letters) of product names, with their document counts. */
export async function refreshSearchTerms(db: Database): Promise<void> {
  await db.execute(sql`delete from search_terms`);
  await db.execute(sql`
    insert into search_terms (term, documents)
    select word, ndoc from ts_stat('select to_tsvector(''simple'', name) from products')
    where word ~ '^[a-z]{3,}$'`);
}
