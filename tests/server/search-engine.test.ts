import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../src/api/types';
import { products } from '../../server/db/schema';
import { rowsOf } from '../../server/queries/search-text';
import { seedDatabase } from '../../server/seed';
import { startServer } from '../../server/serve';
import { databaseSearch } from '../../server/services/search-engine';
import { createTestContext, createTestDatabase, engines, TEST_KDF_LOG_N, type TestContext, type TestDatabase } from './support/context';
import { call } from './support/http';

const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const ONLY_ON_REPLICA = 'Quuxotic torque wrench';

/** A database seeded like the test context's, with one listed product renamed: standing in for a replica that has seen a write. */
async function replicaWithRenamedProduct(
  engine: 'pglite' | 'postgres',
  seedProducts: number,
): Promise<{ replica: TestDatabase; productId: number }> {
  const replica = await createTestDatabase(engine);
  await seedDatabase(replica.db, { products: seedProducts, kdfLogN: TEST_KDF_LOG_N });
  const [first] = await replica.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.listingType, 'marketplace'), eq(products.sellerListed, true), gt(products.actMaxPrice, 0)))
    .orderBy(products.id)
    .limit(1);
  await replica.db.update(products).set({ name: ONLY_ON_REPLICA }).where(eq(products.id, first.id));
  return { replica, productId: first.id };
}

describe.each(engines())('the search engine on %s', (engine) => {
  let ctx: TestContext;
  let replica: TestDatabase;
  let productId: number;

  beforeAll(async () => {
    ({ replica, productId } = await replicaWithRenamedProduct(engine, 120));
    ctx = await createTestContext(engine, { search: databaseSearch(replica.db) });
  });
  afterAll(async () => {
    await ctx?.close();
    await replica?.close();
  });

  it('answers searches and their filter metadata from the database it is given, other routes from the app’s own', async () => {
    const found = await call<SearchResponse>(ctx.app, `/api/search?q=${encodeURIComponent('quuxotic')}`, { headers: LOCATION });
    expect(found.body.hits.map((hit) => hit.recid)).toEqual([productId]);
    const metadata = await call<{ data: { sellerStates: Record<string, number> } }>(ctx.app, '/api/search/filter-metadata?q=quuxotic', {
      headers: LOCATION,
    });
    expect(Object.values(metadata.body.data.sellerStates)).toEqual([1]);
    const own = await call<{ name: string }>(ctx.app, `/api/products/${productId}`, { headers: LOCATION });
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain(ONLY_ON_REPLICA);
  });
});

describe.runIf(process.env.DATABASE_URL)('SEARCH_DATABASE_URL', () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  let productId: number;
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    primary = await createTestDatabase('postgres');
    ({ replica, productId } = await replicaWithRenamedProduct('postgres', 40));
    server = await startServer({
      port: 0,
      databaseUrl: primary.url,
      searchDatabaseUrl: replica.url,
      demoData: true,
      seedProducts: 40,
      kdfLogN: TEST_KDF_LOG_N,
      answerCacheTtlMs: 0,
      quiet: true,
    });
  });
  afterAll(async () => {
    await server?.close();
    await primary?.close();
    await replica?.close();
  });

  it('sends marketplace searches to the replica over HTTP', async () => {
    const response = await fetch(`${server.url}/api/search?q=quuxotic`, { headers: LOCATION });
    const body = (await response.json()) as SearchResponse;
    expect(body.hits.map((hit) => hit.recid)).toEqual([productId]);
    const primaryOnly = await fetch(`${server.url}/api/products/${productId}`, { headers: LOCATION });
    expect(JSON.stringify(await primaryOnly.json())).not.toContain(ONLY_ON_REPLICA);
  });
});

describe.runIf(process.env.DATABASE_URL)('the server’s PostgreSQL sessions', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('compile no statement to machine code and start every scan at the table’s first page', async () => {
    // With JIT on (PostgreSQL's default), a search estimated dear spent 50-70 ms compiling for a 5-10 ms run.
    const settings = rowsOf<{ jit: string; scans: string }>(
      await database.db.execute(sql`select current_setting('jit') as jit, current_setting('synchronize_seqscans') as scans`),
    );
    expect(settings).toEqual([{ jit: 'off', scans: 'off' }]);
  });
});
