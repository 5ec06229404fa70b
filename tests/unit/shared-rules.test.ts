/** The rules the elements and the server share (src/lib), each stated as the spec gives it. */
import { describe, expect, it } from 'vitest';
import { ADD_TO_CART_ERRORS, cartLineProblem, NOT_SHIPPED } from '../../src/lib/add-to-cart';
import { decodeCategoryToken, encodeCategoryToken } from '../../src/lib/category-token';
import { coveringKeys, keysCover, locationKey, locationSlug } from '../../src/lib/location';
import { hasWholeSen, toRinggit, toSen } from '../../src/lib/money';
import { MOQ_CODES, moqBounds, moqRange } from '../../src/lib/moq';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../../src/lib/pagination';
import { maskSeller, sellerDisplayName, sellerIdOfCode } from '../../src/lib/seller';
import { LISTING_SORTS, SEARCH_SORTS } from '../../src/lib/sort';
import { insufficientStockMessage, moqMessage, outOfStockMessage, parseStockError } from '../../src/lib/stock-error';

describe('page size', () => {
  it('is 24 products a page, at most 100 on request (spec 1 section 9)', () => {
    expect(PAGE_SIZE).toBe(24);
    expect(MAX_PAGE_SIZE).toBe(100);
  });
});

describe('MOQ buckets', () => {
  it('maps U0, U10, U100 and N to 1-10, 11-100, 101-1000 and moq 0, case-insensitively', () => {
    expect(MOQ_CODES).toEqual(['U0', 'U10', 'U100', 'N']);
    expect(moqRange('U0')).toEqual({ min: 1, max: 10 });
    expect(moqRange('U10')).toEqual({ min: 11, max: 100 });
    expect(moqRange('u100')).toEqual({ min: 101, max: 1000 });
    expect(moqRange(' N ')).toEqual({ min: 0, max: 0 });
    expect(moqBounds('U100')).toEqual({ min: 101, max: 1000 });
  });

  it('knows no other code', () => {
    expect(moqRange('U5')).toBeNull();
    expect(moqRange('')).toBeNull();
  });
});

describe('sort codes', () => {
  it('lists the listing sorts and the search sorts of spec 1 section 9', () => {
    expect(LISTING_SORTS).toEqual(['relevance', 'price_low_high', 'price_high_low', 'newest', 'rating']);
    expect(SEARCH_SORTS).toEqual(['min_price_in_cents:asc', 'min_price_in_cents:desc', 'created_at:desc', 'seller.rating:desc']);
  });
});

describe('seller masking', () => {
  it("shows 'VNDR-' plus the id padded to 6 digits unless the viewer may see names", () => {
    expect(maskSeller(123)).toBe('VNDR-000123');
    expect(sellerDisplayName(123, 'Maju Trading', false)).toBe('VNDR-000123');
    expect(sellerDisplayName(123, 'Maju Trading', true)).toBe('Maju Trading');
  });

  it('reads a masked code back to the seller id', () => {
    expect(sellerIdOfCode('VNDR-000123')).toBe(123);
    expect(sellerIdOfCode('vndr123')).toBe(123);
    expect(sellerIdOfCode('000123')).toBe(123);
    expect(sellerIdOfCode('Maju Trading')).toBeNull();
  });
});

describe('ringgit and sen', () => {
  it('stores RM as whole sen and reads it back with 2 decimals', () => {
    expect(toSen(12.34)).toBe(1234);
    expect(toSen(0.29)).toBe(29);
    expect(toRinggit(1234)).toBe(12.34);
    expect(toRinggit(toSen(99999.99))).toBe(99999.99);
  });

  it('accepts at most 2 decimals', () => {
    expect(hasWholeSen(12.34)).toBe(true);
    expect(hasWholeSen(0.1 + 0.2)).toBe(true);
    expect(hasWholeSen(12.345)).toBe(false);
  });
});

describe('category tokens', () => {
  it("are base64 of 'cat_' plus the id, in Node and in the browser alike", () => {
    expect(encodeCategoryToken(2756)).toBe('Y2F0XzI3NTY=');
    expect(decodeCategoryToken('Y2F0XzI3NTY=')).toBe(2756);
    expect(decodeCategoryToken(' Y2F0XzI3NTY= ')).toBe(2756);
  });

  it('reject anything else', () => {
    for (const bad of ['', 'abc', btoa('dog_1'), btoa('cat_x'), '!!!!', btoa('cat_1234567890')]) {
      expect(decodeCategoryToken(bad)).toBeNull();
    }
  });
});

describe('location keys', () => {
  it("are 'state.district', lowercase with hyphens; a missing part is 'all'", () => {
    expect(locationSlug(' Kuala  Lumpur ')).toBe('kuala-lumpur');
    expect(locationKey('Kuala Lumpur', 'Kuala Lumpur')).toBe('kuala-lumpur.kuala-lumpur');
    expect(locationKey('Selangor')).toBe('selangor.all');
    expect(locationKey()).toBe('all.all');
  });

  it("are covered by themselves, their state's 'state.all' and 'all.all'", () => {
    expect(coveringKeys('selangor.petaling')).toEqual(['selangor.petaling', 'selangor.all', 'all.all']);
    expect(coveringKeys('all.all')).toEqual(['all.all']);
    expect(keysCover(['selangor.all'], 'selangor.petaling')).toBe(true);
    expect(keysCover(['all.all'], 'penang.timur-laut')).toBe(true);
    expect(keysCover(['selangor.klang'], 'selangor.petaling')).toBe(false);
  });
});

describe('add to cart on the server', () => {
  const line = { name: 'Face mask', available: true, shipsToLocation: true, availability: 'Y', stock: 50, moq: 10, quantity: 20 };

  it('accepts a line within stock and at or above the MOQ', () => {
    expect(cartLineProblem(line)).toBeNull();
    expect(cartLineProblem({ ...line, quantity: 10 })).toBeNull();
    expect(cartLineProblem({ ...line, quantity: 50 })).toBeNull();
  });

  it('answers with the spec 1 section 8 messages, in order', () => {
    expect(cartLineProblem({ ...line, available: false, shipsToLocation: false })).toBe('Face mask is not available');
    expect(cartLineProblem({ ...line, shipsToLocation: false, stock: 0 })).toBe(
      'The vendor does not provide shipping services to your location',
    );
    expect(cartLineProblem({ ...line, stock: 0 })).toBe('Face mask is out of stock');
    // Marked unavailable is out of stock whatever the stock (spec 1 section 5).
    expect(cartLineProblem({ ...line, availability: 'N' })).toBe('Face mask is out of stock');
    expect(cartLineProblem({ ...line, quantity: 51 })).toBe('Insufficient stock for Face mask. Available: 50, Requested: 51');
    expect(cartLineProblem({ ...line, quantity: 9 })).toBe('Minimum order quantity for Face mask is 10');
    expect(NOT_SHIPPED).toBe('The vendor does not provide shipping services to your location');
    expect(ADD_TO_CART_ERRORS.sku).toBe('Product SKU is not available. Cannot add to cart.');
  });

  it("builds messages the client's stock-error parser reads back", () => {
    expect(parseStockError(outOfStockMessage('Glove'), 3)).toEqual({ kind: 'out-of-stock' });
    expect(parseStockError(insufficientStockMessage('Glove', 5, 8), 3)).toEqual({ kind: 'insufficient', available: 5, requested: 8 });
    expect(parseStockError(moqMessage('Glove', 12), 3)).toEqual({ kind: 'moq', moq: 12 });
  });
});
