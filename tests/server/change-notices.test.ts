import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse, SearchResponse } from '../../src/api/types';
import { UntilChanged } from '../../server/db/change-notices';
import type { Database } from '../../server/db/client';
import { brands, products, sellers, skus, states } from '../../server/db/schema';
import { refreshProductDerived } from '../../server/services/product-derived';
import { changeHeard, createTestContext, createTestDatabase, engines, type TestContext, type TestDatabase } from './support/context';
import { call, signIn } from './support/http';

const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };

/** A lookup that counts its runs and answers with that count. */
function countingLookup() {
  const lookup = async () => ++lookup.runs;
  lookup.runs = 0;
  return lookup;
}

const insertTerm = (db: Database, term: string) => db.execute(sql`insert into search_terms (term, documents) values (${term}, 1)`);

describe('lookups kept until their tables change, on PGlite', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database?.close());

  it('answer again from memory, and run the lookup again once the table has changed', async () => {
    const cache = new UntilChanged<number>(database.db, ['search_terms'], 10);
    const lookup = countingLookup();
    expect([await cache.get('a', lookup), await cache.get('a', lookup)]).toEqual([1, 1]);
    await database.db.execute(sql`update brands set name = name where id = -1`);
    expect(await cache.get('a', lookup)).toBe(1);
    await insertTerm(database.db, 'zorbex');
    expect(await cache.get('a', lookup)).toBe(2);
  });

  it('forget when a transaction that changed the table commits, not before and not on rollback', async () => {
    const cache = new UntilChanged<number>(database.db, ['search_terms'], 10);
    const lookup = countingLookup();
    await cache.get('a', lookup);
    await database.db
      .transaction(async (tx) => {
        await insertTerm(tx as unknown as Database, 'quillon');
        tx.rollback();
      })
      .catch(() => {});
    expect(await cache.get('a', lookup)).toBe(1);
    await database.db.transaction(async (tx) => {
      await insertTerm(tx as unknown as Database, 'quillon');
    });
    expect(await cache.get('a', lookup)).toBe(2);
  });

  it('keep no answer whose lookup a change overtook', async () => {
    const cache = new UntilChanged<number>(database.db, ['search_terms'], 10);
    let runs = 0;
    const overtaken = async () => {
      runs++;
      await insertTerm(database.db, `overtaken${runs}`);
      return runs;
    };
    expect(await cache.get('a', overtaken)).toBe(1);
    expect(await cache.get('a', overtaken)).toBe(2);
  });

  it('keep at most `size` answers, forgetting the least recently used', async () => {
    const cache = new UntilChanged<string>(database.db, ['search_terms'], 2);
    const runs: string[] = [];
    const lookup = (key: string) => () => {
      runs.push(key);
      return Promise.resolve(key);
    };
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await cache.get(key, lookup(key));
    expect(runs).toEqual(['a', 'b', 'c', 'b']);
  });

  it("look up only the keys they do not hold, in one lookup, and answer in the keys' order", async () => {
    const cache = new UntilChanged<string>(database.db, ['search_terms'], 10);
    const lookups: string[][] = [];
    const lookup = async (missing: string[]) => {
      lookups.push(missing);
      return new Map(missing.filter((key) => key !== 'none').map((key) => [key, key.toUpperCase()]));
    };
    expect(await cache.getAll(['b', 'a'], lookup)).toEqual(['B', 'A']);
    expect(await cache.getAll(['c', 'a', 'none', 'b'], lookup)).toEqual(['C', 'A', undefined, 'B']);
    expect(lookups).toEqual([
      ['b', 'a'],
      ['c', 'none'],
    ]);
  });

  it("look up ids of any kind by their keys, each missing id once, and answer in the ids' order", async () => {
    const cache = new UntilChanged<string>(database.db, ['search_terms'], 10);
    const lookups: number[][] = [];
    const lookup = async (missing: number[]) => {
      lookups.push(missing);
      return new Map(missing.filter((id) => id !== 0).map((id) => [id, `#${id}`]));
    };
    const keyOf = (id: number) => `buyer 7\n${id}`;
    expect(await cache.getEach([2, 1, 2], keyOf, lookup)).toEqual(['#2', '#1', '#2']);
    expect(await cache.getEach([3, 1, 0], keyOf, lookup)).toEqual(['#3', '#1', undefined]);
    expect(lookups).toEqual([
      [2, 1],
      [3, 0],
    ]);
  });

  it('keep nothing for a transaction, whose changes this cache would not hear of', async () => {
    await database.db.transaction(async (tx) => {
      const cache = new UntilChanged<number>(tx as unknown as Database, ['search_terms'], 10);
      const lookup = countingLookup();
      await cache.get('a', lookup);
      expect(await cache.get('a', lookup)).toBe(2);
    });
  });
});

describe.each(engines())('change notices on %s', (engine) => {
  it('are announced by every table: what the server keeps may come from any of them', async () => {
    const database = await createTestDatabase(engine);
    try {
      const { rows } = (await database.db.execute(sql`
        select t.tablename as table from pg_tables t
        where t.schemaname = 'public'
          and not exists (select 1 from pg_trigger g where g.tgrelid = format('public.%I', t.tablename)::regclass and g.tgname = t.tablename || '_changed')`)) as unknown as {
        rows: { table: string }[];
      };
      // What processes agree through the database (throttle counts, job turns, keys, sign-ins on their way
      // back from a company's provider, used assertion ids): nothing is kept in memory from them.
      expect(rows.map((row) => row.table).sort()).toEqual([
        'request_counts',
        'scheduled_jobs',
        'server_keys',
        'single_sign_on_starts',
        'used_assertions',
      ]);
      const [{ count }] = (
        (await database.db.execute(sql`select count(*)::int as count from pg_tables where schemaname = 'public'`)) as unknown as {
          rows: { count: number }[];
        }
      ).rows;
      expect(count).toBeGreaterThan(30);
    } finally {
      await database.close();
    }
  });
});

describe.each(engines())('searches and listings after the catalogue changes, on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  const search = (query: string, session?: string) =>
    call<SearchResponse>(ctx.app, `/api/search?${query}`, { headers: LOCATION, token: session });
  const firstListed = async () =>
    (await call<ProductListResponse>(ctx.app, '/api/products/unified?covidCategoryId=covidAll', { headers: LOCATION })).body.products[0];

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.41');
  });
  afterAll(() => ctx?.close());

  it('corrects a typo to a word that only a renamed product brought into the dictionary', async () => {
    const [visible] = (await search('q=mask')).body.hits;
    expect((await search('q=zorbez')).body.nbHits).toBe(0);
    await ctx.db.update(products).set({ name: 'Zorbex Safety Visor' }).where(eq(products.id, visible.recid));
    await changeHeard(ctx.db, 'search_terms', () => refreshProductDerived(ctx.db, [visible.recid]));
    const found = await search('q=zorbez');
    expect(found.body.hits.map((hit) => hit.recid)).toEqual([visible.recid]);
  });

  it('finds a seller by the name it was just given', async () => {
    const [visible] = (await search('q=gloves')).body.hits;
    expect((await search('q=Quixotic%20Supplies&type=by-seller', buyer)).body.nbHits).toBe(0);
    await changeHeard(ctx.db, 'sellers', () =>
      ctx.db.update(sellers).set({ companyName: 'Quixotic Supplies Sdn Bhd' }).where(eq(sellers.id, visible.sl_id)),
    );
    const found = await search('q=Quixotic%20Supplies&type=by-seller', buyer);
    expect(found.body.nbHits).toBeGreaterThan(0);
    expect(found.body.hits.every((hit) => hit.sl_id === visible.sl_id)).toBe(true);
  });

  it("shows a visitor a listed product's new name, primary price, brand and state at once", async () => {
    const before = await firstListed();
    expect(before.total_stock).toBeGreaterThan(0);
    const [row] = await ctx.db
      .select({ primarySkuId: products.primarySkuId, sellerId: products.sellerId })
      .from(products)
      .where(eq(products.id, before.product_id));
    const [seller] = await ctx.db.select({ stateId: sellers.stateId }).from(sellers).where(eq(sellers.id, row.sellerId));
    const [state] = await ctx.db.select({ name: states.name }).from(states).where(eq(states.id, seller.stateId));
    const [brand] = await ctx.db.select({ id: brands.id }).from(brands).limit(1);
    await changeHeard(ctx.db, 'products', () =>
      ctx.db.update(products).set({ name: 'Renamed Nitrile Gloves', brandId: brand.id }).where(eq(products.id, before.product_id)),
    );
    expect((await firstListed()).product_name).toBe('Renamed Nitrile Gloves');
    await changeHeard(ctx.db, 'skus', () => ctx.db.update(skus).set({ actPrice: 123_45 }).where(eq(skus.id, row.primarySkuId!)));
    expect((await firstListed()).primary_sku_price).toBe(123.45);
    await changeHeard(ctx.db, 'brands', () => ctx.db.update(brands).set({ name: 'Renamed Brand' }).where(eq(brands.id, brand.id)));
    expect((await firstListed()).brand).toBe('Renamed Brand');
    await changeHeard(ctx.db, 'states', () =>
      ctx.db
        .update(states)
        .set({ name: `${state.name} Darul Ehsan` })
        .where(eq(states.id, seller.stateId)),
    );
    try {
      expect((await firstListed()).sellerLocation).toBe(`${state.name} Darul Ehsan`);
    } finally {
      await ctx.db.update(states).set({ name: state.name }).where(eq(states.id, seller.stateId));
    }
    expect((await firstListed()).product_id).toBe(before.product_id);
  });
});
