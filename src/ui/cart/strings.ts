import { ADD_TO_CART_ERRORS } from '../../lib/add-to-cart';
import { catalogue } from '../../store/language';

/** User-facing text of quick add, the quantity stepper, add to cart and the stock dialog (spec 1 sections 4, 5, 8). */
export const $cartStrings = catalogue(
  'cart-parts',
  {
    quickAddTitle: 'Quick Add to Cart',
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    updated: 'Updated!',
    updateFailed: 'Update failed',
    addToCart: 'Add to Cart',
    adding: 'Adding...',
    outOfStock: 'Out of Stock',
    noShipping: "Vendor doesn't ship to your location",
    close: 'Close',
    addFailed: 'Failed to add product to cart. Please try again.',
    // The quick add modal has no retry of its own (the product page says 'Please try again.' by its Try Again).
    detailFailed: 'Failed to load product details. Please try again later.',
    added: 'Added to Cart',
    addedLine: '{qty} x {price}',
    // Before an add: what will go to the cart.
    moqRule: 'Minimum order quantity: {moq} units',
    lineTotal: 'Line total: {amount} ({qty} x {price})',
    // Stock dialog
    outOfStockTitle: 'Out of Stock',
    outOfStockText: 'This product is currently out of stock. Please remove it from your cart or check back later.',
    understood: 'Understood',
    insufficientTitle: 'Insufficient Stock',
    insufficientText: 'Only {n} units are available in stock. You requested {m} units.',
    setTo: 'Set to {n} unit(s)',
    cancel: 'Cancel',
    errors: ADD_TO_CART_ERRORS,
  } as const,
  () => import('./strings.ms'),
);
