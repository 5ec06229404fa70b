import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { buyers, categories, productContractBuyers, products, shippingRules, skus, users } from '../../server/db/schema';
import { isSeeded, seedDatabase } from '../../server/seed';
import { STATES } from '../../server/seed/data/geography';
import { createTestDatabase, engines, TEST_KDF_LOG_N, type TestDatabase } from './support/context';

const PRODUCTS = 150;

async function firstProducts(db: Database) {
  return db
    .select({ id: products.id, name: products.name, sellerId: products.sellerId, moq: products.moq, createdAt: products.createdAt, price: skus.actPrice })
    .from(products)
    .innerJoin(skus, eq(skus.productId, products.id))
    .orderBy(asc(products.id), asc(skus.id))
    .limit(30);
}

describe('geography data', () => {
  it('has the 16 states with backend ids 2307..2322', () => {
    expect(STATES.map((state) => state.id)).toEqual(Array.from({ length: 16 }, (_, index) => 2307 + index));
    expect(new Set(STATES.map((state) => state.code)).size).toBe(16);
  });

  it('has postcode ranges that never overlap', () => {
    const ranges = STATES.flatMap((state) => state.districts.flatMap((district) => district.postcodes ?? [])).toSorted((a, b) => a[0] - b[0]);
    for (const [index, [from, to]] of ranges.entries()) {
      expect(from).toBeLessThanOrEqual(to);
      if (index > 0) expect(from).toBeGreaterThan(ranges[index - 1][1]);
    }
  });
});

describe.each(engines())('seed on %s', (engine) => {
  const databases: TestDatabase[] = [];
  const open = async (seed: number) => {
    const database = await createTestDatabase(engine);
    databases.push(database);
    await seedDatabase(database.db, { products: PRODUCTS, seed, kdfLogN: TEST_KDF_LOG_N });
    return database.db;
  };
  let db: Database;
  beforeAll(async () => {
    db = await open(7);
  });
  afterAll(async () => {
    for (const database of databases) await database.close();
  });

  it('is deterministic for a given seed and differs for another', async () => {
    const again = await open(7);
    const other = await open(8);
    const reference = await firstProducts(db);
    expect(reference).toHaveLength(30);
    expect(await firstProducts(again)).toEqual(reference);
    expect(await firstProducts(other)).not.toEqual(reference);
  });

  it('tells a seeded database from an empty one', async () => {
    expect(await isSeeded(db)).toBe(true);
    const empty = await createTestDatabase(engine);
    databases.push(empty);
    expect(await isSeeded(empty.db)).toBe(false);
  });

  it('creates the demo accounts', async () => {
    const rows = await db.select({ email: users.email, active: users.active, role: users.role, buyerId: users.buyerId, sellerId: users.sellerId }).from(users);
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get('special@lapasar.test')?.buyerId).toBe(5960);
    expect(byEmail.get('inactive@lapasar.test')?.active).toBe('N');
    expect(byEmail.get('seller@lapasar.test')).toMatchObject({ role: 'seller', sellerId: 1 });
    expect(byEmail.get('approver@lapasar.test')?.role).toBe('approver');
    const [catalogueBuyer] = await db.select().from(buyers).innerJoin(users, eq(users.buyerId, buyers.id)).where(eq(users.email, 'catalogue@lapasar.test'));
    expect(catalogueBuyer.buyers.catalogId).not.toBeNull();
  });

  it('continues the id sequences after the seeded rows', async () => {
    const [buyer] = await db.insert(buyers).values({ companyName: 'Next Sdn Bhd' }).returning();
    expect(buyer.id).toBe(5961);
  });

  it('covers the cases the product screens need', async () => {
    const [{ total }] = await db.select({ total: count() }).from(products);
    expect(total).toBe(PRODUCTS);
    const [{ outOfStock }] = await db.select({ outOfStock: count() }).from(skus).where(eq(skus.stock, 0));
    expect(outOfStock).toBeGreaterThan(0);
    const [{ variantSkus }] = await db.select({ variantSkus: count() }).from(products).where(eq(products.isVariant, 'Y'));
    expect(variantSkus).toBeGreaterThan(0);
    expect((await db.select().from(productContractBuyers)).length).toBeGreaterThan(0);
    const modes = await db.selectDistinct({ mode: shippingRules.mode }).from(shippingRules);
    expect(modes.map((row) => row.mode).sort()).toEqual(['charged', 'conditional', 'free', 'not_shipped']);
    const covidIds = (await db.select({ id: categories.id }).from(categories).where(sql`${categories.id} between 2756 and 2761`)).map((row) => row.id);
    expect(covidIds.sort()).toEqual([2756, 2757, 2758, 2759, 2760, 2761]);
  });

  it('gives search and the COVID tabs enough to show, and listings something to leave out', async () => {
    const [{ masks }] = await db.select({ masks: count() }).from(products).where(sql`${products.name} ilike '%mask%'`);
    expect(masks).toBeGreaterThanOrEqual(PRODUCTS * 0.35);
    const [{ zero }] = await db.select({ zero: count() }).from(products).where(eq(products.actMaxPrice, 0));
    expect(zero).toBe(3);
    const [{ derived }] = await db.select({ derived: count() }).from(products).where(sql`${products.actMinPrice} > 0 and ${products.primarySkuId} is not null and cardinality(${products.freeShippingLocations}) + cardinality(${products.conditionalFreeShippingLocations}) > 0`);
    expect(derived).toBeGreaterThan(PRODUCTS / 2);
  });
});
