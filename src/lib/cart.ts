/**
 * The cart's rules (spec 2 sections 4, 5 and 9), shared by the cart service that computes the
 * cart and the elements that show it.
 */
import { formatRM } from './money';

/** The largest quantity a cart line may hold. */
export const MAX_CART_QUANTITY = 1_000_000;

/** The most references one SKU keeps, and the longest one (spec 2 section 3, Product reference). */
export const MAX_REFERENCES_PER_SKU = 20;
export const MAX_REFERENCE_LENGTH = 200;

/**
 * The cart stepper's bounds: at least the MOQ (or 1); at most the stock only when the product
 * limits add to cart (limit_add_to_cart > 0), else MAX_CART_QUANTITY (spec 2 section 9).
 */
export function cartQuantityBounds(moq: number, stock: number, limitAddToCart: number): { min: number; max: number } {
  const min = Math.max(1, moq);
  return { min, max: limitAddToCart > 0 ? Math.max(min, stock) : MAX_CART_QUANTITY };
}

/** How many units a line lacks to reach its MOQ: moq minus quantity, never below 0 (spec 2 section 4). */
export function moqShortfall(quantity: number, moq: number): number {
  return moq > 0 ? Math.max(0, moq - quantity) : 0;
}

/** What the bulk hint reads of a line (spec 2 section 4). */
export interface BulkHintLine {
  quantity: number;
  /** The approved bulk price, or null. */
  bulk_price: number | null;
  /** Its minimum quantity, or null. */
  bulk_quantity: number | null;
}

/** 'Need X more, Current: a / b required' for a line with a bulk price not yet reached; null otherwise. */
export function bulkHint(line: BulkHintLine): string | null {
  if (line.bulk_price === null || line.bulk_quantity === null || line.quantity >= line.bulk_quantity) return null;
  return `Need ${line.bulk_quantity - line.quantity} more, Current: ${line.quantity} / ${line.bulk_quantity} required`;
}

/**
 * A vendor minimum is met when the seller's included lines in the category together exceed it
 * (the spec's words: 'must exceed'). Amounts in sen.
 */
export function vendorMinimumMet(currentSen: number, minimumSen: number): boolean {
  return currentSen > minimumSen;
}

/** The vendor minimum message's words, `{seller}`, `{category}`, `{minimum}` and `{current}` filled in. */
export const VENDOR_MINIMUM_MESSAGE =
  'Orders from {seller} in {category} must exceed {minimum}; the minimum and your current total are {minimum} and {current} respectively.';

/** The server's vendor minimum message (spec 2 section 5): 'must exceed' and 'respectively', the seller, the category and RM amounts. */
export function vendorMinimumMessage(
  seller: string,
  category: string,
  minimumRinggit: number,
  currentRinggit: number,
  template: string = VENDOR_MINIMUM_MESSAGE,
): string {
  return template.replace(
    /\{(\w+)\}/g,
    (whole, name: string) => ({ seller, category, minimum: formatRM(minimumRinggit), current: formatRM(currentRinggit) })[name] ?? whole,
  );
}

/** The notices the cart shows above its lines and the checkout wizard above its steps (spec 2 sections 2 and 4). */
export const CART_NOTICES = {
  restrictedCount: '{n} item(s) excluded due to location restrictions',
  restrictedNote: 'These items will be automatically excluded from checkout.',
  moqTitle: 'Minimum Order Quantity Requirements Not Met',
  moqNote: 'Increase quantities to meet minimum order requirements.',
  moqLine: '{product}: {n} more needed (MOQ: {moq})',
} as const;

/** What the cart checkout button reads (spec 2 section 4). */
export interface CheckoutButtonInput {
  /** Lines not excluded by location. */
  validItems: number;
  /** Lines excluded by location. */
  excludedItems: number;
  /** Included lines below their MOQ. */
  moqViolations: number;
  /** Unmet vendor minimums. */
  vendorErrors: number;
}

export type CheckoutButtonState =
  | { kind: 'no-valid-items'; disabled: true; label: string }
  | { kind: 'moq'; disabled: true; label: string }
  | { kind: 'vendor-minimum'; disabled: true; label: string }
  | { kind: 'requirements'; disabled: true; label: string }
  | { kind: 'partial'; disabled: false; label: string; note: string }
  | { kind: 'ready'; disabled: false; label: string };

export const CHECKOUT_LABELS = {
  noValidItems: 'No Valid Items',
  moq: 'Minimum Order Quantity Required',
  vendorMinimum: 'Vendor Minimum Order Required',
  both: 'Requirements Not Met',
  partial: 'Proceed with {n} Valid Items',
  partialNote: '{n} item(s) will be excluded',
  ready: 'PROCEED TO CHECKOUT',
} as const;

/** The checkout button: disabled while nothing valid is left or a requirement is unmet; otherwise how many lines go to checkout. */
export function checkoutButton(
  input: CheckoutButtonInput,
  labels: Record<keyof typeof CHECKOUT_LABELS, string> = CHECKOUT_LABELS,
): CheckoutButtonState {
  if (input.validItems === 0) return { kind: 'no-valid-items', disabled: true, label: labels.noValidItems };
  if (input.moqViolations > 0 && input.vendorErrors > 0) return { kind: 'requirements', disabled: true, label: labels.both };
  if (input.moqViolations > 0) return { kind: 'moq', disabled: true, label: labels.moq };
  if (input.vendorErrors > 0) return { kind: 'vendor-minimum', disabled: true, label: labels.vendorMinimum };
  if (input.excludedItems > 0) {
    return {
      kind: 'partial',
      disabled: false,
      label: labels.partial.replace('{n}', String(input.validItems)),
      note: labels.partialNote.replace('{n}', String(input.excludedItems)),
    };
  }
  return { kind: 'ready', disabled: false, label: labels.ready };
}

/** The punch-out cart's transfer button: whether it is held, what it reads, and why lines hold it. */
export interface TransferButtonState {
  disabled: boolean;
  label: string;
  note?: string;
}

/**
 * The transfer button of a punch-out cart. The order the procurement system approves comes back
 * through checkout's rules, so the cart is held exactly where checkout is (nothing valid, an MOQ,
 * a seller's minimum), and also while it holds lines not delivered to the location: checkout would
 * leave them out, but a transfer sends every line and its order would be refused.
 */
export function transferButton(
  input: CheckoutButtonInput,
  labels: Record<keyof typeof CHECKOUT_LABELS, string> & { transfer: string; transferExcluded: string },
): TransferButtonState {
  const checkout = checkoutButton(input, labels);
  if (checkout.kind === 'ready') return { disabled: false, label: labels.transfer };
  if (checkout.kind === 'partial')
    return { disabled: true, label: labels.transfer, note: labels.transferExcluded.replace('{n}', String(input.excludedItems)) };
  return { disabled: true, label: checkout.label };
}

/** SST on a taxable amount in sen at a rate in basis points (800 = 8%), rounded once, half up. */
export function taxOn(taxableSen: number, rateBasisPoints: number): number {
  return Math.round((taxableSen * rateBasisPoints) / 10_000);
}

/** How one line ships at the location, in sen. */
export interface LineShipping {
  mode: 'free' | 'charged' | 'conditional';
  /** The rule's charge. */
  charge: number;
  /** Conditional rules: the seller subtotal from which shipping is free. */
  applicableCharge: number;
}

/**
 * A seller's shipping fee over its included lines, in sen: a seller ships once, so the fee is the
 * largest charge among its lines; a conditional line ships free once the seller's subtotal
 * reaches its applicable charge; free lines cost nothing.
 */
export function sellerShippingFee(lines: readonly LineShipping[], sellerSubtotalSen: number): number {
  let fee = 0;
  for (const line of lines) {
    if (line.mode === 'free') continue;
    if (line.mode === 'conditional' && line.applicableCharge > 0 && sellerSubtotalSen >= line.applicableCharge) continue;
    fee = Math.max(fee, line.charge);
  }
  return fee;
}
