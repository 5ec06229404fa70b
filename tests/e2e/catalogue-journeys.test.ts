import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import type { CatalogueProductsResponse, LoginResponse, SearchResponse } from '../../src/api/types';
import { brands, catalogueProducts, products } from '../../server/db/schema';
import { visibleProduct } from '../../server/queries/products';
import { CORPORATE_CATALOGUE_ID } from '../../server/seed/accounts';
import { useHarness } from './harness';
import { presetLocation, signInFromHeader } from './support';

const harness = useHarness();

const CATALOGUE = '/app/marketplace/product/catalogue';
const CATEGORIES = '/app/marketplace/product/catalogue_category';
const SELANGOR = { 'X-State': 'Selangor', 'X-District': 'Petaling' };

async function api<T>(path: string, bearer: Record<string, string>): Promise<T> {
  const response = await fetch(`${harness().url}/api${path}`, { headers: { ...SELANGOR, ...bearer } });
  return (await response.json()) as T;
}

async function bearerOf(email: string): Promise<Record<string, string>> {
  const response = await fetch(`${harness().url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.61' },
    body: JSON.stringify({ email, password: 'Demo#2026' }),
  });
  const { user } = (await response.json()) as LoginResponse;
  return { authorization: `Bearer ${user.auth_token}` };
}

/** A signed-in page of `email` at the screen post-login routing lands them on. */
async function signedIn(email: string): Promise<{ page: Page; close: () => Promise<void>; errors: Error[] }> {
  const { page, context, errors } = await harness().newPage();
  await presetLocation(context);
  await page.goto('/');
  await signInFromHeader(page, email);
  return { page, close: () => context.close(), errors };
}

/** The catalogue@ products screen, once its first products show. */
async function catalogueScreen(page: Page): Promise<Locator> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(CATALOGUE);
  const screen = page.locator('main lapasar-catalogue-products');
  await expect.poll(() => screen.locator('[part="product-card"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  return screen;
}

/** The brands of the corporate catalogue's listed products, by name, as seeded. */
async function catalogueBrands(): Promise<string[]> {
  const rows = await harness()
    .db.selectDistinct({ name: brands.name })
    .from(catalogueProducts)
    .innerJoin(products, eq(products.id, catalogueProducts.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(catalogueProducts.catalogueId, CORPORATE_CATALOGUE_ID), visibleProduct));
  return rows.map((row) => row.name).toSorted();
}

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const cardLinks = (screen: Locator) =>
  screen
    .locator('[part="product-card"] a[href^="/products/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);

describe('catalogue screens', () => {
  it('finds a product by its part code and by its full name with the search box, at relevance', async () => {
    const bearer = await bearerOf('catalogue@lapasar.test');
    const { data } = await api<CatalogueProductsResponse>('/products/catalogue?limit=100', bearer);
    // One the first page does not show, so only the search can bring it.
    const product = data.products.slice(24).find((candidate) => /\s[A-Z]{2}-\d+$/.test(candidate.product_name));
    if (!product) throw new Error('No catalogue product with a part code past the first page');
    const partCode = product.product_name.split(' ').at(-1) ?? '';

    const { page, close, errors } = await signedIn('catalogue@lapasar.test');
    const screen = await catalogueScreen(page);
    expect(await screen.locator('[part="sort"]').inputValue()).toBe('relevance');
    const card = screen.locator('[part="product-card"]').filter({ has: page.locator(`a[href="/products/${product.product_id}"]`) });
    const box = screen.locator('[part="catalogue-search"]');
    for (const text of [partCode, product.product_name]) {
      expect(await card.count()).toBe(0);
      await box.fill(text);
      await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
      await box.fill('');
      await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(0);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("filters the catalogue by brand from the catalogue's own brands", async () => {
    const bearer = await bearerOf('catalogue@lapasar.test');
    const brands = await catalogueBrands();
    const brand = brands[0];
    const filter = encodeURIComponent(`make IN ["${brand}"]`);
    const expected = await api<SearchResponse>(`/products/catalogue/search?filter=${filter}&limit=100`, bearer);
    expect(expected.hits.length).toBeGreaterThan(0);

    const { page, close, errors } = await signedIn('catalogue@lapasar.test');
    const screen = await catalogueScreen(page);
    const sidebar = screen.locator('[part="filters"]');
    const group = sidebar.getByRole('group', { name: 'Brands' });
    await expect.poll(() => group.getByRole('radio').count(), { timeout: 10_000 }).toBe(brands.length + 1);
    expect(
      await group.getByRole('radio').evaluateAll((radios) => radios.slice(1).map((radio) => radio.parentElement?.textContent)),
    ).toEqual(brands);
    await group.getByRole('radio', { name: brand, exact: true }).check();
    await sidebar.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => query(page).brands).toBe(brand);
    await expect
      .poll(() => screen.locator('[part="count"]').textContent(), { timeout: 10_000 })
      .toBe(`Showing ${expected.hits.length} of ${expected.nbHits} products`);
    expect((await cardLinks(screen)).toSorted()).toEqual(expected.hits.map((hit) => `/products/${hit.recid}`).toSorted());
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the search text, filters, sort and page in the address: Back, reload and a shared link show them again', async () => {
    const { page, close, errors } = await signedIn('catalogue@lapasar.test');
    const screen = await catalogueScreen(page);
    const firstPage = await cardLinks(screen);

    await screen.locator('[part="sort"]').selectOption('price_high_low');
    await expect.poll(() => query(page)).toEqual({ sort: 'price_high_low' });
    await screen.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => query(page)).toEqual({ sort: 'price_high_low', page: '2' });
    await expect.poll(() => screen.locator('[part="pagination"] [aria-current="page"]').textContent()).toBe('2');
    const secondPage = await cardLinks(screen);

    await page.reload();
    await expect.poll(() => cardLinks(screen), { timeout: 10_000 }).toEqual(secondPage);
    expect(await screen.locator('[part="sort"]').inputValue()).toBe('price_high_low');
    expect(await screen.locator('[part="pagination"] [aria-current="page"]').textContent()).toBe('2');

    await page.goBack();
    await expect.poll(() => query(page)).toEqual({ sort: 'price_high_low' });
    await expect.poll(() => screen.locator('[part="pagination"] [aria-current="page"]').textContent()).toBe('1');
    await page.goBack();
    await expect.poll(() => query(page)).toEqual({});
    await expect.poll(() => screen.locator('[part="sort"]').inputValue()).toBe('relevance');
    await expect.poll(() => cardLinks(screen), { timeout: 10_000 }).toEqual(firstPage);

    await screen.locator('[part="catalogue-search"]').fill('mask');
    await expect.poll(() => query(page), { timeout: 10_000 }).toEqual({ search: 'mask' });
    const sidebar = screen.locator('[part="filters"]');
    await sidebar.getByRole('checkbox', { name: '5 stars' }).check();
    await sidebar.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => query(page)).toEqual({ search: 'mask', ratings: '5' });
    await screen.locator('[part="sort"]').selectOption('newest');
    await expect.poll(() => query(page)).toEqual({ search: 'mask', ratings: '5', sort: 'newest' });
    await expect.poll(() => screen.locator('[part="count"], [part="empty"]').count(), { timeout: 10_000 }).toBe(1);
    const shared = page.url();
    const found = await cardLinks(screen);

    await page.reload();
    await expect.poll(() => screen.locator('[part="catalogue-search"]').inputValue(), { timeout: 10_000 }).toBe('mask');
    await expect.poll(() => cardLinks(screen), { timeout: 10_000 }).toEqual(found);

    // The same link opened by a colleague of the company.
    const other = await signedIn('catalogue@lapasar.test');
    await other.page.goto(shared);
    const otherScreen = other.page.locator('main lapasar-catalogue-products');
    await expect.poll(() => otherScreen.locator('[part="catalogue-search"]').inputValue(), { timeout: 10_000 }).toBe('mask');
    expect(await otherScreen.locator('[part="sort"]').inputValue()).toBe('newest');
    expect(await otherScreen.locator('[part="filters"]').getByRole('checkbox', { name: '5 stars' }).isChecked()).toBe(true);
    await expect.poll(() => cardLinks(otherScreen), { timeout: 10_000 }).toEqual(found);
    expect([...errors, ...other.errors]).toEqual([]);
    await other.close();
    await close();
  });

  it('tells a buyer without a catalogue that the category is not theirs, with the way home, as the dashboard refusal does', async () => {
    const { page, close, errors } = await signedIn('buyer@lapasar.test');
    await page.goto(`${CATALOGUE}?id=3000`);
    const screen = page.locator('main lapasar-catalogue-products');
    const refused = screen.locator('[part="refused"]');
    await expect
      .poll(() => refused.locator('strong').textContent(), { timeout: 10_000 })
      .toBe('Catalogue products are only available to catalogue users');
    expect(await screen.locator('[part="try-again"]').count()).toBe(0);
    expect(await screen.getByText('Failed to load catalogue products. Please try again later.').count()).toBe(0);
    await refused.getByRole('link', { name: 'Back to Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.locator('main lapasar-home').count()).toBe(1);

    // The storefront's other Access Denied page offers the same way forward.
    await page.goto('/tnb/dashboard');
    const dashboard = page.locator('main lapasar-buyer-dashboard');
    await expect
      .poll(() => dashboard.getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe('Access Denied - This page is only accessible to energy buyers');
    await dashboard.getByRole('link', { name: 'Back to Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.locator('main lapasar-home').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('tells a catalogue user that a category is not in the catalogue, with the way back to the categories', async () => {
    const { page, close, errors } = await signedIn('catalogue@lapasar.test');
    await catalogueScreen(page);
    await page.goto(`${CATALOGUE}?id=99999`);
    const screen = page.locator('main lapasar-catalogue-products');
    const refused = screen.locator('[part="refused"]');
    await expect.poll(() => refused.locator('strong').textContent(), { timeout: 10_000 }).toBe('Category Not Found');
    expect(await refused.textContent()).toContain('The requested category could not be found.');
    expect(await screen.locator('[part="try-again"]').count()).toBe(0);
    await refused.getByRole('link', { name: 'Back to Categories' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(CATEGORIES);
    await expect
      .poll(() => page.locator('main lapasar-catalogue-categories [part="category-tile"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });
});
