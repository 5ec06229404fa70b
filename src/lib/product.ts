/** Card names are cut to this many characters (spec 1 section 9). */
const CARD_NAME_LENGTH = 60;

/** A product name for a card: at most 60 characters, then an ellipsis. */
export function cardName(name: string): string {
  return name.length > CARD_NAME_LENGTH ? `${name.slice(0, CARD_NAME_LENGTH)}...` : name;
}

/** Cards in a listing's first rows, on screen at load: their images are fetched at once, first. */
export const EAGER_CARD_IMAGES = 4;

/** free_shipping arrives as 1, '1' or 'Y' (spec 1 section 3). */
export function isFreeShipping(value: unknown): boolean {
  return value === 1 || value === '1' || value === 'Y';
}

/** What the availability rule reads of a product or SKU. */
export interface StockState {
  /** N when the product is marked unavailable. */
  availability: string;
  stock: number;
}

/**
 * Out of stock (spec 1 section 5): marked unavailable (availability N) or without stock. The one
 * rule every element and the server's cart read, so a product is never shown in stock beside a
 * disabled Out of Stock button.
 */
export function isOutOfStock(product: StockState): boolean {
  return product.availability === 'N' || product.stock <= 0;
}
