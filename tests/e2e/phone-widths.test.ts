import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cartItems, products, skus, users, variants } from '../../server/db/schema';
import { listedFor } from '../../server/queries/products';
import type { ProductListResponse } from '../../src/api/types';
import { useHarness } from './harness';
import { presetLocation, signInFromHeader } from './support';

const harness = useHarness();

const PHONE = { width: 390, height: 844 };
const BUYER = 'buyer@lapasar.test';
const MASKED = 'masked@lapasar.test';
const MASKED_BUYER_ID = 2;
/** Above 99 the cart badge reads '99+', its widest text. */
const CART_LINES = 120;

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element has no box');
  return found;
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function buyerIds(): Promise<{ userId: number; buyerId: number }> {
  const [user] = await harness().db.select({ userId: users.id, buyerId: users.buyerId }).from(users).where(eq(users.email, BUYER));
  if (user?.buyerId == null) throw new Error(`${BUYER} has no buyer`);
  return { userId: user.userId, buyerId: user.buyerId };
}

/** Puts `lines` primary SKUs in the buyer's cart, as an administrator's import would. */
async function fillCart(lines: number): Promise<void> {
  const db = harness().db;
  const { userId, buyerId } = await buyerIds();
  const rows = await db
    .select({ productId: products.id, skuId: skus.id, sellerId: products.sellerId, price: skus.price })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(skus.isPrimary, true))
    .orderBy(asc(skus.id))
    .limit(lines);
  expect(rows.length).toBe(lines);
  // The seeded cart's own lines stay; the count is at least `lines` either way.
  await db
    .insert(cartItems)
    .values(rows.map((row) => ({ ...row, buyerId, userId, quantity: 1 })))
    .onConflictDoNothing();
}

/** A phone-sized page with the buyer signed in, and the products the home page lists. */
async function signedIn() {
  const { page, context, errors } = await harness().newPage({ viewport: PHONE });
  await presetLocation(context);
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/products/covid');
  await page.goto('/');
  const { products: listing } = (await (await listed).json()) as ProductListResponse;
  await signInFromHeader(page, BUYER);
  return { page, context, errors, listing };
}

describe('at phone width', () => {
  it('compares four products without sideways scrolling: the buttons on screen, each name inside its column', async () => {
    const { page, context, errors, listing } = await signedIn();
    for (const product of listing.slice(0, 4)) {
      await page.goto(`/products/${product.product_id}`);
      await page.locator('lapasar-product-detail [part="add-to-compare"]').click();
      await expect
        .poll(() => page.locator('lapasar-product-detail').getByText(`${product.product_name} added to Comparison`).count())
        .toBe(1);
    }
    await page.goto('/compare');
    const table = page.locator('lapasar-compare-table');
    await expect.poll(() => table.locator('[part="product-column"]').count()).toBe(4);
    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(width.scroll).toBeLessThanOrEqual(width.inner);
    const viewport = { x: 0, y: 0, width: PHONE.width, height: Number.POSITIVE_INFINITY };
    expect(inside(await box(table.locator('[part="remove-all"]')), viewport)).toBe(true);
    const deletes = await table.locator('[part="delete-group"]').all();
    expect(deletes.length).toBeGreaterThan(0);
    for (const button of deletes) expect(inside(await box(button), viewport)).toBe(true);
    for (const column of await table.locator('[part="product-column"]').all()) {
      const cell = await box(column);
      const names = await column.locator('a').all();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(inside(await box(name), cell)).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the search by product or by seller', async () => {
    const { page, context, errors } = await signedIn();
    await expect.poll(() => page.locator('lapasar-header').getByRole('combobox', { name: 'Search by' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the cart's 99+ badge off its icon", async () => {
    await fillCart(CART_LINES);
    const { page, context, errors } = await signedIn();
    const cartLink = page.locator('lapasar-header [part="cart-link"]');
    await expect.poll(() => cartLink.locator('[part="badge"]').textContent()).toBe('99+');
    expect(overlaps(await box(cartLink.locator('[part="badge"]')), await box(cartLink.locator('svg')))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("stacks a wishlist row's name, stock, shipping and subtotal, and shows its chosen variant whole, at 390 and 1280 px", async () => {
    const [packed] = await harness()
      .db.select({ id: products.id })
      .from(products)
      .innerJoin(variants, eq(variants.productId, products.id))
      .where(and(eq(variants.name, 'Pack'), sql`${products.availability} = 'Y'`, listedFor(MASKED_BUYER_ID)))
      .orderBy(asc(products.id))
      .limit(1);
    expect(packed, 'the seed has a product sold in packs').toBeDefined();
    for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
      const { page, context, errors } = await harness().newPage({ viewport });
      await presetLocation(context);
      await page.goto(`/products/${packed.id}`);
      await signInFromHeader(page, MASKED);
      const toggle = page.locator('lapasar-product-detail [part="wishlist-toggle"]');
      if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      await page.goto('/wishlist');
      const row = page.locator('lapasar-wishlist [part="wishlist-item"]').first();
      const select = row.locator('[part="variant-select"]');
      await expect.poll(() => select.count(), { timeout: 10_000 }).toBe(1);
      const saved = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/wishlist/item' && response.request().method() === 'PUT',
      );
      await select.selectOption({ label: 'Pack of 10' });
      expect((await saved).ok()).toBe(true);
      // The select's box holds its chosen option's text, its padding and its arrow.
      const fit = await select.evaluate((node: HTMLSelectElement) => {
        const style = getComputedStyle(node);
        const context2d = document.createElement('canvas').getContext('2d')!;
        context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context2d.measureText(node.selectedOptions[0].text).width;
        return { box: node.clientWidth, needed: text + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 16 };
      });
      expect(fit.box, `at ${viewport.width} px`).toBeGreaterThanOrEqual(fit.needed);
      const name = await box(row.locator('[part="product-link"]'));
      const stock = await box(row.locator('[part="item-stock"]'));
      const subtotal = await box(row.locator('[part="item-subtotal"]'));
      expect(stock.y, `at ${viewport.width} px`).toBeGreaterThanOrEqual(name.y + name.height - 0.5);
      expect(subtotal.y, `at ${viewport.width} px`).toBeGreaterThan(stock.y);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
