import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WishlistItemResponse, WishlistRemovedResponse, WishlistResponse } from '../../src/api/types';
import { MAX_CART_QUANTITY } from '../../src/lib/cart';
import { maskSeller } from '../../src/lib/seller';
import { skuOptions, skus, variantOptions, variants, wishlistItems } from '../../server/db/schema';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { CartFixture, SELANGOR, SELANGOR_ID } from './support/cart-fixture';
import { call, signIn } from './support/http';

type Item = Awaited<ReturnType<CartFixture['product']>>;
type Answer<T> = T & { error?: string };

const KUALA_LUMPUR_ID = 2308;
const NOT_BUYER = { status: 403, body: { error: 'Only buyers have a wishlist' } };
const VISITOR = { status: 401, body: { error: 'Authentication required' } };

describe.each(engines())('wishlist page on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let other: string;
  let seller: string;
  let fixture: CartFixture;
  let alpha: number;
  let beta: number;
  /** Alpha ships at RM 12.00 to Selangor, its `cheap` product at RM 8.00, `restricted` only to Kuala Lumpur; Beta ships free. */
  let items: Record<'charged' | 'cheap' | 'restricted' | 'variant', Item>;
  /** The variant product's options: red is its primary SKU's, blue the other SKU's. */
  let colour: { axis: number; red: number; blue: number; blueSku: number };

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.131');
    other = await signIn(ctx.app, 'masked@lapasar.test', '192.0.2.132');
    seller = await signIn(ctx.app, 'seller@lapasar.test', '192.0.2.133');
    fixture = new CartFixture(ctx.db);
    const { childId } = await fixture.categoryWithChild();
    alpha = await fixture.seller('Alpha Supplies Sdn Bhd');
    beta = await fixture.seller('Beta Trading Sdn Bhd');
    items = {
      charged: await fixture.product(alpha, { name: 'Alpha Stapler', categoryId: childId, actPrice: 1000, stock: 50 }),
      cheap: await fixture.product(alpha, { name: 'Alpha Envelope', categoryId: childId, actPrice: 2550, stock: 20, moq: 2 }),
      restricted: await fixture.product(alpha, { name: 'Alpha Cabinet', categoryId: childId, actPrice: 60000, stock: 3 }),
      variant: await fixture.product(beta, { name: 'Beta Marker', categoryId: childId, actPrice: 1000, stock: 40 }),
    };
    await fixture.rule({ sellerId: alpha, stateId: SELANGOR_ID, mode: 'charged', minCharge: 1200, maxCharge: 1200 });
    await fixture.rule({
      sellerId: alpha,
      productId: items.cheap.productId,
      stateId: SELANGOR_ID,
      mode: 'charged',
      minCharge: 800,
      maxCharge: 800,
    });
    await fixture.rule({ sellerId: alpha, productId: items.restricted.productId, mode: 'not_shipped' });
    await fixture.rule({ sellerId: alpha, productId: items.restricted.productId, stateId: KUALA_LUMPUR_ID, mode: 'free' });
    await fixture.rule({ sellerId: beta, stateId: SELANGOR_ID, mode: 'free' });
    const [axis] = await changeHeard(ctx.db, 'variants', () =>
      ctx.db.insert(variants).values({ productId: items.variant.productId, name: 'Colour' }).returning({ id: variants.id }),
    );
    const [red, blue] = await changeHeard(ctx.db, 'variant_options', () =>
      ctx.db
        .insert(variantOptions)
        .values([
          { variantId: axis.id, label: 'Red' },
          { variantId: axis.id, label: 'Blue' },
        ])
        .returning({ id: variantOptions.id }),
    );
    const [blueSku] = await ctx.db
      .insert(skus)
      .values({ productId: items.variant.productId, code: 'MARKER-BLUE', price: 1250, actPrice: 1250, stock: 6, moq: 3 })
      .returning({ id: skus.id });
    await changeHeard(ctx.db, 'sku_options', () =>
      ctx.db.insert(skuOptions).values([
        { skuId: items.variant.skuId, optionId: red.id },
        { skuId: blueSku.id, optionId: blue.id },
      ]),
    );
    await fixture.refresh(Object.values(items).map((item) => item.productId));
    colour = { axis: axis.id, red: red.id, blue: blue.id, blueSku: blueSku.id };
  });
  afterAll(() => ctx?.close());
  beforeEach(() => ctx.db.execute(sql`delete from ${wishlistItems}`));

  const wish = async (token: string, ...wished: Item[]) => {
    // One at a time: the wishlist lists the newest first.
    for (const item of wished)
      expect(
        (await call(ctx.app, '/api/wishlist/update', { token, body: { product_id: item.productId, action_type: 'add' } })).status,
      ).toBe(200);
  };
  const getWishlist = (token: string | undefined, headers: Record<string, string> = SELANGOR) =>
    call<Answer<WishlistResponse>>(ctx.app, '/api/wishlist', { token, headers });
  const put = (token: string | undefined, body: unknown) =>
    call<Answer<WishlistItemResponse>>(ctx.app, '/api/wishlist/item', { method: 'PUT', token, body });
  const bulkRemove = (token: string | undefined, body: unknown) =>
    call<Answer<WishlistRemovedResponse>>(ctx.app, '/api/wishlist/bulk', { method: 'DELETE', token, body });
  const vendorRemove = (token: string | undefined, sellerId: number | string) =>
    call<Answer<WishlistRemovedResponse>>(ctx.app, `/api/wishlist/vendor/${sellerId}`, { method: 'DELETE', token });
  const count = async (token: string) => (await call<{ count: number }>(ctx.app, '/api/wishlist/count', { token })).body.count;
  const image = (item: Item) => `http://localhost/api/images/products/${item.productId}.svg`;
  const productIdsOf = (answer: WishlistResponse) =>
    answer.data.sellers.flatMap((group) => group.products.map((product) => product.product_id));

  describe('GET /wishlist', () => {
    it('prices every product at the location, grouped by seller, newest first, with the totals of what ships there', async () => {
      await wish(buyer, items.variant, items.charged, items.cheap, items.restricted);
      await put(buyer, { product_id: items.charged.productId, quantity: 3 });
      await put(buyer, { product_id: items.cheap.productId, quantity: 2 });
      await put(buyer, { product_id: items.restricted.productId, quantity: 5 });
      await put(buyer, { product_id: items.variant.productId, quantity: 4, sku_id: colour.blueSku });

      const { status, body } = await getWishlist(buyer);
      expect(status).toBe(200);
      const charged = { charge: 'RM 12.00', charge_number: 12, shipping_restricted: false };
      expect(body).toEqual({
        success: true,
        data: {
          // 3 x 10.00 + 2 x 25.50 + 4 x 12.50; the cabinet does not ship to Selangor. Alpha's shipping is its first shipped product's (the envelope's) charge.
          totals: { total_items: 4, total_price: 131, total_shipping: 8, grand_total: 139 },
          sellers: [
            {
              seller_id: alpha,
              company_name: 'Alpha Supplies Sdn Bhd',
              products: [
                {
                  product_id: items.restricted.productId,
                  product_name: 'Alpha Cabinet',
                  image_url: image(items.restricted),
                  sl_id: alpha,
                  primary_sku_id: items.restricted.skuId,
                  quantity: 5,
                  availability: 'Y',
                  total_stock: 3,
                  product_variant_option_id: null,
                  variants: null,
                  moq: 1,
                  pricing: { display_price: 600, act_min_price: 600, marketplace_price: null },
                  shipping: { charge: 'This product is only available in Kuala Lumpur', charge_number: 0, shipping_restricted: true },
                },
                {
                  product_id: items.cheap.productId,
                  product_name: 'Alpha Envelope',
                  image_url: image(items.cheap),
                  sl_id: alpha,
                  primary_sku_id: items.cheap.skuId,
                  quantity: 2,
                  availability: 'Y',
                  total_stock: 20,
                  product_variant_option_id: null,
                  variants: null,
                  moq: 2,
                  pricing: { display_price: 25.5, act_min_price: 25.5, marketplace_price: null },
                  shipping: { charge: 'RM 8.00', charge_number: 8, shipping_restricted: false },
                },
                {
                  product_id: items.charged.productId,
                  product_name: 'Alpha Stapler',
                  image_url: image(items.charged),
                  sl_id: alpha,
                  primary_sku_id: items.charged.skuId,
                  quantity: 3,
                  availability: 'Y',
                  total_stock: 50,
                  product_variant_option_id: null,
                  variants: null,
                  moq: 1,
                  pricing: { display_price: 10, act_min_price: 10, marketplace_price: null },
                  shipping: charged,
                },
              ],
            },
            {
              seller_id: beta,
              company_name: 'Beta Trading Sdn Bhd',
              products: [
                {
                  product_id: items.variant.productId,
                  product_name: 'Beta Marker',
                  image_url: image(items.variant),
                  sl_id: beta,
                  primary_sku_id: colour.blueSku,
                  quantity: 4,
                  availability: 'Y',
                  total_stock: 6,
                  product_variant_option_id: String(colour.blue),
                  variants: {
                    variants: [{ variant_id: colour.axis, variants: 'Colour' }],
                    variant_options: {
                      [String(colour.axis)]: [
                        { recid: colour.red, variant_options: 'Red' },
                        { recid: colour.blue, variant_options: 'Blue' },
                      ],
                    },
                  },
                  moq: 3,
                  pricing: { display_price: 12.5, act_min_price: 10, marketplace_price: null },
                  shipping: { charge: 'Free Shipping', charge_number: 0, shipping_restricted: false },
                },
              ],
            },
          ],
        },
      });
    });

    it("shows the primary SKU's options and price until a variant is chosen", async () => {
      await wish(buyer, items.variant);
      const [product] = (await getWishlist(buyer)).body.data.sellers[0].products;
      expect(product).toMatchObject({
        primary_sku_id: items.variant.skuId,
        product_variant_option_id: String(colour.red),
        total_stock: 40,
        moq: 1,
        pricing: { display_price: 10 },
      });
    });

    it('follows the location: elsewhere the restricted product ships and the others are charged as the rules say', async () => {
      await wish(buyer, items.charged, items.restricted);
      const { body } = await getWishlist(buyer, { 'X-State': 'Kuala Lumpur' });
      expect(body.data.sellers[0].products.map((product) => product.shipping)).toEqual([
        { charge: 'Free Shipping', charge_number: 0, shipping_restricted: false },
        // No rule of Alpha names Kuala Lumpur: shipped at no stated charge.
        { charge: 'RM 0.00', charge_number: 0, shipping_restricted: false },
      ]);
      expect(body.data.totals).toEqual({ total_items: 2, total_price: 610, total_shipping: 0, grand_total: 610 });
      // The location may come as query parameters too.
      expect((await call<WishlistResponse>(ctx.app, '/api/wishlist?state=Kuala%20Lumpur', { token: buyer })).body).toEqual(body);
      // Without a known location nothing is restricted and nothing is charged.
      const nowhere = (await getWishlist(buyer, {})).body.data;
      expect(nowhere.sellers[0].products.map((product) => product.shipping)).toEqual(
        [0, 1].map(() => ({ charge: '', charge_number: 0, shipping_restricted: false })),
      );
      expect(nowhere.totals.total_price).toBe(610);
    });

    it('masks seller names for a buyer who may not see them, and shows each buyer only its own wishlist', async () => {
      await wish(buyer, items.charged, items.variant);
      await wish(other, items.cheap);
      const { body } = await getWishlist(other);
      expect(body.data.sellers).toEqual([
        { seller_id: alpha, company_name: maskSeller(alpha), products: [expect.objectContaining({ product_id: items.cheap.productId })] },
      ]);
      // At the envelope's MOQ of 2.
      expect(body.data.totals).toEqual({ total_items: 1, total_price: 51, total_shipping: 8, grand_total: 59 });
      expect(productIdsOf((await getWishlist(buyer)).body)).toEqual([items.variant.productId, items.charged.productId]);
    });

    it('answers an empty wishlist with zero totals', async () => {
      expect((await getWishlist(buyer)).body).toEqual({
        success: true,
        data: { totals: { total_items: 0, total_price: 0, total_shipping: 0, grand_total: 0 }, sellers: [] },
      });
    });

    it('refuses visitors and anyone who is not a buyer', async () => {
      expect(await getWishlist(undefined)).toMatchObject(VISITOR);
      expect(await getWishlist(seller)).toMatchObject(NOT_BUYER);
    });
  });

  describe('PUT /wishlist/item', () => {
    it('saves the quantity and the chosen variant, and answers the item after', async () => {
      await wish(buyer, items.variant, items.charged);
      expect((await put(buyer, { product_id: items.variant.productId, quantity: 7 })).body).toEqual({
        success: true,
        total_wishlist: 2,
        data: {
          product_id: items.variant.productId,
          quantity: 7,
          primary_sku_id: items.variant.skuId,
          product_variant_option_id: String(colour.red),
        },
      });
      expect((await put(buyer, { product_id: items.variant.productId, sku_id: colour.blueSku })).body.data).toEqual({
        product_id: items.variant.productId,
        quantity: 7,
        primary_sku_id: colour.blueSku,
        product_variant_option_id: String(colour.blue),
      });
      const [product] = (await getWishlist(buyer)).body.data.sellers.find((group) => group.seller_id === beta)?.products ?? [];
      expect(product).toMatchObject({ quantity: 7, primary_sku_id: colour.blueSku, pricing: { display_price: 12.5 } });
    });

    it("takes the variant as spec 1's wishlist product names it, by its option ids, and refuses options no SKU has", async () => {
      await wish(buyer, items.variant);
      expect(
        (await put(buyer, { product_id: items.variant.productId, product_variant_option_id: String(colour.blue) })).body.data,
      ).toMatchObject({
        primary_sku_id: colour.blueSku,
        product_variant_option_id: String(colour.blue),
      });
      expect(
        (await put(buyer, { product_id: items.variant.productId, product_variant_option_id: String(colour.red), quantity: 5 })).body.data,
      ).toMatchObject({
        primary_sku_id: items.variant.skuId,
        quantity: 5,
      });
      for (const [body, error] of [
        [{ product_variant_option_id: '999999' }, 'product_variant_option_id: no SKU of this product has these options'],
        [
          { product_variant_option_id: String(colour.red), sku_id: colour.blueSku },
          'product_variant_option_id: names another SKU than sku_id',
        ],
        [{ product_variant_option_id: 'red' }, 'product_variant_option_id: must be variant option ids separated by commas'],
      ] as const) {
        expect(await put(buyer, { product_id: items.variant.productId, ...body })).toMatchObject({ status: 400, body: { error } });
      }
      const [product] = (await getWishlist(buyer)).body.data.sellers.flatMap((group) => group.products);
      expect(product).toMatchObject({ quantity: 5, primary_sku_id: items.variant.skuId });
    });

    it("starts a product at its MOQ, refuses a quantity below the MOQ of the SKU it would go to the cart with, and follows a dearer SKU's", async () => {
      await wish(buyer, items.cheap, items.variant);
      const productOf = async (item: Item) =>
        (await getWishlist(buyer)).body.data.sellers
          .flatMap((group) => group.products)
          .find((product) => product.product_id === item.productId);
      // Saved at its MOQ of 2, and priced at it: RM 25.50 x 2 (Beta's marker ships free, Alpha charges RM 8.00 for it).
      expect(await productOf(items.cheap)).toMatchObject({ quantity: 2, moq: 2 });
      expect((await getWishlist(buyer)).body.data.totals).toMatchObject({ total_price: 61, total_shipping: 8 });
      expect(await put(buyer, { product_id: items.cheap.productId, quantity: 1 })).toMatchObject({
        status: 400,
        body: { error: 'Minimum order quantity for Alpha Envelope is 2' },
      });
      // The blue SKU's MOQ is 3: a change to it with 2 is refused whole, and changes nothing.
      expect(await put(buyer, { product_id: items.variant.productId, sku_id: colour.blueSku, quantity: 2 })).toMatchObject({
        status: 400,
        body: { error: 'Minimum order quantity for Beta Marker is 3' },
      });
      expect(await productOf(items.variant)).toMatchObject({ quantity: 1, primary_sku_id: items.variant.skuId });
      // Chosen alone, the blue SKU brings the quantity up to its MOQ.
      expect((await put(buyer, { product_id: items.variant.productId, sku_id: colour.blueSku })).body.data).toMatchObject({
        quantity: 3,
        primary_sku_id: colour.blueSku,
      });
      expect(await productOf(items.variant)).toMatchObject({ quantity: 3, moq: 3 });
      expect(await productOf(items.cheap)).toMatchObject({ quantity: 2 });
    });

    it('refuses a product not in the wishlist, a SKU of another product and a quantity out of range', async () => {
      await wish(buyer, items.variant);
      await wish(other, items.charged);
      expect(await put(buyer, { product_id: items.charged.productId, quantity: 2 })).toMatchObject({
        status: 404,
        body: { error: 'Product not in your wishlist' },
      });
      expect(await put(buyer, { product_id: items.variant.productId, sku_id: items.charged.skuId })).toMatchObject({
        status: 400,
        body: { error: 'sku_id: not a SKU of this product' },
      });
      expect(await put(buyer, { product_id: items.variant.productId, quantity: 0 })).toMatchObject({
        status: 400,
        body: { error: 'quantity: must be at least 1' },
      });
      expect((await put(buyer, { product_id: items.variant.productId, quantity: MAX_CART_QUANTITY + 1 })).status).toBe(400);
      expect((await put(buyer, { product_id: items.variant.productId, quantity: 1.5 })).status).toBe(400);
      expect((await put(buyer, { product_id: items.variant.productId })).status).toBe(400);
      // Nothing changed, here or in the other buyer's wishlist.
      expect((await getWishlist(buyer)).body.data.sellers[0].products[0]).toMatchObject({
        quantity: 1,
        primary_sku_id: items.variant.skuId,
      });
      expect((await getWishlist(other)).body.data.sellers[0].products[0]).toMatchObject({ quantity: 1 });
      expect(await put(undefined, { product_id: items.variant.productId, quantity: 2 })).toMatchObject(VISITOR);
      expect(await put(seller, { product_id: items.variant.productId, quantity: 2 })).toMatchObject(NOT_BUYER);
    });
  });

  describe('DELETE /wishlist/bulk', () => {
    it("removes only the buyer's own products and ignores the rest", async () => {
      await wish(buyer, items.charged, items.cheap, items.variant);
      await wish(other, items.charged, items.restricted);
      const everything = Object.values(items).map((item) => item.productId);
      expect(
        (
          await bulkRemove(buyer, {
            product_ids: [items.charged.productId, items.cheap.productId, items.restricted.productId, 999_999],
            action_type: 'remove',
          })
        ).body,
      ).toEqual({
        success: true,
        removed: 2,
        total_wishlist: 1,
      });
      expect(productIdsOf((await getWishlist(buyer)).body)).toEqual([items.variant.productId]);
      expect((await bulkRemove(other, { product_ids: [items.variant.productId], action_type: 'remove' })).body).toEqual({
        success: true,
        removed: 0,
        total_wishlist: 2,
      });
      expect(await count(buyer)).toBe(1);
      expect(productIdsOf((await getWishlist(other)).body)).toEqual([items.restricted.productId, items.charged.productId]);
      expect((await bulkRemove(other, { product_ids: everything, action_type: 'remove' })).body).toEqual({
        success: true,
        removed: 2,
        total_wishlist: 0,
      });
      expect(await count(buyer)).toBe(1);
    });

    it('refuses a malformed body, visitors and anyone who is not a buyer', async () => {
      await wish(buyer, items.charged);
      for (const body of [
        { product_ids: [], action_type: 'remove' },
        { product_ids: [items.charged.productId], action_type: 'add' },
        { product_ids: [-1], action_type: 'remove' },
        {},
      ]) {
        expect((await bulkRemove(buyer, body)).status).toBe(400);
      }
      expect(await bulkRemove(undefined, { product_ids: [items.charged.productId], action_type: 'remove' })).toMatchObject(VISITOR);
      expect(await bulkRemove(seller, { product_ids: [items.charged.productId], action_type: 'remove' })).toMatchObject(NOT_BUYER);
      expect(await count(buyer)).toBe(1);
    });
  });

  describe('DELETE /wishlist/vendor/{id}', () => {
    it("removes every product of the seller from the buyer's wishlist, and none of another buyer's", async () => {
      await wish(buyer, items.charged, items.variant, items.restricted);
      await wish(other, items.cheap);
      expect((await vendorRemove(buyer, alpha)).body).toEqual({ success: true, removed: 2, total_wishlist: 1 });
      expect(productIdsOf((await getWishlist(buyer)).body)).toEqual([items.variant.productId]);
      expect(productIdsOf((await getWishlist(other)).body)).toEqual([items.cheap.productId]);
      expect(await vendorRemove(buyer, alpha)).toMatchObject({ status: 200, body: { removed: 0, total_wishlist: 1 } });
    });

    it('refuses a malformed id, visitors and anyone who is not a buyer', async () => {
      await wish(buyer, items.charged);
      expect((await vendorRemove(buyer, 'abc')).status).toBe(400);
      expect(await vendorRemove(undefined, alpha)).toMatchObject(VISITOR);
      expect(await vendorRemove(seller, alpha)).toMatchObject(NOT_BUYER);
      expect(await count(buyer)).toBe(1);
    });
  });
});
