import { Hono } from 'hono';
import { html } from 'hono/html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../src/api/types';
import { eq } from 'drizzle-orm';
import { categories, skus } from '../../server/db/schema';
import { DEMO_PUNCHOUT } from '../../server/seed/punchout';
import { useHarness } from './harness';
import { presetLocation, serveOnLoopback } from './support';

const harness = useHarness();
const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const HOOK_PATH = '/sap/bc/gui/sap/its/bbpsc02';

/** SAP SRM's catalogue link (the OCI start form) and its HOOK_URL, which counts the lines it receives. */
function fakeSap(shopUrl: () => string, selfUrl: () => string) {
  const received: [string, string][][] = [];
  const app = new Hono();
  app.get('/catalog', (c) =>
    c.html(
      html`<!doctype html><title>SAP SRM: Shop</title>
<form method="post" action="${shopUrl()}/punchout/oci/start">
<input type="hidden" name="USERNAME" value="${DEMO_PUNCHOUT.ociUsername}"><input type="hidden" name="PASSWORD" value="${DEMO_PUNCHOUT.ociPassword}">
<input type="hidden" name="HOOK_URL" value="${selfUrl()}${HOOK_PATH}"><input type="hidden" name="~TARGET" value="_top">
<button type="submit">LaPasar catalogue</button></form>`,
    ),
  );
  app.post(HOOK_PATH, async (c) => {
    const fields = [...new URLSearchParams(await c.req.text())];
    received.push(fields);
    return c.html(
      html`<!doctype html><title>SAP SRM: Shopping cart</title><h1>Items received: ${fields.filter(([name]) => name.startsWith('NEW_ITEM-VENDORMAT[')).length}</h1>`,
    );
  });
  return { app, received };
}

let sap: ReturnType<typeof fakeSap>;
let server: Awaited<ReturnType<typeof serveOnLoopback>> | undefined;
let sapUrl = '';

beforeAll(async () => {
  sap = fakeSap(
    () => harness().url,
    () => sapUrl,
  );
  server = await serveOnLoopback(sap.app.fetch);
  sapUrl = server.url;
});

afterAll(async () => {
  await server?.close();
});

/** An orderable simple product shipped to Selangor, Petaling, from the first leaf of these that has one. */
async function orderableIn(leafNames: readonly string[]) {
  const leaves = await harness().db.select({ id: categories.id, name: categories.name }).from(categories);
  for (const name of leafNames) {
    const leaf = leaves.find((row) => row.name === name);
    if (!leaf) continue;
    const listed = (await (
      await fetch(`${harness().url}/api/products/unified?categoryId=${leaf.id}&limit=48`, { headers: LOCATION })
    ).json()) as ProductListResponse;
    const found = listed.products.find(
      (product) => product.is_variant === 'N' && product.moq <= 1 && product.total_stock > 20 && product.ships_to_location,
    );
    if (found) return found;
  }
  throw new Error(`No orderable simple product in ${leafNames.join(', ')}`);
}

describe('A punch-out session in the storefront', () => {
  it('shops and transfers with nothing offered that its session may not use, and no call refused along the way', async () => {
    const product = await orderableIn(['Pens', 'A4 Paper', 'Staplers', 'Monitors', 'Laptops']);
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    // Every answer the API refused a call of this browser with, and every error the page logged.
    const refused: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/^\/(api|corporate)\//.test(path) && (response.status() === 401 || response.status() === 403))
        refused.push(`${response.request().method()} ${path} ${response.status()}`);
    });
    // The shop's pages, the punch-out hand-over pages among them (a blocked inline style is an error there too).
    const logged: string[] = [];
    page.on('console', (message) => {
      const at = new URL(message.location().url || page.url());
      if (message.type() === 'error' && at.origin === harness().url) logged.push(`${at.pathname}: ${message.text()}`);
    });

    await page.goto(`${sapUrl}/catalog`);
    await page.getByRole('button', { name: 'LaPasar catalogue' }).click();
    await page.waitForURL(`${harness().url}/`);

    // The header offers the shop and the cart: no wishlist, comparisons, dashboard or profile.
    const header = page.locator('lapasar-header');
    await expect.poll(() => header.locator('[part="cart-link"]').count()).toBe(1);
    expect(await header.locator('[part="wishlist-link"], [part="compare-link"]').count()).toBe(0);
    await header.getByRole('button', { name: /^Account/ }).click();
    const menu = header.locator('[part="user-menu"]');
    await expect.poll(() => menu.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    expect(await menu.getByRole('button', { name: 'Dashboard' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Profile' }).count()).toBe(0);
    await header.getByRole('button', { name: /^Account/ }).click();

    // Search results: cards with quick add, but no wishlist heart or compare.
    await page.goto(`/search?q=${encodeURIComponent(product.product_name.split(' ')[0])}`);
    const cards = page.locator('[part="product-card"]');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    expect(await cards.first().locator('[part="quick-add"], [part="out-of-stock"]').count()).toBe(1);
    expect(await page.locator('[part="wishlist-toggle"], [part="add-to-compare"]').count()).toBe(0);

    // The product page: Add to Cart, and none of the wishlist, lists, comparisons or bulk prices.
    await page.goto(`/products/${product.product_id}`);
    const detail = page.locator('lapasar-product-detail');
    const add = detail.getByRole('button', { name: 'Add to Cart', exact: true });
    await expect.poll(() => add.isEnabled()).toBe(true);
    expect(
      await detail.locator('[part="wishlist-toggle"], [part="add-to-list"], [part="add-to-compare"], [part="bulk-panel"]').count(),
    ).toBe(0);
    const added = page.waitForResponse((response) => response.url().endsWith('/api/cart/add'));
    await add.click();
    expect((await added).status()).toBe(200);

    // The cart: its line, no quotation or references, and the transfer.
    await page.goto('/cart');
    const cart = page.locator('lapasar-cart');
    await expect.poll(() => cart.locator('[part="cart-line"]').count()).toBe(1);
    expect(await cart.locator('[part="generate-quotation"], [part="refs"]').count()).toBe(0);
    const button = cart.locator('[part="checkout"]');
    const transfer = cart.getByRole('button', { name: `Transfer cart to ${DEMO_PUNCHOUT.systemName}` });
    await expect.poll(() => transfer.isEnabled()).toBe(true);

    // The seller raises the MOQ above the line: the order would come back refused, so the transfer is held as checkout is.
    const ofProduct = eq(skus.productId, product.product_id);
    const [{ moq }] = await harness().db.select({ moq: skus.moq }).from(skus).where(ofProduct);
    const setMoq = (value: number) => harness().db.update(skus).set({ moq: value }).where(ofProduct);
    await setMoq(5);
    await page.reload();
    await expect.poll(() => button.textContent()).toBe('Minimum Order Quantity Required');
    expect(await button.isDisabled()).toBe(true);
    await setMoq(moq);
    await page.reload();

    await expect.poll(() => transfer.isEnabled()).toBe(true);
    await transfer.click();
    await page.waitForURL(`${sapUrl}${HOOK_PATH}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Items received: 1');
    expect(sap.received).toHaveLength(1);

    expect(refused).toEqual([]);
    expect(logged).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
