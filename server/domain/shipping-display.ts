import type { LineShipping } from '../../src/lib/cart';
import { formatSen, toRinggit } from '../../src/lib/money';
import { SHIPPING_TEXT } from '../../src/lib/product-detail';

const FREE_SHIPPING = SHIPPING_TEXT.free;

/** A product's shipping as a buyer reads it (wishlist product, compare record). Money in RM. */
export interface ShippingDisplay {
  charge: string;
  charge_number: number;
  shipping_restricted: boolean;
}

/**
 * How a product line ships at a place, for display: 'Free Shipping', the rule's charge ('RM 12.00'),
 * or the restriction message. `shipped` is null when the request names no known place: nothing is
 * known, so nothing is shown or charged.
 */
export function shippingDisplay(shipped: { shipping: LineShipping; restriction: string | null } | null): ShippingDisplay {
  if (!shipped) return { charge: '', charge_number: 0, shipping_restricted: false };
  if (shipped.restriction !== null) return { charge: shipped.restriction, charge_number: 0, shipping_restricted: true };
  if (shipped.shipping.mode === 'free') return { charge: FREE_SHIPPING, charge_number: 0, shipping_restricted: false };
  return { charge: formatSen(shipped.shipping.charge), charge_number: toRinggit(shipped.shipping.charge), shipping_restricted: false };
}
