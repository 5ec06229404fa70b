import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Cart, CartQuantityResponse, CartRemoveResponse, RemoveRestrictedResponse } from '../../src/api/types';
import { NOT_SHIPPED } from '../../src/lib/add-to-cart';
import { insufficientStockMessage, moqMessage, outOfStockMessage } from '../../src/lib/stock-error';
import { cartItems } from '../../server/db/schema';
import { createTestContext, engines, type TestContext } from './support/context';
import { BUYER_ID, CartFixture, MASKED_BUYER_ID, SELANGOR, SELANGOR_ID } from './support/cart-fixture';
import { call, signIn } from './support/http';

type Item = Awaited<ReturnType<CartFixture['product']>>;
type Answer<T> = T & { error?: string };

describe.each(engines())('cart page on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let other: string;
  let seller: string;
  let approver: string;
  let fixture: CartFixture;
  /** plenty: stock 50; moq: stock 5, MOQ 3; empty: no stock; unshipped: not shipped to Selangor. */
  let items: Record<'plenty' | 'moq' | 'empty' | 'unshipped' | 'second', Item>;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.121');
    other = await signIn(ctx.app, 'masked@lapasar.test', '192.0.2.122');
    seller = await signIn(ctx.app, 'seller@lapasar.test', '192.0.2.123');
    approver = await signIn(ctx.app, 'approver@lapasar.test', '192.0.2.124');
    fixture = new CartFixture(ctx.db);
    const { childId } = await fixture.categoryWithChild();
    const delta = await fixture.seller('Delta Office Sdn Bhd');
    await fixture.rule({ sellerId: delta, stateId: SELANGOR_ID, mode: 'free' });
    items = {
      plenty: await fixture.product(delta, { name: 'Delta Stapler', categoryId: childId, actPrice: 1990, stock: 50 }),
      moq: await fixture.product(delta, { name: 'Delta Binder', categoryId: childId, actPrice: 350, stock: 5, moq: 3 }),
      empty: await fixture.product(delta, { name: 'Delta Shredder', categoryId: childId, actPrice: 45000, stock: 0 }),
      unshipped: await fixture.product(delta, { name: 'Delta Cabinet', categoryId: childId, actPrice: 60000, stock: 0 }),
      second: await fixture.product(delta, { name: 'Delta Ruler', categoryId: childId, actPrice: 250, stock: 10 }),
    };
    await fixture.rule({ sellerId: delta, productId: items.unshipped.productId, stateId: SELANGOR_ID, mode: 'not_shipped' });
    await fixture.refresh([items.unshipped.productId]);
    // Added in reverse: the axes' sort order decides, not their ids.
    await fixture.variantOption(items.second, 'Length', '30 cm', 2);
    await fixture.variantOption(items.second, 'Material', 'Steel', 1);
  });
  afterAll(() => ctx?.close());
  beforeEach(() => fixture.clearCarts());

  const getCart = (token: string, headers: Record<string, string> = SELANGOR) =>
    call<Answer<{ success: true; data: Cart }>>(ctx.app, '/api/cart', { token, headers });
  const patch = (token: string, item: Item, body: unknown) =>
    call<Answer<CartQuantityResponse>>(ctx.app, `/api/cart/items/${item.skuId}`, { method: 'PATCH', token, body });
  const remove = (token: string, item: Item) =>
    call<Answer<CartRemoveResponse>>(ctx.app, `/api/cart/items/${item.skuId}`, { method: 'DELETE', token });
  const storedLine = async (buyerId: number, item: Item) =>
    (
      await ctx.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.buyerId, buyerId), eq(cartItems.skuId, item.skuId)))
    )[0];

  describe('GET /cart', () => {
    it('answers only a signed-in buyer', async () => {
      expect(await call(ctx.app, '/api/cart', { headers: SELANGOR })).toMatchObject({
        status: 401,
        body: { error: 'Authentication required' },
      });
      expect(await getCart(seller)).toMatchObject({ status: 403, body: { error: 'Only buyers have a cart' } });
      expect(await getCart(approver)).toMatchObject({ status: 403, body: { error: 'Only buyers have a cart' } });
    });

    it('answers an empty cart with zero figures, uncached', async () => {
      const { status, body, headers } = await getCart(buyer);
      expect(status).toBe(200);
      expect(headers.get('Cache-Control')).toBe('no-store');
      expect(body.data).toEqual({
        cartItems: [],
        cartSummary: { totalItems: 0, validItems: 0, subtotal: 0, totalShippingFee: 0, totalTax: 0, taxRate: 8, grandTotal: 0 },
        shippingDetails: [],
        businessLogic: { locationRestrictions: { excludedItems: [] } },
        vendorMinimumOrder: { errors: [], minimums: [] },
        validationMessages: [],
        location: { state: 'Selangor', district: 'Petaling' },
      });
    });

    it('names each line problem: restriction first, then stock, then MOQ', async () => {
      await fixture.line(BUYER_ID, items.unshipped, 1);
      await fixture.line(BUYER_ID, items.empty, 1);
      await fixture.line(BUYER_ID, items.moq, 2);
      await fixture.line(BUYER_ID, items.second, 11);
      await fixture.line(BUYER_ID, items.plenty, 2);
      const { body } = await getCart(buyer);
      const problems = body.data.cartItems.map((line) => line.problem);
      const expected = [
        NOT_SHIPPED,
        outOfStockMessage('Delta Shredder'),
        moqMessage('Delta Binder', 3),
        insufficientStockMessage('Delta Ruler', 10, 11),
        null,
      ];
      expect(problems).toEqual(expected);
      expect(body.data.validationMessages).toEqual(expected.slice(0, 4));
      // 450.00 (an out-of-stock line still counts) + 2 x 3.50 + 11 x 2.50 + 2 x 19.90 = 524.30; 8% = 41.94.
      expect(body.data.cartSummary).toEqual({
        totalItems: 16,
        validItems: 4,
        subtotal: 524.3,
        totalShippingFee: 0,
        totalTax: 41.94,
        taxRate: 8,
        grandTotal: 566.24,
      });
    });

    it("lists each line's variant options in the product's axis order", async () => {
      await fixture.line(BUYER_ID, items.second, 1);
      await fixture.line(BUYER_ID, items.plenty, 1);
      const [second, plenty] = (await getCart(buyer)).body.data.cartItems;
      expect(second.variant_options).toEqual([
        { variant_name: 'Material', variant_option: 'Steel' },
        { variant_name: 'Length', variant_option: '30 cm' },
      ]);
      expect(plenty.variant_options).toEqual([]);
    });

    it('refuses a malformed location', async () => {
      expect((await call(ctx.app, `/api/cart?state=${'x'.repeat(101)}`, { token: buyer })).status).toBe(400);
    });
  });

  describe('PATCH /cart/items/{skuId}', () => {
    it('sets a quantity or changes it by a step, and stores the current price', async () => {
      await fixture.line(BUYER_ID, items.plenty, 2);
      expect((await patch(buyer, items.plenty, { quantity: 7 })).body).toEqual({
        success: true,
        message: 'Cart updated',
        cartCount: 1,
        data: { sku_id: items.plenty.skuId, quantity: 7, price: 19.9, total_price: 139.3, is_bulk_price: false },
      });
      expect((await patch(buyer, items.plenty, { change: -3 })).body.data.quantity).toBe(4);
      expect(await storedLine(BUYER_ID, items.plenty)).toMatchObject({ quantity: 4, price: 1990 });
    });

    it('refuses beyond stock, below the MOQ and below 1, leaving the line as it was', async () => {
      await fixture.line(BUYER_ID, items.moq, 4);
      expect(await patch(buyer, items.moq, { quantity: 6 })).toMatchObject({
        status: 400,
        body: { error: insufficientStockMessage('Delta Binder', 5, 6) },
      });
      expect(await patch(buyer, items.moq, { change: 2 })).toMatchObject({
        status: 400,
        body: { error: insufficientStockMessage('Delta Binder', 5, 6) },
      });
      expect(await patch(buyer, items.moq, { change: -2 })).toMatchObject({ status: 400, body: { error: moqMessage('Delta Binder', 3) } });
      await fixture.line(BUYER_ID, items.plenty, 1);
      expect(await patch(buyer, items.plenty, { change: -1 })).toMatchObject({
        status: 400,
        body: { error: 'Quantity must be at least 1; remove the item instead' },
      });
      expect(await storedLine(BUYER_ID, items.moq)).toMatchObject({ quantity: 4 });
      expect(await storedLine(BUYER_ID, items.plenty)).toMatchObject({ quantity: 1 });
    });

    it('lets a line below its MOQ be raised to it, and no lower', async () => {
      await fixture.line(BUYER_ID, items.moq, 1);
      expect(await patch(buyer, items.moq, { change: 1 })).toMatchObject({ status: 400, body: { error: moqMessage('Delta Binder', 3) } });
      expect(await patch(buyer, items.moq, { change: 2 })).toMatchObject({ status: 200, body: { data: { quantity: 3 } } });
    });

    it('refuses bodies that are not exactly one of quantity and change', async () => {
      await fixture.line(BUYER_ID, items.plenty, 2);
      for (const body of [{}, { quantity: 2, change: 1 }, { change: 0 }, { quantity: 0 }, { quantity: 1.5 }, { quantity: '3' }]) {
        const answer = await patch(buyer, items.plenty, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(typeof answer.body.error).toBe('string');
      }
    });

    it('answers 404 for a SKU that is not in this buyer’s cart, even when it is in another’s', async () => {
      await fixture.line(BUYER_ID, items.plenty, 2);
      expect(await patch(other, items.plenty, { quantity: 3 })).toMatchObject({
        status: 404,
        body: { error: 'This product is not in your cart' },
      });
      expect(await patch(buyer, items.second, { quantity: 3 })).toMatchObject({ status: 404 });
      expect((await call(ctx.app, '/api/cart/items/999999999', { method: 'PATCH', token: buyer, body: { quantity: 1 } })).status).toBe(404);
      expect(await patch(seller, items.plenty, { quantity: 3 })).toMatchObject({ status: 403 });
      expect(await storedLine(BUYER_ID, items.plenty)).toMatchObject({ quantity: 2 });
    });

    it('counts every one of concurrent increments', async () => {
      await fixture.line(BUYER_ID, items.plenty, 1);
      const answers = await Promise.all(Array.from({ length: 10 }, () => patch(buyer, items.plenty, { change: 1 })));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(answers.map((answer) => answer.body.data.quantity).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      expect((await storedLine(BUYER_ID, items.plenty)).quantity).toBe(11);
    });

    it('stops concurrent decrements at 1', async () => {
      await fixture.line(BUYER_ID, items.plenty, 4);
      const answers = await Promise.all(Array.from({ length: 8 }, () => patch(buyer, items.plenty, { change: -1 })));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
      expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.body.error)).toEqual(
        Array(5).fill('Quantity must be at least 1; remove the item instead'),
      );
      expect((await storedLine(BUYER_ID, items.plenty)).quantity).toBe(1);
    });
  });

  describe('DELETE /cart/items/{skuId}', () => {
    it('removes the line once, and only from its own buyer', async () => {
      await fixture.line(BUYER_ID, items.plenty, 2);
      await fixture.line(BUYER_ID, items.second, 2);
      await fixture.line(MASKED_BUYER_ID, items.second, 5);
      expect(await remove(other, items.plenty)).toMatchObject({ status: 404, body: { error: 'This product is not in your cart' } });
      expect((await remove(buyer, items.plenty)).body).toEqual({ success: true, message: 'Product removed from cart', cartCount: 1 });
      expect(await remove(buyer, items.plenty)).toMatchObject({ status: 404 });
      expect(await storedLine(MASKED_BUYER_ID, items.second)).toMatchObject({ quantity: 5 });
      expect(await remove(approver, items.second)).toMatchObject({ status: 403 });
      expect((await getCart(other)).body.data.cartItems.map((line) => line.sku_id)).toEqual([items.second.skuId]);
    });
  });

  describe('POST /cart/remove-restricted', () => {
    const removeRestricted = (token: string, skuIds: number[], headers: Record<string, string> = SELANGOR) =>
      call<Answer<RemoveRestrictedResponse>>(ctx.app, '/api/cart/remove-restricted', { token, headers, body: { skuIds } });

    it('removes only the listed SKUs not shipped to the location', async () => {
      await fixture.line(BUYER_ID, items.unshipped, 1);
      await fixture.line(BUYER_ID, items.plenty, 1);
      await fixture.line(MASKED_BUYER_ID, items.unshipped, 1);
      const answer = await removeRestricted(buyer, [items.unshipped.skuId, items.plenty.skuId, items.second.skuId]);
      expect(answer.body).toEqual({ success: true, removedCount: 1, cartCount: 1 });
      expect(await storedLine(BUYER_ID, items.plenty)).toBeDefined();
      expect(await storedLine(BUYER_ID, items.unshipped)).toBeUndefined();
      expect(await storedLine(MASKED_BUYER_ID, items.unshipped)).toBeDefined();
      expect((await removeRestricted(buyer, [items.unshipped.skuId])).body).toMatchObject({ removedCount: 0, cartCount: 1 });
    });

    it('needs a known location', async () => {
      await fixture.line(BUYER_ID, items.unshipped, 1);
      expect(await removeRestricted(buyer, [items.unshipped.skuId], {})).toMatchObject({
        status: 400,
        body: { error: 'Choose a delivery location first' },
      });
      expect(await removeRestricted(buyer, [items.unshipped.skuId], { 'X-State': 'Atlantis' })).toMatchObject({ status: 400 });
      expect(await removeRestricted(buyer, [])).toMatchObject({ status: 400 });
      expect(await storedLine(BUYER_ID, items.unshipped)).toBeDefined();
    });
  });
});
