import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products as productsTable, wishlistItems } from '../../server/db/schema';
import { seedDatabase } from '../../server/seed';
import { DEMO_CART_BUYER_ID, DEMO_CART_LOCATION, DEMO_CART_MIN_PRODUCTS } from '../../server/seed/demo-cart';
import { loadWishlist } from '../../server/services/wishlist-page';
import { createTestDatabase, engines, TEST_KDF_LOG_N, type TestDatabase } from './support/context';
import { testImageLinks } from './support/image-links';

const VIEWER = { buyer: { id: DEMO_CART_BUYER_ID, viewSlInfo: 'Y' }, location: DEMO_CART_LOCATION, images: testImageLinks() };
const seed = (database: TestDatabase) => seedDatabase(database.db, { products: DEMO_CART_MIN_PRODUCTS, kdfLogN: TEST_KDF_LOG_N });

describe.each(engines())('demo wishlist on %s', (engine) => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(engine), createTestDatabase(engine)]);
    await seed(first);
    await seed(second);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('holds products of two sellers at Selangor / Petaling: one not shipped there heading its seller, a chosen variant, and the rest shipped', async () => {
    const { totals, sellers } = await loadWishlist(first.db, VIEWER);
    const products = sellers.flatMap((seller) => seller.products);
    expect(sellers).toHaveLength(2);
    expect(totals.total_items).toBe(4);
    const [restricted, ...shipped] = sellers[0].products;
    expect(restricted.shipping.shipping_restricted).toBe(true);
    expect(products.filter((product) => product.shipping.shipping_restricted)).toEqual([restricted]);
    // The restricted seller charges for the rest; the other seller ships free.
    expect(shipped.map((product) => product.shipping.charge_number)).toEqual([expect.any(Number)]);
    expect(shipped[0].shipping.charge_number).toBeGreaterThan(0);
    expect(sellers[1].products.map((product) => product.shipping.charge)).toEqual(['Free Shipping', 'Free Shipping']);
    const variant = products.find((product) => product.variants !== null);
    expect(variant?.product_variant_option_id).toMatch(/^\d+(,\d+)*$/);
    // A variant other than the primary is chosen.
    const chosen = await first.db
      .select({ productId: wishlistItems.productId, skuId: wishlistItems.skuId })
      .from(wishlistItems)
      .where(isNotNull(wishlistItems.skuId));
    expect(chosen).toEqual([{ productId: variant?.product_id, skuId: variant?.primary_sku_id }]);
    const [product] = await first.db
      .select({ primarySkuId: productsTable.primarySkuId })
      .from(productsTable)
      .where(eq(productsTable.id, chosen[0].productId));
    expect(product.primarySkuId).not.toBe(chosen[0].skuId);
    for (const product of products) expect(product.total_stock).toBeGreaterThanOrEqual(product.quantity);
    expect(totals.total_shipping).toBe(shipped[0].shipping.charge_number);
    const priceSen = products
      .filter((product) => product !== restricted)
      .reduce((sum, product) => sum + Math.round(product.pricing.display_price * 100) * product.quantity, 0);
    expect(totals.total_price).toBe(priceSen / 100);
  });

  it('is the same on every seed', async () => {
    expect(await loadWishlist(second.db, VIEWER)).toEqual(await loadWishlist(first.db, VIEWER));
  });
});
