import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database, type DatabaseHandle } from '../../server/db/client';
import {
  bulkPriceRequests,
  buyerCodes,
  buyerLocations,
  buyers,
  chargeCodeProjects,
  checkoutSettings,
  itemCodeBudgets,
  cartItems,
  categories,
  districts,
  productContractBuyers,
  productReferences,
  products,
  sellers,
  shippingRules,
  skus,
  states,
  users,
  vendorMinimumOrders,
} from '../../server/db/schema';
import { effectiveRule } from '../../server/domain/shipping';
import { workflowForOrder, type OrderWorkflow } from '../../server/services/workflow-rules';
import { WORKFLOW_MESSAGES } from '../../src/lib/workflow';
import { isSeeded, resetDatabase, seedDatabase } from '../../server/seed';
import { DEMO_CART_BUYER_ID, DEMO_CART_LOCATION, DEMO_CART_MIN_PRODUCTS } from '../../server/seed/demo-cart';
import { STATES } from '../../server/seed/data/geography';
import { createTestDatabase, engines, TEST_KDF_LOG_N, type Engine, type TestDatabase } from './support/context';

const PRODUCTS = 150;

async function firstProducts(db: Database) {
  return db
    .select({
      id: products.id,
      name: products.name,
      sellerId: products.sellerId,
      moq: products.moq,
      createdAt: products.createdAt,
      price: skus.actPrice,
    })
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
    const ranges = STATES.flatMap((state) => state.districts.flatMap((district) => district.postcodes ?? [])).toSorted(
      (a, b) => a[0] - b[0],
    );
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
    const rows = await db
      .select({ email: users.email, active: users.active, role: users.role, buyerId: users.buyerId, sellerId: users.sellerId })
      .from(users);
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get('special@lapasar.test')?.buyerId).toBe(5960);
    expect(byEmail.get('inactive@lapasar.test')?.active).toBe('N');
    expect(byEmail.get('seller@lapasar.test')).toMatchObject({ role: 'seller', sellerId: 1 });
    expect(byEmail.get('approver@lapasar.test')?.role).toBe('approver');
    const [catalogueBuyer] = await db
      .select()
      .from(buyers)
      .innerJoin(users, eq(users.buyerId, buyers.id))
      .where(eq(users.email, 'catalogue@lapasar.test'));
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
    const covidIds = (await db.select({ id: categories.id }).from(categories).where(sql`${categories.id} between 2756 and 2761`)).map(
      (row) => row.id,
    );
    expect(covidIds.sort()).toEqual([2756, 2757, 2758, 2759, 2760, 2761]);
  });

  it('seeds the workflow model with every checkout path', async () => {
    const locations = new Map((await db.select().from(buyerLocations)).map((row) => [row.locationName, row]));
    const projects = new Map((await db.select().from(chargeCodeProjects)).map((row) => [row.projectName, row.id]));
    const headOffice = locations.get('Head Office')?.id as number;
    const shahAlam = locations.get('Shah Alam Plant')?.id as number;
    const emails = (verdict: OrderWorkflow) => verdict.approvers.map((approver) => approver.email);
    // Two stages at Head Office: the Finance Director from RM 1,000; the spending limit RM 50,000.
    expect(emails(await workflowForOrder(db, 1, headOffice, null, 99_999))).toEqual(['approver@lapasar.test']);
    expect(emails(await workflowForOrder(db, 1, headOffice, null, 100_000))).toEqual(['approver@lapasar.test', 'finance@lapasar.test']);
    expect((await workflowForOrder(db, 1, headOffice, null, 5_000_001)).blocker).toBe(WORKFLOW_MESSAGES.spendingLimit);
    // RM 8,000 left on IT Refresh: a larger order needs budget approval.
    expect((await workflowForOrder(db, 1, headOffice, projects.get('IT Refresh') as number, 800_001)).budget).toMatchObject({
      valid: true,
      requiresApproval: true,
      remainingBudget: 800_000,
    });
    expect((await workflowForOrder(db, 1, shahAlam, projects.get('Line Expansion') as number, 100)).blocker).toBe(
      WORKFLOW_MESSAGES.noApprovers,
    );
    expect((await workflowForOrder(db, 1, locations.get('Johor Depot')?.id as number, null, 100)).blocker).toBe(
      WORKFLOW_MESSAGES.notConfigured,
    );
    expect(
      (await workflowForOrder(db, 4, locations.get('Energy HQ')?.id as number, null, 100)).approvers.map((approver) => approver.email),
    ).toEqual(['energy-approver@lapasar.test']);
    const [settings] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.buyerId, 1));
    expect(settings).toMatchObject({
      approvalDocAmountFrom: 500_000,
      mandatoryOrderAttachment: 0,
      sapPoidConfigured: true,
      cartIdGenerator: false,
    });
    const codes = await db.select({ buyerId: buyerCodes.buyerId, kind: buyerCodes.kind }).from(buyerCodes);
    expect(new Set(codes.map((code) => `${code.buyerId}:${code.kind}`))).toEqual(
      new Set(['1:capital_budget', '4:payment', '4:category', '5960:special_budget_category']),
    );
    const [{ nearlySpent }] = await db
      .select({ nearlySpent: count() })
      .from(itemCodeBudgets)
      .where(sql`${itemCodeBudgets.totalBudget} - ${itemCodeBudgets.committed} < ${itemCodeBudgets.totalBudget} / 20`);
    expect(nearlySpent).toBe(1);
  });

  it('gives search and the COVID tabs enough to show, and listings something to leave out', async () => {
    const [{ masks }] = await db.select({ masks: count() }).from(products).where(sql`${products.name} ilike '%mask%'`);
    expect(masks).toBeGreaterThanOrEqual(PRODUCTS * 0.35);
    const [{ zero }] = await db.select({ zero: count() }).from(products).where(eq(products.actMaxPrice, 0));
    expect(zero).toBe(3);
    const [{ derived }] = await db
      .select({ derived: count() })
      .from(products)
      .where(
        sql`${products.actMinPrice} > 0 and ${products.primarySkuId} is not null and cardinality(${products.freeShippingLocations}) + cardinality(${products.conditionalFreeShippingLocations}) > 0`,
      );
    expect(derived).toBeGreaterThan(PRODUCTS / 2);
  });
});

/** The demo cart's lines with what the cart page decides from: SKU, product, seller and its rules at the demo location. */
async function demoCart(db: Database) {
  const [petaling] = await db
    .select({ id: districts.id, stateId: districts.stateId })
    .from(districts)
    .innerJoin(states, eq(states.id, districts.stateId))
    .where(and(eq(states.name, DEMO_CART_LOCATION.state), eq(districts.name, DEMO_CART_LOCATION.district)));
  const lines = await db
    .select({ item: cartItems, sku: skus, categoryId: products.categoryId, taxOnShipping: sellers.taxOnShipping })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(sellers, eq(sellers.id, cartItems.sellerId))
    .where(eq(cartItems.buyerId, DEMO_CART_BUYER_ID))
    .orderBy(asc(cartItems.id));
  const rules = await db
    .select()
    .from(shippingRules)
    .where(
      inArray(
        shippingRules.sellerId,
        lines.map((line) => line.item.sellerId),
      ),
    );
  return lines.map((line) => ({
    ...line,
    mode:
      effectiveRule(
        rules.filter((rule) => rule.sellerId === line.item.sellerId),
        line.item.productId,
        petaling.stateId,
        petaling.id,
      )?.mode ?? 'charged',
  }));
}

describe.each(engines())('demo cart on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedDatabase(database.db, { products: DEMO_CART_MIN_PRODUCTS, kdfLogN: TEST_KDF_LOG_N });
  });
  afterAll(() => database.close());

  it("gives buyer@lapasar.test lines of several sellers, priced at the SKUs' act_price", async () => {
    const lines = await demoCart(database.db);
    expect(new Set(lines.map((line) => line.item.sellerId)).size).toBeGreaterThanOrEqual(2);
    for (const { item, sku } of lines) expect(item.price).toBe(sku.actPrice);
    const [buyer] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@lapasar.test'));
    expect(lines.every((line) => line.item.userId === buyer.id)).toBe(true);
  });

  it('has a line below its MOQ with stock enough to reach it', async () => {
    const short = (await demoCart(database.db)).filter(({ item, sku }) => sku.moq > 1 && item.quantity < sku.moq);
    expect(short).toHaveLength(1);
    expect(short[0].sku.stock).toBeGreaterThanOrEqual(short[0].sku.moq);
  });

  it('has one line not shipped to Selangor / Petaling, and the others shipped free by one seller and charged by another that taxes shipping', async () => {
    const lines = await demoCart(database.db);
    expect(lines.filter((line) => line.mode === 'not_shipped')).toHaveLength(1);
    const shipped = lines.filter((line) => line.mode !== 'not_shipped');
    const free = shipped.filter((line) => line.mode === 'free');
    const charged = shipped.filter((line) => line.mode === 'charged');
    expect(free.length).toBeGreaterThan(0);
    expect(charged.length).toBeGreaterThan(0);
    expect(free.some((line) => charged.some((other) => other.item.sellerId === line.item.sellerId))).toBe(false);
    expect(charged.some((line) => line.taxOnShipping)).toBe(true);
  });

  it("has an unmet vendor minimum on a cart seller's category, and minimums of other sellers", async () => {
    const lines = (await demoCart(database.db)).filter((line) => line.mode !== 'not_shipped');
    const minimums = await database.db.select().from(vendorMinimumOrders);
    const unmet = minimums.filter((minimum) => {
      const inCategory = lines.filter((line) => line.item.sellerId === minimum.sellerId && line.categoryId === minimum.categoryId);
      const current = inCategory.reduce((sum, line) => sum + line.item.price * line.item.quantity, 0);
      return inCategory.length > 0 && minimum.minimumAmount > current;
    });
    expect(unmet).toHaveLength(1);
    expect(minimums.filter((minimum) => !lines.some((line) => line.item.sellerId === minimum.sellerId)).length).toBeGreaterThanOrEqual(3);
  });

  it('has a line with an approved bulk price in force', async () => {
    const lines = await demoCart(database.db);
    const requests = await database.db.select().from(bulkPriceRequests).where(eq(bulkPriceRequests.buyerId, DEMO_CART_BUYER_ID));
    const applied = lines.filter(
      ({ item, sku, mode }) =>
        mode !== 'not_shipped' &&
        requests.some(
          (request) =>
            request.skuId === item.skuId &&
            request.status === 'REPLY' &&
            request.approvePrice !== null &&
            request.approvePrice < sku.actPrice &&
            (request.approvedMinQuantity ?? 1) <= item.quantity,
        ),
    );
    expect(applied).toHaveLength(1);
  });

  it('has a line with product references', async () => {
    const lines = await demoCart(database.db);
    const references = await database.db.select().from(productReferences).where(eq(productReferences.buyerId, DEMO_CART_BUYER_ID));
    expect(references.length).toBeGreaterThan(0);
    expect(references.every((reference) => lines.some((line) => line.item.skuId === reference.skuId))).toBe(true);
  });

  it("limits a few products to their stock and taxes a few sellers' shipping", async () => {
    const [{ limited }] = await database.db.select({ limited: count() }).from(products).where(sql`${products.limitAddToCart} > 0`);
    expect(limited).toBeGreaterThanOrEqual(3);
    const [{ taxing }] = await database.db.select({ taxing: count() }).from(sellers).where(eq(sellers.taxOnShipping, true));
    expect(taxing).toBeGreaterThanOrEqual(2);
  });

  it('leaves carts empty in smaller seeds', async () => {
    const small = await createTestDatabase(engine);
    try {
      await seedDatabase(small.db, { products: PRODUCTS, kdfLogN: TEST_KDF_LOG_N });
      expect(await small.db.select().from(cartItems)).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

/** A migrated, empty database's handle on `engine` (PGlite in a data directory), and how to remove it. */
async function openHandle(engine: Engine): Promise<{ handle: DatabaseHandle; remove(): Promise<void> }> {
  if (engine === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'lapasar-reset-'));
    const handle = await createDatabase({ dataDir });
    await handle.migrate();
    const remove = async () => {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    };
    return { handle, remove };
  }
  const adminUrl = process.env.DATABASE_URL as string;
  const name = `lapasar_reset_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  const remove = async () => {
    await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return { handle, remove };
}

describe.each(engines())('resetDatabase on %s', (engine) => {
  it('restores the demo data on a database whose demo cart was changed', async () => {
    const { handle, remove } = await openHandle(engine);
    try {
      const options = { products: DEMO_CART_MIN_PRODUCTS, kdfLogN: TEST_KDF_LOG_N };
      await seedDatabase(handle.db, options);
      const before = (await demoCart(handle.db)).map(({ item }) => [item.skuId, item.quantity]);
      await handle.db.delete(cartItems).where(eq(cartItems.skuId, before[0][0]));
      await handle.db.update(cartItems).set({ quantity: 999 });
      await handle.db.insert(buyers).values({ companyName: 'Added After Seeding Sdn Bhd' });
      await resetDatabase(handle, options);
      expect((await demoCart(handle.db)).map(({ item }) => [item.skuId, item.quantity])).toEqual(before);
      expect(await handle.db.select().from(buyers).where(eq(buyers.companyName, 'Added After Seeding Sdn Bhd'))).toEqual([]);
      expect(await isSeeded(handle.db)).toBe(true);
    } finally {
      await remove();
    }
  });
});
