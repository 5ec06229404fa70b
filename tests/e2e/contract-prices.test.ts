import { and, eq, sql } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LoginResponse, ProductDetailResponse, SearchResponse, SkuPricingInfoResponse } from '../../src/api/types';
import { cartItems, catalogueProducts, catalogueSkuPrices, products, skus, wishlistItems } from '../../server/db/schema';
import { listedFor } from '../../server/queries/products';
import { CORPORATE_CATALOGUE_ID } from '../../server/seed/accounts';
import { useHarness } from './harness';
import { presetLocation, signInFromHeader } from './support';

const harness = useHarness();

/** catalogue@'s company, a member of the corporate catalogue; buyer@'s has no catalogue. */
const MEMBER_ID = 3;
const OUTSIDER_ID = 1;
const shippedHere = sql`not ${products.unshippedLocations} && array['selangor.petaling', 'selangor.all', 'all.all']`;

interface Contracted {
  id: number;
  name: string;
  moq: number;
  /** RM: what the member pays, and what everyone else does. */
  contract: number;
  marketplace: number;
}

/** A marketplace product of the corporate catalogue, priced by it, that both companies may buy here; not among `taken`. */
async function contractedProduct(taken: readonly number[] = []): Promise<Contracted> {
  const [row] = await harness()
    .db.select({ id: products.id, name: products.name, moq: skus.moq, contract: catalogueSkuPrices.price, marketplace: skus.actPrice })
    .from(products)
    .innerJoin(skus, eq(skus.id, products.primarySkuId))
    .innerJoin(
      catalogueProducts,
      and(eq(catalogueProducts.productId, products.id), eq(catalogueProducts.catalogueId, CORPORATE_CATALOGUE_ID)),
    )
    .innerJoin(catalogueSkuPrices, and(eq(catalogueSkuPrices.skuId, skus.id), eq(catalogueSkuPrices.catalogueId, CORPORATE_CATALOGUE_ID)))
    .where(
      and(
        listedFor(MEMBER_ID),
        listedFor(OUTSIDER_ID),
        shippedHere,
        sql`${products.listingType} = 'marketplace' and ${products.isVariant} = 'N' and ${products.availability} = 'Y'`,
        sql`${skus.moq} between 1 and 5 and ${skus.stock} > 50 and ${products.actMinPrice} = ${products.actMaxPrice}`,
        sql`${products.id} <> all(${`{${[0, ...taken].join(',')}}`}::int[])`,
      ),
    )
    .orderBy(products.id)
    .limit(1);
  expect(row, 'the seed has such a product').toBeDefined();
  return { ...row, contract: row.contract / 100, marketplace: row.marketplace / 100 };
}

const rm = (ringgit: number) => `RM ${ringgit.toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What a member reads beside the contract price of `product`. */
function contractText(product: Contracted): string {
  const saved = Math.round(product.marketplace * 100 - product.contract * 100);
  const percent = Math.round((saved / Math.round(product.marketplace * 100)) * 100);
  return `Contract priceMarketplace price ${rm(product.marketplace)}You save ${rm(saved / 100)} (${percent}%)`;
}

async function bearerOf(email: string): Promise<Record<string, string>> {
  const response = await fetch(`${harness().url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.71' },
    body: JSON.stringify({ email, password: 'Demo#2026' }),
  });
  const { user } = (await response.json()) as LoginResponse;
  return { authorization: `Bearer ${user.auth_token}` };
}

const cardOf = (grid: Locator, name: string) =>
  grid.locator('[part="product-card"]').filter({ has: grid.page().locator(`[part="product-name"][title="${name}"]`) });

describe('contract prices are labelled as such wherever a member sees a price', () => {
  it("answers the marketplace price beside a member's contract price, and nothing beside anyone else's", async () => {
    const product = await contractedProduct();
    const answers = async (headers: Record<string, string>) => {
      const get = async <T>(path: string): Promise<T> => {
        const response = await fetch(`${harness().url}/api${path}`, {
          headers: { 'X-State': 'Selangor', 'X-District': 'Petaling', ...headers },
        });
        expect(response.status, path).toBe(200);
        return (await response.json()) as T;
      };
      const search = await get<SearchResponse>(`/search?q=${encodeURIComponent(product.name)}&limit=50`);
      const hit = search.hits.find((entry) => entry.recid === product.id);
      expect(hit, 'the search finds the product').toBeDefined();
      const detail = await get<ProductDetailResponse>(`/products/${product.id}`);
      const pricing = await get<SkuPricingInfoResponse>(`/products/${product.id}/sku-pricing-info`);
      return { hit, detail: detail.data, sku: pricing.skus.find((sku) => sku.sku_id === detail.data.primary_sku_id) };
    };
    const member = await answers(await bearerOf('catalogue@lapasar.test'));
    expect(member.hit).toMatchObject({
      min_price: product.contract,
      marketplace_min_price: product.marketplace,
      primary_sku_price: product.contract,
      primary_sku_marketplace_price: product.marketplace,
    });
    expect(member.detail).toMatchObject({
      act_min_price: product.contract,
      marketplace_min_price: product.marketplace,
      primary_sku_act_price: product.contract,
      primary_sku_marketplace_price: product.marketplace,
    });
    expect(member.sku).toMatchObject({ act_price: product.contract, marketplace_price: product.marketplace });
    for (const other of [await answers(await bearerOf('buyer@lapasar.test')), await answers({})]) {
      expect(other.hit).toMatchObject({
        min_price: product.marketplace,
        marketplace_min_price: null,
        marketplace_max_price: null,
        primary_sku_marketplace_price: null,
      });
      expect(other.detail).toMatchObject({
        act_min_price: product.marketplace,
        marketplace_min_price: null,
        primary_sku_marketplace_price: null,
      });
      expect(other.sku).toMatchObject({ act_price: product.marketplace, marketplace_price: null });
    }
  });

  it('shows a member the contract price, the marketplace price and the saving on the card, quick add, product page, cart, wishlist and compare', async () => {
    const product = await contractedProduct([(await contractedProduct()).id]);
    const expected = contractText(product);
    // Tests run in any order; the phone-width test may have put this product in the wishlist.
    await harness()
      .db.delete(wishlistItems)
      .where(and(eq(wishlistItems.buyerId, MEMBER_ID), eq(wishlistItems.productId, product.id)));
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/');
    await signInFromHeader(page, 'catalogue@lapasar.test');

    // The search card and its quick add.
    await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
    const grid = page.locator('lapasar-product-grid');
    const card = cardOf(grid, product.name);
    await expect.poll(() => card.locator('[part="product-price"]').textContent(), { timeout: 10_000 }).toBe(rm(product.contract));
    expect(await card.locator('[part="contract-price"]').textContent()).toBe(expected);
    await card.hover();
    await card.locator('[part="quick-add"]').click();
    const dialog = grid.getByRole('dialog', { name: 'Quick Add to Cart' });
    await expect.poll(() => dialog.locator('[part="contract-price"]').textContent()).toBe(expected);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The product page, then into the cart from there.
    await page.goto(`/products/${product.id}`);
    const detail = page.locator('lapasar-product-detail');
    await expect.poll(() => detail.locator('[part="unit-price"]').textContent(), { timeout: 10_000 }).toBe(rm(product.contract));
    expect(await detail.locator('[part="contract-price"]').textContent()).toBe(expected);
    await detail.locator('[part="wishlist-toggle"]').click();
    await expect.poll(() => detail.locator('[part="wishlist-toggle"]').getAttribute('aria-pressed')).toBe('true');
    await detail.locator('[part="add-to-compare"]').click();
    await expect.poll(() => detail.getByText(`${product.name} added to Comparison`).count()).toBe(1);
    await detail.locator('[part="add-to-cart"]').click();
    await expect
      .poll(
        async () =>
          (
            await harness()
              .db.select({ quantity: cartItems.quantity })
              .from(cartItems)
              .where(and(eq(cartItems.buyerId, MEMBER_ID), eq(cartItems.productId, product.id)))
          ).length,
      )
      .toBe(1);

    await page.goto('/cart');
    const line = page.locator('lapasar-cart [part="cart-line"]').filter({ hasText: product.name });
    await expect.poll(() => line.locator('[part="line-price"] [part="contract-price"]').textContent(), { timeout: 10_000 }).toBe(expected);

    await page.goto('/wishlist');
    const row = page.locator('lapasar-wishlist [part="wishlist-item"]').filter({ hasText: product.name });
    await expect.poll(() => row.locator('[part="unit-price"] [part="contract-price"]').textContent(), { timeout: 10_000 }).toBe(expected);

    await page.goto('/compare');
    const compared = page.locator('lapasar-compare-table [part="contract-price"]');
    await expect.poll(() => compared.allTextContents(), { timeout: 10_000 }).toContain(expected);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows no contract label to a buyer whose company has no catalogue', async () => {
    const product = await contractedProduct();
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto(`/products/${product.id}`);
    await signInFromHeader(page, 'buyer@lapasar.test');
    const detail = page.locator('lapasar-product-detail');
    await expect.poll(() => detail.locator('[part="unit-price"]').textContent(), { timeout: 10_000 }).toBe(rm(product.marketplace));
    expect(await detail.locator('[part="contract-price"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads at 390 px without sideways scrolling and with no serious or critical axe-core violation, its quick add reached by keyboard', async () => {
    const first = await contractedProduct();
    const second = await contractedProduct([first.id]);
    // axe-core goes in as an inline script, which the storefront's policy refuses.
    const { page, context, errors } = await harness().newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    await presetLocation(context);
    await page.goto('/');
    await signInFromHeader(page, 'catalogue@lapasar.test');
    for (const product of [first, second]) {
      await page.goto(`/products/${product.id}`);
      const detail = page.locator('lapasar-product-detail');
      await expect.poll(() => detail.locator('[part="contract-price"]').count(), { timeout: 10_000 }).toBe(1);
      if ((await detail.locator('[part="wishlist-toggle"]').getAttribute('aria-pressed')) !== 'true')
        await detail.locator('[part="wishlist-toggle"]').click();
      await expect.poll(() => detail.locator('[part="wishlist-toggle"]').getAttribute('aria-pressed')).toBe('true');
      // Compared once, whichever of these tests ran first.
      const compared = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/add/product'));
      await detail.locator('[part="add-to-compare"]').click();
      expect((await compared).ok()).toBe(true);
    }
    const screens = [
      { path: '/wishlist', ready: page.locator('lapasar-wishlist [part="contract-price"]') },
      { path: '/compare', ready: page.locator('lapasar-compare-table [part="contract-price"]') },
      { path: '/app/marketplace/product/catalogue', ready: page.locator('lapasar-catalogue-products [part="product-card"]') },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect.poll(() => screen.ready.count(), { timeout: 10_000 }).toBeGreaterThan(0);
      const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect(width.scroll, screen.path).toBeLessThanOrEqual(width.inner);
      await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
      const { violations } = await page.evaluate(() =>
        (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe.run(),
      );
      expect(
        violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
        screen.path,
      ).toEqual([]);
    }

    // On compare, the keyboard reaches Add to Cart and opens quick add, which shows the contract price.
    await page.goto('/compare');
    const table = page.locator('lapasar-compare-table');
    const add = table.getByRole('button', { name: `Add to Cart: ${first.name}` });
    await expect.poll(() => add.count(), { timeout: 10_000 }).toBe(1);
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = table.getByRole('dialog', { name: 'Quick Add to Cart' });
    await expect.poll(() => dialog.locator('[part="contract-price"]').textContent()).toBe(contractText(first));
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
