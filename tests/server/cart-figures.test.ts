import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CartItem, CartQuantityResponse } from '../../src/api/types';
import { NOT_SHIPPED } from '../../src/lib/add-to-cart';
import { maskSeller } from '../../src/lib/seller';
import { createTestContext, engines, type TestContext } from './support/context';
import { BUYER_ID, CartFixture, JOHOR_ID, MASKED_BUYER_ID, SELANGOR, SELANGOR_ID } from './support/cart-fixture';
import { call, signIn } from './support/http';

/*
 * One cart whose every figure is worked out by hand (sen), at Selangor / Petaling and SST 6%:
 *
 * Alpha (tax on shipping; seller-wide rule in Selangor: charged RM 10.00 to RM 15.00)
 *   A1 (parent category, material M1)  4 x 25.00 = 100.00
 *   A2 (child category), bulk 10.00 from 2: 2 x 10.00 = 20.00 (act 12.50, saves 5.00)
 *   subtotal 120.00, shipping 15.00; minimum 150.00 in the parent category: 120.00, unmet
 * Beta (no tax on shipping; seller-wide free in Selangor)
 *   B1 conditional in Selangor: 8.00 unless Beta's subtotal reaches 50.00; bulk 9.00 from 5
 *      3 x 10.00 = 30.00 (bulk not reached)
 *   B2 free: 2 x 5.00 = 10.00
 *   subtotal 40.00 < 50.00, shipping 8.00; minimum 30.00 in the child category: 40.00, met
 * Gamma: G1 not shipped to Selangor (seller-wide), G2 only shipped to Johor (its own rules): both excluded
 *
 * subtotal 160.00, shipping 23.00, taxable 160.00 + 15.00 = 175.00, SST 10.50, total 193.50.
 */
describe.each(engines())('cart figures on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let masked: string;
  let fixture: CartFixture;
  let items: Record<
    'a1' | 'a2' | 'b1' | 'b2' | 'g1' | 'g2',
    { productId: number; skuId: number; sellerId: number; name: string; code: string }
  >;
  let category: Awaited<ReturnType<CartFixture['categoryWithChild']>>;
  let johor: string;

  beforeAll(async () => {
    ctx = await createTestContext(engine, { taxRateBasisPoints: 600 });
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.111');
    masked = await signIn(ctx.app, 'masked@lapasar.test', '192.0.2.112');
    fixture = new CartFixture(ctx.db);
    await fixture.clearCarts();
    category = await fixture.categoryWithChild();
    johor = await fixture.stateName(JOHOR_ID);
    const alpha = await fixture.seller('Alpha Supplies Sdn Bhd', true);
    const beta = await fixture.seller('Beta Trading Sdn Bhd');
    const gamma = await fixture.seller('Gamma Industrial Sdn Bhd');
    await fixture.rule({ sellerId: alpha, stateId: SELANGOR_ID, mode: 'charged', minCharge: 1000, maxCharge: 1500 });
    await fixture.rule({ sellerId: beta, stateId: SELANGOR_ID, mode: 'free' });
    await fixture.rule({ sellerId: gamma, stateId: SELANGOR_ID, mode: 'not_shipped' });
    items = {
      a1: await fixture.product(alpha, {
        name: 'Alpha Paper A4',
        categoryId: category.parentId,
        actPrice: 2500,
        materialId: 'M1',
        code: 'ALP-A4',
      }),
      a2: await fixture.product(alpha, { name: 'Alpha Toner', categoryId: category.childId, actPrice: 1250, code: 'ALP-TN' }),
      b1: await fixture.product(beta, { name: 'Beta Gloves', categoryId: category.childId, actPrice: 1000, code: 'BET-GL' }),
      b2: await fixture.product(beta, { name: 'Beta Masks', categoryId: category.childId, actPrice: 500, code: 'BET-MS' }),
      g1: await fixture.product(gamma, { name: 'Gamma Drill', categoryId: category.childId, actPrice: 7000, code: 'GAM-DR' }),
      g2: await fixture.product(gamma, { name: 'Gamma Ladder', categoryId: category.childId, actPrice: 9000, code: 'GAM-LD' }),
    };
    // A cheaper listing of the same material, not in the cart.
    await fixture.product(beta, { name: 'Beta Paper A4', categoryId: category.parentId, actPrice: 2400, materialId: 'M1' });
    await fixture.rule({
      sellerId: beta,
      productId: items.b1.productId,
      stateId: SELANGOR_ID,
      mode: 'conditional',
      minCharge: 500,
      maxCharge: 800,
      applicableCharge: 5000,
    });
    await fixture.rule({ sellerId: gamma, productId: items.g2.productId, mode: 'not_shipped' });
    await fixture.rule({ sellerId: gamma, productId: items.g2.productId, stateId: JOHOR_ID, mode: 'charged', maxCharge: 2000 });
    await fixture.refresh(Object.values(items).map((item) => item.productId));
    await fixture.approvedBulkPrice(BUYER_ID, items.a2, 1000, 2);
    await fixture.approvedBulkPrice(BUYER_ID, items.b1, 900, 5);
    await fixture.vendorMinimum(alpha, category.parentId, 15000);
    await fixture.vendorMinimum(beta, category.childId, 3000);
    const quantities = { a1: 4, g1: 1, a2: 2, b1: 3, g2: 1, b2: 2 } as const;
    for (const [key, quantity] of Object.entries(quantities)) await fixture.line(BUYER_ID, items[key as keyof typeof items], quantity);
  });
  afterAll(() => ctx?.close());

  const cartAt = async (token: string, headers: Record<string, string> = SELANGOR) => {
    const response = await call<{ success: true; data: Cart }>(ctx.app, '/api/cart', { token, headers });
    expect(response.status).toBe(200);
    return response.body.data;
  };
  const lineOf = (cart: Cart, item: { skuId: number }) => cart.cartItems.find((line) => line.sku_id === item.skuId) as CartItem;

  it('prices each line at its current or approved bulk price, never the stored one', async () => {
    const cart = await cartAt(buyer);
    expect(lineOf(cart, items.a1)).toMatchObject({
      price: 25,
      act_price: 25,
      quantity: 4,
      total_price: 100,
      is_bulk_price: false,
      bulk_price: null,
      is_cheapest: false,
      is_excluded: false,
      problem: null,
    });
    expect(lineOf(cart, items.a2)).toMatchObject({
      price: 10,
      act_price: 12.5,
      total_price: 20,
      is_bulk_price: true,
      bulk_price: 10,
      bulk_quantity: 2,
      bulk_savings: 5,
      has_bulk_price_requirement: false,
      minimum_bulk_quantity: null,
      is_cheapest: true,
    });
    expect(lineOf(cart, items.b1)).toMatchObject({
      price: 10,
      total_price: 30,
      is_bulk_price: false,
      bulk_price: 9,
      bulk_quantity: 5,
      bulk_savings: 0,
      has_bulk_price_requirement: true,
      minimum_bulk_quantity: 5,
    });
    expect(lineOf(cart, items.a1)).toMatchObject({
      sku: 'ALP-A4',
      seller_name: 'Alpha Supplies Sdn Bhd',
      category_id: category.parentId,
      moq: 1,
      total_stock: 100,
      limit_add_to_cart: 0,
    });
    expect(lineOf(cart, items.a1).product_img).toMatch(new RegExp(`/api/images/products/${items.a1.productId}\\.svg$`));
  });

  it('groups the lines by seller and computes shipping per seller', async () => {
    const cart = await cartAt(buyer);
    expect(cart.cartItems.map((line) => line.sku_id)).toEqual(
      [items.a1, items.a2, items.g1, items.g2, items.b1, items.b2].map((item) => item.skuId),
    );
    expect(cart.shippingDetails).toEqual([
      {
        sellerId: items.a1.sellerId,
        sellerName: 'Alpha Supplies Sdn Bhd',
        subtotal: 120,
        isFreeShipping: false,
        shippingFee: 15,
        taxOnShipping: true,
        freeShippingAbove: null,
      },
      {
        sellerId: items.b1.sellerId,
        sellerName: 'Beta Trading Sdn Bhd',
        subtotal: 40,
        isFreeShipping: false,
        shippingFee: 8,
        taxOnShipping: false,
        freeShippingAbove: 50,
      },
    ]);
  });

  it('leaves lines not shipped to the location out of every figure, with the restriction as their problem', async () => {
    const cart = await cartAt(buyer);
    expect(lineOf(cart, items.g1)).toMatchObject({ is_excluded: true, problem: NOT_SHIPPED });
    expect(lineOf(cart, items.g2)).toMatchObject({ is_excluded: true, problem: `This product is only available in ${johor}` });
    expect(cart.businessLogic.locationRestrictions.excludedItems).toEqual([
      { skuId: items.g1.skuId, productName: 'Gamma Drill', sellerName: 'Gamma Industrial Sdn Bhd' },
      { skuId: items.g2.skuId, productName: 'Gamma Ladder', sellerName: 'Gamma Industrial Sdn Bhd' },
    ]);
    expect(cart.cartSummary).toEqual({
      totalItems: 11,
      validItems: 4,
      subtotal: 160,
      totalShippingFee: 23,
      totalTax: 10.5,
      taxRate: 6,
      grandTotal: 193.5,
    });
    expect(cart.location).toEqual({ state: 'Selangor', district: 'Petaling' });
  });

  it('checks vendor minimums over the category and its subcategories', async () => {
    const cart = await cartAt(buyer);
    expect(cart.vendorMinimumOrder.minimums).toEqual([
      {
        sellerId: items.a1.sellerId,
        sellerName: 'Alpha Supplies Sdn Bhd',
        categoryId: category.parentId,
        categoryName: category.parentName,
        minimumAmount: 150,
        currentAmount: 120,
        met: false,
      },
      expect.objectContaining({
        sellerId: items.b1.sellerId,
        categoryId: category.childId,
        minimumAmount: 30,
        currentAmount: 40,
        met: true,
      }),
    ]);
    const [error] = cart.vendorMinimumOrder.errors;
    expect(cart.vendorMinimumOrder.errors).toHaveLength(1);
    expect(error).toContain('Alpha Supplies Sdn Bhd');
    expect(error).toContain(category.parentName);
    expect(error).toMatch(/must exceed RM 150\.00.*RM 150\.00 and RM 120\.00 respectively/);
    expect(cart.validationMessages).toEqual([NOT_SHIPPED, `This product is only available in ${johor}`, error]);
  });

  it('ships a conditional line free once the seller reaches its threshold, and applies the bulk price at its quantity', async () => {
    const raised = await call<CartQuantityResponse>(ctx.app, `/api/cart/items/${items.b1.skuId}`, {
      method: 'PATCH',
      token: buyer,
      body: { quantity: 5 },
    });
    expect(raised.body).toMatchObject({
      success: true,
      data: { sku_id: items.b1.skuId, quantity: 5, price: 9, total_price: 45, is_bulk_price: true },
    });
    try {
      const cart = await cartAt(buyer);
      expect(lineOf(cart, items.b1)).toMatchObject({ is_bulk_price: true, bulk_savings: 5, has_bulk_price_requirement: false });
      // Beta: 45.00 + 10.00 = 55.00 >= 50.00: free. 175.00 + 15.00 + 6% of 190.00 (11.40).
      expect(cart.shippingDetails[1]).toMatchObject({ subtotal: 55, isFreeShipping: true, shippingFee: 0 });
      expect(cart.cartSummary).toEqual({
        totalItems: 13,
        validItems: 4,
        subtotal: 175,
        totalShippingFee: 15,
        totalTax: 11.4,
        taxRate: 6,
        grandTotal: 201.4,
      });
    } finally {
      await call(ctx.app, `/api/cart/items/${items.b1.skuId}`, { method: 'PATCH', token: buyer, body: { quantity: 3 } });
    }
  });

  it('without a location excludes nothing and charges no shipping', async () => {
    const cart = await cartAt(buyer, {});
    expect(cart.location).toBeNull();
    expect(cart.cartItems.every((line) => !line.is_excluded)).toBe(true);
    // 160.00 + 70.00 + 90.00 = 320.00, 6% = 19.20.
    expect(cart.cartSummary).toEqual({
      totalItems: 13,
      validItems: 6,
      subtotal: 320,
      totalShippingFee: 0,
      totalTax: 19.2,
      taxRate: 6,
      grandTotal: 339.2,
    });
    expect(cart.shippingDetails.every((seller) => seller.isFreeShipping)).toBe(true);
  });

  it('masks seller names for a buyer without view_sl_info and keeps each cart to its buyer', async () => {
    await fixture.line(MASKED_BUYER_ID, items.a1, 5);
    const cart = await cartAt(masked);
    const code = maskSeller(items.a1.sellerId);
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]).toMatchObject({ sku_id: items.a1.skuId, quantity: 5, seller_name: code, is_bulk_price: false });
    expect(cart.shippingDetails[0].sellerName).toBe(code);
    // 5 x 25.00 = 125.00, not above 150.00.
    expect(cart.vendorMinimumOrder.minimums).toEqual([expect.objectContaining({ sellerName: code, currentAmount: 125, met: false })]);
    expect(cart.vendorMinimumOrder.errors).toHaveLength(1);
    expect(cart.vendorMinimumOrder.errors[0]).toContain(`Orders from ${code} in`);
    expect(JSON.stringify(cart)).not.toContain('Alpha Supplies');
    const ownerCart = await cartAt(buyer);
    expect(lineOf(ownerCart, items.a1).quantity).toBe(4);
  });
});
