import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../src/api/types';
import { catalogueProducts, productContractBuyers, products } from '../../server/db/schema';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

const SELANGOR = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const SABAH = { 'X-State': 'Sabah', 'X-District': 'Kota Kinabalu' };
const ENERGY_CATALOGUE = 3;

/**
 * What a search finds is kept and shared by the viewers it is the same for (services/search.ts):
 * these are the ways sharing could go wrong, each a search asked again as someone else or after a
 * change.
 */
describe.each(engines())('searches kept until their tables change, on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let masked: string;
  let energy: string;
  const search = (query: string, session?: string, headers: Record<string, string> = SELANGOR) =>
    call<SearchResponse & { error?: string }>(ctx.app, `/api/search?${query}`, { headers, token: session });

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.61');
    masked = await signIn(ctx.app, 'masked@lapasar.test', '192.0.2.62');
    energy = await signIn(ctx.app, 'energy@lapasar.test', '192.0.2.63');
  });
  afterAll(() => ctx?.close());

  it('finds a product renamed in the database by the next search of its new name, and no longer by its old one', async () => {
    const [product] = await ctx.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(sql`${visible}`)
      .orderBy(products.id)
      .limit(1);
    const before = await search('q=zircotape', buyer);
    expect(before.body.nbHits).toBe(0);
    const old = await search(`q=${encodeURIComponent(product.name)}&limit=100`, buyer);
    expect(old.body.hits.map((hit) => hit.recid)).toContain(product.id);

    await changeHeard(ctx.db, 'products', () => ctx.db.update(products).set({ name: 'Zircotape Roll' }).where(eq(products.id, product.id)));
    const after = await search('q=zircotape', buyer);
    expect(after.body.hits.map((hit) => [hit.recid, hit.title])).toEqual([[product.id, 'Zircotape Roll']]);
    expect((await search('q=zircotape', masked)).body.hits.map((hit) => hit.recid)).toEqual([product.id]);
    const renamed = await search(`q=${encodeURIComponent(product.name)}&limit=100`, buyer);
    expect(renamed.body.hits.map((hit) => hit.recid)).not.toContain(product.id);
  });

  it('keeps a contracted-items filter per buyer: one buyer’s contracts never answer another’s search', async () => {
    const contracted = `filter=${encodeURIComponent('seller.is_contracted = true')}&limit=100`;
    const mine = await search(contracted, buyer);
    expect(mine.status).toBe(200);
    expect(mine.body.nbHits).toBeGreaterThan(0);
    const held = await ctx.db
      .select({ id: productContractBuyers.productId })
      .from(productContractBuyers)
      .innerJoin(products, eq(products.id, productContractBuyers.productId))
      .where(eq(productContractBuyers.buyerId, 1));
    expect(mine.body.hits.every((hit) => held.some((row) => row.id === hit.recid))).toBe(true);
    expect((await search(contracted, masked)).body.nbHits).toBe(0);
    expect((await search(contracted)).body.nbHits).toBe(0);
  });

  it('keeps a shipping-charge filter per place: free shipping in Selangor is not what Sabah is told', async () => {
    const free = `filter=${encodeURIComponent('shipping_cost_in_cents = 0')}&limit=100`;
    const selangor = await search(free, buyer, SELANGOR);
    const sabah = await search(free, buyer, SABAH);
    const listed = (headers: Record<string, string>) =>
      call<{ pagination: { total: number } }>(ctx.app, '/api/products/unified?min_shipping_cost=0&max_shipping_cost=0&limit=1', {
        headers,
        token: buyer,
      });
    expect(selangor.body.nbHits).toBe((await listed(SELANGOR)).body.pagination.total);
    expect(sabah.body.nbHits).toBe((await listed(SABAH)).body.pagination.total);
    expect(selangor.body.nbHits).not.toBe(sabah.body.nbHits);
  });

  it('shows a catalogue’s exclusive product to its member only, whoever searched for it first', async () => {
    const [exclusive] = await ctx.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .innerJoin(catalogueProducts, eq(catalogueProducts.productId, products.id))
      .where(sql`${catalogueProducts.catalogueId} = ${ENERGY_CATALOGUE} and ${products.listingType} = 'catalogue' and ${visible}`)
      .orderBy(products.id)
      .limit(1);
    const query = `q=${encodeURIComponent(exclusive.name)}&limit=100`;
    const found = (response: { body: SearchResponse }) => response.body.hits.map((hit) => hit.recid);
    expect(found(await search(query))).not.toContain(exclusive.id);
    expect(found(await search(query, buyer))).not.toContain(exclusive.id);
    expect(found(await search(query, energy))).toContain(exclusive.id);
    expect(found(await search(query, masked))).not.toContain(exclusive.id);
  });

  it('answers each viewer with its own rows: seller names as the viewer may see them', async () => {
    const named = await search('q=mask&limit=5', buyer);
    const hidden = await search('q=mask&limit=5', masked);
    expect(hidden.body.hits.map((hit) => hit.recid)).toEqual(named.body.hits.map((hit) => hit.recid));
    expect(named.body.hits.some((hit) => !/^VNDR-\d{6}$/.test(hit.seller.name))).toBe(true);
    expect(hidden.body.hits.every((hit) => /^VNDR-\d{6}$/.test(hit.seller.name))).toBe(true);
  });
});

/** Listed: a price above 0 and a seller that is active and not hidden. */
const visible = sql`${products.actMaxPrice} > 0 and ${products.sellerListed}`;
