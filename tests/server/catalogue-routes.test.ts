import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogueCategoriesResponse,
  CatalogueCategoryResponse,
  CatalogueProductsResponse,
  SearchResponse,
} from '../../src/api/types';
import { encodeCategoryToken } from '../../src/lib/category-token';
import { catalogueCategories, catalogueMembers, catalogueProducts, catalogues, catalogueSkuPrices, products } from '../../server/db/schema';
import { findCategory } from '../../server/domain/category-tree';
import { refreshSearchTerms } from '../../server/queries/product-derived';
import { loadCategoryTree } from '../../server/services/categories';
import { CartFixture } from './support/cart-fixture';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

type Answer<T> = T & { error?: string };

const CATALOGUE_BUYER_ID = 3;
const ENERGY_BUYER_ID = 4;
const SPECIAL_BUYER_ID = 5960;
const NOT_MEMBER = { status: 403, body: { error: 'Catalogue products are only available to catalogue users' } };
const VISITOR = { status: 401, body: { error: 'Authentication required' } };
const CATEGORY_NOT_FOUND = { status: 404, body: { error: 'Category Not Found' } };
const MEMBER_ROUTES = [
  '/api/products/catalogue',
  '/api/products/catalogue-categories',
  '/api/products/catalogue/search',
  '/api/products/tnb-catalogue-categories',
];

describe.each(engines())('catalogue routes on %s', (engine) => {
  let ctx: TestContext;
  const tokens: Record<'catalogue' | 'special' | 'energy' | 'buyer' | 'approver', string> = {
    catalogue: '',
    special: '',
    energy: '',
    buyer: '',
    approver: '',
  };
  /** Catalogue A (catalogue@'s): 30 'Zephyr' products under `parentId`, 20 from Alpha and 10 from Beta; the first at a contract price. */
  let a: {
    id: number;
    parentId: number;
    childId: number;
    productIds: number[];
    contract: { productId: number; skuId: number };
    exclusiveId: number;
    betaSeller: number;
  };
  /** Catalogue B (special@'s and energy@'s): one 'Zephyr' product under another top category. */
  let b: { id: number; categoryId: number; productId: number };

  const get = <T>(path: string, token?: string) => call<Answer<T>>(ctx.app, path, { token });

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    [tokens.catalogue, tokens.special, tokens.energy, tokens.buyer, tokens.approver] = await Promise.all([
      signIn(ctx.app, 'catalogue@lapasar.test', '192.0.2.151'),
      signIn(ctx.app, 'special@lapasar.test', '192.0.2.152'),
      signIn(ctx.app, 'energy@lapasar.test', '192.0.2.153'),
      signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.154'),
      signIn(ctx.app, 'energy-approver@lapasar.test', '192.0.2.155'),
    ]);
    const fixture = new CartFixture(ctx.db);
    const { parentId, childId } = await fixture.categoryWithChild();
    const tree = await loadCategoryTree(ctx.db);
    const other = tree.find((top) => !findCategory([top], parentId));
    if (!other) throw new Error('No second top category in the seed');
    const [alpha, beta] = [await fixture.seller('Zephyr Alpha Sdn Bhd'), await fixture.seller('Zephyr Beta Sdn Bhd')];
    const items = [];
    for (let index = 1; index <= 30; index += 1) {
      items.push(
        await fixture.product(index <= 20 ? alpha : beta, { name: `Zephyr Stapler ${index}`, categoryId: childId, actPrice: 1000 + index }),
      );
    }
    const outsider = await fixture.product(alpha, { name: 'Zephyr Outsider', categoryId: other.category_id, actPrice: 4000 });
    await refreshSearchTerms(ctx.db);

    const [catalogueA, catalogueB] = await ctx.db
      .insert(catalogues)
      .values([{ name: 'Test Catalogue A' }, { name: 'Test Catalogue B' }])
      .returning({ id: catalogues.id });
    await ctx.db.insert(catalogueCategories).values([
      { catalogueId: catalogueA.id, categoryId: parentId },
      { catalogueId: catalogueB.id, categoryId: other.category_id },
    ]);
    await ctx.db
      .insert(catalogueProducts)
      .values([
        ...items.map((item) => ({ catalogueId: catalogueA.id, productId: item.productId })),
        { catalogueId: catalogueB.id, productId: outsider.productId },
      ]);
    await ctx.db.insert(catalogueSkuPrices).values({ catalogueId: catalogueA.id, skuId: items[0].skuId, price: 500 });
    await ctx.db.update(products).set({ listingType: 'catalogue' }).where(eq(products.id, items[1].productId));
    await ctx.db.delete(catalogueMembers).where(inArray(catalogueMembers.buyerId, [CATALOGUE_BUYER_ID, ENERGY_BUYER_ID, SPECIAL_BUYER_ID]));
    await changeHeard(ctx.db, 'catalogue_members', () =>
      ctx.db.insert(catalogueMembers).values([
        { buyerId: CATALOGUE_BUYER_ID, catalogueId: catalogueA.id },
        { buyerId: SPECIAL_BUYER_ID, catalogueId: catalogueB.id },
        { buyerId: ENERGY_BUYER_ID, catalogueId: catalogueB.id },
      ]),
    );
    a = {
      id: catalogueA.id,
      parentId,
      childId,
      productIds: items.map((item) => item.productId),
      contract: items[0],
      exclusiveId: items[1].productId,
      betaSeller: beta,
    };
    b = { id: catalogueB.id, categoryId: other.category_id, productId: outsider.productId };
  });

  afterAll(() => ctx?.close());

  describe('membership', () => {
    it.each(MEMBER_ROUTES)('%s refuses visitors with 401 and buyers without a catalogue with 403', async (path) => {
      expect(await get(path)).toMatchObject(VISITOR);
      expect(await get(path, tokens.buyer)).toMatchObject({ status: 403 });
      expect(await get(path, tokens.approver)).toMatchObject({ status: 403 });
    });

    it('refuses a category page to visitors and to buyers without a catalogue', async () => {
      expect(await get(`/api/catalogue-categories/${a.parentId}`)).toMatchObject(VISITOR);
      expect(await get(`/api/catalogue-categories/${a.parentId}`, tokens.buyer)).toMatchObject(NOT_MEMBER);
    });

    it('says why a buyer without a catalogue is refused', async () => {
      expect(await get('/api/products/catalogue', tokens.buyer)).toMatchObject(NOT_MEMBER);
      expect(await get('/api/products/catalogue/search?q=zephyr', tokens.buyer)).toMatchObject(NOT_MEMBER);
    });

    it('gives the energy buyers their catalogue categories and refuses them to other catalogue users', async () => {
      const energy = await get<CatalogueCategoriesResponse>('/api/products/tnb-catalogue-categories', tokens.energy);
      expect(energy.status).toBe(200);
      expect(energy.body.data.catalogId).toBe(b.id);
      expect(await get('/api/products/tnb-catalogue-categories', tokens.catalogue)).toMatchObject({
        status: 403,
        body: { error: 'These catalogue categories are only available to energy buyers' },
      });
    });
  });

  describe('GET /products/catalogue', () => {
    it('lists only the member catalogue, 24 a page, in the listing shape as catalogue products', async () => {
      const first = await get<CatalogueProductsResponse>('/api/products/catalogue', tokens.catalogue);
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ total: 30, catalogId: a.id, categoryId: null });
      expect(first.body.data.products).toHaveLength(24);
      const second = await get<CatalogueProductsResponse>('/api/products/catalogue?page=2', tokens.catalogue);
      const ids = [...first.body.data.products, ...second.body.data.products].map((product) => product.product_id);
      expect(ids.toSorted((x, y) => x - y)).toEqual(a.productIds.toSorted((x, y) => x - y));
      expect(new Set(first.body.data.products.map((product) => product.listing_type))).toEqual(new Set(['catalogue']));
    });

    it('shows the other catalogue its own products only', async () => {
      const special = await get<CatalogueProductsResponse>('/api/products/catalogue', tokens.special);
      expect(special.body.data).toMatchObject({ total: 1, catalogId: b.id });
      expect(special.body.data.products.map((product) => product.product_id)).toEqual([b.productId]);
    });

    it("prices at the catalogue's contract price, else the SKU's own", async () => {
      const { body } = await get<CatalogueProductsResponse>('/api/products/catalogue?search=zephyr&limit=100', tokens.catalogue);
      const byId = new Map(body.data.products.map((product) => [product.product_id, product]));
      expect(byId.get(a.contract.productId)).toMatchObject({ act_min_price: 5, act_max_price: 5, primary_sku_price: 5 });
      expect(byId.get(a.productIds[2])).toMatchObject({ act_min_price: 10.03, act_max_price: 10.03, primary_sku_price: 10.03 });
    });

    it('narrows to a category of the catalogue by id or by token, and refuses one outside it', async () => {
      const byId = await get<CatalogueProductsResponse>(`/api/products/catalogue?id=${a.childId}`, tokens.catalogue);
      expect(byId.body.data).toMatchObject({ total: 30, categoryId: a.childId });
      const byToken = await get<CatalogueProductsResponse>(
        `/api/products/catalogue?token=${encodeURIComponent(encodeCategoryToken(a.parentId))}`,
        tokens.catalogue,
      );
      expect(byToken.body.data).toMatchObject({ total: 30, categoryId: a.parentId });
      expect(await get(`/api/products/catalogue?id=${b.categoryId}`, tokens.catalogue)).toMatchObject(CATEGORY_NOT_FOUND);
      expect(await get(`/api/products/catalogue?id=${a.parentId}`, tokens.special)).toMatchObject(CATEGORY_NOT_FOUND);
      expect(await get('/api/products/catalogue?token=bm90LWEtdG9rZW4=', tokens.catalogue)).toMatchObject({
        status: 400,
        body: { error: 'Invalid category token' },
      });
    });

    it('searches by name inside the catalogue', async () => {
      const { body } = await get<CatalogueProductsResponse>('/api/products/catalogue?search=outsider', tokens.catalogue);
      expect(body.data.total).toBe(0);
      const found = await get<CatalogueProductsResponse>('/api/products/catalogue?search=outsider', tokens.special);
      expect(found.body.data.products.map((product) => product.product_id)).toEqual([b.productId]);
    });
  });

  describe('catalogue categories', () => {
    it("answers the catalogue's top categories as tiles with their product counts and tokens", async () => {
      const { status, body } = await get<CatalogueCategoriesResponse>('/api/products/catalogue-categories', tokens.catalogue);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ catalogId: a.id, catalogName: 'Test Catalogue A' });
      expect(body.data.categoryProducts).toEqual([
        expect.objectContaining({ category_id: a.parentId, product_count: 30, token: encodeCategoryToken(a.parentId) }),
      ]);
      const special = await get<CatalogueCategoriesResponse>('/api/products/catalogue-categories', tokens.special);
      expect(special.body.data.categoryProducts).toEqual([expect.objectContaining({ category_id: b.categoryId, product_count: 1 })]);
    });

    it('opens a category of the catalogue with its child tiles and refuses one outside it', async () => {
      const { status, body } = await get<CatalogueCategoryResponse>(`/api/catalogue-categories/${a.parentId}`, tokens.catalogue);
      expect(status).toBe(200);
      expect(body.data.category_id).toBe(a.parentId);
      expect(body.data.children).toContainEqual(
        expect.objectContaining({ category_id: a.childId, product_count: 30, token: encodeCategoryToken(a.childId) }),
      );
      expect(await get(`/api/catalogue-categories/${b.categoryId}`, tokens.catalogue)).toMatchObject(CATEGORY_NOT_FOUND);
      expect(await get(`/api/catalogue-categories/${a.parentId}`, tokens.special)).toMatchObject(CATEGORY_NOT_FOUND);
    });
  });

  describe('GET /products/catalogue/search', () => {
    const search = (query: string, token: string) => get<SearchResponse>(`/api/products/catalogue/search?${query}`, token);

    it('finds only the catalogue products, 24 a page, at the catalogue prices', async () => {
      const first = await search('q=zephyr', tokens.catalogue);
      expect(first.status).toBe(200);
      expect(first.body.estimatedTotalHits).toBe(30);
      expect(first.body.hits).toHaveLength(24);
      const rest = await search('q=zephyr&offset=24', tokens.catalogue);
      const ids = [...first.body.hits, ...rest.body.hits].map((hit) => hit.recid);
      expect(ids.toSorted((x, y) => x - y)).toEqual(a.productIds.toSorted((x, y) => x - y));
      const contract = [...first.body.hits, ...rest.body.hits].find((hit) => hit.recid === a.contract.productId);
      expect(contract).toMatchObject({ min_price_in_cents: 500, max_price_in_cents: 500, min_price: 5, max_price: 5 });
      expect(first.body.facetDistribution['seller.state']).toEqual({ Selangor: 30 });
    });

    it('corrects typos and applies filters and sort inside the catalogue', async () => {
      expect((await search('q=zephir', tokens.catalogue)).body.estimatedTotalHits).toBe(30);
      const beta = await search(`q=zephyr&filter=${encodeURIComponent(`sl_id = ${a.betaSeller}`)}`, tokens.catalogue);
      expect(beta.body.estimatedTotalHits).toBe(10);
      const sorted = await search('q=zephyr&sort=min_price_in_cents:desc&limit=3', tokens.catalogue);
      expect(sorted.body.hits.map((hit) => hit.recid)).toEqual(a.productIds.slice(-3).toReversed());
      expect((await search('q=zephyr&filter=price%20%3E', tokens.catalogue)).status).toBe(400);
    });

    it('narrows to a category of the catalogue and refuses one outside it', async () => {
      expect((await search(`q=zephyr&categoryId=${a.childId}`, tokens.catalogue)).body.estimatedTotalHits).toBe(30);
      expect(await search(`q=zephyr&categoryId=${b.categoryId}`, tokens.catalogue)).toMatchObject(CATEGORY_NOT_FOUND);
    });

    it('shows the other catalogue its own product only', async () => {
      const { body } = await search('q=zephyr', tokens.special);
      expect(body.hits.map((hit) => hit.recid)).toEqual([b.productId]);
    });
  });

  describe('GET /catalogue-search', () => {
    const search = (query: string, token?: string) => get<SearchResponse>(`/api/catalogue-search?${query}`, token);

    it("answers a member's catalogue at its prices", async () => {
      const { body } = await search(`q=zephyr&limit=100`, tokens.catalogue);
      expect(body.estimatedTotalHits).toBe(30);
      expect(body.hits.find((hit) => hit.recid === a.contract.productId)).toMatchObject({ min_price_in_cents: 500 });
    });

    it('gives anyone else the marketplace search without exclusive products or catalogue prices', async () => {
      for (const token of [undefined, tokens.buyer]) {
        const { status, body } = await search('q=zephyr&limit=100', token);
        expect(status).toBe(200);
        const ids = body.hits.map((hit) => hit.recid);
        expect(ids).toHaveLength(30);
        expect(ids).not.toContain(a.exclusiveId);
        expect(ids).toContain(b.productId);
        expect(body.hits.find((hit) => hit.recid === a.contract.productId)).toMatchObject({ min_price_in_cents: 1001 });
      }
    });

    it('refuses a catalogue category to a caller without a catalogue', async () => {
      expect(await search(`q=zephyr&categoryId=${a.parentId}`)).toMatchObject(NOT_MEMBER);
    });
  });
});
