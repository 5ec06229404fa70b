import { and, eq, gt, gte } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LoginResponse, ProductDetailResponse } from '../../src/api/types';
import { encodeCategoryToken } from '../../src/lib/category-token';
import type { Database } from '../../server/db/client';
import { categories, products } from '../../server/db/schema';
import { useHarness } from './harness';
import { presetLocation, signInFromHeader } from './support';

/** Markup that runs a script if any screen renders database text as HTML. */
const planted = (marker: string) => `<img src=x onerror="window.__xss='${marker}'">`;
const PRODUCT_NAME = `Zxqplanted ${planted('product')}`;
const DESCRIPTION = `Planted ${planted('description')}`;
const SELLER_NOTE = `Planted ${planted('seller note')}`;

interface Planted {
  productId: number;
  /** The product's category and its ancestors, leaf first, with their planted names. */
  categories: { id: number; name: string }[];
}
const plantedRows: Planted = { productId: 0, categories: [] };

/** Plants markup in a listed, in-stock product of the demo seller, its description and its categories. */
async function plant(db: Database): Promise<void> {
  const [row] = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.sellerId, 1), gt(products.actMaxPrice, 0), eq(products.isVariant, 'N'), gte(products.totalStock, 50)))
    .orderBy(products.id)
    .limit(1);
  await db.update(products).set({ name: PRODUCT_NAME, description: DESCRIPTION }).where(eq(products.id, row.id));
  plantedRows.productId = row.id;
  for (let id: number | null = row.categoryId; id !== null; ) {
    const [category] = await db
      .select({ parentId: categories.parentId, level: categories.level })
      .from(categories)
      .where(eq(categories.id, id));
    const name = `Level ${category.level} ${planted(`category ${id}`)}`;
    await db.update(categories).set({ name }).where(eq(categories.id, id));
    plantedRows.categories.push({ id, name });
    id = category.parentId;
  }
}

const harness = useHarness({ prepare: plant });
const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${harness().url}/api${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signInByApi(email: string, address: string): Promise<Record<string, string>> {
  const login = await api<LoginResponse>('/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password: 'Demo#2026' }),
  });
  return { authorization: `Bearer ${login.user.auth_token}`, 'content-type': 'application/json' };
}

/** Console reports of Content-Security-Policy violations on the page. */
function cspViolations(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reports.push(message.text());
  });
  return reports;
}

const xss = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: string }).__xss);

describe('malformed addresses', () => {
  it.each([
    ['/category/%%%notbase64', 'Invalid category token'],
    ['/category/%E0%A4%A', 'Invalid category token'],
    [`/category/${encodeCategoryToken(1)}/sub/%%`, 'Invalid category token'],
    ['/products/%%%', 'Product not found'],
    ['/%%%', 'Page not found'],
  ])('%s shows %s, never a blank page', async (path, text) => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto(path);
    await expect.poll(() => page.locator('main').getByText(text).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the storefront under its Content-Security-Policy', () => {
  it('sends the policy and renders every browse screen without a violation', async () => {
    const { page, context, errors } = await harness().newPage();
    const violations = cspViolations(page);
    await presetLocation(context);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect.poll(() => page.locator('lapasar-home').locator('img').first().isVisible()).toBe(true);

    const top = plantedRows.categories.at(-1)!;
    await page.goto('/categories', { waitUntil: 'networkidle' });
    for (const path of [`/category/${encodeCategoryToken(top.id)}`, '/search?q=gloves', `/products/${plantedRows.productId}`]) {
      await page.goto(path);
      // Product images come from the API's origin: the policy must let them in.
      await expect.poll(() => page.locator('main').locator('img').first().isVisible()).toBe(true);
    }
    await signInFromHeader(page, 'buyer@lapasar.test');
    await page.goto('/cart');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Cart');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);

    // An injected inline script is refused, and reported.
    await page.evaluate(() =>
      document.head.append(Object.assign(document.createElement('script'), { textContent: 'window.__xss = "inline"' })),
    );
    await expect.poll(() => violations.length).toBe(1);
    expect(await xss(page)).toBeUndefined();
    await context.close();
  });
});

// These pages ignore the policy, which would block the planted handlers anyway: the text itself must be inert.
describe('text from the database', () => {
  it('renders inert in the header menu, listings, search and the product page', async () => {
    const { page, context, errors } = await harness().newPage({ bypassCSP: true });
    await presetLocation(context);
    const [leaf] = plantedRows.categories;
    const top = plantedRows.categories.at(-1)!;

    await page.goto('/search?q=Zxqplanted');
    const grid = page.locator('lapasar-product-grid');
    const card = grid.locator('[part="product-name"]').first();
    await expect.poll(() => card.getAttribute('title')).toBe(PRODUCT_NAME);
    expect(await card.textContent()).toContain('Zxqplanted <img src=x');

    await page.goto(`/category/${encodeCategoryToken(top.id)}`);
    await expect.poll(() => grid.locator('[part="title"]').textContent()).toBe(top.name);
    const header = page.locator('lapasar-header');
    await header.getByRole('button', { name: /CATEGORIES/ }).click();
    await expect.poll(() => header.locator('[part="categories-panel"]').getByText(top.name, { exact: true }).isVisible()).toBe(true);

    await page.goto(`/products/${plantedRows.productId}`);
    const detail = page.locator('lapasar-product-detail');
    await expect.poll(() => detail.locator('[part="title"]').textContent()).toBe(PRODUCT_NAME);
    await expect.poll(() => detail.getByText(DESCRIPTION).first().isVisible()).toBe(true);
    expect(await detail.getByText(leaf.name, { exact: true }).count()).toBeGreaterThan(0);

    expect(await xss(page)).toBeUndefined();
    expect(errors).toEqual([]);

    // The control: the same markup parsed as HTML on this page does run.
    await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), planted('control'));
    await expect.poll(() => xss(page)).toBe('control');
    await context.close();
  });

  it("renders a seller's bulk price note inert on the buyer's product page", async () => {
    const id = plantedRows.productId;
    const product = await api<ProductDetailResponse>(`/products/${id}`, { headers: LOCATION });
    const buyer = await signInByApi('buyer@lapasar.test', '198.51.100.21');
    const quantity = Math.max(product.data.moq, 1) + 10;
    const request = await api<{ data: { recid: number } }>(`/products/${id}/bulk-price/request`, {
      method: 'POST',
      headers: buyer,
      body: JSON.stringify({ sku_id: product.data.primary_sku_id, quantity, target_price: 1, bulk_note: planted('bulk note') }),
    });
    const seller = await signInByApi('seller@lapasar.test', '198.51.100.22');
    await api(`/seller/bulk-prices/${request.data.recid}/reply`, {
      method: 'POST',
      headers: seller,
      body: JSON.stringify({ status: 'NEGO', seller_note: SELLER_NOTE }),
    });

    const { page, context, errors } = await harness().newPage({ bypassCSP: true });
    await presetLocation(context);
    await page.goto(`/products/${id}`);
    await signInFromHeader(page, 'buyer@lapasar.test');
    const detail = page.locator('lapasar-product-detail');
    await expect.poll(() => detail.getByText(`Seller: ${SELLER_NOTE}`).isVisible()).toBe(true);
    expect(await xss(page)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});
