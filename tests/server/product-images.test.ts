import { randomBytes } from 'node:crypto';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CartResponse,
  CheckoutFormResponse,
  CompareListResponse,
  ProductDetailResponse,
  ProductListResponse,
  SearchResponse,
  WishlistResponse,
} from '../../src/api/types';
import { createApp } from '../../server/app';
import { buyerLocations, cartItems, catalogueProducts, compareItems, products, skus, wishlistItems } from '../../server/db/schema';
import { postForm } from './support/compare-form';
import { changeHeard, createTestContext, engines, TEST_KDF_LOG_N, type TestContext } from './support/context';
import { call, signIn } from './support/http';

const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const ENERGY_CATALOGUE = 3;
const ENERGY_BUYER = 4;
const DAY_MS = 24 * 60 * 60 * 1000;
const shippedHere = sql`not ${products.unshippedLocations} && array['selangor.petaling', 'selangor.all', 'all.all']`;
/** The product's name without its model code, as a search for it. */
const words = (item: { name: string }) => encodeURIComponent(item.name.split(' ').slice(0, -1).join(' '));

interface Item {
  productId: number;
  name: string;
  sellerId: number;
  skuId: number;
  moq: number;
  price: number;
}

/** An answer as a client sees it: status, body and every header. */
interface Answer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

describe.each(engines())('product images on %s', (engine) => {
  let ctx: TestContext;
  let clock: Date;
  let buyer: string;
  let corporate: string;
  let energy: string;
  /** Products only the energy catalogue's members may see. */
  let exclusive: Item;
  let otherExclusive: Item;
  /** A marketplace product of the energy catalogue: everyone sees it. */
  let shared: Item;
  /** An id no product has. */
  let missingId: number;

  async function catalogueItems(listingType: string): Promise<Item[]> {
    return ctx.db
      .select({
        productId: products.id,
        name: products.name,
        sellerId: products.sellerId,
        skuId: skus.id,
        moq: skus.moq,
        price: skus.actPrice,
      })
      .from(products)
      .innerJoin(catalogueProducts, and(eq(catalogueProducts.productId, products.id), eq(catalogueProducts.catalogueId, ENERGY_CATALOGUE)))
      .innerJoin(skus, eq(skus.id, products.primarySkuId))
      .where(
        and(
          eq(products.listingType, listingType),
          sql`${skus.stock} >= ${skus.moq} * 2`,
          sql`${products.actMaxPrice} > 0`,
          eq(products.sellerListed, true),
          shippedHere,
        ),
      )
      .orderBy(asc(products.id))
      .limit(2);
  }

  beforeAll(async () => {
    clock = new Date();
    ctx = await createTestContext(engine, { now: () => clock });
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.71');
    corporate = await signIn(ctx.app, 'catalogue@lapasar.test', '192.0.2.72');
    energy = await signIn(ctx.app, 'energy@lapasar.test', '192.0.2.73');
    [exclusive, otherExclusive] = await catalogueItems('catalogue');
    [shared] = await catalogueItems('marketplace');
    const [{ last }] = await ctx.db.select({ last: max(products.id) }).from(products);
    missingId = (last ?? 0) + 1000;
  });
  afterAll(() => ctx?.close());

  const get = <T>(path: string, token?: string) => call<T>(ctx.app, `/api${path}`, { token, headers: LOCATION });

  /** Loads an image as an <img> does: no Authorization, and only its address. */
  async function load(url: string, token?: string, app = ctx.app): Promise<Answer> {
    const { pathname, search } = new URL(url);
    const response = await app.request(`${pathname}${search}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    // Every answer carries its own request's id, which no two answers share.
    const { 'x-request-id': _requestId, ...headers } = Object.fromEntries(response.headers);
    return { status: response.status, body: await response.text(), headers };
  }

  /** The answer with the requested id written as {id}, and without its length (which counts the id's digits). */
  function withoutId(answer: Answer, id: number): Answer {
    const { 'content-length': _length, ...headers } = answer.headers;
    return { ...answer, body: answer.body.replaceAll(String(id), '{id}'), headers };
  }

  const imageUrl = (id: number, view = '') => `http://localhost/api/images/products/${id}${view}.svg`;
  /** The answer for an id no product has: what every refused image must look like. */
  const missing = async (view = '', query = '', token?: string) =>
    withoutId(await load(`${imageUrl(missingId, view)}${query}`, token), missingId);

  it('answers an exclusive product image to a visitor and to non-members exactly as an id no product has', async () => {
    for (const view of ['', '-2', '-3']) {
      const expected = await missing(view);
      expect(expected.status).toBe(404);
      expect(withoutId(await load(imageUrl(exclusive.productId, view)), exclusive.productId)).toEqual(expected);
      for (const token of [buyer, corporate, energy]) {
        expect(withoutId(await load(imageUrl(exclusive.productId, view), token), exclusive.productId)).toEqual(
          await missing(view, '', token),
        );
      }
    }
    expect((await load(imageUrl(exclusive.productId))).body).not.toContain(exclusive.name.slice(0, 20));
  });

  it("never gives a visitor's or a non-member's answers a signed image", async () => {
    for (const token of [undefined, buyer, corporate]) {
      const detail = await get<ProductDetailResponse>(`/products/${shared.productId}`, token);
      expect(detail.body.data.images.every((url) => !url.includes('?'))).toBe(true);
      const hits = (await get<SearchResponse>(`/search?q=${words(exclusive)}&limit=100`, token)).body.hits;
      expect(hits.some((hit) => hit.recid === exclusive.productId)).toBe(false);
    }
  });

  describe("a member's answers", () => {
    /** Every product image URL in the member's answers, by where it came from. */
    async function memberImages(item: Item): Promise<[string, string][]> {
      await changeHeard(ctx.db, 'cart_items', () => ctx.db.delete(cartItems).where(eq(cartItems.buyerId, ENERGY_BUYER)));
      await changeHeard(ctx.db, 'wishlist_items', () => ctx.db.delete(wishlistItems).where(eq(wishlistItems.buyerId, ENERGY_BUYER)));
      await ctx.db.delete(compareItems).where(eq(compareItems.buyerId, ENERGY_BUYER));
      const body = {
        sku_id: item.skuId,
        sl_id: item.sellerId,
        product_id: item.productId,
        product_name: item.name,
        quantity: item.moq,
        price: item.price / 100,
      };
      expect((await call(ctx.app, '/api/cart/add', { token: energy, headers: LOCATION, body })).status).toBe(200);
      expect(
        (await call(ctx.app, '/api/wishlist/update', { token: energy, body: { product_id: item.productId, action_type: 'add' } })).status,
      ).toBe(200);
      expect((await postForm(ctx.app, 'add/product', { by_id: ENERGY_BUYER, product_id: item.productId }, { token: energy })).status).toBe(
        200,
      );

      const search = words(item);
      const detail = (await get<ProductDetailResponse>(`/products/${item.productId}`, energy)).body.data;
      const listing = (await get<ProductListResponse>(`/products/unified?search=${search}&limit=100`, energy)).body.products.find(
        (row) => row.product_id === item.productId,
      );
      const hit = (await get<SearchResponse>(`/search?q=${search}&limit=100`, energy)).body.hits.find(
        (row) => row.recid === item.productId,
      );
      const catalogue = (await get<SearchResponse>(`/products/catalogue/search?q=${search}&limit=100`, energy)).body.hits.find(
        (row) => row.recid === item.productId,
      );
      const cart = (await get<CartResponse>('/cart', energy)).body.data.cartItems.find((line) => line.product_id === item.productId);
      const [place] = await ctx.db
        .select({ id: buyerLocations.id })
        .from(buyerLocations)
        .where(eq(buyerLocations.buyerId, ENERGY_BUYER))
        .orderBy(asc(buyerLocations.id))
        .limit(1);
      const form = (
        await get<CheckoutFormResponse>(`/workflow/checkout-form?location_id=${place.id}&state=Selangor&district=Petaling`, energy)
      ).body;
      const checkout = form.cartItems.find((line) => line.product_id === item.productId);
      const wishlist = (await get<WishlistResponse>('/wishlist', energy)).body.data.sellers
        .flatMap((seller) => seller.products)
        .find((product) => product.product_id === item.productId);
      const compared = (await postForm<CompareListResponse>(ctx.app, 'list', { by_id: ENERGY_BUYER }, { token: energy, headers: LOCATION }))
        .body.data;
      const compare = Object.values(compared)
        .flat()
        .find((row) => row.product_id === item.productId);
      const found: [string, string | null | undefined][] = [
        ...detail.images.map((url, index): [string, string] => [`detail image ${index + 1}`, url]),
        ['listing imageUrl', listing?.imageUrl],
        ['listing product_img', listing?.product_img],
        ['search thumbnail', hit?.thumbnail],
        ['catalogue search thumbnail', catalogue?.thumbnail],
        ['cart product_img', cart?.product_img],
        ['checkout form product_img', checkout?.product_img],
        ['wishlist image_url', wishlist?.image_url],
        ['compare thumb', compare?.product.thumb],
      ];
      for (const [where, url] of found) expect(url, where).toBeTypeOf('string');
      return found as [string, string][];
    }

    it('give signed image URLs of an exclusive product that load, kept by the browser only', async () => {
      for (const [where, url] of await memberImages(exclusive)) {
        expect(url, where).toMatch(/\?expires=\d+&signature=[\w-]+$/);
        const image = await load(url);
        expect(image.status, where).toBe(200);
        expect(image.headers['content-type'], where).toBe('image/svg+xml; charset=utf-8');
        expect(image.body, where).toContain(exclusive.name.slice(0, 20));
        const cacheControl = image.headers['cache-control'];
        expect(cacheControl, where).toMatch(/^private, max-age=\d+$/);
        expect(Number(cacheControl.split('=')[1]), where).toBeLessThanOrEqual(24 * 60 * 60);
      }
    });

    it('give the public, unsigned, long-cached image URLs of a marketplace product, as everyone gets', async () => {
      for (const [where, url] of await memberImages(shared)) {
        expect(url, where).toMatch(new RegExp(`/api/images/products/${shared.productId}(-[23])?\\.svg$`));
        const image = await load(url);
        expect(image.status, where).toBe(200);
        expect(image.headers['cache-control'], where).toBe('public, max-age=86400');
      }
    });
  });

  describe('a signed URL', () => {
    let signed: string;
    beforeAll(async () => {
      signed = (await get<ProductDetailResponse>(`/products/${exclusive.productId}`, energy)).body.data.images[0];
      expect((await load(signed)).status).toBe(200);
    });
    const query = (url: string) => new URL(url).searchParams;
    const refusedLike = async (url: string) => {
      const { pathname, search } = new URL(url);
      const id = Number(/(\d+)(-\d)?\.svg$/.exec(pathname)?.[1]);
      const view = /-\d\.svg$/.exec(pathname)?.[0].replace('.svg', '') ?? '';
      expect(withoutId(await load(url), id)).toEqual(await missing(view, search));
    };

    it('is refused when its signature is changed', async () => {
      const signature = query(signed).get('signature') ?? '';
      const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      await refusedLike(signed.replace(`signature=${signature}`, `signature=${flipped}`));
      await refusedLike(signed.replace(`signature=${signature}`, `signature=${signature.slice(0, -2)}`));
      await refusedLike(signed.split('&')[0]);
    });

    it('is refused when its expiry is moved', async () => {
      const expires = Number(query(signed).get('expires'));
      await refusedLike(signed.replace(`expires=${expires}`, `expires=${expires + 86_400}`));
    });

    it("is refused for another product, even another exclusive one's signature", async () => {
      const other = (await get<ProductDetailResponse>(`/products/${otherExclusive.productId}`, energy)).body.data.images[0];
      await refusedLike(`${imageUrl(otherExclusive.productId)}${new URL(signed).search}`);
      await refusedLike(`${imageUrl(exclusive.productId)}${new URL(other).search}`);
    });

    it('is refused once it has expired, and the next answers sign afresh', async () => {
      const expires = Number(query(signed).get('expires'));
      expect(expires * 1000 - clock.getTime()).toBeGreaterThanOrEqual(DAY_MS);
      expect(expires * 1000 - clock.getTime()).toBeLessThanOrEqual(2 * DAY_MS);
      const before = clock;
      try {
        clock = new Date(expires * 1000);
        await refusedLike(signed);
        const renewed = (await get<ProductDetailResponse>(`/products/${exclusive.productId}`, energy)).body.data.images[0];
        expect(renewed).not.toBe(signed);
        expect((await load(renewed)).status).toBe(200);
      } finally {
        clock = before;
      }
    });

    it('is refused by a server with another secret', async () => {
      const other = createApp({ db: ctx.db, kdfLogN: TEST_KDF_LOG_N, uploadSecret: randomBytes(32), now: () => clock });
      expect((await load(imageUrl(shared.productId), undefined, other)).status).toBe(200);
      const { pathname, search } = new URL(signed);
      expect((await load(signed, undefined, other)).status).toBe(404);
      expect(withoutId(await load(`http://localhost${pathname}${search}`, undefined, other), exclusive.productId)).toEqual(
        withoutId(await load(`${imageUrl(missingId)}${search}`, undefined, other), missingId),
      );
    });
  });

  it('signs the image of a product no longer listed in the cart of a buyer who holds it, and refuses it unsigned', async () => {
    const body = {
      sku_id: shared.skuId,
      sl_id: shared.sellerId,
      product_id: shared.productId,
      product_name: shared.name,
      quantity: shared.moq,
      price: shared.price / 100,
    };
    await changeHeard(ctx.db, 'cart_items', () => ctx.db.delete(cartItems).where(eq(cartItems.buyerId, 1)));
    expect((await call(ctx.app, '/api/cart/add', { token: buyer, headers: LOCATION, body })).status).toBe(200);
    await changeHeard(ctx.db, 'products', () =>
      ctx.db.update(products).set({ sellerListed: false }).where(eq(products.id, shared.productId)),
    );
    try {
      const line = (await get<CartResponse>('/cart', buyer)).body.data.cartItems.find((item) => item.product_id === shared.productId);
      expect(line?.product_img).toMatch(/\?expires=\d+&signature=[\w-]+$/);
      expect((await load(line?.product_img ?? '')).status).toBe(200);
      expect(withoutId(await load(imageUrl(shared.productId)), shared.productId)).toEqual(await missing());
    } finally {
      await changeHeard(ctx.db, 'products', () =>
        ctx.db.update(products).set({ sellerListed: true }).where(eq(products.id, shared.productId)),
      );
      await changeHeard(ctx.db, 'cart_items', () => ctx.db.delete(cartItems).where(eq(cartItems.buyerId, 1)));
    }
  });
});
