import { describe, expect, it } from 'vitest';
import type { BulkPriceRequest } from '../../src/api/types';
import { bulkPricing, deliveryTerm, freeShippingAbove, shippingCharge, validTargetPrice } from '../../src/lib/product-detail';

const request = (change: Partial<BulkPriceRequest> = {}): BulkPriceRequest => ({
  recid: 1,
  status: 'REPLY',
  quantity: 100,
  target_price: 9,
  approve_price: 9.5,
  bulk_note: '',
  sku_id: 3,
  approve_quantity: 50,
  seller_note: null,
  location: null,
  updated_at: '2026-11-22T00:00:00.000Z',
  ...change,
});

describe('shipping text', () => {
  const info = { free_shipping: 0 as const, min_charge: 8, max_charge: 20, applicable_charge: 0 };

  it('says free, a min to max range, a single charge, or Not Available where restricted', () => {
    expect(shippingCharge({ ...info, free_shipping: 1 }, false)).toBe('Free Shipping');
    expect(shippingCharge(info, false)).toBe('RM 8.00 - RM 20.00');
    expect(shippingCharge({ ...info, max_charge: 8 }, false)).toBe('RM 8.00');
    expect(shippingCharge({ ...info, free_shipping: 1 }, true)).toBe('Not Available');
  });

  it("shows 'Free Shipping Above' only when not free and the threshold is above 0", () => {
    expect(freeShippingAbove({ ...info, applicable_charge: 250 }, false)).toBe('Free Shipping Above RM 250.00');
    expect(freeShippingAbove(info, false)).toBeNull();
    expect(freeShippingAbove({ ...info, free_shipping: 1, applicable_charge: 250 }, false)).toBeNull();
    expect(freeShippingAbove({ ...info, applicable_charge: 250 }, true)).toBeNull();
  });
});

describe('delivery terms', () => {
  const none = { delivery_term_from: null, delivery_term_to: null, default_delivery_term_from: null, default_delivery_term_to: null };

  it('shows days as a range or a single value, else Not specified', () => {
    expect(deliveryTerm({ ...none, delivery_term_from: 3, delivery_term_to: 5 })).toBe('3 - 5 days');
    expect(deliveryTerm({ ...none, delivery_term_from: 4, delivery_term_to: 4 })).toBe('4 days');
    expect(deliveryTerm({ ...none, delivery_term_to: 6 })).toBe('6 days');
    expect(deliveryTerm(none)).toBe('Not specified');
  });

  it("falls back to the seller's default terms", () => {
    expect(deliveryTerm({ ...none, default_delivery_term_from: 2, default_delivery_term_to: 7 })).toBe('2 - 7 days');
    expect(deliveryTerm({ ...none, delivery_term_from: 1, default_delivery_term_from: 2, default_delivery_term_to: 7 })).toBe('1 day');
  });
});

describe('bulk price qualification', () => {
  it('applies the approved price at or above the approved quantity, with the saving per unit', () => {
    expect(bulkPricing(request(), 50, 12.3)).toEqual({ unitPrice: 9.5, applies: true, unitsNeeded: 0, savingPerUnit: 2.8 });
    expect(bulkPricing(request(), 80, 12.3).applies).toBe(true);
  });

  it('says how many more units are needed below it', () => {
    expect(bulkPricing(request(), 45, 12.3)).toEqual({ unitPrice: 12.3, applies: false, unitsNeeded: 5, savingPerUnit: 2.8 });
  });

  it('applies nothing before the seller replies, or without a request', () => {
    expect(bulkPricing(request({ status: 'SEND', approve_price: null }), 500, 12.3)).toEqual({
      unitPrice: 12.3,
      applies: false,
      unitsNeeded: 0,
      savingPerUnit: null,
    });
    expect(bulkPricing(request({ status: 'NEGO' }), 500, 12.3).applies).toBe(false);
    expect(bulkPricing(null, 500, 12.3).unitPrice).toBe(12.3);
  });

  it('requires a target price of 0 or more with at most 2 decimals', () => {
    expect(validTargetPrice('')).toBe(false);
    expect(validTargetPrice('  ')).toBe(false);
    expect(validTargetPrice('-1')).toBe(false);
    expect(validTargetPrice('1.234')).toBe(false);
    expect(validTargetPrice('abc')).toBe(false);
    expect(validTargetPrice('0')).toBe(true);
    expect(validTargetPrice('12.50')).toBe(true);
  });
});
