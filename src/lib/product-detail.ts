import { formatRM, formatRMRange } from './money';

/** What the shipping rules read of a product's shipping_info (charges in RM). */
interface ShippingCharges {
  free_shipping: number;
  min_charge: number;
  max_charge: number;
  applicable_charge: number;
}

/** The product's and the seller's delivery terms in days. */
interface DeliveryTerms {
  delivery_term_from: number | null;
  delivery_term_to: number | null;
  default_delivery_term_from: number | null;
  default_delivery_term_to: number | null;
}

/** What the bulk price rule reads of a bulk price request (prices in RM). */
interface BulkAnswer {
  status: string;
  approve_price: number | null;
  approve_quantity: number | null;
}

/** User-facing text of the shipping and delivery rules (spec 1 sections 8 and 9). */
/** The shipping block's words; an element passes its own language's. */
export const SHIPPING_TEXT = {
  free: 'Free Shipping',
  notAvailable: 'Not Available',
  freeAbove: 'Free Shipping Above {amount}',
  notSpecified: 'Not specified',
  day: '{n} day',
  days: '{n} days',
  dayRange: '{from} - {to} days',
} as const;

type ShippingText = Record<keyof typeof SHIPPING_TEXT, string>;

/** The shipping charge: free, 'Not Available' where restricted, else the min to max range in RM. */
export function shippingCharge(info: ShippingCharges, restricted: boolean, text: ShippingText = SHIPPING_TEXT): string {
  if (restricted) return text.notAvailable;
  if (info.free_shipping === 1) return text.free;
  return formatRMRange(info.min_charge, info.max_charge);
}

/** 'Free Shipping Above RM x' when shipping is not free and a threshold (applicable_charge) above 0 exists. */
export function freeShippingAbove(info: ShippingCharges, restricted: boolean, text: ShippingText = SHIPPING_TEXT): string | null {
  if (restricted || info.free_shipping === 1 || !(info.applicable_charge > 0)) return null;
  return text.freeAbove.replace('{amount}', formatRM(info.applicable_charge));
}

/**
 * Delivery terms in days: the product's own, else the seller's default; a range, a single value,
 * or 'Not specified'.
 */
export function deliveryTerm(detail: DeliveryTerms, text: ShippingText = SHIPPING_TEXT): string {
  const own = detail.delivery_term_from != null || detail.delivery_term_to != null;
  const from = own ? detail.delivery_term_from : detail.default_delivery_term_from;
  const to = own ? detail.delivery_term_to : detail.default_delivery_term_to;
  const low = from ?? to;
  const high = to ?? from;
  if (low == null || high == null) return text.notSpecified;
  if (low === high) return (low === 1 ? text.day : text.days).replace('{n}', String(low));
  return text.dayRange.replace('{from}', String(Math.min(low, high))).replace('{to}', String(Math.max(low, high)));
}

/** What an approved bulk price means at a quantity (spec 1 section 4). */
export interface BulkPricing {
  /** The unit price to charge: the approved price once it applies, else the act price. */
  unitPrice: number;
  applies: boolean;
  /** Units still needed before it applies; 0 once it does (or when there is nothing approved). */
  unitsNeeded: number;
  /** Act price minus approved price, per unit; null when nothing is approved. */
  savingPerUnit: number | null;
}

/** The approved price applies only at or above the approved quantity; below it, how many more are needed. */
export function bulkPricing(request: BulkAnswer | null | undefined, quantity: number, actPrice: number): BulkPricing {
  if (!request || request.status !== 'REPLY' || request.approve_price === null) {
    return { unitPrice: actPrice, applies: false, unitsNeeded: 0, savingPerUnit: null };
  }
  const minimum = request.approve_quantity ?? 1;
  const applies = quantity >= minimum;
  return {
    unitPrice: applies ? request.approve_price : actPrice,
    applies,
    unitsNeeded: applies ? 0 : minimum - quantity,
    savingPerUnit: Math.round((actPrice - request.approve_price) * 100) / 100,
  };
}

/** A bulk price target: required, not negative, at most 2 decimals (the form's step 0.01). */
export function validTargetPrice(text: string): boolean {
  if (text.trim() === '') return false;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
