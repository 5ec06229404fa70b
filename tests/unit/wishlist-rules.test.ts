import { describe, expect, it } from 'vitest';
import {
  addBlock,
  addFailed,
  BULK_ADD_PAUSE_MS,
  bulkAddBlock,
  bulkAddOutcome,
  chosenOptions,
  completeOptions,
  figuresOf,
  keepListed,
  NO_SELECTION,
  noSku,
  selectAll,
  tick,
  WISHLIST_ERROR_CLEAR_MS,
  wishlistQuantity,
  type WishlistLine,
} from '../../src/lib/wishlist';

const line = (id: number, overrides: Partial<WishlistLine> = {}): WishlistLine => ({
  product_id: id,
  product_name: `Product ${id}`,
  primary_sku_id: id * 10,
  quantity: 1,
  availability: 'Y',
  total_stock: 5,
  pricing: { display_price: 10 },
  shipping: { charge_number: 0, shipping_restricted: false },
  ...overrides,
});

describe('wishlist constants', () => {
  it('clears a load error after 5 s and pauses 100 ms between bulk adds', () => {
    expect(WISHLIST_ERROR_CLEAR_MS).toBe(5000);
    expect(BULK_ADD_PAUSE_MS).toBe(100);
  });
});

describe('which wishlist products can go to the cart', () => {
  it('blocks a product the vendor does not ship to the location first', () => {
    expect(addBlock(line(1, { shipping: { charge_number: 0, shipping_restricted: true }, total_stock: 0 }))).toBe('restricted');
  });

  it('blocks a product out of stock: availability N or total_stock 0', () => {
    expect(addBlock(line(1, { availability: 'N' }))).toBe('out-of-stock');
    expect(addBlock(line(1, { total_stock: 0 }))).toBe('out-of-stock');
    expect(addBlock(line(1))).toBe(null);
  });

  it('blocks Add All and Add Selected when any product is restricted, else when any is out of stock', () => {
    const restricted = line(2, { shipping: { charge_number: 0, shipping_restricted: true } });
    expect(bulkAddBlock([line(1), line(2)])).toBe(null);
    expect(bulkAddBlock([line(1), restricted])).toBe('restricted');
    // Marked unavailable with stock on hand is out of stock, as the row's own button says.
    expect(bulkAddBlock([line(1), line(3, { availability: 'N', total_stock: 2063 })])).toBe('out-of-stock');
    expect(bulkAddBlock([line(3, { total_stock: 0 }), restricted])).toBe('restricted');
  });

  it('goes to the cart at the saved quantity, never below the MOQ or 1', () => {
    expect(wishlistQuantity(1, 793)).toBe(793);
    expect(wishlistQuantity(900, 793)).toBe(900);
    expect(wishlistQuantity(0, 0)).toBe(1);
  });
});

describe('wishlist figures', () => {
  const sellers = [
    {
      seller_id: 1,
      products: [
        line(1, { pricing: { display_price: 10.1 }, quantity: 3, shipping: { charge_number: 5.5, shipping_restricted: false } }),
        line(2, { pricing: { display_price: 2.2 }, quantity: 2, shipping: { charge_number: 7, shipping_restricted: false } }),
      ],
    },
    {
      seller_id: 2,
      products: [
        line(3, { pricing: { display_price: 99 }, shipping: { charge_number: 0, shipping_restricted: true } }),
        line(4, { pricing: { display_price: 1.05 }, quantity: 4, shipping: { charge_number: 3, shipping_restricted: false } }),
      ],
    },
  ];

  it('sums price x quantity of shipped products, and per seller the first shipped product charge', () => {
    expect(figuresOf(sellers, () => true)).toEqual({ items: 4, excluded: 1, subtotal: 38.9, shipping: 8.5, total: 47.4 });
  });

  it('counts only the picked products, shipping from the first picked one of each seller', () => {
    const picked = new Set([2, 3]);
    expect(figuresOf(sellers, (candidate) => picked.has(candidate.product_id))).toEqual({
      items: 2,
      excluded: 1,
      subtotal: 4.4,
      shipping: 7,
      total: 11.4,
    });
    expect(figuresOf(sellers, () => false)).toEqual({ items: 0, excluded: 0, subtotal: 0, shipping: 0, total: 0 });
  });
});

describe('wishlist selection', () => {
  it('select all ticks every product and sets the flag', () => {
    const selection = selectAll([1, 2, 3]);
    expect([...selection.ids]).toEqual([1, 2, 3]);
    expect(selection.all).toBe(true);
  });

  it('unticking any product clears the flag; ticking keeps it', () => {
    const all = selectAll([1, 2, 3]);
    expect(tick(all, [2], true).all).toBe(true);
    const unticked = tick(all, [2], false);
    expect(unticked.all).toBe(false);
    expect([...unticked.ids]).toEqual([1, 3]);
  });

  it('ticks and unticks a seller at once', () => {
    const ticked = tick(NO_SELECTION, [4, 5], true);
    expect([...ticked.ids]).toEqual([4, 5]);
    expect(ticked.all).toBe(false);
    expect([...tick(ticked, [4, 5], false).ids]).toEqual([]);
  });

  it('drops products that left the wishlist and keeps the same selection when none did', () => {
    const selection = selectAll([1, 2, 3]);
    expect(keepListed(selection, [1, 2, 3, 4])).toBe(selection);
    expect([...keepListed(selection, [1, 3]).ids]).toEqual([1, 3]);
  });
});

describe('wishlist variants', () => {
  const axes = {
    variants: [{ variant_id: 7 }, { variant_id: 8 }],
    variant_options: { '7': [{ recid: 12 }, { recid: 13 }], '8': [{ recid: 15 }, { recid: 16 }] },
  };

  it('reads the chosen options per axis from product_variant_option_id', () => {
    expect(chosenOptions('13,16', axes)).toEqual({ 7: 13, 8: 16 });
    expect(chosenOptions('15', axes)).toEqual({ 8: 15 });
    expect(chosenOptions(null, axes)).toEqual({});
  });

  it('names the options in axis order only once every axis has one', () => {
    expect(completeOptions({ 8: 16, 7: 12 }, axes)).toEqual([12, 16]);
    expect(completeOptions({ 8: 16 }, axes)).toBe(null);
  });
});

describe('bulk add outcome', () => {
  const ok = (name: string) => ({ name, added: true as const });

  it('all added: the title says which button, with the count', () => {
    expect(bulkAddOutcome([ok('A'), ok('B')], true)).toEqual({
      kind: 'all',
      title: 'All Items Added to Cart!',
      text: 'Successfully added 2 item(s) to cart!',
      errors: [],
    });
    expect(bulkAddOutcome([ok('A')], false).title).toBe('Items Added to Cart!');
  });

  it('some failed: Partially Added to Cart with each failure', () => {
    const outcome = bulkAddOutcome([ok('A'), noSku('B'), addFailed('C', 'Out of stock', 'Request failed')], false);
    expect(outcome).toEqual({
      kind: 'partial',
      title: 'Partially Added to Cart',
      text: 'Added 1 item(s) to cart. 2 item(s) failed.',
      errors: ['B: No SKU available', 'C: Out of stock'],
    });
  });

  it('all failed: Failed to Add Items; the error falls back to the exception message, then Unknown error', () => {
    const outcome = bulkAddOutcome([addFailed('A', '', 'Bad Gateway'), addFailed('B', '', '')], true);
    expect(outcome).toEqual({
      kind: 'none',
      title: 'Failed to Add Items',
      text: 'Failed to add items to cart.',
      errors: ['A: Bad Gateway', 'B: Unknown error'],
    });
  });
});
