import { ADD_TO_CART_ERRORS, cartLineProblem } from '../../src/lib/add-to-cart';
import { keysCover, locationKey } from '../../src/lib/location';
import type { Database } from '../db/client';
import type { BuyerRow, RequestLocation, UserRow } from '../env';
import { addToCartLine, countCartLines, findCartLine, lockSkuForCart, type CartLine, type SkuIds } from '../queries/cart';
import { unitPriceFor } from './bulk-prices';
import { ServiceError } from './errors';

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
    if (!row) throw new ServiceError(400, ADD_TO_CART_ERRORS.sku);
    const existing = await findCartLine(tx, buyer.id, row.sku.id);
    const quantity = (existing?.quantity ?? 0) + item.quantity;
    const problem = cartLineProblem({
      name: row.name,
      available: row.sellerActive === 'Y' && !row.sellerHidden && row.actMaxPrice > 0,
      shipsToLocation: !location.state || !keysCover(row.unshipped, locationKey(location.state, location.district)),
      stock: row.sku.stock,
      moq: row.sku.moq,
      quantity,
    });
    if (problem) throw new ServiceError(400, problem);
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
