import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brands, categories, districts, products, sellers, shippingRules, states } from '../db/schema';
import { contractedFor } from '../domain/search/filter-sql';
import { productPricesFor } from './catalogue-access';
import { fromProducts, listedFor } from './products';

/**
 * A listed product with its seller's name and delivery terms, its brand, the buyer's price range
 * and whether it is contracted for the buyer; null when the buyer may not see it.
 */
export async function listedProductDetail(db: Database, id: number, buyerId: number | null) {
  const prices = productPricesFor(buyerId);
  const [row] = (await fromProducts(db, {
    product: products,
    actMinPrice: prices.min,
    actMaxPrice: prices.max,
    companyName: sellers.companyName,
    defaultTermFrom: sellers.defaultDeliveryTermFrom,
    defaultTermTo: sellers.defaultDeliveryTermTo,
    make: brands.name,
    contracted: sql<boolean>`${contractedFor(buyerId)}`,
  }).where(and(eq(products.id, id), listedFor(buyerId)))) as unknown as {
    product: typeof products.$inferSelect;
    actMinPrice: number;
    actMaxPrice: number;
    companyName: string;
    defaultTermFrom: number | null;
    defaultTermTo: number | null;
    make: string | null;
    contracted: boolean;
  }[];
  return row ?? null;
}

/**
 * What a visitor may see of a listed product before its page's script runs: its name and its
 * category's name; null when a visitor may not see it.
 */
export async function visitorProductPreview(db: Database, id: number): Promise<{ name: string; categoryName: string | null } | null> {
  const [row] = await fromProducts(db, { name: products.name, categoryName: categories.name })
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), listedFor(null)));
  return (row as { name: string; categoryName: string | null } | undefined) ?? null;
}

export interface ProductExtras {
  /** The variant axes, in display order. */
  axes: { id: number; name: string }[];
  /** The options of every axis. */
  options: { id: number; variantId: number; label: string }[];
  features: { id: number; label: string; description: string }[];
  /** The product's category name and its top ancestor, when the category exists. */
  category: { name: string; topId: number } | null;
}

/**
 * The product's variant axes and options, features and category path in one statement: the
 * embedded database answers one statement at a time, so each round trip saved is time saved.
 */
export async function productExtras(db: Database, productId: number): Promise<ProductExtras> {
  const [row] = await db
    .select({
      extras: sql<ProductExtras>`json_build_object(
      'axes', (select coalesce(json_agg(json_build_object('id', v.id, 'name', v.name) order by v.sort_order, v.id), '[]')
               from variants v where v.product_id = p.id),
      'options', (select coalesce(json_agg(json_build_object('id', o.id, 'variantId', o.variant_id, 'label', o.label) order by o.id), '[]')
                  from variant_options o join variants v on v.id = o.variant_id where v.product_id = p.id),
      'features', (select coalesce(json_agg(json_build_object('id', f.id, 'label', f.label, 'description', f.description) order by f.id), '[]')
                   from product_features f where f.product_id = p.id),
      'category', (with recursive path as (
                     select c.id, c.name, c.parent_id, 0 as depth from categories c where c.id = p.category_id
                     union all
                     select c.id, c.name, c.parent_id, path.depth + 1 from categories c join path on c.id = path.parent_id where path.depth < 32)
                   select json_build_object('name', (select name from path where depth = 0), 'topId', (select id from path order by depth desc limit 1))
                   where exists (select 1 from path)))`,
    })
    .from(sql`${products} p`)
    .where(sql`p.id = ${productId}`);
  return row?.extras ?? { axes: [], options: [], features: [], category: null };
}

/** The seller's shipping rules that apply to the product (its own and the seller-wide ones), with their places' names. */
export function productShippingRules(db: Database, product: { id: number; sellerId: number }) {
  return db
    .select({ rule: shippingRules, stateName: states.name, districtName: districts.name })
    .from(shippingRules)
    .leftJoin(states, eq(states.id, shippingRules.stateId))
    .leftJoin(districts, eq(districts.id, shippingRules.districtId))
    .where(and(eq(shippingRules.sellerId, product.sellerId), sql`(${shippingRules.productId} is null or ${shippingRules.productId} = ${product.id})`));
}
