import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AddToCartResponse,
  BulkPriceResponse,
  ProductDetailResponse,
  ProductListResponse,
  SellerBulkPricesResponse,
  SkuDetailResponse,
  SkuPricingInfoResponse,
} from '../../src/api/types';
import { bulkPriceRequests, cartItems, districts, products, sellers, shippingRules, skus, states } from '../../server/db/schema';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

const SELANGOR = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const listed = sql`${products.actMaxPrice} > 0 and ${sellers.active} = 'Y' and not ${sellers.hidden}`;

describe.each(engines())('product detail, bulk prices and wishlist on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let masked: string;
  let seller: string;
  const detail = (id: number, headers: Record<string, string> = SELANGOR, token?: string, path = '') =>
    call<ProductDetailResponse & { error?: string }>(ctx.app, `/api/products/${id}${path}`, { headers, token });

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.31');
    masked = await signIn(ctx.app, 'masked@lapasar.test', '192.0.2.32');
    seller = await signIn(ctx.app, 'seller@lapasar.test', '192.0.2.33');
  });
  afterAll(() => ctx?.close());

  /** A listed product of seller 1 (the demo seller) with one SKU, in stock. */
  async function demoProduct(variant: 'Y' | 'N' = 'N') {
    const [row] = await ctx.db
      .select({ id: products.id, skuId: products.primarySkuId })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(sql`${listed} and ${products.sellerId} = 1 and ${products.isVariant} = ${variant} and ${products.totalStock} >= 50`)
      .orderBy(products.id)
      .limit(1);
    return row as { id: number; skuId: number };
  }

  /** A district of the state. */
  async function districtOf(state: string): Promise<string> {
    const [row] = await ctx.db
      .select({ name: districts.name })
      .from(districts)
      .innerJoin(states, eq(states.id, districts.stateId))
      .where(eq(states.name, state))
      .limit(1);
    return row.name;
  }

  describe('GET /products/{id}', () => {
    it('has every field of the spec, with shipping at the location', async () => {
      const { id } = await demoProduct();
      const { status, body } = await detail(id);
      expect(status).toBe(200);
      const data = body.data;
      for (const field of [
        'product_id',
        'product_name',
        'is_variant',
        'variants',
        'variant_options',
        'primary_sku_id',
        'CategoryId',
        'primary_sku_price',
        'primary_sku_act_price',
        'primary_sku_total_stock',
        'primary_sku_moq',
        'moq',
        'min_price',
        'max_price',
        'act_min_price',
        'act_max_price',
        'total_stock',
        'rating',
        'total_review',
        'images',
        'sl_id',
        'sl_name',
        'seller_details',
        'delivery_term_from',
        'delivery_term_to',
        'default_delivery_term_from',
        'default_delivery_term_to',
        'shipping_info',
        'locationRestriction',
        'bulk_price',
        'features',
        'product_description',
        'warranty_description',
        'replacement_policy_description',
        'product_make',
        'product_model',
      ]) {
        expect(data, field).toHaveProperty(field);
      }
      expect(data.images).toHaveLength(3);
      expect(data.sl_name).toBe('VNDR-000001');
      expect(data.seller_details).toMatchObject({ sl_name: 'VNDR-000001', companyName: 'VNDR-000001' });
      expect(data.category_name).not.toBe('');
      expect(data.bulk_price).toEqual([]);
      expect(data.is_wishlist).toBe(0);
      // Seller 1 ships free in its own state.
      expect(data.shipping_info).toEqual({ free_shipping: 1, min_charge: 0, max_charge: 0, applicable_charge: 0 });
      expect(data.locationRestriction).toEqual({ restricted: false, message: '', restrictionType: null, allowedLocation: '' });
      const image = await ctx.app.request(new URL(data.images[2]).pathname);
      expect(image.status).toBe(200);
    });

    it('knows nothing of shipping without a location, and answers Product not found', async () => {
      const { id } = await demoProduct();
      const { body } = await detail(id, {});
      expect(body.data.shipping_info).toBeNull();
      expect(body.data.locationRestriction.restricted).toBe(false);
      expect(await detail(999999)).toMatchObject({ status: 404, body: { error: 'Product not found' } });
      expect((await call(ctx.app, '/api/products/abc')).status).toBe(400);
      const [zero] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.actMaxPrice, 0)).limit(1);
      expect((await detail(zero.id)).status).toBe(404);
    });

    it('shows real seller names to buyers allowed to see them', async () => {
      const { id } = await demoProduct();
      expect((await detail(id, SELANGOR, buyer, '/details')).body.data.sl_name).toBe('LaPasar Demo Supplies Sdn Bhd');
      expect((await detail(id, SELANGOR, masked, '/details')).body.data.sl_name).toBe('VNDR-000001');
      expect((await detail(id, SELANGOR, undefined, '/details')).status).toBe(401);
    });

    it('restricts a product sold only in its seller state (PRODUCT_LEVEL), and a location the seller does not serve', async () => {
      const [own] = await ctx.db
        .select({ productId: shippingRules.productId, sellerState: states.name })
        .from(shippingRules)
        .innerJoin(products, eq(products.id, shippingRules.productId))
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .innerJoin(states, eq(states.id, sellers.stateId))
        .where(sql`${shippingRules.mode} = 'not_shipped' and ${shippingRules.stateId} is null and ${listed}`)
        .limit(1);
      const elsewhere =
        own.sellerState === 'Johor'
          ? { 'X-State': 'Kedah', 'X-District': 'Kubang Pasu' }
          : { 'X-State': 'Johor', 'X-District': 'Johor Bahru' };
      const restricted = (await detail(own.productId as number, elsewhere)).body.data;
      expect(restricted.locationRestriction).toEqual({
        restricted: true,
        restrictionType: 'PRODUCT_LEVEL',
        allowedLocation: own.sellerState,
        message: `This product is only available in ${own.sellerState}`,
      });
      const home = (await detail(own.productId as number, { 'X-State': own.sellerState, 'X-District': await districtOf(own.sellerState) }))
        .body.data;
      expect(home.locationRestriction.restricted).toBe(false);
      expect(home.shipping_info?.free_shipping).toBe(1);

      const [unserved] = await ctx.db
        .select({ sellerId: shippingRules.sellerId, state: states.name })
        .from(shippingRules)
        .innerJoin(states, eq(states.id, shippingRules.stateId))
        .where(and(eq(shippingRules.mode, 'not_shipped'), isNull(shippingRules.productId), isNull(shippingRules.districtId)))
        .limit(1);
      const [product] = await ctx.db
        .select({ id: products.id })
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .where(
          sql`${listed} and ${products.sellerId} = ${unserved.sellerId} and not exists (select 1 from shipping_rules r where r.product_id = ${products.id})`,
        )
        .limit(1);
      const unavailable = (await detail(product.id, { 'X-State': unserved.state, 'X-District': await districtOf(unserved.state) })).body
        .data;
      expect(unavailable.locationRestriction).toEqual({
        restricted: true,
        restrictionType: 'SHIPPING_UNAVAILABLE',
        allowedLocation: '',
        message: 'The vendor does not provide shipping services to your location',
      });
    });

    it('quotes charged and conditional shipping with their ranges and the free-shipping threshold', async () => {
      const [conditional] = await ctx.db
        .select({
          sellerId: shippingRules.sellerId,
          min: shippingRules.minCharge,
          max: shippingRules.maxCharge,
          above: shippingRules.applicableCharge,
        })
        .from(shippingRules)
        .innerJoin(sellers, eq(sellers.id, shippingRules.sellerId))
        .innerJoin(states, eq(states.id, sellers.stateId))
        .where(sql`${shippingRules.mode} = 'conditional' and ${shippingRules.stateId} is null and ${shippingRules.productId} is null and ${states.name} <> 'Selangor'
          and not exists (select 1 from shipping_rules r where r.seller_id = ${shippingRules.sellerId} and r.state_id = 2307)`)
        .limit(1);
      const [product] = await ctx.db
        .select({ id: products.id })
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .where(
          sql`${listed} and ${products.sellerId} = ${conditional.sellerId} and not exists (select 1 from shipping_rules r where r.product_id = ${products.id})`,
        )
        .limit(1);
      const info = (await detail(product.id)).body.data.shipping_info;
      expect(info).toEqual({
        free_shipping: 0,
        min_charge: conditional.min / 100,
        max_charge: conditional.max / 100,
        applicable_charge: conditional.above / 100,
      });
    });
  });

  describe('SKUs', () => {
    it('finds the SKU of a set of option ids, and says when none matches', async () => {
      const { id } = await demoProduct('Y').then(
        async (found) => found ?? (await ctx.db.select({ id: products.id }).from(products).where(eq(products.isVariant, 'Y')).limit(1))[0],
      );
      const data = (await detail(id)).body.data;
      const optionIds = data.variants.map((axis) => data.variant_options[String(axis.variant_id)][0].recid);
      const sku = await call<SkuDetailResponse>(
        ctx.app,
        `/api/products/${id}/variant-sku-details?optionIds=${[...optionIds].reverse().join(',')}`,
      );
      expect(sku.body).toMatchObject({ success: true, product_id: id });
      const pricing = await call<SkuPricingInfoResponse>(ctx.app, `/api/products/${id}/sku-pricing-info`);
      const match = pricing.body.skus.find((entry) => entry.sku_id === (sku.body as { sku_id: number }).sku_id);
      expect(match?.option_ids).toEqual([...optionIds].sort((a, b) => a - b));
      expect(pricing.body.pricing).toBeNull();
      expect((await call<SkuDetailResponse>(ctx.app, `/api/products/${id}/variant-sku-details?optionIds=${optionIds[0]}`)).body).toEqual(
        data.variants.length > 1
          ? { success: false, error: 'No SKU is available for the selected options' }
          : expect.objectContaining({ success: true }),
      );
      expect((await call<SkuDetailResponse>(ctx.app, `/api/products/${id}/variant-sku-details?optionIds=999999`)).body).toEqual({
        success: false,
        error: 'No SKU is available for the selected options',
      });
      expect((await call(ctx.app, `/api/products/${id}/variant-sku-details?optionIds=1;2`)).status).toBe(400);
      expect((await call(ctx.app, `/api/products/${id}/sku-pricing-info?sku_id=999999`)).status).toBe(404);
      expect((await call(ctx.app, `/api/products/${id}/sku-pricing-info?sku_id=1&quantity=0`)).status).toBe(400);
    });
  });

  describe('bulk price negotiation', () => {
    const request = (productId: number, body: unknown, token = buyer) =>
      call<BulkPriceResponse & { error?: string }>(ctx.app, `/api/products/${productId}/bulk-price/request`, { token, body });
    const renegotiate = (id: number, body: unknown, token = buyer) =>
      call<BulkPriceResponse & { error?: string }>(ctx.app, `/api/products/bulk-price/${id}/renegotiate`, { token, body });
    const remove = (id: number, token = buyer) =>
      call<BulkPriceResponse & { error?: string }>(ctx.app, `/api/products/bulk-price/${id}`, { token, method: 'DELETE' });
    const reply = (id: number, body: unknown, token = seller) =>
      call<BulkPriceResponse & { error?: string }>(ctx.app, `/api/seller/bulk-prices/${id}/reply`, { token, body });

    // Each test asks for a bulk price on the same SKU, and the cart test leaves its request and line behind.
    beforeEach(async () => {
      await changeHeard(ctx.db, 'bulk_price_requests', () => ctx.db.delete(bulkPriceRequests));
      await changeHeard(ctx.db, 'cart_items', () => ctx.db.delete(cartItems));
    });

    it('validates the request: target price required (step 0.01, min 0), quantity at least 1', async () => {
      const { id, skuId } = await demoProduct();
      expect((await request(id, { sku_id: skuId, quantity: 10 })).body.error).toMatch(/^target_price: /);
      expect((await request(id, { sku_id: skuId, quantity: 10, target_price: -1 })).body.error).toBe('target_price: must be 0 or more');
      expect((await request(id, { sku_id: skuId, quantity: 10, target_price: 1.234 })).body.error).toBe(
        'target_price: must have at most 2 decimals',
      );
      expect((await request(id, { sku_id: skuId, quantity: 0, target_price: 1 })).body.error).toBe('quantity: must be at least 1');
      expect((await request(id, { sku_id: 999999, quantity: 1, target_price: 1 })).status).toBe(404);
      expect((await request(id, { sku_id: skuId, quantity: 1, target_price: 1 }, seller)).status).toBe(403);
      expect(
        (await call(ctx.app, `/api/products/${id}/bulk-price/request`, { body: { sku_id: skuId, quantity: 1, target_price: 1 } })).status,
      ).toBe(401);
    });

    it('runs SEND -> NEGO -> REPLY -> SEND -> REPLY -> removed, refusing the moves the status does not allow', async () => {
      const { id, skuId } = await demoProduct();
      const sent = await request(id, {
        sku_id: skuId,
        quantity: 100,
        target_price: 9.5,
        bulk_note: 'For 3 sites',
        location: 'Selangor,Petaling',
      });
      expect(sent.status).toBe(201);
      expect(sent.body.data).toMatchObject({
        status: 'SEND',
        quantity: 100,
        target_price: 9.5,
        bulk_note: 'For 3 sites',
        sku_id: skuId,
        approve_price: null,
        location: 'Selangor,Petaling',
      });
      const recid = sent.body.data.recid;
      expect((await request(id, { sku_id: skuId, quantity: 5, target_price: 1 })).status).toBe(409);
      expect((await renegotiate(recid, { quantity: 100, target_price: 9 })).status).toBe(409);

      const list = await call<SellerBulkPricesResponse>(ctx.app, '/api/seller/bulk-prices?status=SEND', { token: seller });
      expect(list.body.data.find((entry) => entry.recid === recid)).toMatchObject({
        product_id: id,
        company_name: 'Demo Trading Sdn Bhd',
        requestor: 'Aisyah Rahman',
      });
      expect((await call(ctx.app, '/api/seller/bulk-prices', { token: buyer })).status).toBe(403);

      expect((await reply(recid, { status: 'NEGO', seller_note: '' })).body.error).toBe('seller_note: is required to negotiate');
      expect((await reply(recid, { status: 'NEGO', seller_note: 'Can do 9.80 at 200 units' })).body.data).toMatchObject({
        status: 'NEGO',
        seller_note: 'Can do 9.80 at 200 units',
      });
      expect((await renegotiate(recid, { quantity: 200, target_price: 9.8 })).body.error).toBe(
        'A bulk price request in status NEGO cannot be renegotiated; it must be REPLY.',
      );
      const replied = await reply(recid, { status: 'REPLY', approve_price: 9.8, approve_quantity: 200 });
      expect(replied.body.data).toMatchObject({ status: 'REPLY', approve_price: 9.8, approve_quantity: 200 });
      expect((await reply(recid, { status: 'REPLY', approve_price: 9, approve_quantity: 200 })).status).toBe(409);

      const again = await renegotiate(recid, { quantity: 300, target_price: 9.5, bulk_note: 'Now 300' });
      expect(again.body.data).toMatchObject({
        status: 'SEND',
        quantity: 300,
        target_price: 9.5,
        approve_price: null,
        approve_quantity: null,
      });
      await reply(recid, { status: 'REPLY', approve_price: 9.6, approve_quantity: 300 });
      expect((await detail(id, SELANGOR, buyer, '/details')).body.data.bulk_price).toEqual([
        expect.objectContaining({ recid, status: 'REPLY', approve_price: 9.6 }),
      ]);
      expect((await remove(recid)).body.data).toMatchObject({ recid, status: 'REPLY' });
      expect((await remove(recid)).status).toBe(404);
      expect((await detail(id, SELANGOR, buyer, '/details')).body.data.bulk_price).toEqual([]);
    });

    it("hides another buyer's request and other sellers' requests (404)", async () => {
      const { id, skuId } = await demoProduct();
      const sent = await request(id, { sku_id: skuId, quantity: 20, target_price: 5 });
      const recid = sent.body.data.recid;
      expect((await renegotiate(recid, { quantity: 20, target_price: 5 }, masked)).status).toBe(404);
      expect((await remove(recid, masked)).status).toBe(404);
      expect((await detail(id, SELANGOR, masked, '/details')).body.data.bulk_price).toEqual([]);
      // seller@lapasar.test sells for seller 1 only.
      await changeHeard(ctx.db, 'products', () => ctx.db.update(products).set({ sellerId: 2 }).where(eq(products.id, id)));
      expect((await reply(recid, { status: 'REPLY', approve_price: 4, approve_quantity: 20 })).status).toBe(404);
      const mine = await call<SellerBulkPricesResponse>(ctx.app, '/api/seller/bulk-prices', { token: seller });
      expect(mine.body.data.some((entry) => entry.recid === recid)).toBe(false);
      await changeHeard(ctx.db, 'products', () => ctx.db.update(products).set({ sellerId: 1 }).where(eq(products.id, id)));
      expect((await remove(recid)).status).toBe(200);
    });

    it('prices the cart line at the approved price from the approved quantity on', async () => {
      const { id, skuId } = await demoProduct();
      const [sku] = await ctx.db.select().from(skus).where(eq(skus.id, skuId));
      const [product] = await ctx.db.select({ name: products.name }).from(products).where(eq(products.id, id));
      const approved = Math.round(sku.actPrice * 0.8) / 100;
      const recid = (await request(id, { sku_id: skuId, quantity: 20, target_price: approved })).body.data.recid;
      await reply(recid, { status: 'REPLY', approve_price: approved, approve_quantity: 20 });
      const pricing = (quantity: number) =>
        call<SkuPricingInfoResponse>(ctx.app, `/api/products/${id}/sku-pricing-info?sku_id=${skuId}&quantity=${quantity}`, {
          token: buyer,
        });
      expect((await pricing(19)).body.pricing).toEqual({
        sku_id: skuId,
        quantity: 19,
        unit_price: sku.actPrice / 100,
        bulk_price_applied: false,
      });
      expect((await pricing(20)).body.pricing).toEqual({ sku_id: skuId, quantity: 20, unit_price: approved, bulk_price_applied: true });
      expect(
        (await call<SkuPricingInfoResponse>(ctx.app, `/api/products/${id}/sku-pricing-info?sku_id=${skuId}&quantity=20`)).body.pricing
          ?.bulk_price_applied,
      ).toBe(false);

      const add = (quantity: number) =>
        call<AddToCartResponse>(ctx.app, '/api/cart/add', {
          token: buyer,
          headers: SELANGOR,
          body: { sku_id: skuId, sl_id: 1, product_id: id, product_name: product.name, quantity, price: sku.actPrice / 100 },
        });
      expect((await add(19)).body.data.item).toMatchObject({ quantity: 19, price: sku.actPrice / 100 });
      expect((await add(1)).body.data.item).toMatchObject({ quantity: 20, price: approved });
      const [line] = await ctx.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.buyerId, 1), eq(cartItems.skuId, skuId)));
      expect(line.price).toBe(Math.round(approved * 100));
    });
  });

  describe('wishlist', () => {
    it('adds, checks, counts and removes, for the signed-in buyer only', async () => {
      const { id } = await demoProduct();
      const update = (action: 'add' | 'remove', token = buyer, productId = id) =>
        call<{ total_wishlist: number; error?: string }>(ctx.app, '/api/wishlist/update', {
          token,
          body: { product_id: productId, action_type: action },
        });
      expect((await update('add')).body.total_wishlist).toBe(1);
      expect((await update('add')).body.total_wishlist).toBe(1);
      expect((await call(ctx.app, `/api/wishlist/check/${id}`, { token: buyer })).body).toEqual({ success: true, is_wishlist: 1 });
      expect((await call(ctx.app, `/api/wishlist/check/${id}`, { token: masked })).body).toEqual({ success: true, is_wishlist: 0 });
      expect((await call(ctx.app, '/api/wishlist/count', { token: buyer })).body).toEqual({ success: true, count: 1 });
      expect((await detail(id, SELANGOR, buyer, '/details')).body.data.is_wishlist).toBe(1);
      const listing = await call<ProductListResponse>(ctx.app, '/api/products/unified?vendorId=1&limit=100', {
        token: buyer,
        headers: SELANGOR,
      });
      expect(listing.body.products.filter((product) => product.is_wishlist === 1).map((product) => product.product_id)).toEqual([id]);
      expect((await update('add', buyer, 999999)).status).toBe(404);
      expect((await call(ctx.app, '/api/wishlist/update', { token: buyer, body: { product_id: id, action_type: 'toggle' } })).status).toBe(
        400,
      );
      expect((await call(ctx.app, '/api/wishlist/update', { body: { product_id: id, action_type: 'add' } })).status).toBe(401);
      expect((await update('add', seller)).status).toBe(403);
      expect((await update('remove')).body.total_wishlist).toBe(0);
      expect((await call(ctx.app, '/api/wishlist/count', { token: buyer })).body).toEqual({ success: true, count: 0 });
    });
  });
});
