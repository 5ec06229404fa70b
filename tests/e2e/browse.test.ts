import { describe, expect, it } from 'vitest';
import type { AddToCartResponse, ProductListResponse, SearchResponse } from '../../src/api/types';
import { useHarness } from './harness';
import { presetLocation, signInFromHeader } from './support';

const harness = useHarness();

const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const firstPrice = (text: string) => Number(text.split(' - ')[0].replace(/[^\d.]/g, ''));

describe('a buyer browsing the storefront', () => {
  it('searches, filters, sorts, pages, opens a category and a vendor, and quick-adds to the cart', async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/');
    await signInFromHeader(page, 'buyer@lapasar.test');

    // Search 'mask' from the header.
    const header = page.locator('lapasar-header');
    await header.getByRole('searchbox', { name: /search/i }).fill('mask');
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=mask');
    const grid = page.locator('lapasar-product-grid');
    const count = grid.locator('[part="count"]');
    const total = (await (await fetch(`${harness().url}/api/search?q=mask&limit=1`, { headers: LOCATION })).json()) as SearchResponse;
    await expect.poll(() => count.textContent()).toBe(`Showing 24 of ${total.nbHits} results for mask`);
    await expect.poll(() => grid.locator('[part="product-card"]').count()).toBe(24);

    // Filter by a brand: nothing changes until Apply Filters.
    const filters = grid.locator('[part="filters"]');
    const brand = (await filters
      .getByRole('radio')
      .nth(1)
      .evaluate((input) => input.parentElement!.textContent))!;
    await filters.getByRole('radio', { name: brand, exact: true }).check();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(async () => (await count.textContent()) !== `Showing 24 of ${total.nbHits} results for mask`).toBe(true);
    const names = await grid.locator('[part="product-name"]').evaluateAll((links) => links.map((link) => link.getAttribute('title')));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name!.startsWith(brand))).toBe(true);

    // Sort by price, low to high: the prices on the page ascend.
    await filters.getByRole('radio', { name: 'All brands' }).check();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => count.textContent()).toBe(`Showing 24 of ${total.nbHits} results for mask`);
    await grid.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    const prices = () => grid.locator('[part="product-price"]').allTextContents();
    await expect
      .poll(async () => {
        const shown = (await prices()).map(firstPrice);
        return shown.length === 24 && shown.every((price, index) => index === 0 || shown[index - 1] <= price);
      })
      .toBe(true);
    const firstPage = await prices();

    // Page 2 continues upwards from page 1.
    await grid.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => grid.locator('[part="pagination"] [aria-current="page"]').textContent()).toBe('2');
    await expect.poll(async () => (await prices()).join() !== firstPage.join()).toBe(true);
    const secondPage = (await prices()).map(firstPrice);
    expect(secondPage.every((price, index) => index === 0 || secondPage[index - 1] <= price)).toBe(true);
    expect(secondPage[0]).toBeGreaterThanOrEqual(firstPrice(firstPage.at(-1)!));

    // Open a category from the CATEGORIES popover.
    await header.getByRole('button', { name: /CATEGORIES/ }).click();
    const category = header.locator('[part="categories-panel"] > li > a').nth(1);
    const categoryName = await category.textContent();
    await category.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/category\//);
    await expect.poll(() => grid.locator('[part="title"]').textContent()).toBe(categoryName);
    await expect.poll(() => count.textContent()).toMatch(/^Showing \d+ of \d+ products$/);

    // Open a vendor page from a card.
    const seller = grid.locator('[part="seller-link"]').first();
    const vendorHref = await seller.getAttribute('href');
    const vendorName = await seller.textContent();
    await seller.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(vendorHref);
    await expect.poll(() => grid.locator('[part="title"]').textContent()).toBe('Vendor Products');
    await expect.poll(() => grid.locator('[part="vendor-card"] strong').textContent()).toBe(vendorName);
    await expect.poll(() => grid.getByRole('searchbox').getAttribute('placeholder')).toBe(`Search products from ${vendorName}...`);

    // Quick-add a product without variants and see the Added to Cart popup.
    await expect.poll(() => grid.locator('[part="product-card"]').count()).toBeGreaterThan(0);
    const vendorId = vendorHref!.split('/').pop();
    const listed = (await (
      await fetch(`${harness().url}/api/products/unified?vendorId=${vendorId}&limit=24`, { headers: LOCATION })
    ).json()) as ProductListResponse;
    const simple = listed.products.find(
      (product) => product.is_variant === 'N' && product.total_stock > 0 && product.availability === 'Y' && product.ships_to_location,
    );
    expect(simple).toBeDefined();
    const card = grid.locator('[part="product-card"]').filter({ has: page.locator(`a[href="/products/${simple!.product_id}"]`) });
    await card.hover();
    await card.locator('[part="quick-add"]').click();
    const quickAdd = page.getByRole('dialog', { name: 'Quick Add to Cart' });
    await expect.poll(() => quickAdd.isVisible()).toBe(true);
    const addButton = quickAdd.getByRole('button', { name: 'Add to Cart' });
    const added = page.waitForResponse((response) => response.url().endsWith('/api/cart/add'));
    await addButton.click();
    const { cartCount } = (await (await added).json()) as AddToCartResponse;
    const popup = grid.locator('[part="added-popup"]');
    await expect.poll(() => popup.textContent()).toMatch(/^Added to Cart.+1 x RM [\d,]+\.\d\d$/);
    await expect.poll(() => header.getByRole('link', { name: /Cart/ }).textContent()).toBe(`Cart: ${cartCount}`);
    await expect.poll(() => quickAdd.isVisible()).toBe(false);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'Invalid category token' for a broken link", async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/category/not-a-token');
    await expect.poll(() => page.locator('lapasar-product-grid h2').textContent()).toBe('Invalid category token');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the home page with banners and COVID care items, and the All Categories page', async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/');
    const home = page.locator('lapasar-home');
    await expect.poll(() => home.locator('[part="slide"]:not([hidden]) img').count()).toBe(1);
    await expect.poll(() => home.locator('[part="product-card"]').count()).toBe(24);
    await home.getByRole('tab', { name: 'Gloves' }).click();
    await expect
      .poll(async () =>
        (await home.locator('[part="product-name"]').evaluateAll((links) => links.map((link) => link.getAttribute('title')))).every(
          (name) => /glove/i.test(name!),
        ),
      )
      .toBe(true);

    await page.goto('/categories');
    const all = page.locator('lapasar-category-menu');
    await expect.poll(() => all.getByRole('heading', { name: 'All Categories' }).isVisible()).toBe(true);
    await all.getByRole('link', { name: 'Face mask' }).click();
    await expect.poll(() => page.locator('lapasar-product-grid [part="title"]').textContent()).toBe('Face mask');
    expect(errors).toEqual([]);
    await context.close();
  });
});
