import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueCategoriesResponse, CatalogueProductsResponse, SearchResponse } from '../../src/api/types';
import { toRinggit } from '../../src/lib/money';
import { catalogueProducts, catalogueSkuPrices, products, skus } from '../../server/db/schema';
import { CORPORATE_CATALOGUE_ID, ENERGY_CATALOGUE_ID, SPECIAL_CATALOGUE_ID } from '../../server/seed/accounts';
import { createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

type Answer<T> = T & { error?: string };

describe.each(engines())('catalogue routes on the demo data on %s', (engine) => {
  let ctx: TestContext;
  let catalogue: string;
  let special: string;
  let energy: string;

  const get = <T>(path: string, token?: string) => call<Answer<T>>(ctx.app, path, { token });

  /** The product ids of a catalogue, as seeded. */
  async function productsOf(catalogueId: number): Promise<Set<number>> {
    const rows = await ctx.db
      .select({ id: catalogueProducts.productId })
      .from(catalogueProducts)
      .where(eq(catalogueProducts.catalogueId, catalogueId));
    return new Set(rows.map((row) => row.id));
  }

  /** The lowest catalogue price of each product (contract price, else the SKU's own), in sen. */
  async function lowestPrices(catalogueId: number, productIds: number[]): Promise<Map<number, number>> {
    const rows = await ctx.db
      .select({ productId: skus.productId, min: sql<number>`min(coalesce(${catalogueSkuPrices.price}, ${skus.actPrice}))::int` })
      .from(skus)
      .leftJoin(catalogueSkuPrices, and(eq(catalogueSkuPrices.skuId, skus.id), eq(catalogueSkuPrices.catalogueId, catalogueId)))
      .where(inArray(skus.productId, productIds))
      .groupBy(skus.productId);
    return new Map(rows.map((row) => [row.productId, row.min]));
  }

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    [catalogue, special, energy] = await Promise.all([
      signIn(ctx.app, 'catalogue@lapasar.test', '192.0.2.171'),
      signIn(ctx.app, 'special@lapasar.test', '192.0.2.172'),
      signIn(ctx.app, 'energy@lapasar.test', '192.0.2.173'),
    ]);
  });

  afterAll(() => ctx?.close());

  it.each([
    ['catalogue@', () => catalogue, CORPORATE_CATALOGUE_ID],
    ['special@', () => special, SPECIAL_CATALOGUE_ID],
    ['energy@', () => energy, ENERGY_CATALOGUE_ID],
  ])('lists only the catalogue of %s, at its contract prices', async (_, token, catalogueId) => {
    const { status, body } = await get<CatalogueProductsResponse>('/api/products/catalogue?limit=100', token());
    expect(status).toBe(200);
    expect(body.data.catalogId).toBe(catalogueId);
    expect(body.data.total).toBeGreaterThan(0);
    const own = await productsOf(catalogueId);
    const ids = body.data.products.map((product) => product.product_id);
    expect(ids.filter((id) => !own.has(id))).toEqual([]);
    const prices = await lowestPrices(catalogueId, ids);
    expect(body.data.products.map((product) => product.act_min_price)).toEqual(ids.map((id) => toRinggit(prices.get(id) ?? -1)));
  });

  it("searches only the member's catalogue", async () => {
    const { body } = await get<SearchResponse>('/api/products/catalogue/search?limit=100', special);
    const own = await productsOf(SPECIAL_CATALOGUE_ID);
    expect(body.hits.length).toBeGreaterThan(0);
    expect(body.hits.map((hit) => hit.recid).filter((id) => !own.has(id))).toEqual([]);
  });

  it("gives the energy buyers their catalogue's areas as tiles", async () => {
    const { body } = await get<CatalogueCategoriesResponse>('/api/products/tnb-catalogue-categories', energy);
    expect(body.data.catalogName).toBe('Energy Utility Catalogue');
    expect(body.data.categoryProducts.map((tile) => tile.category_name).toSorted()).toEqual(['COVID Care', 'Industrial & MRO']);
    expect(body.data.categoryProducts.every((tile) => tile.product_count > 0)).toBe(true);
  });

  it("shows a catalogue's exclusive products to its members and never to visitors", async () => {
    const [exclusive] = await ctx.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .innerJoin(catalogueProducts, eq(catalogueProducts.productId, products.id))
      .where(and(eq(products.listingType, 'catalogue'), eq(catalogueProducts.catalogueId, CORPORATE_CATALOGUE_ID)));
    const query = `q=${encodeURIComponent(exclusive.name)}&limit=100`;
    const member = await get<SearchResponse>(`/api/catalogue-search?${query}`, catalogue);
    expect(member.body.hits.map((hit) => hit.recid)).toContain(exclusive.id);
    const visitor = await get<SearchResponse>(`/api/catalogue-search?${query}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.hits.map((hit) => hit.recid)).not.toContain(exclusive.id);
    expect((await get<SearchResponse>(`/api/products/catalogue/search?${query}`, special)).body.hits.map((hit) => hit.recid)).not.toContain(
      exclusive.id,
    );
  });
});
