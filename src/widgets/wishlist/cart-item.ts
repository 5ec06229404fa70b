import type { AddToCartRequest, WishlistProduct } from '../../api/types';
import { chosenOptions, completeOptions } from '../../lib/wishlist';

/** A product with variants whose saved choice leaves an option unchosen: it has no SKU of its own to add yet. */
export function optionsMissing(product: WishlistProduct): boolean {
  const axes = product.variants;
  if (!axes || axes.variants.length === 0) return false;
  return completeOptions(chosenOptions(product.product_variant_option_id, axes), axes) === null;
}

/** What goes to the cart for a wishlist product: its SKU at its quantity and price; null without a SKU. */
export function cartItemOf(product: WishlistProduct): AddToCartRequest | null {
  if (product.primary_sku_id === null) return null;
  return {
    sku_id: product.primary_sku_id,
    sl_id: product.sl_id,
    product_id: product.product_id,
    product_name: product.product_name,
    quantity: product.quantity,
    price: product.pricing.display_price,
  };
}
