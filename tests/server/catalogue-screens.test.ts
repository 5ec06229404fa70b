import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandsResponse, CatalogueProductsResponse, SearchResponse } from '../../src/api/types';
import { brands, catalogueProducts, products } from '../../server/db/schema';
import { CORPORATE_CATALOGUE_ID } from '../../server/seed/accounts';
import { createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

type Answer<T> = T & { error?: string };

/** The last word of a demo product's name is its part code ('... Notebook AS-7967'). */
const partCodeOf = (name: string) => name.split(' ').at(-1) ?? name;

describe.each(engines())('what the catalogue screens ask on %s', (engine) => {
  let ctx: TestContext;
  let catalogue: string;
  let buyer: string;

  const get = <T>(path: string, token?: string) => call<Answer<T>>(ctx.app, path, { token });

  /** The corporate catalogue's products with their brands, as seeded. */
  async function catalogueRows() {
    return ctx.db
      .select({ id: products.id, name: products.name, brand: brands.name, categoryId: products.categoryId })
      .from(catalogueProducts)
      .innerJoin(products, eq(products.id, catalogueProducts.productId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(eq(catalogueProducts.catalogueId, CORPORATE_CATALOGUE_ID));
  }

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    [catalogue, buyer] = await Promise.all([
      signIn(ctx.app, 'catalogue@lapasar.test', '192.0.2.181'),
      signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.182'),
    ]);
  });

  afterAll(() => ctx?.close());

  describe('search text on GET /products/catalogue', () => {
    it('finds a product by its part code and by its full name, as the catalogue search and the marketplace search do, in their order', async () => {
      const { body: listed } = await get<CatalogueProductsResponse>('/api/products/catalogue?limit=100', catalogue);
      const product = listed.data.products.find((candidate) => /^[A-Z]{2}-\d+$/.test(partCodeOf(candidate.product_name)));
      if (!product) throw new Error('No catalogue product with a part code');
      for (const text of [partCodeOf(product.product_name), product.product_name]) {
        const q = encodeURIComponent(text);
        const byListing = await get<CatalogueProductsResponse>(`/api/products/catalogue?search=${q}`, catalogue);
        const bySearch = await get<SearchResponse>(`/api/products/catalogue/search?q=${q}`, catalogue);
        const byMarketplace = await get<SearchResponse>(`/api/search?q=${q}`, catalogue);
        expect(byListing.status).toBe(200);
        const ids = byListing.body.data.products.map((found) => found.product_id);
        expect(ids).toContain(product.product_id);
        expect(ids).toEqual(bySearch.body.hits.map((hit) => hit.recid));
        expect(byListing.body.data.total).toBe(bySearch.body.nbHits);
        expect(byMarketplace.body.hits.map((hit) => hit.recid)).toContain(product.product_id);
      }
    });

    it('corrects a typo as the search does, and finds nothing outside the catalogue', async () => {
      const own = new Set((await catalogueRows()).map((row) => row.id));
      const { body } = await get<CatalogueProductsResponse>('/api/products/catalogue?search=maks&limit=100', catalogue);
      const { body: searched } = await get<SearchResponse>('/api/products/catalogue/search?q=maks&limit=100', catalogue);
      expect(body.data.total).toBeGreaterThan(0);
      expect(body.data.products.map((found) => found.product_id)).toEqual(searched.hits.map((hit) => hit.recid));
      expect(body.data.products.filter((found) => !own.has(found.product_id))).toEqual([]);
    });
  });

  describe('GET /products/catalogue/brands', () => {
    it("answers the brands of the catalogue's products, by name", async () => {
      const expected = [...new Set((await catalogueRows()).flatMap((row) => (row.brand ? [row.brand] : [])))].toSorted();
      const { status, body } = await get<BrandsResponse>('/api/products/catalogue/brands', catalogue);
      expect(status).toBe(200);
      expect(body.data.toSorted()).toEqual(expected);
      expect(expected.length).toBeGreaterThan(1);
    });

    it('narrows to a category of the catalogue, whose brands filter its products', async () => {
      const { body: all } = await get<BrandsResponse>('/api/products/catalogue/brands', catalogue);
      const { body: listed } = await get<CatalogueProductsResponse>('/api/products/catalogue?limit=1', catalogue);
      const { body: tiles } = await get<{ data: { categoryProducts: { category_id: number; product_count: number }[] } }>(
        '/api/products/catalogue-categories',
        catalogue,
      );
      const tile = tiles.data.categoryProducts.find(
        (candidate) => candidate.product_count > 0 && candidate.product_count < listed.data.total,
      );
      if (!tile) throw new Error('No category holding part of the catalogue');
      const { status, body } = await get<BrandsResponse>(`/api/products/catalogue/brands?categoryId=${tile.category_id}`, catalogue);
      expect(status).toBe(200);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((brand) => all.data.includes(brand))).toBe(true);
      const filter = encodeURIComponent(`make IN ["${body.data[0]}"]`);
      const { body: found } = await get<SearchResponse>(
        `/api/products/catalogue/search?categoryId=${tile.category_id}&filter=${filter}&limit=100`,
        catalogue,
      );
      expect(found.hits.length).toBeGreaterThan(0);
    });

    it('refuses a buyer without a catalogue (403), a category outside it (404) and a malformed id (400)', async () => {
      expect(await get('/api/products/catalogue/brands', buyer)).toMatchObject({
        status: 403,
        body: { error: 'Catalogue products are only available to catalogue users' },
      });
      expect(await get('/api/products/catalogue/brands?categoryId=99999', catalogue)).toMatchObject({
        status: 404,
        body: { error: 'Category Not Found' },
      });
      expect((await get('/api/products/catalogue/brands?categoryId=abc', catalogue)).status).toBe(400);
      expect((await get('/api/products/catalogue/brands')).status).toBe(401);
    });
  });

  describe('a refused or unknown category', () => {
    it('tells a buyer without a catalogue that the catalogue is not theirs (403), on the listing and on the search', async () => {
      for (const path of ['/api/products/catalogue?id=3000', '/api/products/catalogue/search?categoryId=3000']) {
        const { status, body } = await get(path, buyer);
        expect(status).toBe(403);
        expect(body.error).toBe('Catalogue products are only available to catalogue users');
      }
    });

    it('tells a catalogue user that a category is not in the catalogue (404), and a malformed one is a 400', async () => {
      for (const path of ['/api/products/catalogue?id=99999', '/api/products/catalogue/search?categoryId=99999']) {
        const { status, body } = await get(path, catalogue);
        expect(status).toBe(404);
        expect(body.error).toBe('Category Not Found');
      }
      const malformed = await get('/api/products/catalogue?id=abc', catalogue);
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toMatch(/id/);
      const badToken = await get('/api/products/catalogue?token=nope', catalogue);
      expect(badToken).toMatchObject({ status: 400, body: { error: 'Invalid category token' } });
    });
  });
});
