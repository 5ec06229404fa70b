import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CartResponse,
  CheckoutFormResponse,
  CompareListResponse,
  ProductDetailResponse,
  ProductListResponse,
  SearchResponse,
  SkuPricingInfoResponse,
  WishlistResponse,
} from '../../src/api/types';
import {
  buyerLocations,
  cartItems,
  catalogueProducts,
  compareItems,
  catalogueSkuPrices,
  products,
  skus,
  wishlistItems,
} from '../../server/db/schema';
import { postForm } from './support/compare-form';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const ENERGY_CATALOGUE = 3;
const ENERGY_BUYER = 4;
const shippedHere = sql`not ${products.unshippedLocations} && array['selangor.petaling', 'selangor.all', 'all.all']`;

interface Item {
  productId: number;
  name: string;
  sellerId: number;
  categoryId: number;
  skuId: number;
  moq: number;
  /** The SKU's own price, in sen. */
  actPrice: number;
  /** The energy catalogue's price of the SKU, in sen. */
  contractPrice: number;
}

const rm = (sen: number) => sen / 100;
/** The product's name without its model code, as a search for it. */
const words = (item: Item) => encodeURIComponent(item.name.split(' ').slice(0, -1).join(' '));

describe.each(engines())('catalogue access on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let corporate: string;
  let energy: string;
  /** A product only the energy catalogue's members may see. */
  let exclusive: Item;
  /** A marketplace product of the energy catalogue, shipped to Selangor / Petaling. */
  let shared: Item;

  /** The first in-stock product of the energy catalogue with this listing type, with its primary SKU and both its prices. */
  async function catalogueItem(listingType: string, where = sql`true`): Promise<Item> {
    const [row] = await ctx.db
      .select({
        productId: products.id,
        name: products.name,
        sellerId: products.sellerId,
        categoryId: products.categoryId,
        skuId: skus.id,
        moq: skus.moq,
        actPrice: skus.actPrice,
        contractPrice: catalogueSkuPrices.price,
      })
      .from(products)
      .innerJoin(catalogueProducts, and(eq(catalogueProducts.productId, products.id), eq(catalogueProducts.catalogueId, ENERGY_CATALOGUE)))
      .innerJoin(skus, eq(skus.id, products.primarySkuId))
      .innerJoin(catalogueSkuPrices, and(eq(catalogueSkuPrices.skuId, skus.id), eq(catalogueSkuPrices.catalogueId, ENERGY_CATALOGUE)))
      .where(and(eq(products.listingType, listingType), sql`${skus.stock} >= ${skus.moq} * 2`, where))
      .orderBy(asc(products.id))
      .limit(1);
    return row;
  }

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.61');
    corporate = await signIn(ctx.app, 'catalogue@lapasar.test', '192.0.2.62');
    energy = await signIn(ctx.app, 'energy@lapasar.test', '192.0.2.63');
    exclusive = await catalogueItem('catalogue');
    shared = await catalogueItem('marketplace', shippedHere);
  });
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    await changeHeard(ctx.db, 'cart_items', () => ctx.db.delete(cartItems));
    await changeHeard(ctx.db, 'wishlist_items', () => ctx.db.delete(wishlistItems));
    await ctx.db.delete(compareItems);
  });

  const get = <T>(path: string, token?: string) => call<T>(ctx.app, `/api${path}`, { token, headers: LOCATION });
  const listed = async (path: string, token?: string) =>
    (await get<ProductListResponse>(path, token)).body.products.map((row) => row.product_id);
  const addToCart = (item: Item, token: string) =>
    call<{ data: { item: { price: number } }; error?: string }>(ctx.app, '/api/cart/add', {
      token,
      headers: LOCATION,
      body: {
        sku_id: item.skuId,
        sl_id: item.sellerId,
        product_id: item.productId,
        product_name: item.name,
        quantity: item.moq,
        price: rm(item.actPrice),
      },
    });

  /** Whether the viewer sees the product through each route: in a list, or not 404 (400 for a cart add) by id. */
  const routes: [string, (item: Item, token?: string) => Promise<boolean>][] = [
    ['GET /products', async (item, token) => (await listed(`/products?search=${words(item)}&limit=100`, token)).includes(item.productId)],
    [
      'GET /products/unified',
      async (item, token) => (await listed(`/products/unified?search=${words(item)}&limit=100`, token)).includes(item.productId),
    ],
    [
      'GET /products/category',
      async (item, token) => (await listed(`/products/category?categoryId=${item.categoryId}&limit=100`, token)).includes(item.productId),
    ],
    [
      'GET /products (vendor)',
      async (item, token) => (await listed(`/products?vendorId=${item.sellerId}&limit=100`, token)).includes(item.productId),
    ],
    [
      'GET /products/featured',
      async (item, token) => (await listed(`/products/featured?categoryId=${item.categoryId}&limit=100`, token)).includes(item.productId),
    ],
    [
      'GET /search',
      async (item, token) =>
        (await get<SearchResponse>(`/search?q=${words(item)}&limit=100`, token)).body.hits.some((hit) => hit.recid === item.productId),
    ],
    ['GET /products/{id}', async (item, token) => (await get(`/products/${item.productId}`, token)).status !== 404],
    [
      'GET /products/{id}/sku-pricing-info',
      async (item, token) => (await get(`/products/${item.productId}/sku-pricing-info`, token)).status !== 404,
    ],
    [
      'GET /products/{id}/variant-sku-details',
      async (item, token) => (await get(`/products/${item.productId}/variant-sku-details?optionIds=`, token)).status !== 404,
    ],
  ];
  const memberRoutes: [string, (item: Item, token: string) => Promise<boolean>][] = [
    ['GET /products/{id}/details', async (item, token) => (await get(`/products/${item.productId}/details`, token)).status !== 404],
    ['POST /cart/add', async (item, token) => (await addToCart(item, token)).status === 200],
    [
      'POST /wishlist/update',
      async (item, token) =>
        (await call(ctx.app, '/api/wishlist/update', { token, body: { product_id: item.productId, action_type: 'add' } })).status !== 404,
    ],
    [
      'POST /corporate/compare add/product',
      async (item, token) => {
        const byId = token === energy ? ENERGY_BUYER : token === corporate ? 3 : 1;
        return (await postForm(ctx.app, 'add/product', { by_id: byId, product_id: item.productId }, { token })).status !== 404;
      },
    ],
    [
      'POST /products/{id}/bulk-price/request',
      async (item, token) => {
        const body = { sku_id: item.skuId, quantity: 50, target_price: rm(item.actPrice) / 2 };
        return (await call(ctx.app, `/api/products/${item.productId}/bulk-price/request`, { token, body })).status !== 404;
      },
    ],
    [
      'GET /cart/items/{skuId}/references',
      async (item, token) => (await call(ctx.app, `/api/cart/items/${item.skuId}/references`, { token })).status !== 404,
    ],
  ];

  describe.each(routes)('%s', (_, sees) => {
    it('hides an exclusive product from a visitor, buyer@ and a member of another catalogue, and shows it to its member', async () => {
      expect(await sees(exclusive)).toBe(false);
      expect(await sees(exclusive, buyer)).toBe(false);
      expect(await sees(exclusive, corporate)).toBe(false);
      expect(await sees(exclusive, energy)).toBe(true);
      expect(await sees(shared, buyer)).toBe(true);
    });
  });

  describe.each(memberRoutes)('%s', (_, sees) => {
    it('refuses an exclusive product to buyer@ and a member of another catalogue, and takes it from its member', async () => {
      expect(await sees(exclusive, buyer)).toBe(false);
      expect(await sees(exclusive, corporate)).toBe(false);
      expect(await sees(exclusive, energy)).toBe(true);
    });
  });

  it('answers Product not found for an exclusive product to anyone outside its catalogue', async () => {
    expect(await get(`/products/${exclusive.productId}`, corporate)).toMatchObject({ status: 404, body: { error: 'Product not found' } });
  });

  it("shows the catalogue's price to its member on the product page, the SKU lookup, listings and search hits", async () => {
    expect(shared.contractPrice).toBeLessThan(shared.actPrice);
    const detail = (await get<ProductDetailResponse>(`/products/${shared.productId}`, energy)).body.data;
    expect(detail.primary_sku_act_price).toBe(rm(shared.contractPrice));
    expect(detail.act_min_price).toBeLessThanOrEqual(rm(shared.contractPrice));
    const pricing = (
      await get<SkuPricingInfoResponse>(
        `/products/${shared.productId}/sku-pricing-info?sku_id=${shared.skuId}&quantity=${shared.moq}`,
        energy,
      )
    ).body;
    expect(pricing.skus.find((sku) => sku.sku_id === shared.skuId)?.act_price).toBe(rm(shared.contractPrice));
    expect(pricing.pricing?.unit_price).toBe(rm(shared.contractPrice));
    const row = (await get<ProductListResponse>(`/products/unified?search=${words(shared)}&limit=100`, energy)).body.products.find(
      (item) => item.product_id === shared.productId,
    );
    expect(row?.primary_sku_price).toBe(rm(shared.contractPrice));
    expect(row?.act_min_price).toBe(detail.act_min_price);
    const hit = (await get<SearchResponse>(`/search?q=${words(shared)}&limit=100`, energy)).body.hits.find(
      (item) => item.recid === shared.productId,
    );
    expect(hit?.primary_sku_price).toBe(rm(shared.contractPrice));
    expect(hit?.min_price).toBe(detail.act_min_price);
  });

  it('shows buyer@ the marketplace price of the same product', async () => {
    const detail = (await get<ProductDetailResponse>(`/products/${shared.productId}`, buyer)).body.data;
    expect(detail.primary_sku_act_price).toBe(rm(shared.actPrice));
    const hit = (await get<SearchResponse>(`/search?q=${words(shared)}&limit=100`, buyer)).body.hits.find(
      (item) => item.recid === shared.productId,
    );
    expect(hit?.primary_sku_price).toBe(rm(shared.actPrice));
  });

  it("charges the member the catalogue's price in the cart and at checkout, and buyer@ the marketplace price", async () => {
    const quantity = shared.moq;
    expect((await addToCart(shared, energy)).body.data.item.price).toBe(rm(shared.contractPrice));
    const cart = (await get<CartResponse>('/cart', energy)).body.data;
    expect(cart.cartItems.find((item) => item.sku_id === shared.skuId)).toMatchObject({
      price: rm(shared.contractPrice),
      act_price: rm(shared.contractPrice),
    });
    expect(cart.cartSummary.subtotal).toBe(rm(shared.contractPrice * quantity));
    const [location] = await ctx.db
      .select({ id: buyerLocations.id })
      .from(buyerLocations)
      .where(eq(buyerLocations.buyerId, ENERGY_BUYER))
      .orderBy(asc(buyerLocations.id))
      .limit(1);
    const form = (
      await get<CheckoutFormResponse>(`/workflow/checkout-form?location_id=${location.id}&state=Selangor&district=Petaling`, energy)
    ).body;
    expect(form.totals.subTotal).toBe(rm(shared.contractPrice * quantity));

    expect((await addToCart(shared, buyer)).body.data.item.price).toBe(rm(shared.actPrice));
    const marketplace = (await get<CartResponse>('/cart', buyer)).body.data;
    expect(marketplace.cartItems.find((item) => item.sku_id === shared.skuId)?.price).toBe(rm(shared.actPrice));
  });

  it('lets the member add the exclusive product to the cart at its catalogue price', async () => {
    expect((await addToCart(exclusive, energy)).body.data.item.price).toBe(rm(exclusive.contractPrice));
  });

  it("prices the member's wishlist and compare list at the catalogue's price, and buyer@'s at the marketplace price", async () => {
    for (const [token, byId, price] of [
      [energy, ENERGY_BUYER, shared.contractPrice],
      [buyer, 1, shared.actPrice],
    ] as const) {
      await call(ctx.app, '/api/wishlist/update', { token, body: { product_id: shared.productId, action_type: 'add' } });
      const wishlist = (await get<WishlistResponse>('/wishlist', token)).body.data;
      const wished = wishlist.sellers.flatMap((seller) => seller.products).find((product) => product.product_id === shared.productId);
      expect(wished?.pricing.display_price).toBe(rm(price));
      await postForm(ctx.app, 'add/product', { by_id: byId, product_id: shared.productId }, { token });
      const compared = (await postForm<CompareListResponse>(ctx.app, 'list', { by_id: byId }, { token, headers: LOCATION })).body.data;
      const row = Object.values(compared)
        .flat()
        .find((item) => item.product_id === shared.productId);
      expect(row?.product.skus.find((sku) => sku.recid === shared.skuId)?.price).toBe(rm(price));
    }
  });
});
