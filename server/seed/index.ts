import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { districts, users } from '../db/schema';
import { DEFAULT_LOG_N } from '../domain/password';
import { seedAccounts, seedBuyers, seedCatalogues } from './accounts';
import { seedBanners } from './banners';
import { seedCatalogueAccess } from './catalogue-access';
import { seedCategories } from './categories';
import { DEMO_CART_MIN_PRODUCTS, seedDemoCart } from './demo-cart';
import { seedDemoPaths } from './demo-paths';
import { seedDemoWishlist } from './demo-wishlist';
import { seedPlaces, type SeededDistrict } from './places';
import { seedProducts } from './products';
import { seedPunchout } from './punchout';
import { Random } from './random';
import { seedSellers } from './sellers';
import { seedWorkflow } from './workflow';
import { STATES } from './data/geography';
import { refreshSearchTerms } from '../queries/product-derived';
import type { SecretKeys } from '../services/client-secrets';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

export interface SeedOptions {
  /** Number of products; sellers scale with it. */
  products?: number;
  /** PRNG seed: the same seed gives the same data. */
  seed?: number;
  /** log2 of the scrypt N for the demo passwords; lower only in tests. */
  kdfLogN?: number;
  /** Give buyer@lapasar.test the demo cart and wishlist; on by default from DEMO_CART_MIN_PRODUCTS products. */
  demoCart?: boolean;
  /** The clock the demo budgets' financial year is read from; the time of seeding unless given. */
  now?: Date;
  /** The keys the demo client secret is sealed with (SECRETS_KEY); the key kept in the database when unset. */
  secretKeys?: SecretKeys;
}

export const DEFAULT_SEED_PRODUCTS = 2000;

/** Tables whose ids the seed assigns; their identity sequences must continue after them. */
const ASSIGNED_ID_TABLES = [
  'catalogues',
  'buyers',
  'users',
  'districts',
  'postcode_ranges',
  'sellers',
  'brands',
  'products',
  'product_features',
  'variants',
  'variant_options',
  'skus',
  'bulk_price_tiers',
  'shipping_rules',
  'banners',
];

/** The districts already in the database, as seedPlaces answered them. */
async function storedPlaces(db: Database): Promise<SeededDistrict[]> {
  return db.select({ id: districts.id, stateId: districts.stateId, name: districts.name }).from(districts).orderBy(districts.id);
}

/**
 * What every marketplace needs, demo or not: Malaysia's states, districts and postcode ranges (the
 * places addresses, shipping rules and the location picker name). Written once, into an empty
 * database; answers the districts either way.
 */
export async function seedReferenceData(db: Database): Promise<SeededDistrict[]> {
  const stored = await storedPlaces(db);
  if (stored.length > 0) return stored;
  const places = await seedPlaces(db);
  for (const table of ['districts', 'postcode_ranges']) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.identifier(table)}`,
    );
  }
  return places;
}

/**
 * Fills a migrated database that holds no demo data yet with the demo tenants (companies, people
 * with the public demo password, sellers, products, workflows, single sign-on and PunchOut), and
 * the reference data first when it is not there, in one transaction. Only on an explicit choice:
 * `npm start`, `npm run seed`, the tests and benches; never a production start.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<void> {
  const productCount = options.products ?? DEFAULT_SEED_PRODUCTS;
  const random = new Random(options.seed ?? 2026);
  const demoCart = options.demoCart ?? productCount >= DEMO_CART_MIN_PRODUCTS;
  await db.transaction(async (tx) => {
    const places = await seedReferenceData(tx);
    await seedCatalogues(tx);
    await seedBuyers(tx, options.secretKeys ?? {});
    const leaves = await seedCategories(tx);
    const { sellers, nextRuleId } = await seedSellers(tx, random, Math.max(12, Math.ceil(productCount / 40)), places);
    const stateNames = new Map(STATES.map((state) => [state.id, state.name]));
    const allPlaces = places.map((place) => ({
      stateId: place.stateId,
      stateName: stateNames.get(place.stateId) ?? '',
      districtId: place.id,
      districtName: place.name,
    }));
    await seedProducts(tx, random, { count: productCount, leaves, sellers, nextRuleId, places: allPlaces });
    await refreshSearchTerms(tx);
    await seedAccounts(tx, options.kdfLogN ?? DEFAULT_LOG_N);
    await seedBanners(tx);
    await seedWorkflow(tx, options.now);
    await seedPunchout(tx, options.kdfLogN ?? DEFAULT_LOG_N);
    for (const table of ASSIGNED_ID_TABLES) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.identifier(table)}`,
      );
    }
    if (demoCart) {
      await seedDemoCart(tx);
      await seedDemoWishlist(tx);
      await seedDemoPaths(tx);
    }
    await seedCatalogueAccess(tx);
  });
  // PGlite runs no autovacuum: planner statistics for the search queries, and the visibility map
  // and hint bits a vacuum sets, without which every search rechecks each row it reads (a common
  // word at 100,000 products took some 4 ms longer on a database seeded and never vacuumed).
  await db.execute(sql`vacuum analyze`);
}

/** True when the demo data (or any account) is there: accounts are written in the demo's one transaction. */
export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

/**
 * Restores the demo data as on first start: drops everything the migrations created, with
 * drizzle's record of the applied migrations (its own schema), then migrates and seeds again.
 */
export async function resetDatabase(handle: DatabaseHandle, options: SeedOptions = {}): Promise<void> {
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`drop schema public cascade`);
  await handle.db.execute(sql`create schema public`);
  await handle.migrate();
  await seedDatabase(handle.db, options);
}
