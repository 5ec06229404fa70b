import { and, asc, count, eq, gte, inArray, notExists, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cartItems, products, sellers, shippingRules, skus, users, wishlistItems } from '../db/schema';
import { visibleProduct } from '../queries/products';
import { DEMO_CART_BUYER_ID } from './demo-cart';

interface Pick {
  productId: number;
  sellerId: number;
  skuId: number;
  moq: number;
}

/**
 * Gives the demo buyer a wishlist that shows the page's states at Selangor / Petaling: the demo
 * cart's product not shipped there and a charged product of the same seller, and from the seller
 * that ships free, a variant product on a variant other than its primary and a plain product.
 * Products come from the demo cart's sellers (lowest ids first), so the wishlist is the same on
 * every seed that has a demo cart. Runs after the demo cart.
 */
export async function seedDemoWishlist(db: Database): Promise<void> {
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@lapasar.test'));
  const [restricted] = await db
    .select({ productId: cartItems.productId, sellerId: cartItems.sellerId, skuId: cartItems.skuId, moq: skus.moq })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(shippingRules, and(eq(shippingRules.productId, cartItems.productId), eq(shippingRules.mode, 'not_shipped')))
    .where(eq(cartItems.buyerId, DEMO_CART_BUYER_ID))
    .orderBy(asc(cartItems.productId))
    .limit(1);
  if (!restricted) throw new Error('The demo wishlist needs the demo cart and its product not shipped to the demo location');
  const cartLines = await db
    .select({ productId: cartItems.productId, sellerId: cartItems.sellerId })
    .from(cartItems)
    .where(eq(cartItems.buyerId, DEMO_CART_BUYER_ID));
  const inCart = cartLines.map((line) => line.productId);
  const freeSellerId = Math.min(...cartLines.map((line) => line.sellerId).filter((id) => id !== restricted.sellerId));

  const [charged] = await plainProducts(db, restricted.sellerId, inCart);
  const [plain] = await plainProducts(db, freeSellerId, inCart);
  const variant = await variantProduct(db, freeSellerId);
  if (!charged || !plain || !variant)
    throw new Error('The demo wishlist needs two plain products and a variant product with two SKUs of the demo cart sellers');

  // Inserted oldest first (ids break the tie of one transaction's time): the product not shipped there heads its seller's products.
  const wished: { pick: Pick; quantity: number; skuId: number | null }[] = [
    { pick: plain, quantity: Math.max(plain.moq, 1), skuId: null },
    { pick: variant, quantity: Math.max(variant.moq, 2), skuId: variant.skuId },
    { pick: charged, quantity: Math.max(charged.moq, 3), skuId: null },
    { pick: restricted, quantity: Math.max(restricted.moq, 1), skuId: null },
  ];
  await db.insert(wishlistItems).values(
    wished.map(({ pick, quantity, skuId }) => ({
      buyerId: DEMO_CART_BUYER_ID,
      userId: buyer.id,
      productId: pick.productId,
      quantity,
      skuId,
    })),
  );
}

const noOwnRules = (db: Database) =>
  notExists(db.select({ id: shippingRules.id }).from(shippingRules).where(eq(shippingRules.productId, products.id)));

/** Listed products of the seller without variants or shipping rules of their own, in stock, not in the demo cart, by id. */
function plainProducts(db: Database, sellerId: number, exclude: number[]): Promise<Pick[]> {
  return db
    .select({ productId: products.id, sellerId: products.sellerId, skuId: skus.id, moq: skus.moq })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(skus, eq(skus.id, products.primarySkuId))
    .where(
      and(
        eq(products.sellerId, sellerId),
        visibleProduct,
        eq(products.availability, 'Y'),
        eq(products.isVariant, 'N'),
        gte(skus.stock, sql`greatest(${skus.moq}, 1) * 3`),
        notInArray(products.id, exclude),
        noOwnRules(db),
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
}

/** The seller's first listed variant product (by id) without shipping rules of its own, with two SKUs or more in stock, and its first SKU (by id) other than the primary. */
async function variantProduct(db: Database, sellerId: number): Promise<Pick | null> {
  const inStock = db
    .select({ productId: skus.productId })
    .from(skus)
    .where(gte(skus.stock, sql`greatest(${skus.moq}, 2) * 3`))
    .groupBy(skus.productId)
    .having(gte(count(), 2));
  const [product] = await db
    .select({ id: products.id, primarySkuId: products.primarySkuId })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      and(
        eq(products.sellerId, sellerId),
        visibleProduct,
        eq(products.availability, 'Y'),
        eq(products.isVariant, 'Y'),
        inArray(products.id, inStock),
        noOwnRules(db),
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  if (!product) return null;
  const [sku] = await db
    .select({ productId: skus.productId, skuId: skus.id, moq: skus.moq })
    .from(skus)
    .where(
      and(
        eq(skus.productId, product.id),
        sql`${skus.id} is distinct from ${product.primarySkuId}`,
        gte(skus.stock, sql`greatest(${skus.moq}, 2) * 3`),
      ),
    )
    .orderBy(asc(skus.id))
    .limit(1);
  return sku ? { ...sku, sellerId } : null;
}
