import type { Database } from '../db/client';
import { keysCover, locationKey } from '../domain/shipping';
import type { BuyerRow, RequestLocation, UserRow } from '../env';
import { addToCartLine, countCartLines, findCartLine, lockSkuForCart, type CartLine, type SkuIds } from '../queries/cart';
import { unitPriceFor } from './bulk-prices';
import { ServiceError } from './errors';

/** Spec 1 section 8, location restriction. */
const NOT_SHIPPED = 'The vendor does not provide shipping services to your location';

interface AddToCart {
  /** The signed-in user, who becomes the line's last editor. */
  user: Pick<UserRow, 'id'>;
  /** Whose cart: always the session's buyer, never an id sent by the client. */
  buyer: Pick<BuyerRow, 'id'>;
  item: SkuIds & { quantity: number };
  /** The buyer's delivery location; a product not shipped there cannot be added. */
  location: RequestLocation;
}

/**
 * Adds a quantity of a SKU to the buyer's cart: the SKU must be listed and in stock, shipped to
 * the location, and the line's new quantity within stock and at least the MOQ; the line is priced
 * at the buyer's approved bulk price once it reaches its quantity. Refusals are ServiceErrors (400).
 */
export async function addToCart(db: Database, { user, buyer, item, location }: AddToCart): Promise<{ line: CartLine; cartCount: number }> {
  const line = await db.transaction(async (tx) => {
    const row = await lockSkuForCart(tx, item);
    if (!row) throw new ServiceError(400, 'Product SKU is not available. Cannot add to cart.');
    if (row.sellerActive !== 'Y' || row.sellerHidden || row.actMaxPrice <= 0) throw new ServiceError(400, `${row.name} is not available`);
    if (location.state && keysCover(row.unshipped, locationKey(location.state, location.district))) throw new ServiceError(400, NOT_SHIPPED);
    const existing = await findCartLine(tx, buyer.id, row.sku.id);
    const quantity = (existing?.quantity ?? 0) + item.quantity;
    if (row.sku.stock <= 0) throw new ServiceError(400, `${row.name} is out of stock`);
    if (quantity > row.sku.stock) throw new ServiceError(400, `Insufficient stock for ${row.name}. Available: ${row.sku.stock}, Requested: ${quantity}`);
    if (quantity < row.sku.moq) throw new ServiceError(400, `Minimum order quantity for ${row.name} is ${row.sku.moq}`);
    // The seller's approved bulk price, once the line reaches its quantity.
    const { price } = await unitPriceFor(tx, buyer.id, row.sku, quantity);
    return addToCartLine(tx, { buyerId: buyer.id, userId: user.id, productId: row.sku.productId, skuId: row.sku.id, sellerId: row.sellerId, quantity: item.quantity, price });
  });
  return { line, cartCount: await countCartLines(db, buyer.id) };
}

/** The number of lines in the buyer's cart. */
export function cartCount(db: Database, buyerId: number): Promise<number> {
  return countCartLines(db, buyerId);
}
