import { CART_NOTICES, CHECKOUT_LABELS, VENDOR_MINIMUM_MESSAGE } from '../../lib/cart';
import { count } from '@nanostores/i18n';
import { catalogue } from '../../store/language';

/** User-facing text of lapasar-cart (spec 2 sections 2, 4, 5 and 8; spec 1 section 8). */
export const $strings = catalogue(
  'cart',
  {
    title: 'Shopping Cart',
    transfer: 'Transfer cart to {system}',
    transferExcluded: 'Remove the {n} item(s) not delivered to your location to transfer the cart',
    signInPrompt: 'Please sign in to view your cart.',
    signIn: 'Sign In',
    loading: 'Loading your cart...',
    empty: 'Your cart is empty.',
    continueShopping: 'Continue Shopping',
    loadFailed: 'Failed to load cart. Please try again.',
    needLocation: 'Please select your location to view shipping information',
    chooseLocation: 'Select Location',
    quickOrder: 'Quick Order',
    // Quotation
    generateQuotation: 'Generate Quotation',
    generating: 'Generating...',
    quotationFailed: 'Failed to generate quotation. Please try again.',
    // Seller groups
    seller: 'Seller: {name}',
    product: 'Product',
    price: 'Price',
    quantity: 'Quantity',
    total: 'Total',
    actions: 'Actions',
    sellerSubtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    moq: 'MOQ: {n}',
    /** A line priced above the buyer company's unit price limit for its category, said before checkout refuses it. */
    priceLimit: 'Price Limit Exceeded: maximum {price} per unit. Checkout will not accept this line at this price.',
    imageMissing: 'No image',
    refs: 'Refs',
    refsCounted: 'Refs ({n})',
    // The visible 'Refs' or 'Refs (2)' begins the button's name (WCAG 2.5.3, label in name).
    refsLabel: '{refs}: references for {product}',
    referencesList: 'Refs: {references}',
    referencesTitle: 'References for {product}',
    remove: 'Remove',
    removeNamed: 'Remove {product}',
    removed: '{product} removed from cart',
    removeFailed: 'Failed to remove item. Please try again.',
    // Product references (spec 2 sections 3 and 5)
    noReferences: 'No references yet.',
    newReference: 'New reference',
    add: 'Add',
    removeReference: 'Remove reference {reference}',
    referenceAdded: 'Reference added',
    referenceRemoved: 'Reference removed',
    // Notices
    ...CART_NOTICES,
    checkoutLabels: CHECKOUT_LABELS,
    vendorMinimum: VENDOR_MINIMUM_MESSAGE,
    removeRestricted: 'Remove Restricted Items ({n})',
    restrictedRemoved: '{n} item(s) removed due to location restrictions',
    restrictedFailed: 'Failed to remove restricted items. Please try again.',
    // Order summary
    summary: 'Order Summary',
    subtotal: count({ one: 'Subtotal ({count} item)', other: 'Subtotal ({count} items)' }),
    tax: 'SST ({rate}%)',
    grandTotal: 'Total',
    ok: 'OK',
    close: 'Close',
  } as const,
  () => import('./strings.ms'),
);
