import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AddToCartResponse,
  ProductDetailResponse,
  ProductListResponse,
  SearchResponse,
  SkuDetailResponse,
  VendorResponse,
} from '../../src/api/types';
import { cartItems, districts, products, sellers, shippingRules, skus, states } from '../../server/db/schema';
import { shippingChargeAt } from '../../server/domain/search/filter-sql';
import { effectiveRule } from '../../server/domain/shipping';
import { refreshProductDerived } from '../../server/services/product-derived';
import { oneSearchAtATime } from '../../server/services/search-gate';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const token = (text: string) => Buffer.from(text).toString('base64');

describe.each(engines())('browse, search and cart on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let masked: string;
  const list = (query: string, headers: Record<string, string> = LOCATION, session?: string) =>
    call<ProductListResponse & { error?: string }>(ctx.app, `/api/products/unified?${query}`, { headers, token: session });
  const search = (query: string, session?: string) =>
    call<SearchResponse & { error?: string }>(ctx.app, `/api/search?${query}`, { headers: LOCATION, token: session });

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.21');
    masked = await signIn(ctx.app, 'masked@lapasar.test', '192.0.2.22');
  });
  afterAll(() => ctx?.close());

  describe('listings', () => {
    it('pages 24 at a time with the pagination fields', async () => {
      const first = await list('covidCategoryId=covidAll');
      expect(first.status).toBe(200);
      const { pagination } = first.body;
      expect(pagination).toMatchObject({ page: 1, limit: 24 });
      expect(pagination.total).toBeGreaterThan(24);
      expect(pagination.totalPages).toBe(Math.ceil(pagination.total / 24));
      expect(first.body.products).toHaveLength(24);
      const second = await list(`covidCategoryId=covidAll&page=2&limit=24`);
      expect(second.body.products).toHaveLength(Math.min(24, pagination.total - 24));
      expect(second.body.products.map((p) => p.product_id)).not.toContain(first.body.products[0].product_id);
      expect((await list('limit=101')).status).toBe(400);
      expect((await list('page=0')).body.error).toMatch(/^page: /);
    });

    it('never lists products with max price 0, of inactive or hidden sellers, or exclusive to a catalogue', async () => {
      const ids = new Set<number>();
      for (let page = 1; ; page++) {
        const { body } = await list(`limit=100&page=${page}`);
        for (const product of body.products) ids.add(product.product_id);
        if (page >= body.pagination.totalPages) break;
      }
      const rows = await ctx.db
        .select({
          id: products.id,
          max: products.actMaxPrice,
          active: sellers.active,
          hidden: sellers.hidden,
          listingType: products.listingType,
        })
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId));
      const excluded = rows.filter((row) => row.max === 0 || row.active !== 'Y' || row.hidden || row.listingType === 'catalogue');
      expect(excluded.some((row) => row.max === 0)).toBe(true);
      expect(excluded.some((row) => row.listingType === 'catalogue')).toBe(true);
      expect(excluded.some((row) => row.active !== 'Y')).toBe(true);
      expect(excluded.some((row) => row.hidden)).toBe(true);
      for (const row of excluded) expect(ids.has(row.id)).toBe(false);
      expect(ids.size).toBe(rows.length - excluded.length);
      const hits = await search('q=&limit=100');
      expect(hits.body.nbHits).toBe(ids.size);
    });

    it.each([
      ['price_low_high', (a: number, b: number) => a <= b, 'act_min_price'],
      ['price_high_low', (a: number, b: number) => a >= b, 'act_min_price'],
      ['rating', (a: number, b: number) => a >= b, 'rating'],
    ] as const)('sorts by %s', async (sort, ordered, field) => {
      const { body } = await list(`sort_by=${sort}&limit=50`);
      const values = body.products.map((product) => product[field] as number);
      for (let index = 1; index < values.length; index++) expect(ordered(values[index - 1], values[index])).toBe(true);
    });

    it('sorts newest first and rejects unknown sort codes', async () => {
      const { body } = await list('sort_by=newest&limit=10');
      const ids = body.products.map((product) => product.product_id);
      const rows = await ctx.db.select({ id: products.id, createdAt: products.createdAt }).from(products);
      const created = new Map(rows.map((row) => [row.id, row.createdAt.getTime()]));
      for (let index = 1; index < ids.length; index++)
        expect(created.get(ids[index - 1])).toBeGreaterThanOrEqual(created.get(ids[index]) as number);
      expect((await list('sort_by=cheapest')).status).toBe(400);
    });

    it.each([
      ['U0', 1, 10],
      ['U10', 11, 100],
      ['U100', 101, 1000],
      ['N', 0, 0],
    ])('filters MOQ bucket %s', async (code, min, max) => {
      const { status, body } = await list(`moq=${code}&limit=100`);
      expect(status).toBe(200);
      for (const product of body.products) {
        expect(product.moq).toBeGreaterThanOrEqual(min);
        expect(product.moq).toBeLessThanOrEqual(max);
      }
      if (code === 'U0') expect(body.products.length).toBeGreaterThan(0);
    });

    it('filters by price, brands, ratings, seller states, vendor, search and free shipping', async () => {
      const price = await list('min_price=10&max_price=50&limit=100');
      for (const product of price.body.products) {
        expect(product.act_max_price).toBeGreaterThanOrEqual(10);
        expect(product.act_min_price).toBeLessThanOrEqual(50);
      }
      const brand = await list('covidCategoryId=covidAll&brands=3M,ansell&limit=100');
      expect(brand.body.products.length).toBeGreaterThan(0);
      expect(new Set(brand.body.products.map((product) => product.brand))).toEqual(
        new Set(['3M', 'Ansell'].filter((name) => brand.body.products.some((p) => p.brand === name))),
      );
      const ratings = await list('ratings=4,5&limit=100');
      expect(ratings.body.products.every((product) => product.rating >= 4)).toBe(true);
      const states = await list('seller_states=Selangor&limit=100');
      expect(states.body.products.every((product) => product.sellerLocation === 'Selangor')).toBe(true);
      const vendor = await list('vendorId=1&limit=100');
      expect(vendor.body.products.every((product) => product.sl_id === 1)).toBe(true);
      const text = await list('search=mask&limit=100');
      expect(text.body.products.every((product) => /mask/i.test(product.product_name))).toBe(true);
      const free = await list('free_shipping=Y&limit=100');
      expect(free.body.products.length).toBeGreaterThan(0);
      expect(free.body.products.every((product) => product.free_shipping === 1)).toBe(true);
      const charged = await list('free_shipping=N&limit=100');
      expect(charged.body.products.every((product) => product.free_shipping === 0)).toBe(true);
      const conditional = await list('free_shipping=C&limit=100');
      expect(conditional.body.products.every((product) => product.free_shipping === 0)).toBe(true);
      const shipping = await list('min_shipping_cost=0&max_shipping_cost=0&limit=100');
      expect(shipping.body.products.every((product) => product.free_shipping === 1)).toBe(true);
      expect((await list('ratings=6')).status).toBe(400);
      expect((await list('moq=U5')).status).toBe(400);
      expect((await list('free_shipping=X')).status).toBe(400);
      expect((await list('min_price=abc')).status).toBe(400);
    });

    it('honours contracted=Y only for the signed-in buyer', async () => {
      const guest = await list('contracted=Y');
      expect(guest.body.pagination.total).toBe(0);
      const mine = await list('contracted=Y&limit=100', LOCATION, buyer);
      expect(mine.body.products.length).toBeGreaterThan(0);
      expect(mine.body.products.every((product) => product.is_contracted === 1)).toBe(true);
      expect((await list('contracted=Y', LOCATION, masked)).body.pagination.total).toBe(0);
    });

    it('masks seller names unless the buyer may see them', async () => {
      const [guest, real, hidden] = await Promise.all([
        list('vendorId=1'),
        list('vendorId=1', LOCATION, buyer),
        list('vendorId=1', LOCATION, masked),
      ]);
      expect(guest.body.products[0].seller_name).toBe('VNDR-000001');
      expect(hidden.body.products[0].sellerName).toBe('VNDR-000001');
      expect(real.body.products[0].seller_name).toBe('LaPasar Demo Supplies Sdn Bhd');
      const vendor = await call<VendorResponse>(ctx.app, '/api/vendors/1?page=1&limit=1', { token: buyer });
      expect(vendor.body.data.vendor).toMatchObject({ id: 1, companyName: 'LaPasar Demo Supplies Sdn Bhd', state: 'Selangor' });
      expect((await call<VendorResponse>(ctx.app, '/api/vendors/1')).body.data.vendor.companyName).toBe('VNDR-000001');
    });

    it('answers category token and id errors', async () => {
      expect(await call(ctx.app, `/api/products/category?token=${token('dog_1')}`)).toMatchObject({
        status: 400,
        body: { error: 'Invalid category token' },
      });
      expect(await call(ctx.app, '/api/products/category?token=%21%21')).toMatchObject({
        status: 400,
        body: { error: 'Invalid category token' },
      });
      expect(await call(ctx.app, `/api/products/category?token=${token('cat_424242')}`)).toMatchObject({
        status: 404,
        body: { error: 'Category Not Found' },
      });
      expect(await call(ctx.app, '/api/products/category?categoryId=424242')).toMatchObject({
        status: 404,
        body: { error: 'Category Not Found' },
      });
      const byToken = await call<ProductListResponse>(
        ctx.app,
        `/api/products/category?token=${token('cat_2755')}&subToken=${token('cat_2756')}`,
        { headers: LOCATION },
      );
      expect(byToken.status).toBe(200);
      expect(byToken.body.products.every((product) => /mask/i.test(product.product_name))).toBe(true);
    });

    it('serves the COVID tabs, price range, brands, featured and vendor 404', async () => {
      const tabs = await call<{ data: { category_id: number }[] }>(ctx.app, '/api/categories/covid');
      expect(tabs.body.data.map((category) => category.category_id)).toEqual([2756, 2757, 2758, 2759, 2760, 2761]);
      const masks = await call<ProductListResponse>(ctx.app, '/api/products/covid?covidCategoryId=2756', { headers: LOCATION });
      expect(masks.body.pagination.total).toBeGreaterThan(24);
      expect((await call(ctx.app, '/api/products/covid?covidCategoryId=1')).status).toBe(400);
      const range = await call<{ min: number; max: number }>(ctx.app, '/api/products/price-range?categoryId=2755');
      expect(range.body.min).toBeGreaterThan(0);
      expect(range.body.max).toBeGreaterThanOrEqual(range.body.min);
      const brands = await call<{ data: string[] }>(ctx.app, '/api/products/brands?subcategoryId=2756');
      expect(brands.body.data.length).toBeGreaterThan(1);
      const vendorBrands = await call<{ data: string[] }>(ctx.app, '/api/products/brands?vendorId=1');
      const vendorProducts = await list('vendorId=1&limit=100');
      expect(new Set(vendorBrands.body.data)).toEqual(new Set(vendorProducts.body.products.map((product) => product.brand)));
      expect((await call(ctx.app, '/api/products/brands?vendorId=x')).status).toBe(400);
      const featured = await call<ProductListResponse>(ctx.app, '/api/products/featured?categoryId=2755');
      expect(featured.body.products.length).toBeGreaterThan(0);
      expect(await call(ctx.app, '/api/vendors/9999')).toMatchObject({ status: 404, body: { error: 'Vendor not found' } });
      expect(await call(ctx.app, '/api/vendors/7')).toMatchObject({ status: 404, body: { error: 'Vendor not found' } });
    });
  });

  describe('search', () => {
    it("finds 'mask' with more than a page of hits and seller-state facets", async () => {
      const { status, body } = await search('q=mask');
      expect(status).toBe(200);
      expect(body.hits).toHaveLength(24);
      expect(body.estimatedTotalHits).toBeGreaterThan(24);
      expect(body.nbHits).toBe(body.estimatedTotalHits);
      const facets = body.facetDistribution['seller.state'];
      expect(Object.values(facets).reduce((sum, n) => sum + n, 0)).toBe(body.nbHits);
      expect(Object.keys(facets).length).toBeGreaterThan(1);
      expect(body.hits.every((hit) => /mask/i.test(hit.title))).toBe(true);
      expect(new Set(body.hits.map((hit) => hit.make)).size).toBeGreaterThan(1);
    });

    it('tolerates a typo and finds partial words', async () => {
      const typo = await search('q=maks');
      expect(typo.body.nbHits).toBeGreaterThan(24);
      expect(typo.body.hits[0].title).toMatch(/mask/i);
      const prefix = await search('q=respir');
      expect(prefix.body.hits.length).toBeGreaterThan(0);
      expect(prefix.body.hits.every((hit) => /respirator/i.test(hit.title))).toBe(true);
      const inside = await search('q=espirat');
      expect(inside.body.hits.every((hit) => /espirat/i.test(hit.title))).toBe(true);
      expect(inside.body.hits.length).toBeGreaterThan(0);
    });

    it('applies filters, facets follow them, and bad filters answer 400', async () => {
      const filter = encodeURIComponent("seller.state IN ['Selangor', 'Kuala Lumpur'] AND min_price_in_cents >= 500");
      const { body } = await search(`q=mask&filter=${filter}&filter=${encodeURIComponent('NOT total_stock = 0')}&limit=100`);
      expect(
        body.hits.every(
          (hit) => ['Selangor', 'Kuala Lumpur'].includes(hit.seller.state) && hit.min_price_in_cents >= 500 && hit.total_stock > 0,
        ),
      ).toBe(true);
      expect(Object.keys(body.facetDistribution['seller.state']).every((state) => ['Selangor', 'Kuala Lumpur'].includes(state))).toBe(true);
      const free = await search(`filter=${encodeURIComponent("free_shipping_locations = 'selangor.petaling'")}&limit=100`);
      expect(free.body.hits.every((hit) => hit.free_shipping === 1)).toBe(true);
      // Shipping charges at the request's location, as the listing's shipping cost filter sees them.
      const freeHere = await search(`filter=${encodeURIComponent('shipping_cost_in_cents = 0')}&limit=100`);
      const freeListed = await list('min_shipping_cost=0&max_shipping_cost=0&limit=100');
      expect(freeHere.body.nbHits).toBe(freeListed.body.pagination.total);
      expect(freeHere.body.hits.every((hit) => hit.free_shipping === 1)).toBe(true);
      const charged = await search(`filter=${encodeURIComponent('shipping_cost_in_cents 100 TO 1500')}&limit=100`);
      const chargedListed = await list('min_shipping_cost=1&max_shipping_cost=15&limit=100');
      expect(charged.body.nbHits).toBe(chargedListed.body.pagination.total);
      expect(charged.body.nbHits).toBeGreaterThan(0);
      const rating = await search(`filter=${encodeURIComponent('seller.rating = 5')}&limit=100`);
      expect(rating.body.hits.every((hit) => hit.seller.rating === 5)).toBe(true);
      for (const bad of ["seller.state = 'x'; DROP TABLE products", '1=1 OR', 'password = 1']) {
        const response = await search(`q=mask&filter=${encodeURIComponent(bad)}`);
        expect(response.status).toBe(400);
        expect(response.body.error).toMatch(/^filter: /);
      }
      expect((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(products))[0].n).toBeGreaterThan(0);
    });

    it("reads each product's shipping charge at the location from its most specific rule", async () => {
      const [state] = await ctx.db.select().from(states).where(eq(states.name, 'Selangor'));
      const [district] = await ctx.db
        .select()
        .from(districts)
        .where(and(eq(districts.stateId, state.id), eq(districts.name, 'Petaling')));
      const rules = await ctx.db.select().from(shippingRules).orderBy(shippingRules.id);
      expect(rules.some((rule) => rule.productId !== null)).toBe(true);
      const rows = await ctx.db
        .select({ id: products.id, sellerId: products.sellerId, charge: sql<number | null>`${shippingChargeAt(state.id, district.id)}` })
        .from(products);
      const expected = rows.map((row) => {
        const rule = effectiveRule(
          rules.filter((candidate) => candidate.sellerId === row.sellerId),
          row.id,
          state.id,
          district.id,
        );
        if (!rule || rule.mode === 'not_shipped') return null;
        return rule.mode === 'free' ? 0 : rule.minCharge;
      });
      expect(rows.map((row) => row.charge)).toEqual(expected);
      expect(new Set(expected).size).toBeGreaterThan(2);
    });

    it('answers 60 ORed shipping charges as their IN list, and refuses more than 100 conditions', async () => {
      const charges = Array.from({ length: 60 }, (_, index) => index * 50);
      const equalsAny = (values: number[]) => encodeURIComponent(values.map((value) => `shipping_cost_in_cents = ${value}`).join(' OR '));
      const ored = await search(`filter=${equalsAny(charges)}&limit=100`);
      const listed = await search(`filter=${encodeURIComponent(`shipping_cost_in_cents IN [${charges.join(', ')}]`)}&limit=100`);
      expect(ored.status).toBe(200);
      expect(ored.body.nbHits).toBeGreaterThan(0);
      expect(ored.body.hits.map((hit) => hit.recid)).toEqual(listed.body.hits.map((hit) => hit.recid));
      const tooMany = await search(`filter=${equalsAny(charges)}&filter=${equalsAny(charges.slice(0, 41))}`);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error).toBe('filter: At most 100 conditions in all filters, found 101');
    });

    it(
      engine === 'pglite'
        ? 'runs searches one at a time on PGlite and refuses a ninth waiting one'
        : 'runs searches side by side on PostgreSQL',
      async () => {
        let running = 0;
        let most = 0;
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        const work = async () => {
          most = Math.max(most, ++running);
          await held;
          running--;
          return 'done';
        };
        const outcomes = Array.from({ length: 10 }, () =>
          oneSearchAtATime(ctx.db, work).catch((error: { status?: number }) => error.status),
        );
        await new Promise((resolve) => setTimeout(resolve, 10));
        release();
        const results = await Promise.all(outcomes);
        if (engine === 'pglite') {
          expect(most).toBe(1);
          expect(results).toEqual([...Array<string>(9).fill('done'), 503]);
        } else {
          expect(most).toBe(10);
          expect(results).toEqual(Array<string>(10).fill('done'));
        }
      },
    );

    it.each([
      [
        'min_price_in_cents:asc',
        (a: SearchResponse['hits'][number], b: SearchResponse['hits'][number]) => a.min_price_in_cents <= b.min_price_in_cents,
      ],
      [
        'min_price_in_cents:desc',
        (a: SearchResponse['hits'][number], b: SearchResponse['hits'][number]) => a.min_price_in_cents >= b.min_price_in_cents,
      ],
      ['created_at:desc', (a: SearchResponse['hits'][number], b: SearchResponse['hits'][number]) => a.created_at >= b.created_at],
      ['seller.rating:desc', (a: SearchResponse['hits'][number], b: SearchResponse['hits'][number]) => a.seller.rating >= b.seller.rating],
    ])('sorts by %s', async (sort, ordered) => {
      const { body } = await search(`q=mask&sort=${sort}&limit=50`);
      for (let index = 1; index < body.hits.length; index++) expect(ordered(body.hits[index - 1], body.hits[index])).toBe(true);
    });

    it('pages with offset and masks names per viewer', async () => {
      const first = await search('q=mask&limit=10');
      const second = await search('q=mask&limit=10&offset=10');
      expect(second.body.offset).toBe(10);
      expect(second.body.hits.map((hit) => hit.recid)).not.toContain(first.body.hits[0].recid);
      expect(first.body.hits.every((hit) => /^VNDR-\d{6}$/.test(hit.seller.name))).toBe(true);
      const real = await search('q=mask&limit=50', buyer);
      expect(real.body.hits.some((hit) => !hit.seller.name.startsWith('VNDR-'))).toBe(true);
      const hidden = await search('q=mask&limit=50&buyerId=1', masked);
      expect(hidden.body.hits.every((hit) => hit.seller.name.startsWith('VNDR-'))).toBe(true);
    });

    it('searches by seller: real names only for buyers who see them, codes for everyone', async () => {
      const byName = await search('q=LaPasar%20Demo&type=by-seller', buyer);
      expect(byName.body.nbHits).toBeGreaterThan(0);
      expect(byName.body.hits.every((hit) => hit.sl_id === 1)).toBe(true);
      expect((await search('q=LaPasar%20Demo&type=by-seller')).body.nbHits).toBe(0);
      expect((await search('q=LaPasar%20Demo&type=by-seller', masked)).body.nbHits).toBe(0);
      const byCode = await search('q=VNDR-000001&type=by-seller');
      expect(byCode.body.nbHits).toBe(byName.body.nbHits);
      // No name contains 'Lapasr Demo': words within typo distance find the seller instead.
      const typo = await search('q=Lapasr%20Demo&type=by-seller', buyer);
      expect(typo.body.nbHits).toBe(byName.body.nbHits);
      expect(typo.body.hits.every((hit) => hit.sl_id === 1)).toBe(true);
      expect((await search('q=%25&type=by-seller', buyer)).body.nbHits).toBe(0);
    });

    it('serves filter metadata, brands and price range for a query', async () => {
      const meta = await call<{
        data: { brands: string[]; priceRange: { min: number; max: number }; sellerStates: Record<string, number> };
      }>(ctx.app, '/api/search/filter-metadata?q=mask');
      expect(meta.body.data.brands.length).toBeGreaterThan(1);
      expect(meta.body.data.priceRange.max).toBeGreaterThan(meta.body.data.priceRange.min);
      expect(Object.keys(meta.body.data.sellerStates).length).toBeGreaterThan(0);
      expect((await call<{ data: string[] }>(ctx.app, '/api/search/brands?q=mask')).body.data).toEqual(meta.body.data.brands);
      expect((await call(ctx.app, '/api/search/price-range?q=mask')).body).toMatchObject({ success: true, ...meta.body.data.priceRange });
    });
  });

  describe('product detail and SKUs', () => {
    it('returns variants and the SKU of chosen options', async () => {
      const [variant] = await ctx.db
        .select({ id: products.id })
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .where(sql`${products.isVariant} = 'Y' and ${products.actMaxPrice} > 0 and ${sellers.active} = 'Y' and not ${sellers.hidden}`)
        .limit(1);
      const { status, body } = await call<ProductDetailResponse>(ctx.app, `/api/products/${variant.id}`);
      expect(status).toBe(200);
      const detail = body.data;
      expect(detail.variants.length).toBeGreaterThan(0);
      const optionIds = detail.variants.map((axis) => detail.variant_options[String(axis.variant_id)][0].recid);
      const sku = await call<SkuDetailResponse>(
        ctx.app,
        `/api/products/${variant.id}/variant-sku-details?optionIds=${optionIds.join(',')}`,
      );
      expect(sku.body).toMatchObject({ success: true, product_id: variant.id });
      const none = await call<SkuDetailResponse>(ctx.app, `/api/products/${variant.id}/variant-sku-details?optionIds=999999`);
      expect(none.body).toMatchObject({ success: false, error: expect.any(String) });
      expect((await call(ctx.app, `/api/products/${variant.id}/variant-sku-details?optionIds=a`)).status).toBe(400);
      expect(await call(ctx.app, '/api/products/999999')).toMatchObject({ status: 404, body: { error: 'Product not found' } });
    });

    it('keeps the derived columns in step with refreshProductDerived', async () => {
      const before = await ctx.db.select().from(products).orderBy(products.id).limit(20);
      await refreshProductDerived(
        ctx.db,
        before.map((row) => row.id),
      );
      const after = await ctx.db.select().from(products).orderBy(products.id).limit(20);
      expect(after).toEqual(before);
    });
  });

  describe('cart', () => {
    async function inStockSku(minStock = 20) {
      const [row] = await ctx.db
        .select({ sku: skus, name: products.name, sellerId: products.sellerId })
        .from(skus)
        .innerJoin(products, eq(products.id, skus.productId))
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .where(
          sql`${skus.stock} >= ${minStock} and ${skus.moq} = 1 and ${products.actMaxPrice} > 0 and ${sellers.active} = 'Y' and not ${sellers.hidden} and not ${products.unshippedLocations} && array['selangor.petaling', 'selangor.all', 'all.all']`,
        )
        .limit(1);
      return row;
    }
    const add = (row: Awaited<ReturnType<typeof inStockSku>>, quantity: number, session?: string) =>
      call<AddToCartResponse & { error?: string }>(ctx.app, '/api/cart/add', {
        token: session,
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

    it('adds lines cumulatively for the signed-in buyer and counts lines', async () => {
      const row = await inStockSku();
      expect((await call(ctx.app, '/api/cart/count', { token: masked })).body).toEqual({ success: true, count: 0 });
      const first = await add(row, 2, buyer);
      expect(first.status).toBe(200);
      expect(first.body.cartCount).toBe(1);
      expect(first.body.data.cartCount).toBe(1);
      const again = await add(row, 3, buyer);
      expect(again.body.data.item?.quantity).toBe(5);
      expect(again.body.cartCount).toBe(1);
      expect((await call(ctx.app, '/api/cart/count', { token: buyer })).body).toEqual({ success: true, count: 1 });
      const lines = await ctx.db.select().from(cartItems);
      expect(lines.every((line) => line.buyerId === 1)).toBe(true);
      expect((await call(ctx.app, '/api/cart/count', { token: masked })).body.count).toBe(0);
    });

    it('rejects guests, wrong SKUs, bad quantities, stock and MOQ with the spec messages', async () => {
      const row = await inStockSku();
      expect((await add(row, 1)).status).toBe(401);
      expect((await call(ctx.app, '/api/cart/count')).status).toBe(401);
      const wrongSeller = await call(ctx.app, '/api/cart/add', {
        token: masked,
        body: { sku_id: row.sku.id, sl_id: row.sellerId + 1, product_id: row.sku.productId, product_name: 'x', quantity: 1, price: 1 },
      });
      expect(wrongSeller).toMatchObject({ status: 400, body: { error: 'Product SKU is not available. Cannot add to cart.' } });
      expect((await add(row, 0, masked)).body.error).toMatch(/^quantity: /);
      expect((await add(row, 1.5, masked)).status).toBe(400);
      const tooMany = await add(row, row.sku.stock + 1, masked);
      expect(tooMany).toMatchObject({
        status: 400,
        body: { error: `Insufficient stock for ${row.name}. Available: ${row.sku.stock}, Requested: ${row.sku.stock + 1}` },
      });
      await changeHeard(ctx.db, 'skus', () => ctx.db.update(skus).set({ stock: 0 }).where(eq(skus.id, row.sku.id)));
      expect((await add(row, 1, masked)).body.error).toBe(`${row.name} is out of stock`);
      await changeHeard(ctx.db, 'skus', () => ctx.db.update(skus).set({ stock: row.sku.stock, moq: 10 }).where(eq(skus.id, row.sku.id)));
      expect((await add(row, 1, masked)).body.error).toBe(`Minimum order quantity for ${row.name} is 10`);
      await changeHeard(ctx.db, 'skus', () => ctx.db.update(skus).set({ moq: row.sku.moq }).where(eq(skus.id, row.sku.id)));
      const [product] = await ctx.db
        .select({ unshipped: products.unshippedLocations })
        .from(products)
        .where(eq(products.id, row.sku.productId));
      await changeHeard(ctx.db, 'products', () =>
        ctx.db
          .update(products)
          .set({ unshippedLocations: ['selangor.all'] })
          .where(eq(products.id, row.sku.productId)),
      );
      expect(await add(row, 1, masked)).toMatchObject({
        status: 400,
        body: { error: 'The vendor does not provide shipping services to your location' },
      });
      await changeHeard(ctx.db, 'products', () =>
        ctx.db.update(products).set({ unshippedLocations: product.unshipped }).where(eq(products.id, row.sku.productId)),
      );
      expect((await call(ctx.app, '/api/cart/count', { token: masked })).body.count).toBe(0);
    });
  });
});
