import { fill } from './fill';
import { isOutOfStock } from './product';
import { insufficientStockMessage, moqMessage, outOfStockMessage } from './stock-error';

/** Add-to-cart messages in the order they are checked (spec 1 section 5). */
export const ADD_TO_CART_ERRORS = {
  options: 'Please select all product options',
  sku: 'Product SKU is not available. Cannot add to cart.',
  seller: 'Seller information is missing. Cannot add to cart.',
  price: 'Product price is not available or invalid. Cannot add to cart.',
  quantity: 'Please enter a valid quantity',
  moq: 'Minimum order quantity is {moq}',
} as const;

export interface AddToCartCheck {
  isVariant: boolean;
  skuId: number | null | undefined;
  sellerId: number | null | undefined;
  price: number | null | undefined;
  quantity: number;
  moq: number;
}

/** The first failing check's message, or null when the item may go to the cart. */
export function addToCartError(
  item: AddToCartCheck,
  messages: Record<keyof typeof ADD_TO_CART_ERRORS, string> = ADD_TO_CART_ERRORS,
): string | null {
  if (item.isVariant && !item.skuId) return messages.options;
  if (!item.skuId) return messages.sku;
  if (!item.sellerId) return messages.seller;
  if (item.price == null || !Number.isFinite(item.price) || item.price <= 0) return messages.price;
  if (!(item.quantity > 0)) return messages.quantity;
  if (item.moq > 0 && item.quantity < item.moq) return messages.moq.replace('{moq}', String(item.moq));
  return null;
}

/** The location restriction message (spec 1 section 8). */
export const NOT_SHIPPED = 'The vendor does not provide shipping services to your location';

/** The restriction message of a product sold only in some places (spec 1 section 8); `{location}` lists them. */
export const ONLY_AVAILABLE_IN = 'This product is only available in {location}';

/** A cart line as the server checks it, with the line's quantity after the add. */
export interface CartLine {
  name: string;
  /** The seller is active and shown, and the product has a price. */
  available: boolean;
  /** The seller ships to the buyer's location (true when no location is set). */
  shipsToLocation: boolean;
  /** N when the product is marked unavailable: out of stock whatever its stock (isOutOfStock). */
  availability: string;
  stock: number;
  moq: number;
  quantity: number;
}

/** A cart line of a product marked unavailable: `{name}`. */
export const NOT_AVAILABLE = '{name} is not available';

/** Why the server refuses a cart line, in the order it checks (spec 1 section 8), or null when it may go to the cart. */
export function cartLineProblem(line: CartLine): string | null {
  if (!line.available) return fill(NOT_AVAILABLE, { name: line.name });
  if (!line.shipsToLocation) return NOT_SHIPPED;
  if (isOutOfStock(line)) return outOfStockMessage(line.name);
  if (line.quantity > line.stock) return insufficientStockMessage(line.name, line.stock, line.quantity);
  if (line.quantity < line.moq) return moqMessage(line.name, line.moq);
  return null;
}

/** The quantity stepper's bounds: at least the MOQ (or 1), at most the stock when there is one. */
export function quantityBounds(moq: number, stock: number): { min: number; max: number } {
  const min = Math.max(1, moq);
  return { min, max: stock > 0 ? Math.max(min, stock) : min };
}

/** A quantity kept inside its bounds; an empty or invalid entry becomes the minimum. */
export function clampQuantity(value: number, bounds: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(Math.max(Math.round(value), bounds.min), bounds.max);
}
