import { describe, expect, it } from 'vitest';
import { cartFigures, type CartLineInput } from '../../server/domain/cart-figures';
import { addressLines, joinPlaces, quotationNumber, quotationValidUntil } from '../../server/domain/cart-quotation';
import { DEFAULT_SST_BASIS_POINTS, sstRateFrom } from '../../server/domain/cart-tax';

describe('SST_RATE', () => {
  it('is 8% when unset or empty', () => {
    expect(sstRateFrom(undefined)).toBe(800);
    expect(sstRateFrom('')).toBe(DEFAULT_SST_BASIS_POINTS);
  });

  it('reads a percent with up to 2 decimals, from 0 to 100', () => {
    expect(sstRateFrom('6')).toBe(600);
    expect(sstRateFrom('6.5')).toBe(650);
    expect(sstRateFrom('0.01')).toBe(1);
    expect(sstRateFrom('0')).toBe(0);
    expect(sstRateFrom('100')).toBe(10_000);
    expect(sstRateFrom(' 10 ')).toBe(1_000);
  });

  it('stops the server on anything else, naming the value', () => {
    for (const bad of ['-1', '100.01', '101', '6.125', 'eight', '8%', '1e1', '0x10', '.5', 'NaN']) {
      expect(() => sstRateFrom(bad), bad).toThrow(`SST_RATE must be a percent from 0 to 100 with at most 2 decimals, not "${bad}"`);
    }
  });
});

describe('quotation number', () => {
  it('is QT-, the issue date in Malaysia, and the id padded to 6 digits', () => {
    expect(quotationNumber(42, new Date('2026-11-23T10:00:00Z'))).toBe('QT-20261123-000042');
    // 23:30 UTC is already the next morning in Malaysia.
    expect(quotationNumber(1_234_567, new Date('2026-11-23T23:30:00Z'))).toBe('QT-20261124-1234567');
  });

  it('is valid for 30 days', () => {
    expect(quotationValidUntil(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-12-23T10:00:00.000Z');
  });
});

describe('quotation addresses', () => {
  const headOffice = {
    lotNo: 'Level 12, Menara Demo',
    street1: 'Jalan Sultan Ismail',
    street2: 'Bukit Bintang',
    postcode: '50250',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    country: 'Malaysia',
  };

  it('prints lot and streets, postcode and city, then state and country', () => {
    expect(addressLines(headOffice)).toEqual([
      'Level 12, Menara Demo, Jalan Sultan Ismail, Bukit Bintang',
      '50250 Kuala Lumpur',
      'Kuala Lumpur, Malaysia',
    ]);
  });

  it('leaves out blank parts and lines', () => {
    expect(addressLines({ ...headOffice, lotNo: ' ', street2: '', postcode: '' })).toEqual([
      'Jalan Sultan Ismail',
      'Kuala Lumpur',
      'Kuala Lumpur, Malaysia',
    ]);
    expect(addressLines({ lotNo: '', street1: '', street2: '', postcode: '', city: '', state: '', country: '' })).toEqual([]);
  });

  it('names a place once, without blanks', () => {
    expect(joinPlaces(['Petaling', 'Petaling', null, ' ', 'Selangor'])).toBe('Petaling, Selangor');
  });
});

describe('cart figures', () => {
  const line = (change: Partial<CartLineInput> = {}): CartLineInput => ({
    skuId: 1,
    sku: 'SKU-1',
    productId: 1,
    productName: 'Paper',
    productImg: null,
    sellerId: 1,
    sellerName: 'Seller',
    categoryId: 10,
    variantOptions: [],
    actPrice: 1_000,
    marketplacePrice: 1_000,
    quantity: 1,
    moq: 1,
    availability: 'Y',
    stock: 10,
    limitAddToCart: 0,
    available: true,
    bulkRequest: null,
    isCheapest: true,
    cheaperAlternative: null,
    priceLimit: null,
    justification: null,
    references: [],
    restriction: null,
    shipping: { mode: 'charged', charge: 500, applicableCharge: 0 },
    taxOnShipping: false,
    ...change,
  });
  const options = { taxRateBasisPoints: 800, location: null };

  it('ignores a bulk request the seller has not answered with a price', () => {
    const cart = cartFigures(
      [line({ quantity: 5, bulkRequest: { status: 'NEGO', approvePrice: 700, approvedMinQuantity: 2 } })],
      [],
      options,
    );
    expect(cart.cartItems[0]).toMatchObject({ price: 10, is_bulk_price: false, bulk_price: null, has_bulk_price_requirement: false });
  });

  it('has no free-shipping threshold when a seller line is always charged', () => {
    const conditional = line({ skuId: 2, shipping: { mode: 'conditional', charge: 800, applicableCharge: 5_000 } });
    expect(cartFigures([line(), conditional], [], options).shippingDetails[0]).toMatchObject({ shippingFee: 8, freeShippingAbove: null });
    expect(cartFigures([conditional], [], options).shippingDetails[0]).toMatchObject({ shippingFee: 8, freeShippingAbove: 50 });
  });

  it('leaves out a vendor minimum the cart buys nothing under', () => {
    const minimum = { sellerId: 1, categoryId: 20, categoryName: 'Furniture', minimumAmount: 100_000, categoryIds: new Set([20, 21]) };
    expect(cartFigures([line()], [minimum], options).vendorMinimumOrder).toEqual({ errors: [], minimums: [] });
    expect(cartFigures([line({ categoryId: 21 })], [minimum], options).vendorMinimumOrder.errors).toHaveLength(1);
    // Nor does an excluded line count.
    expect(cartFigures([line({ categoryId: 21, restriction: 'Not here' })], [minimum], options).vendorMinimumOrder.minimums).toEqual([]);
  });
});
