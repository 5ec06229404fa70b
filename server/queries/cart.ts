import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cartItems, products, sellers, skus } from '../db/schema';
import { visibleToBuyer } from './catalogue-access';
import { pricedSkuColumns } from './skus';

export type CartLine = typeof cartItems.$inferSelect;

/** Whose cart: the buyer company's own, or, in a punch-out session, that session's (kept apart from the buyer's). */
export interface CartOwner {
  id: number;
  punchoutSessionId?: number;
}

/** The lines of the owner's cart and no other. */
export function ownedBy(owner: CartOwner): SQL {
  return owner.punchoutSessionId === undefined
    ? sql`${cartItems.buyerId} = ${owner.id} and ${cartItems.punchoutSessionId} is null`
    : sql`${cartItems.buyerId} = ${owner.id} and ${cartItems.punchoutSessionId} = ${owner.punchoutSessionId}`;
}

/** The ids that name a SKU in a cart request; all three must agree. */
export interface SkuIds {
  skuId: number;
  productId: number;
  sellerId: number;
}

// What the cart rules read of a SKU (priced for the buyer), its product and seller, and whether the buyer may see the product.
const skuForCart = (db: Database, buyerId: number) =>
  db
    .select({
      sku: pricedSkuColumns(buyerId),
      visible: sql<boolean>`${visibleToBuyer(buyerId)}`,
      name: products.name,
      availability: products.availability,
      sellerId: products.sellerId,
      actMaxPrice: products.actMaxPrice,
      unshipped: products.unshippedLocations,
      sellerActive: sellers.active,
      sellerHidden: sellers.hidden,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId));

/** What the cart rules read of a SKU for the buyer, as lockSkuForCart reads it. */
export type SkuForCart = NonNullable<Awaited<ReturnType<typeof lockSkuById>>>;

/** The SKUs whose codes, compared without case, are among `codeKeys` (upper case), read as lockSkuForCart reads them, by id. */
export function skusForCartByCode(db: Database, codeKeys: readonly string[], buyerId: number) {
  if (codeKeys.length === 0) return Promise.resolve([]);
  return skuForCart(db, buyerId)
    .where(inArray(sql<string>`upper(${skus.code})`, [...codeKeys]))
    .orderBy(skus.id);
}

/** The quantities of the SKUs in the buyer's cart, by SKU id (a SKU not in the cart is absent). */
export async function cartQuantities(db: Database, owner: CartOwner, skuIds: readonly number[]): Promise<Map<number, number>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select({ skuId: cartItems.skuId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(ownedBy(owner), inArray(cartItems.skuId, [...skuIds])));
  return new Map(rows.map((row) => [row.skuId, row.quantity]));
}

/** The SKU with what the cart rules read of it for the buyer, locked until the transaction ends; null when the ids do not agree. */
export async function lockSkuForCart(db: Database, ids: SkuIds, buyerId: number) {
  const [row] = await skuForCart(db, buyerId)
    .where(and(eq(skus.id, ids.skuId), eq(skus.productId, ids.productId), eq(products.sellerId, ids.sellerId)))
    .for('update', { of: skus });
  return row ?? null;
}

/** A SKU by id, as lockSkuForCart reads and locks it; null when there is none. */
export async function lockSkuById(db: Database, skuId: number, buyerId: number) {
  const [row] = await skuForCart(db, buyerId).where(eq(skus.id, skuId)).for('update', { of: skus });
  return row ?? null;
}

/** The buyer's line of a SKU, locked until the transaction ends; null when the SKU is not in the cart. */
export async function lockCartLine(db: Database, owner: CartOwner, skuId: number): Promise<CartLine | null> {
  const [line] = await db
    .select()
    .from(cartItems)
    .where(and(ownedBy(owner), eq(cartItems.skuId, skuId)))
    .for('update');
  return line ?? null;
}

/** Sets a line's quantity and unit price (sen), and who changed it last. */
export async function updateCartLine(db: Database, id: number, change: Pick<CartLine, 'quantity' | 'price' | 'userId'>): Promise<CartLine> {
  const [saved] = await db
    .update(cartItems)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(cartItems.id, id))
    .returning();
  return saved;
}

/** Removes the buyer's lines of the SKUs; the number removed. */
export async function deleteCartLines(db: Database, owner: CartOwner, skuIds: readonly number[]): Promise<number> {
  if (skuIds.length === 0) return 0;
  const deleted = await db
    .delete(cartItems)
    .where(and(ownedBy(owner), inArray(cartItems.skuId, [...skuIds])))
    .returning({ id: cartItems.id });
  return deleted.length;
}

/** The buyer's line of a SKU; null when the SKU is not in the cart. */
export async function findCartLine(db: Database, owner: CartOwner, skuId: number): Promise<CartLine | null> {
  const [line] = await db
    .select()
    .from(cartItems)
    .where(and(ownedBy(owner), eq(cartItems.skuId, skuId)));
  return line ?? null;
}

/** Adds `quantity` to the owner's line of the SKU (creating it), at `price` for the whole line. */
export async function addToCartLine(
  db: Database,
  owner: CartOwner,
  line: Pick<CartLine, 'userId' | 'productId' | 'skuId' | 'sellerId' | 'quantity' | 'price'>,
): Promise<CartLine> {
  const punchoutSessionId = owner.punchoutSessionId ?? null;
  const [saved] = await db
    .insert(cartItems)
    .values({ ...line, buyerId: owner.id, punchoutSessionId })
    .onConflictDoUpdate({
      // The partial unique index of the owner's kind of cart (server/db/schema/commerce.ts).
      ...(punchoutSessionId === null
        ? { target: [cartItems.buyerId, cartItems.skuId], targetWhere: isNull(cartItems.punchoutSessionId) }
        : { target: [cartItems.punchoutSessionId, cartItems.skuId], targetWhere: sql`${cartItems.punchoutSessionId} IS NOT NULL` }),
      set: { quantity: sql`${cartItems.quantity} + ${line.quantity}`, price: line.price, userId: line.userId, updatedAt: new Date() },
    })
    .returning();
  return saved;
}

/** The number of lines in the buyer's cart. */
export async function countCartLines(db: Database, owner: CartOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(ownedBy(owner));
  return row.n;
}
