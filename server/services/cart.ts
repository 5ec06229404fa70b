import { ADD_TO_CART_ERRORS, cartLineProblem } from '../../src/lib/add-to-cart';
import { keysCover, locationKey } from '../../src/lib/location';
import { untilChangedPerDatabase } from '../db/change-notices';
import type { Database } from '../db/client';
import type { BuyerRow, RequestLocation, UserRow } from '../env';
import {
  addToCartLine,
  countCartLines,
  deleteCartLines,
  findCartLine,
  lockCartLine,
  lockSkuById,
  lockSkuForCart,
  updateCartLine,
  type CartLine,
  type CartOwner,
  type SkuForCart,
  type SkuIds,
} from '../queries/cart';
import { unitPriceFor } from './bulk-prices';
import { loadCart, type CartViewer } from './cart-view';
import { ServiceError } from './errors';

/** Refusals of the cart page's changes. */
const CART_ERRORS = {
  notInCart: 'This product is not in your cart',
  belowOne: 'Quantity must be at least 1; remove the item instead',
  noLocation: 'Choose a delivery location first',
} as const;

/** The seller is active and shown, the product has a price and the buyer may see it. */
function isAvailable(row: SkuForCart): boolean {
  return row.visible && row.sellerActive === 'Y' && !row.sellerHidden && row.actMaxPrice > 0;
}

/**
 * Why the buyer's cart line of the SKU cannot hold `quantity` at the location (cartLineProblem:
 * available, shipped there, in stock, within stock, at least the MOQ), or null when it can.
 */
export function skuLineProblem(row: SkuForCart, quantity: number, location: RequestLocation): string | null {
  return cartLineProblem({
    name: row.name,
    available: isAvailable(row),
    availability: row.availability,
    shipsToLocation: !location.state || !keysCover(row.unshipped, locationKey(location.state, location.district)),
    stock: row.sku.stock,
    moq: row.sku.moq,
    quantity,
  });
}

export interface AddToCart {
  /** The signed-in user, who becomes the line's last editor. */
  user: Pick<UserRow, 'id'>;
  /** Whose cart: always the session's buyer (and punch-out session), never an id sent by the client. */
  buyer: Pick<BuyerRow, 'id' | 'punchoutSessionId'>;
  item: SkuIds & { quantity: number };
  /** The buyer's delivery location; a product not shipped there cannot be added. */
  location: RequestLocation;
}

/**
 * Adds a quantity of a SKU to the buyer's cart inside the caller's transaction, the SKU locked
 * until it ends: the SKU must be listed and in stock, shipped to the location, and the line's new
 * quantity within stock and at least the MOQ; the line is priced at what the buyer pays (its
 * catalogue's price for members), or at its approved bulk price once the line reaches that
 * quantity. A refusal is a ServiceError (400), thrown before anything is written.
 */
export async function addToCartIn(tx: Database, { user, buyer, item, location }: AddToCart): Promise<CartLine> {
  const row = await lockSkuForCart(tx, item, buyer.id);
  // A product exclusive to other catalogues is as unknown as a SKU that does not exist.
  if (!row || !row.visible) throw new ServiceError(400, ADD_TO_CART_ERRORS.sku);
  const existing = await findCartLine(tx, buyer, row.sku.id);
  const quantity = (existing?.quantity ?? 0) + item.quantity;
  const problem = skuLineProblem(row, quantity, location);
  if (problem) throw new ServiceError(400, problem, 'cart_line_refused');
  // The seller's approved bulk price, once the line reaches its quantity.
  const { price } = await unitPriceFor(tx, buyer.id, row.sku, quantity);
  return addToCartLine(tx, buyer, {
    userId: user.id,
    productId: row.sku.productId,
    skuId: row.sku.id,
    sellerId: row.sellerId,
    quantity: item.quantity,
    price,
  });
}

/** Adds a quantity of a SKU to the buyer's cart in a transaction of its own (addToCartIn); answers the line and the cart count. */
export async function addToCart(db: Database, add: AddToCart): Promise<{ line: CartLine; cartCount: number }> {
  const line = await db.transaction((tx) => addToCartIn(tx, add));
  return { line, cartCount: await countCartLines(db, add.buyer) };
}

/** Each buyer's number of cart lines, until the cart lines change in any process. */
const keptCartCounts = untilChangedPerDatabase<number>(['cart_items'], 10_000);

/**
 * The number of lines in the buyer's cart, as the header shows it (kept between changes). A write
 * answers with countCartLines itself: its own change may not have been announced yet.
 */
export function cartCount(db: Database, owner: CartOwner): Promise<number> {
  return keptCartCounts(db).get(`${owner.id}:${owner.punchoutSessionId ?? ''}`, () => countCartLines(db, owner));
}

interface QuantityChange {
  user: Pick<UserRow, 'id'>;
  buyer: Pick<BuyerRow, 'id' | 'punchoutSessionId'>;
  skuId: number;
  /** A new quantity, or a change to the current one. */
  to: { quantity: number } | { change: number };
}

/**
 * Sets or changes a line's quantity with the line and the SKU locked, so concurrent changes all
 * count. The new quantity must be at least 1 and at least the MOQ (a line below its MOQ can only
 * be raised to it), and within stock; the stored price follows the approved bulk price.
 */
export async function changeCartQuantity(
  db: Database,
  { user, buyer, skuId, to }: QuantityChange,
): Promise<{ line: CartLine; bulk: boolean; cartCount: number }> {
  const changed = await db.transaction(async (tx) => {
    // The SKU before the line, in the order adding to the cart takes them, so neither waits on the other in a circle.
    const row = await lockSkuById(tx, skuId, buyer.id);
    const line = row && (await lockCartLine(tx, buyer, skuId));
    if (!row || !line) throw new ServiceError(404, CART_ERRORS.notInCart);
    const quantity = 'quantity' in to ? to.quantity : line.quantity + to.change;
    if (quantity < 1) throw new ServiceError(400, CART_ERRORS.belowOne);
    const problem = cartLineProblem({
      name: row.name,
      available: isAvailable(row),
      shipsToLocation: true,
      availability: row.availability,
      stock: row.sku.stock,
      moq: row.sku.moq,
      quantity,
    });
    if (problem) throw new ServiceError(400, problem, 'cart_line_refused');
    const { price, bulk } = await unitPriceFor(tx, buyer.id, row.sku, quantity);
    return { line: await updateCartLine(tx, line.id, { quantity, price, userId: user.id }), bulk };
  });
  return { ...changed, cartCount: await countCartLines(db, buyer) };
}

/** Removes a SKU from the buyer's cart; 404 when it is not there. Answers the cart count after. */
export async function removeFromCart(db: Database, owner: CartOwner, skuId: number): Promise<number> {
  if ((await deleteCartLines(db, owner, [skuId])) === 0) throw new ServiceError(404, CART_ERRORS.notInCart);
  return countCartLines(db, owner);
}

/** Removes those of the listed SKUs that are in the cart and not shipped to the viewer's location (spec 2 section 7). */
export async function removeRestricted(
  db: Database,
  viewer: CartViewer,
  skuIds: readonly number[],
): Promise<{ removedCount: number; cartCount: number }> {
  const cart = await loadCart(db, viewer);
  if (!cart.location) throw new ServiceError(400, CART_ERRORS.noLocation);
  const asked = new Set(skuIds);
  const restricted = cart.businessLogic.locationRestrictions.excludedItems.map((item) => item.skuId).filter((id) => asked.has(id));
  const removedCount = await deleteCartLines(db, viewer.buyer, restricted);
  return { removedCount, cartCount: await countCartLines(db, viewer.buyer) };
}
