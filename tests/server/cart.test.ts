import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddToCartResponse } from '../../src/api/types';
import { cartItems, products, sellers, skus } from '../../server/db/schema';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const listedHere = sql`${products.actMaxPrice} > 0 and ${sellers.active} = 'Y' and not ${sellers.hidden} and not ${products.unshippedLocations} && array['selangor.petaling', 'selangor.all', 'all.all']`;

describe.each(engines())('cart on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let masked: string;
  let seller: string;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.41');
    masked = await signIn(ctx.app, 'masked@lapasar.test', '192.0.2.42');
    seller = await signIn(ctx.app, 'seller@lapasar.test', '192.0.2.43');
  });
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    await changeHeard(ctx.db, 'cart_items', () => ctx.db.delete(cartItems));
  });

  /** The first SKU (by id) matching `where`, with its product's name and seller. */
  async function firstSku(where: SQL) {
    const [row] = await ctx.db
      .select({ sku: skus, name: products.name, sellerId: products.sellerId })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(where)
      .orderBy(skus.id)
      .limit(1);
    return row;
  }
  type Row = Awaited<ReturnType<typeof firstSku>>;
  const add = (row: Row, quantity: number, token?: string) =>
    call<AddToCartResponse & { error?: string }>(ctx.app, '/api/cart/add', {
      token,
      headers: LOCATION,
      body: {
        sku_id: row.sku.id,
        sl_id: row.sellerId,
        product_id: row.sku.productId,
        product_name: row.name,
        quantity,
        price: row.sku.actPrice / 100,
      },
    });
  const count = async (token: string) => (await call<{ count: number }>(ctx.app, '/api/cart/count', { token })).body.count;
  const lineOf = async (buyerId: number, skuId: number) =>
    (
      await ctx.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.buyerId, buyerId), eq(cartItems.skuId, skuId)))
    )[0];

  it('sums a second add into the line and checks the stock against the sum', async () => {
    const row = await firstSku(sql`${listedHere} and ${skus.moq} = 1 and ${skus.stock} between 3 and 1000`);
    const { stock } = row.sku;
    expect((await add(row, stock - 1, buyer)).body.data.item?.quantity).toBe(stock - 1);
    expect(await add(row, 2, buyer)).toMatchObject({
      status: 400,
      body: { error: `Insufficient stock for ${row.name}. Available: ${stock}, Requested: ${stock + 1}` },
    });
    expect((await lineOf(1, row.sku.id)).quantity).toBe(stock - 1);
    const last = await add(row, 1, buyer);
    expect(last.body).toMatchObject({
      success: true,
      message: 'Product added to cart',
      cartCount: 1,
      data: { cartCount: 1, item: { sku_id: row.sku.id, product_id: row.sku.productId, quantity: stock } },
    });
    expect((await lineOf(1, row.sku.id)).quantity).toBe(stock);
  });

  it('applies the minimum order quantity to the summed quantity', async () => {
    const row = await firstSku(sql`${listedHere} and ${skus.moq} >= 2 and ${skus.stock} > ${skus.moq}`);
    const { moq } = row.sku;
    expect(await add(row, moq - 1, buyer)).toMatchObject({
      status: 400,
      body: { error: `Minimum order quantity for ${row.name} is ${moq}` },
    });
    expect(await count(buyer)).toBe(0);
    expect((await add(row, moq, buyer)).body.data.item?.quantity).toBe(moq);
    // One more is below the MOQ on its own, but the line it makes is not.
    expect((await add(row, 1, buyer)).body.data.item?.quantity).toBe(moq + 1);
  });

  it('refuses a product marked unavailable as out of stock, whatever its stock', async () => {
    const row = await firstSku(sql`${listedHere} and ${products.availability} = 'N' and ${skus.moq} = 1 and ${skus.stock} > 0`);
    expect(await add(row, 1, buyer)).toMatchObject({ status: 400, body: { error: `${row.name} is out of stock` } });
    expect(await count(buyer)).toBe(0);
  });

  it("keeps each buyer's cart to itself", async () => {
    const row = await firstSku(sql`${listedHere} and ${skus.moq} = 1 and ${skus.stock} >= 5`);
    const other = await firstSku(sql`${listedHere} and ${skus.moq} = 1 and ${skus.stock} >= 5 and ${skus.id} <> ${row.sku.id}`);
    expect((await add(row, 2, buyer)).body.data.item?.quantity).toBe(2);
    const theirs = await add(row, 3, masked);
    expect(theirs.body).toMatchObject({ cartCount: 1, data: { item: { quantity: 3 } } });
    expect((await add(other, 1, buyer)).body.cartCount).toBe(2);
    expect([await count(buyer), await count(masked)]).toEqual([2, 1]);
    expect((await lineOf(1, row.sku.id)).quantity).toBe(2);
    expect((await lineOf(2, row.sku.id)).quantity).toBe(3);
    expect(await lineOf(2, other.sku.id)).toBeUndefined();
  });

  it('refuses unlisted products and anyone but a buyer', async () => {
    const hidden = await firstSku(sql`${sellers.hidden} and ${skus.stock} > 0`);
    expect(await add(hidden, 1, buyer)).toMatchObject({ status: 400, body: { error: `${hidden.name} is not available` } });
    const unpriced = await firstSku(sql`${products.actMaxPrice} = 0`);
    expect(await add(unpriced, 1, buyer)).toMatchObject({ status: 400, body: { error: `${unpriced.name} is not available` } });
    const row = await firstSku(sql`${listedHere} and ${skus.moq} = 1 and ${skus.stock} > 0`);
    expect(await add(row, 1, seller)).toMatchObject({ status: 403, body: { error: 'Only buyers have a cart' } });
    expect(await call(ctx.app, '/api/cart/count', { token: seller })).toMatchObject({ status: 200, body: { success: true, count: 0 } });
    expect(await count(buyer)).toBe(0);
  });
});
