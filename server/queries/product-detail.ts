import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brands, productFeatures, products, sellers, shippingRules, variantOptions, variants } from '../db/schema';
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

/** The product's variant axes, in display order. */
export function productVariants(db: Database, productId: number) {
  return db.select().from(variants).where(eq(variants.productId, productId)).orderBy(asc(variants.sortOrder), asc(variants.id));
}

/** The options of every variant axis of the product. */
export function productVariantOptions(db: Database, productId: number) {
  return db
    .select({ id: variantOptions.id, variantId: variantOptions.variantId, label: variantOptions.label })
    .from(variantOptions)
    .innerJoin(variants, eq(variants.id, variantOptions.variantId))
    .where(eq(variants.productId, productId))
    .orderBy(asc(variantOptions.id));
}

export function productFeatureRows(db: Database, productId: number) {
  return db.select().from(productFeatures).where(eq(productFeatures.productId, productId)).orderBy(asc(productFeatures.id));
}

/** The seller's shipping rules that apply to the product: its own and the seller-wide ones. */
export function productShippingRules(db: Database, product: { id: number; sellerId: number }) {
  return db
    .select()
    .from(shippingRules)
    .where(and(eq(shippingRules.sellerId, product.sellerId), sql`(${shippingRules.productId} is null or ${shippingRules.productId} = ${product.id})`));
}
