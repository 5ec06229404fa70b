import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailResponse } from '../../src/api/types';
import { products, sellers } from '../../server/db/schema';
import { createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

describe.each(engines())('records a buyer owns, on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let approver: string;
  let product: { id: number; skuId: number; sellerId: number };
  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.10');
    approver = await signIn(ctx.app, 'approver@lapasar.test', '192.0.2.11');
    const [row] = await ctx.db
      .select({ id: products.id, skuId: products.primarySkuId, sellerId: products.sellerId })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(
        and(
          eq(products.sellerId, 1),
          eq(products.isVariant, 'N'),
          sql`${products.actMaxPrice} > 0 and ${sellers.active} = 'Y' and not ${sellers.hidden} and ${products.totalStock} >= 50`,
        ),
      )
      .orderBy(products.id)
      .limit(1);
    product = row as typeof product;
    // The buyer of the approver's company has a wishlist entry, a cart line and a bulk price request.
    expect(
      (await call(ctx.app, '/api/wishlist/update', { token: buyer, body: { product_id: product.id, action_type: 'add' } })).status,
    ).toBe(200);
    const line = { sku_id: product.skuId, sl_id: product.sellerId, product_id: product.id, product_name: 'x', quantity: 50, price: 1 };
    expect((await call(ctx.app, '/api/cart/add', { token: buyer, body: line })).status).toBe(200);
    const bulk = await call(ctx.app, `/api/products/${product.id}/bulk-price/request`, {
      token: buyer,
      body: { sku_id: product.skuId, quantity: 100, target_price: 9.5 },
    });
    expect(bulk.status).toBe(201);
  });
  afterAll(() => ctx?.close());

  it("refuses the approver's writes into the buyer's cart, wishlist and bulk price requests", async () => {
    const line = { sku_id: product.skuId, sl_id: product.sellerId, product_id: product.id, product_name: 'x', quantity: 50, price: 1 };
    expect(await call(ctx.app, '/api/cart/add', { token: approver, body: line })).toMatchObject({
      status: 403,
      body: { error: 'Only buyers have a cart' },
    });
    expect(
      await call(ctx.app, '/api/wishlist/update', { token: approver, body: { product_id: product.id, action_type: 'remove' } }),
    ).toMatchObject({
      status: 403,
      body: { error: 'Only buyers have a wishlist' },
    });
    const bulk = await call(ctx.app, `/api/products/${product.id}/bulk-price/request`, {
      token: approver,
      body: { sku_id: product.skuId, quantity: 100, target_price: 9 },
    });
    expect(bulk).toMatchObject({ status: 403, body: { error: 'Only buyers ask for bulk prices' } });
  });

  it("shows the approver none of the buyer's records", async () => {
    expect((await call(ctx.app, '/api/cart/count', { token: approver })).body).toEqual({ success: true, count: 0 });
    expect((await call(ctx.app, '/api/wishlist/count', { token: approver })).body).toEqual({ success: true, count: 0 });
    expect((await call(ctx.app, `/api/wishlist/check/${product.id}`, { token: approver })).body).toEqual({ success: true, is_wishlist: 0 });
    const detail = await call<ProductDetailResponse>(ctx.app, `/api/products/${product.id}/details`, { token: approver });
    expect(detail.status).toBe(200);
    expect(detail.body.data.bulk_price).toEqual([]);
  });

  it('still shows the buyer its own records', async () => {
    expect((await call(ctx.app, '/api/cart/count', { token: buyer })).body).toEqual({ success: true, count: 1 });
    expect((await call(ctx.app, '/api/wishlist/count', { token: buyer })).body).toEqual({ success: true, count: 1 });
    const detail = await call<ProductDetailResponse>(ctx.app, `/api/products/${product.id}/details`, { token: buyer });
    expect(detail.body.data.bulk_price).toHaveLength(1);
  });
});
