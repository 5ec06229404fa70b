import { toRinggit, toSen } from './money';
import { isOutOfStock, type StockState } from './product';

/** A load error on the wishlist page clears itself after this long (spec 1 section 9). */
export const WISHLIST_ERROR_CLEAR_MS = 5000;

/** Bulk add to cart pauses this long between items (spec 1 section 9). */
export const BULK_ADD_PAUSE_MS = 100;

/** A wishlist product as the rules read it (spec 1 section 3, Wishlist product). */
export interface WishlistLine {
  product_id: number;
  product_name: string;
  primary_sku_id: number | null;
  quantity: number;
  availability: 'Y' | 'N';
  total_stock: number;
  pricing: { display_price: number };
  shipping: { charge_number: number; shipping_restricted: boolean };
}

/** A seller's products, in the order the wishlist lists them. */
export interface WishlistSellerLines<Line extends WishlistLine = WishlistLine> {
  seller_id: number;
  products: readonly Line[];
}

/** The wishlist line's stock as the availability rule reads it. */
export const stockOf = (line: WishlistLine): StockState => ({ availability: line.availability, stock: line.total_stock });

/** Why a product cannot go to the cart from the wishlist, or null when it can (busy aside). */
export function addBlock(line: WishlistLine): 'restricted' | 'out-of-stock' | null {
  if (line.shipping.shipping_restricted) return 'restricted';
  if (isOutOfStock(stockOf(line))) return 'out-of-stock';
  return null;
}

/**
 * Why Add All or Add Selected cannot run, or null when it can: a product not shipped to the
 * location (spec 1 section 5) or one out of stock, as each row's own Add to Cart says.
 */
export function bulkAddBlock(lines: readonly WishlistLine[]): 'restricted' | 'out-of-stock' | null {
  if (lines.some((line) => line.shipping.shipping_restricted)) return 'restricted';
  if (lines.some((line) => isOutOfStock(stockOf(line)))) return 'out-of-stock';
  return null;
}

/** The quantity a wishlist product goes to the cart at: the saved one, but never below its MOQ (or 1). */
export function wishlistQuantity(saved: number, moq: number): number {
  return Math.max(saved, moq, 1);
}

/** The price of a product at its quantity, in sen. */
const lineSen = (line: WishlistLine): number => toSen(line.pricing.display_price) * line.quantity;

export interface WishlistFigures {
  /** Products, not units. */
  items: number;
  /** Of those, the products not shipped to the location: in `items`, left out of the money. */
  excluded: number;
  subtotal: number;
  shipping: number;
  total: number;
}

/**
 * The figures of the products `include` picks (RM): the subtotal of those shipped to the location,
 * and per seller the shipping charge of its first such product (spec 1 section 9).
 */
export function figuresOf(sellers: readonly WishlistSellerLines[], include: (line: WishlistLine) => boolean): WishlistFigures {
  let items = 0;
  let excluded = 0;
  let subtotal = 0;
  let shipping = 0;
  for (const seller of sellers) {
    const picked = seller.products.filter(include);
    items += picked.length;
    const shipped = picked.filter((line) => !line.shipping.shipping_restricted);
    excluded += picked.length - shipped.length;
    subtotal += shipped.reduce((sum, line) => sum + lineSen(line), 0);
    if (shipped.length > 0) shipping += toSen(shipped[0].shipping.charge_number);
  }
  return { items, excluded, subtotal: toRinggit(subtotal), shipping: toRinggit(shipping), total: toRinggit(subtotal + shipping) };
}

/** The ticked products and the select-all flag (spec 1 section 4, Wishlist). */
export interface WishlistSelection {
  ids: ReadonlySet<number>;
  all: boolean;
}

export const NO_SELECTION: WishlistSelection = { ids: new Set(), all: false };

/** Select all ticks every product and sets the flag. */
export const selectAll = (productIds: readonly number[]): WishlistSelection => ({ ids: new Set(productIds), all: true });

/** Ticks or unticks products; unticking any clears the select-all flag. */
export function tick(selection: WishlistSelection, productIds: readonly number[], ticked: boolean): WishlistSelection {
  const ids = new Set(selection.ids);
  for (const id of productIds) {
    if (ticked) ids.add(id);
    else ids.delete(id);
  }
  return { ids, all: ticked && selection.all };
}

/** The selection without products that left the wishlist. */
export function keepListed(selection: WishlistSelection, productIds: readonly number[]): WishlistSelection {
  const listed = new Set(productIds);
  const ids = [...selection.ids].filter((id) => listed.has(id));
  return ids.length === selection.ids.size ? selection : { ids: new Set(ids), all: selection.all };
}

/** The variants of a wishlist product as the product detail names them. */
export interface VariantAxes {
  variants: readonly { variant_id: number }[];
  variant_options: Readonly<Record<string, readonly { recid: number }[]>>;
}

/** The chosen option of each axis (by variant_id) from product_variant_option_id ("12,15"). */
export function chosenOptions(optionIds: string | null, axes: VariantAxes): Record<number, number> {
  const chosen: Record<number, number> = {};
  const ids = new Set((optionIds ?? '').split(',').filter(Boolean).map(Number));
  for (const axis of axes.variants) {
    const option = (axes.variant_options[axis.variant_id] ?? []).find((candidate) => ids.has(candidate.recid));
    if (option) chosen[axis.variant_id] = option.recid;
  }
  return chosen;
}

/** The chosen options in axis order once every axis has one, else null (no SKU to look up yet). */
export function completeOptions(chosen: Readonly<Record<number, number>>, axes: VariantAxes): number[] | null {
  const ids = axes.variants.map((axis) => chosen[axis.variant_id]);
  return ids.every((id) => id !== undefined) ? ids : null;
}

/** Bulk add outcome titles and texts (spec 1 section 8, Wishlist). */
export const BULK_ADD_MESSAGES = {
  selectedAdded: 'Items Added to Cart!',
  allAdded: 'All Items Added to Cart!',
  added: 'Successfully added {n} item(s) to cart!',
  partialTitle: 'Partially Added to Cart',
  partial: 'Added {n} item(s) to cart. {m} item(s) failed.',
  noneTitle: 'Failed to Add Items',
  none: 'Failed to add items to cart.',
  errorTitle: 'Error Adding Items',
  error: 'An error occurred while adding items to cart. Please try again.',
  noSku: '{name}: No SKU available',
  itemError: '{name}: {error}',
  unknownError: 'Unknown error',
} as const;

/** The bulk add's words; an element passes its own language's. */
export type BulkAddText = Record<keyof typeof BULK_ADD_MESSAGES, string>;

const filled = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** One product's outcome in a bulk add: added, or why not. */
export type BulkAddResult = { name: string; added: true } | { name: string; added: false; error: string };

/** A product skipped for want of a SKU (spec 1 section 5). */
export const noSku = (name: string, text: BulkAddText = BULK_ADD_MESSAGES): BulkAddResult => ({
  name,
  added: false,
  error: filled(text.noSku, { name }),
});

/** A product the cart refused: the server's error field, else the exception's message, else 'Unknown error'. */
export const addFailed = (
  name: string,
  serverText: string,
  exceptionMessage: string,
  text: BulkAddText = BULK_ADD_MESSAGES,
): BulkAddResult => ({
  name,
  added: false,
  error: filled(text.itemError, { name, error: serverText || exceptionMessage || text.unknownError }),
});

export interface BulkAddOutcome {
  kind: 'all' | 'partial' | 'none';
  title: string;
  text: string;
  /** One line per product that did not go to the cart. */
  errors: string[];
}

/** What a bulk add tells the buyer (spec 1 sections 4 and 8); `every` is Add All, else Add Selected. */
export function bulkAddOutcome(results: readonly BulkAddResult[], every: boolean, text: BulkAddText = BULK_ADD_MESSAGES): BulkAddOutcome {
  const errors = results.flatMap((result) => (result.added ? [] : [result.error]));
  const added = results.length - errors.length;
  if (added > 0 && errors.length === 0) {
    return { kind: 'all', title: every ? text.allAdded : text.selectedAdded, text: filled(text.added, { n: added }), errors };
  }
  if (added > 0) return { kind: 'partial', title: text.partialTitle, text: filled(text.partial, { n: added, m: errors.length }), errors };
  return { kind: 'none', title: text.noneTitle, text: text.none, errors };
}
