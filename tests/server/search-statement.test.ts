import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '../../src/api/types';
import { products, sellers, states } from '../../server/db/schema';
import { listedFor } from '../../server/queries/products';
import { estimatedShares, searchPage } from '../../server/queries/search';
import { rowsOf, textMatch } from '../../server/queries/search-text';
import { MAX_TOTAL_HITS, searchProducts, unselectivePriceTests } from '../../server/services/search';
import { buildTextQuery } from '../../server/services/search-text';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { testImageLinks } from './support/image-links';

const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
/** buyer@'s company, which shops from no catalogue, and energy@'s, a member of the energy catalogue. */
const BUYER_WITHOUT_CATALOGUE = 1;
const ENERGY_MEMBER = 4;
const ENERGY_CATALOGUE = 3;

interface Match {
  id: number;
  state: string;
  rank: number;
  price: number;
  rating: number;
}

/**
 * Every product a visitor's search for q finds, read the plain way: through the sellers table
 * (not the columns copied onto products), with the relevance rank. The answer must agree with it.
 */
async function referenceMatches(ctx: TestContext, q: string): Promise<Match[]> {
  const { tsquery } = await buildTextQuery(ctx.db, q);
  const text = tsquery ? sql`and ${products.searchVector} @@ to_tsquery('simple', ${tsquery})` : sql``;
  const rank = tsquery ? sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${tsquery}))::float8` : sql`0::float8`;
  return rowsOf<Match>(
    await ctx.db.execute(sql`
      select ${products.id} as id, ${states.name} as state, ${rank} as rank, ${products.actMinPrice} as price, ${sellers.rating} as rating
      from ${products} join ${sellers} on ${sellers.id} = ${products.sellerId} join ${states} on ${states.id} = ${sellers.stateId}
      where ${products.actMaxPrice} > 0 and ${sellers.active} = 'Y' and not ${sellers.hidden} and ${products.listingType} <> 'catalogue' ${text}`),
  );
}

function facetsOf(matches: readonly Match[]): Record<string, number> {
  const facets: Record<string, number> = {};
  for (const match of [...matches].sort((a, b) => (a.state < b.state ? -1 : a.state > b.state ? 1 : 0)))
    facets[match.state] = (facets[match.state] ?? 0) + 1;
  return facets;
}

describe.each(engines())('the search statement on %s', (engine) => {
  let ctx: TestContext;
  const search = async (query: string) => {
    const response = await call<SearchResponse>(ctx.app, `/api/search?${query}`, { headers: LOCATION });
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.each(['mask', 'nitrile gloves', 'maks', 'glo', 'paper', 'stapler'])(
    'answers q=%s as the plain reading of the tables does',
    async (q) => {
      const matches = await referenceMatches(ctx, q);
      expect(matches.length).toBeGreaterThan(0);
      expect(matches.length).toBeLessThan(MAX_TOTAL_HITS); // below the cap every match is counted, so the whole answer is determined
      const byRank = [...matches].sort((a, b) => b.rank - a.rank || a.id - b.id).map((match) => match.id);
      const byPrice = [...matches].sort((a, b) => a.price - b.price || a.id - b.id).map((match) => match.id);
      const byRating = [...matches].sort((a, b) => b.rating - a.rating || a.id - b.id).map((match) => match.id);
      for (const offset of [0, 24]) {
        const ranked = await search(`q=${encodeURIComponent(q)}&offset=${offset}&limit=24`);
        expect(ranked.estimatedTotalHits).toBe(matches.length);
        expect(ranked.facetDistribution['seller.state']).toEqual(facetsOf(matches));
        expect(ranked.hits.map((hit) => hit.recid)).toEqual(byRank.slice(offset, offset + 24));
        const cheapest = await search(`q=${encodeURIComponent(q)}&offset=${offset}&limit=24&sort=min_price_in_cents:asc`);
        expect(cheapest.hits.map((hit) => hit.recid)).toEqual(byPrice.slice(offset, offset + 24));
        const rated = await search(`q=${encodeURIComponent(q)}&offset=${offset}&limit=24&sort=seller.rating:desc`);
        expect(rated.hits.map((hit) => hit.recid)).toEqual(byRating.slice(offset, offset + 24));
      }
    },
  );

  it.each([
    ["seller.state = 'selangor'", (state: string) => state === 'Selangor'],
    ["seller.state != 'Selangor'", (state: string) => state !== 'Selangor'],
    ["seller.state IN ['JOHOR', 'Kuala Lumpur']", (state: string) => state === 'Johor' || state === 'Kuala Lumpur'],
    ["seller.state NOT IN ['Johor', 'Atlantis']", (state: string) => state !== 'Johor'],
    ["seller.state = 'Atlantis'", () => false],
    ["NOT seller.state = 'Atlantis'", () => true],
  ] as const)(
    'filters by %s as the plain reading of the states does (any case; a name that is no state matches nothing)',
    async (filter, keeps) => {
      const matches = (await referenceMatches(ctx, 'paper')).filter((match) => keeps(match.state));
      const answer = await search(`q=paper&limit=100&filter=${encodeURIComponent(filter)}`);
      expect(answer.estimatedTotalHits).toBe(matches.length);
      expect(answer.facetDistribution['seller.state']).toEqual(facetsOf(matches));
      expect(answer.hits.map((hit) => hit.recid)).toEqual(
        [...matches]
          .sort((a, b) => b.rank - a.rank || a.id - b.id)
          .map((match) => match.id)
          .slice(0, 100),
      );
    },
  );

  it('estimates the share of products each condition keeps, in order, also where the planner drops a branch', async () => {
    const half = sql`${products.id} % 2 = 0`;
    const [alone] = await estimatedShares(ctx.db, [half]);
    expect(alone).toBeGreaterThan(0);
    expect(alone).toBeLessThan(1);
    // A condition that keeps nothing leaves the union's plan without its branch.
    expect(await estimatedShares(ctx.db, [sql`true`, sql`false`, half])).toEqual([1, 0, alone]);
  });

  it('tests a price range that keeps most products on each candidate, and a narrow one through the price index', async () => {
    const [{ low, high }] = rowsOf<{ low: number; high: number }>(
      await ctx.db.execute(
        sql`select min(${products.actMinPrice})::int as low, max(${products.actMinPrice})::int as high from ${products} where ${products.actMinPrice} > 0`,
      ),
    );
    const unselective = await unselectivePriceTests(ctx.db, [
      `min_price_in_cents ${low} TO ${high} AND min_price_in_cents > ${high}`,
      `min_price_in_cents >= 0`,
    ]);
    expect(unselective).toEqual(new Set(['>= 0', `${low} TO ${high}`]));
    // Either way the answer is the plain reading's.
    const matches = (await referenceMatches(ctx, 'paper')).filter((match) => match.price >= low && match.price <= high);
    const answer = await search(`q=paper&limit=100&filter=${encodeURIComponent(`min_price_in_cents ${low} TO ${high}`)}`);
    expect(answer.estimatedTotalHits).toBe(matches.length);
    expect(answer.hits.map((hit) => hit.recid)).toEqual(
      [...matches]
        .sort((a, b) => b.rank - a.rank || a.id - b.id)
        .map((match) => match.id)
        .slice(0, 100),
    );
  });

  it("plans a buyer without a catalogue's search as a visitor's, and a member's with its catalogue as a constant", async () => {
    const execute = vi.spyOn(ctx.db, 'execute');
    const statementOf = async (buyerId: number | null) => {
      execute.mockClear();
      const viewer = { buyerId, showSellerNames: buyerId !== null, viewSlInfo: 'Y' } as const;
      await searchProducts(
        ctx.db,
        { q: 'paper', limit: 24, offset: 0, filters: [], type: 'by-product', viewer, location: {}, images: testImageLinks() },
        { keep: false },
      );
      const searches = execute.mock.calls
        .map(([statement]) => new PgDialect().sqlToQuery(statement as SQL))
        .filter((query) => query.sql.includes('with matches as'));
      expect(searches).toHaveLength(1);
      return searches[0];
    };
    try {
      const visitor = await statementOf(null);
      expect(await statementOf(BUYER_WITHOUT_CATALOGUE)).toEqual(visitor);
      const member = await statementOf(ENERGY_MEMBER);
      expect(member.sql).not.toContain('catalogue_members');
      expect(member.params).toContain(ENERGY_CATALOGUE);
    } finally {
      execute.mockRestore();
    }
  });

  it("asks the planner for a price test's share once a minute, not once a search", async () => {
    const execute = vi.spyOn(ctx.db, 'execute');
    const explains = () =>
      execute.mock.calls.filter(([statement]) => new PgDialect().sqlToQuery(statement as SQL).sql.startsWith('explain')).length;
    try {
      const filter = 'min_price_in_cents 123 TO 45678';
      const start = Date.now();
      const first = await unselectivePriceTests(ctx.db, [filter], start);
      expect(explains()).toBe(1);
      expect(await unselectivePriceTests(ctx.db, [filter], start + 1000)).toEqual(first);
      expect(explains()).toBe(1);
      // Only the test not asked about yet goes to the planner.
      await unselectivePriceTests(ctx.db, [`${filter} AND min_price_in_cents >= 7`], start + 2000);
      expect(explains()).toBe(2);
      // A minute on, it is asked again.
      await unselectivePriceTests(ctx.db, [filter], start + 61_000);
      expect(explains()).toBe(3);
    } finally {
      execute.mockRestore();
    }
  });

  describe('a seller change', () => {
    let sellerId: number;
    let productName: string;
    const findsProduct = async () =>
      (await search(`q=${encodeURIComponent(productName)}&limit=100`)).hits.some((hit) => hit.seller.id === sellerId);

    beforeAll(async () => {
      const [row] = await ctx.db
        .select({ sellerId: products.sellerId, name: products.name })
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .where(
          sql`${products.actMaxPrice} > 0 and ${products.listingType} = 'marketplace' and ${sellers.active} = 'Y' and not ${sellers.hidden} and ${sellers.rating} < 5 and ${sellers.stateId} <> (select id from states where name = 'Perlis')`,
        )
        .limit(1);
      sellerId = row.sellerId;
      productName = row.name;
    });

    it('hides and shows its products in search and listings at once', async () => {
      expect(await findsProduct()).toBe(true);
      await changeHeard(ctx.db, 'sellers', () => ctx.db.update(sellers).set({ hidden: true }).where(eq(sellers.id, sellerId)));
      expect(await findsProduct()).toBe(false);
      const listing = await call<{ products: unknown[] }>(ctx.app, `/api/products/unified?vendorId=${sellerId}`, { headers: LOCATION });
      expect(listing.body.products).toEqual([]);
      await changeHeard(ctx.db, 'sellers', () =>
        ctx.db.update(sellers).set({ hidden: false, active: 'N' }).where(eq(sellers.id, sellerId)),
      );
      expect(await findsProduct()).toBe(false);
      await changeHeard(ctx.db, 'sellers', () => ctx.db.update(sellers).set({ active: 'Y' }).where(eq(sellers.id, sellerId)));
      expect(await findsProduct()).toBe(true);
    });

    it('moves its products to its new state in the facets and the state filter, and to its new rating in the rating filter', async () => {
      const [perlis] = await ctx.db.select({ id: states.id }).from(states).where(eq(states.name, 'Perlis'));
      const [seller] = await ctx.db
        .select({ stateId: sellers.stateId, rating: sellers.rating })
        .from(sellers)
        .where(eq(sellers.id, sellerId));
      const inPerlis = `q=&limit=100&filter=${encodeURIComponent(`seller.state = 'Perlis' AND seller.id = ${sellerId}`)}`;
      const topRated = `q=&limit=100&filter=${encodeURIComponent(`seller.rating = 5 AND seller.id = ${sellerId}`)}`;
      expect((await search(inPerlis)).estimatedTotalHits).toBe(0);
      expect((await search(topRated)).estimatedTotalHits).toBe(0);
      await changeHeard(ctx.db, 'sellers', () =>
        ctx.db.update(sellers).set({ stateId: perlis.id, rating: 5 }).where(eq(sellers.id, sellerId)),
      );
      const moved = await search(inPerlis);
      expect(moved.estimatedTotalHits).toBeGreaterThan(0);
      expect(moved.facetDistribution['seller.state']).toEqual({ Perlis: moved.estimatedTotalHits });
      expect((await search(topRated)).estimatedTotalHits).toBe(moved.estimatedTotalHits);
      await changeHeard(ctx.db, 'sellers', () =>
        ctx.db.update(sellers).set({ stateId: seller.stateId, rating: seller.rating }).where(eq(sellers.id, sellerId)),
      );
      expect((await search(topRated)).estimatedTotalHits).toBe(0);
    });

    it("copies the seller's state onto a product added later", async () => {
      const [added] = await ctx.db
        .insert(products)
        .values({
          name: 'Zyxoflange coupling',
          categoryId: sql`(select min(id) from categories)`,
          sellerId,
          actMinPrice: 1000,
          actMaxPrice: 1000,
          minPrice: 1000,
          maxPrice: 1000,
        })
        .returning({ id: products.id });
      const [copied] = await ctx.db
        .select({
          listed: products.sellerListed,
          stateId: products.sellerStateId,
          rating: products.sellerRating,
          sellerStateId: sellers.stateId,
          sellerRating: sellers.rating,
        })
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .where(eq(products.id, added.id));
      expect(copied.listed).toBe(true);
      expect(copied.stateId).toBe(copied.sellerStateId);
      expect(copied.rating).toBe(copied.sellerRating);
      expect((await search('q=zyxoflange')).hits.map((hit) => hit.recid)).toEqual([added.id]);
      await changeHeard(ctx.db, 'products', () => ctx.db.delete(products).where(eq(products.id, added.id)));
    });
  });
});

describe.each(engines())('a sorted text search on %s, by the way it finds its page', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  // With a small cap the read-ahead holds only some matches, so the page comes from walking the
  // sort's index (walkRows high enough) or, when the walk gives up (walkRows low), from sorting
  // every match; every way gives the plain reading's page.
  it.each([
    ['the matches read ahead', 1000, 2000],
    ['a walk of the index', 6, 2000],
    ['every match, sorted, once the walk gives up', 6, 3],
  ])('pages by price from %s', async (way, cap, walkRows) => {
    const { tsquery } = await buildTextQuery(ctx.db, 'mask');
    const matches = await referenceMatches(ctx, 'mask');
    // The read-ahead (twice the cap) holds every match, or too few for the page.
    if (way === 'the matches read ahead') expect(matches.length).toBeLessThan(cap * 2);
    else expect(matches.length).toBeGreaterThan(cap * 2);
    const where = { base: listedFor(null), match: textMatch({ words: ['mask'], tsquery })!.where };
    for (const [sort, order] of [
      ['min_price_in_cents:asc', (a: Match, b: Match) => a.price - b.price || a.id - b.id],
      ['min_price_in_cents:desc', (a: Match, b: Match) => b.price - a.price || a.id - b.id],
    ] as const) {
      const expected = [...matches].sort(order).map((match) => match.id);
      // As the search service does, the cap covers the page (offset + limit <= cap).
      for (const offset of [0, 3]) {
        const page = await searchPage(ctx.db, where, cap, { sort }, 3, offset, walkRows);
        expect(page.ids.map(Number)).toEqual(expected.slice(offset, offset + 3));
        expect(page.total).toBe(Math.min(cap, matches.length));
      }
    }
  });
});
