import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { untilChangedPerDatabase } from '../db/change-notices';
import type { Database } from '../db/client';
import { ownedBy, type CartOwner } from './cart';
import {
  bulkPriceRequests,
  cartItems,
  categories,
  orderEditLines,
  products,
  sellers,
  shippingRules,
  skuOptions,
  skus,
  variantOptions,
  variants,
  vendorMinimumOrders,
} from '../db/schema';
import { skuPriceFor } from './catalogue-access';
import { listedFor } from './products';

// What the cart page reads of each line's SKU (priced for the buyer), product and seller.
const lineColumns = (buyerId: number) => ({
  code: skus.code,
  actPrice: skuPriceFor(buyerId, skus).mapWith(Number),
  marketplacePrice: skus.actPrice,
  stock: skus.stock,
  moq: skus.moq,
  productId: products.id,
  productName: products.name,
  availability: products.availability,
  categoryId: products.categoryId,
  materialId: products.materialId,
  limitAddToCart: products.limitAddToCart,
  actMinPrice: products.actMinPrice,
  listed: sql<boolean>`${listedFor(buyerId)}`,
  /** A visitor may see the product, so its image needs no signature. */
  publicImage: sql<boolean>`${listedFor(null)}`,
  sellerId: sellers.id,
  companyName: sellers.companyName,
  taxOnShipping: sellers.taxOnShipping,
});

/** The buyer's cart lines with what the cart page reads of each SKU, product and seller, oldest first. */
export function cartLineRows(db: Database, owner: CartOwner) {
  return db
    .select({ skuId: cartItems.skuId, quantity: cartItems.quantity, justification: cartItems.justification, ...lineColumns(owner.id) })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(ownedBy(owner))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** The lines of the buyer's draft editing an order, read as cart lines are. */
export function editLineRows(db: Database, buyerId: number, orderId: number) {
  return db
    .select({
      skuId: orderEditLines.skuId,
      quantity: orderEditLines.quantity,
      justification: orderEditLines.justification,
      ...lineColumns(buyerId),
    })
    .from(orderEditLines)
    .innerJoin(skus, eq(skus.id, orderEditLines.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(orderEditLines.buyerId, buyerId), eq(orderEditLines.orderId, orderId)))
    .orderBy(asc(orderEditLines.id));
}

/**
 * Lines given by SKU and quantity (a PunchOut OrderRequest's), read as cart lines are, in the order
 * given; a SKU that does not exist is left out.
 */
export async function givenLineRows(db: Database, buyerId: number, lines: readonly { skuId: number; quantity: number }[]) {
  const rows = await db
    .select({ skuId: skus.id, ...lineColumns(buyerId) })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(inArray(skus.id, [...new Set(lines.map((line) => line.skuId))]));
  const byId = new Map(rows.map((row) => [row.skuId, row]));
  return lines.flatMap((line) => {
    const row = byId.get(line.skuId);
    return row ? [{ ...row, quantity: line.quantity, justification: null as string | null }] : [];
  });
}

/** The variant options of some SKUs, in each product's axis order. */
export function skuVariantOptionRows(db: Database, skuIds: readonly number[]) {
  return db
    .select({ skuId: skuOptions.skuId, variantName: variants.name, option: variantOptions.label })
    .from(skuOptions)
    .innerJoin(variantOptions, eq(variantOptions.id, skuOptions.optionId))
    .innerJoin(variants, eq(variants.id, variantOptions.variantId))
    .where(inArray(skuOptions.skuId, [...skuIds]))
    .orderBy(asc(variants.sortOrder), asc(variants.id));
}

/** The buyer's bulk price requests for some SKUs. */
export function buyerBulkRequestRows(db: Database, buyerId: number, skuIds: readonly number[]) {
  return db
    .select({
      skuId: bulkPriceRequests.skuId,
      status: bulkPriceRequests.status,
      approvePrice: bulkPriceRequests.approvePrice,
      approvedMinQuantity: bulkPriceRequests.approvedMinQuantity,
    })
    .from(bulkPriceRequests)
    .where(and(eq(bulkPriceRequests.buyerId, buyerId), inArray(bulkPriceRequests.skuId, [...skuIds])));
}

/** The cheapest listed product of a material the buyer may see (price in sen). */
export interface CheapestOfMaterial {
  price: number;
  productId: number;
  productName: string;
}

/** The cheapest product per material id, by buyer and material, until a product or what a buyer may see changes. */
const cheapestKept = untilChangedPerDatabase<{ cheapest: CheapestOfMaterial | null }>(
  ['products', 'sellers', 'catalogue_products', 'catalogue_members'],
  5000,
);

/** The listed product the buyer may see with the lowest marketplace act_min_price (the lowest id among equals), per material id. */
export async function cheapestByMaterial(
  db: Database,
  materialIds: readonly string[],
  buyerId: number,
): Promise<Map<string, CheapestOfMaterial>> {
  if (materialIds.length === 0) return new Map();
  const keyOf = (materialId: string) => `${buyerId}\n${materialId}`;
  const found = await cheapestKept(db).getEach(materialIds, keyOf, async (wanted) => {
    const rows = await db
      .select({ materialId: products.materialId, price: products.actMinPrice, productId: products.id, productName: products.name })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(and(listedFor(buyerId), inArray(products.materialId, wanted)))
      .orderBy(asc(products.actMinPrice), asc(products.id));
    const cheapest = new Map<string, CheapestOfMaterial>();
    for (const { materialId, price, productId, productName } of rows) {
      if (materialId !== null && price !== null && !cheapest.has(materialId)) cheapest.set(materialId, { price, productId, productName });
    }
    return new Map(wanted.map((materialId) => [materialId, { cheapest: cheapest.get(materialId) ?? null }]));
  });
  return new Map(
    materialIds.flatMap((materialId, index) => (found[index]?.cheapest ? [[materialId, found[index]!.cheapest!] as const] : [])),
  );
}

/** The seller-wide shipping rules of some sellers (those of no one product). */
export function sellerWideShippingRules(db: Database, sellerIds: readonly number[]) {
  return db
    .select()
    .from(shippingRules)
    .where(and(inArray(shippingRules.sellerId, [...sellerIds]), isNull(shippingRules.productId)));
}

/** The shipping rules of some products, each its own. */
export function productShippingRulesOf(db: Database, productIds: readonly number[]) {
  return db
    .select()
    .from(shippingRules)
    .where(inArray(shippingRules.productId, [...productIds]));
}

/** The minimum order values of some sellers, with their category names. */
export function vendorMinimumRows(db: Database, sellerIds: readonly number[]) {
  return db
    .select({
      sellerId: vendorMinimumOrders.sellerId,
      categoryId: vendorMinimumOrders.categoryId,
      categoryName: categories.name,
      minimumAmount: vendorMinimumOrders.minimumAmount,
    })
    .from(vendorMinimumOrders)
    .innerJoin(categories, eq(categories.id, vendorMinimumOrders.categoryId))
    .where(inArray(vendorMinimumOrders.sellerId, [...sellerIds]))
    .orderBy(asc(vendorMinimumOrders.sellerId), asc(vendorMinimumOrders.categoryId));
}
