import { describe, expect, it } from 'vitest';
import {
  bulkHint,
  cartQuantityBounds,
  CHECKOUT_LABELS,
  checkoutButton,
  MAX_CART_QUANTITY,
  moqShortfall,
  sellerShippingFee,
  taxOn,
  transferButton,
  vendorMinimumMessage,
  vendorMinimumMet,
  type CheckoutButtonInput,
} from '../../src/lib/cart';

describe('cart quantity bounds', () => {
  it('starts at the MOQ, or 1 without one', () => {
    expect(cartQuantityBounds(0, 10, 1).min).toBe(1);
    expect(cartQuantityBounds(5, 10, 1).min).toBe(5);
  });

  it('stops at the stock only when the product limits add to cart', () => {
    expect(cartQuantityBounds(1, 10, 1).max).toBe(10);
    expect(cartQuantityBounds(1, 10, 0).max).toBe(MAX_CART_QUANTITY);
    // Never below the minimum, even when the stock is.
    expect(cartQuantityBounds(5, 2, 1)).toEqual({ min: 5, max: 5 });
  });
});

describe('MOQ shortfall', () => {
  it('is the MOQ minus the quantity, never below 0, and 0 without an MOQ', () => {
    expect(moqShortfall(3, 10)).toBe(7);
    expect(moqShortfall(10, 10)).toBe(0);
    expect(moqShortfall(12, 10)).toBe(0);
    expect(moqShortfall(1, 0)).toBe(0);
  });
});

describe('bulk hint', () => {
  it("reads 'Need X more, Current: a / b required' below the bulk quantity", () => {
    expect(bulkHint({ quantity: 3, bulk_price: 9.5, bulk_quantity: 10 })).toBe('Need 7 more, Current: 3 / 10 required');
  });

  it('is null at or above the bulk quantity, or without a bulk price', () => {
    expect(bulkHint({ quantity: 10, bulk_price: 9.5, bulk_quantity: 10 })).toBeNull();
    expect(bulkHint({ quantity: 11, bulk_price: 9.5, bulk_quantity: 10 })).toBeNull();
    expect(bulkHint({ quantity: 3, bulk_price: null, bulk_quantity: 10 })).toBeNull();
    expect(bulkHint({ quantity: 3, bulk_price: 9.5, bulk_quantity: null })).toBeNull();
  });
});

describe('vendor minimum', () => {
  it('is met only when the total exceeds the minimum', () => {
    expect(vendorMinimumMet(10_001, 10_000)).toBe(true);
    expect(vendorMinimumMet(10_000, 10_000)).toBe(false);
    expect(vendorMinimumMet(0, 10_000)).toBe(false);
  });

  it("names the seller, the category and the amounts, with 'must exceed' and 'respectively'", () => {
    expect(vendorMinimumMessage('VNDR-000007', 'Office Supplies', 1500, 1234.5)).toBe(
      'Orders from VNDR-000007 in Office Supplies must exceed RM 1,500.00; the minimum and your current total are RM 1,500.00 and RM 1,234.50 respectively.',
    );
  });
});

describe('checkout button', () => {
  const input = (change: Partial<CheckoutButtonInput> = {}): CheckoutButtonInput => ({
    validItems: 3,
    excludedItems: 0,
    moqViolations: 0,
    vendorErrors: 0,
    ...change,
  });

  it("is disabled with 'No Valid Items' when nothing valid is left, before any other requirement", () => {
    expect(checkoutButton(input({ validItems: 0, excludedItems: 2, moqViolations: 1, vendorErrors: 1 }))).toEqual({
      kind: 'no-valid-items',
      disabled: true,
      label: 'No Valid Items',
    });
  });

  it('names the unmet requirement, or both', () => {
    expect(checkoutButton(input({ moqViolations: 1 }))).toEqual({ kind: 'moq', disabled: true, label: 'Minimum Order Quantity Required' });
    expect(checkoutButton(input({ vendorErrors: 2 }))).toEqual({
      kind: 'vendor-minimum',
      disabled: true,
      label: 'Vendor Minimum Order Required',
    });
    expect(checkoutButton(input({ moqViolations: 1, vendorErrors: 1, excludedItems: 1 }))).toEqual({
      kind: 'requirements',
      disabled: true,
      label: 'Requirements Not Met',
    });
  });

  it('proceeds with the valid items when some are excluded, saying how many will be', () => {
    expect(checkoutButton(input({ validItems: 4, excludedItems: 2 }))).toEqual({
      kind: 'partial',
      disabled: false,
      label: 'Proceed with 4 Valid Items',
      note: '2 item(s) will be excluded',
    });
  });

  it("reads 'PROCEED TO CHECKOUT' otherwise", () => {
    expect(checkoutButton(input())).toEqual({ kind: 'ready', disabled: false, label: CHECKOUT_LABELS.ready });
    expect(CHECKOUT_LABELS.ready).toBe('PROCEED TO CHECKOUT');
  });
});

describe('punch-out transfer button', () => {
  const labels = { ...CHECKOUT_LABELS, transfer: 'Transfer cart to SAP Ariba', transferExcluded: 'Remove the {n} item(s) not delivered' };
  const input = (change: Partial<CheckoutButtonInput> = {}): CheckoutButtonInput => ({
    validItems: 3,
    excludedItems: 0,
    moqViolations: 0,
    vendorErrors: 0,
    ...change,
  });

  it('transfers a cart checkout would take whole', () => {
    expect(transferButton(input(), labels)).toEqual({ disabled: false, label: 'Transfer cart to SAP Ariba' });
  });

  it('is held, naming why, wherever checkout is held', () => {
    expect(transferButton(input({ validItems: 0, excludedItems: 1 }), labels)).toEqual({ disabled: true, label: 'No Valid Items' });
    expect(transferButton(input({ moqViolations: 1 }), labels)).toEqual({ disabled: true, label: 'Minimum Order Quantity Required' });
    expect(transferButton(input({ vendorErrors: 1 }), labels)).toEqual({ disabled: true, label: 'Vendor Minimum Order Required' });
  });

  it('is held while the cart holds lines not delivered to the location, saying how many to remove', () => {
    expect(transferButton(input({ validItems: 4, excludedItems: 2 }), labels)).toEqual({
      disabled: true,
      label: 'Transfer cart to SAP Ariba',
      note: 'Remove the 2 item(s) not delivered',
    });
  });
});

describe('SST', () => {
  it('is the rate in basis points of the taxable sen, rounded once, half up', () => {
    expect(taxOn(10_000, 800)).toBe(800);
    expect(taxOn(1_999, 800)).toBe(160); // 159.92
    expect(taxOn(1_000_000, 650)).toBe(65_000);
    expect(taxOn(6_250, 600)).toBe(375);
    expect(taxOn(6_256, 800)).toBe(500); // 500.48
    expect(taxOn(12_345, 0)).toBe(0);
  });

  it('rounds a half sen up', () => {
    // 25 x 2% = 0.5 sen.
    expect(taxOn(25, 200)).toBe(1);
  });
});

describe('seller shipping fee', () => {
  it('charges the largest charge among the seller lines, once', () => {
    expect(
      sellerShippingFee(
        [
          { mode: 'charged', charge: 800, applicableCharge: 0 },
          { mode: 'charged', charge: 1_500, applicableCharge: 0 },
        ],
        10_000,
      ),
    ).toBe(1_500);
  });

  it('ships free lines for nothing', () => {
    expect(sellerShippingFee([{ mode: 'free', charge: 900, applicableCharge: 0 }], 100)).toBe(0);
    expect(sellerShippingFee([], 100)).toBe(0);
  });

  it('ships a conditional line free once the seller subtotal reaches its threshold', () => {
    const conditional = { mode: 'conditional' as const, charge: 800, applicableCharge: 5_000 };
    expect(sellerShippingFee([conditional], 4_999)).toBe(800);
    expect(sellerShippingFee([conditional], 5_000)).toBe(0);
    // A charged line still costs its charge.
    expect(sellerShippingFee([conditional, { mode: 'charged', charge: 300, applicableCharge: 0 }], 6_000)).toBe(300);
  });

  it('charges a conditional line without a threshold like a charged one', () => {
    expect(sellerShippingFee([{ mode: 'conditional', charge: 700, applicableCharge: 0 }], 1_000_000)).toBe(700);
  });
});
