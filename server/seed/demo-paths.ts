/**
 * Products that open the checkout paths the demo cart does not: a dearer product with a cheaper
 * alternative of the same material (its justification is asked for at checkout) and a product
 * with only a few units left (ordering more than remain is refused with 'Some items have
 * insufficient stock'). Both ship free everywhere and belong to sellers with no minimum order.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cartItems, products, shippingRules, skus, vendorMinimumOrders } from '../db/schema';
import { refreshProductDerived } from '../services/product-derived';
import { candidates, DEMO_CART_BUYER_ID, type Candidate } from './demo-cart';

/** The material the dearer product and its cheaper alternative share. */
export const DEMO_ALTERNATIVE_MATERIAL = 'MAT-DEMO-ALT';
/** How many units the low-stock product has left, and the material that names it. */
export const DEMO_LOW_STOCK = 3;
export const DEMO_LOW_STOCK_MATERIAL = 'MAT-DEMO-LOW';

/** A dearer product and a cheaper one of the same category from another seller. */
function alternativePair(pool: Candidate[]): [Candidate, Candidate] | null {
  for (const dearer of pool) {
    const cheaper = pool.find(
      (other) => other.categoryId === dearer.categoryId && other.sellerId !== dearer.sellerId && other.actPrice < dearer.actPrice,
    );
    if (cheaper) return [dearer, cheaper];
  }
  return null;
}

/** Runs after the demo cart, whose sellers it leaves alone. */
export async function seedDemoPaths(db: Database): Promise<void> {
  // The demo cart's sellers keep the rules the cart and wishlist show.
  const cartSellers = new Set(
    (await db.select({ sellerId: cartItems.sellerId }).from(cartItems).where(eq(cartItems.buyerId, DEMO_CART_BUYER_ID))).map(
      (row) => row.sellerId,
    ),
  );
  const withMinimum = new Set(
    (await db.select({ sellerId: vendorMinimumOrders.sellerId }).from(vendorMinimumOrders)).map((row) => row.sellerId),
  );
  // Plain products an order can take a few of, within the demo budgets.
  const pool = (await candidates(db)).filter(
    (c) =>
      !c.isVariant && !cartSellers.has(c.sellerId) && !withMinimum.has(c.sellerId) && c.moq <= 5 && c.stock >= 50 && c.actPrice <= 200_000,
  );
  const pair = alternativePair(pool);
  if (!pair) throw new Error('The demo paths need two products of one category from two sellers');
  const lowStock = pool.find((c) => !pair.includes(c) && c.moq === 1);
  if (!lowStock) throw new Error('The demo paths need a product with an MOQ of 1');
  const chosen = [...pair, lowStock];

  await db
    .update(products)
    .set({ materialId: DEMO_ALTERNATIVE_MATERIAL })
    .where(
      inArray(
        products.id,
        pair.map((c) => c.productId),
      ),
    );
  await db.update(products).set({ materialId: DEMO_LOW_STOCK_MATERIAL }).where(eq(products.id, lowStock.productId));
  await db.update(skus).set({ stock: DEMO_LOW_STOCK }).where(eq(skus.id, lowStock.skuId));
  await db.insert(shippingRules).values(chosen.map((c) => ({ sellerId: c.sellerId, productId: c.productId, mode: 'free' as const })));
  await refreshProductDerived(
    db,
    chosen.map((c) => c.productId),
  );
}
