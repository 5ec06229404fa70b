import { eq, inArray, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddToCartResponse, CartResponse, ProductListResponse } from '../../src/api/types';
import { cartItems, categories, products } from '../../server/db/schema';
import { DEMO_PUNCHOUT } from '../../server/seed/punchout';
import { useHarness } from './harness';
import { presetLocation, serveOnLoopback } from './support';

const harness = useHarness();
const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
/** Where SAP SRM's shopping cart takes a catalogue's items back (the HOOK_URL), with the query SRM puts on it. */
const HOOK_PATH = '/sap/bc/gui/sap/its/bbpsc02';

/**
 * A small SAP SRM on loopback: GET /catalog is the page with the catalogue link, a form posting the
 * OCI start parameters to the shop (the company's USERNAME and PASSWORD, the HOOK_URL, ~TARGET);
 * a POST to the HOOK_URL is the cart coming back, kept as the fields arrived, in order.
 */
function fakeSap(shopUrl: () => string, selfUrl: () => string) {
  const received: [string, string][][] = [];
  const app = new Hono();
  app.get('/catalog', (c) =>
    c.html(
      html`<!doctype html><title>SAP SRM: Shop</title>
<form method="post" action="${shopUrl()}/punchout/oci/start">
<input type="hidden" name="USERNAME" value="${DEMO_PUNCHOUT.ociUsername}"><input type="hidden" name="PASSWORD" value="${DEMO_PUNCHOUT.ociPassword}">
<input type="hidden" name="HOOK_URL" value="${selfUrl()}${HOOK_PATH}?~OkCode=ADDI&~client=100"><input type="hidden" name="~TARGET" value="_top">
<button type="submit">LaPasar catalogue</button></form>`,
    ),
  );
  app.post(HOOK_PATH, async (c) => {
    // Read as sent: every field, in order, repeated names kept.
    const fields = [...new URLSearchParams(await c.req.text())];
    received.push(fields);
    const lines = fields.filter(([name]) => name.startsWith('NEW_ITEM-VENDORMAT[')).length;
    return c.html(html`<!doctype html><title>SAP SRM: Shopping cart</title><h1>Items received: ${lines}</h1>`);
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

/**
 * An orderable simple product (in stock, shipped to Selangor, MOQ 1) of the first of these leaf
 * categories that has one: the MATGROUP check wants one whose category carries its own UNSPSC code
 * and one that takes its top level's.
 */
async function productIn(leafNames: readonly string[]) {
  const leaves = await harness()
    .db.select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.name, [...leafNames]));
  for (const name of leafNames) {
    const leaf = leaves.find((row) => row.name === name);
    if (!leaf) continue;
    const response = await fetch(`${harness().url}/api/products/unified?categoryId=${leaf.id}&limit=48`, { headers: LOCATION });
    const listed = (await response.json()) as ProductListResponse;
    const found = listed.products.find(
      (product) =>
        product.is_variant === 'N' &&
        product.moq <= 1 &&
        product.total_stock > 20 &&
        product.availability === 'Y' &&
        product.ships_to_location,
    );
    if (found) return found;
  }
  throw new Error(`No orderable simple product in ${leafNames.join(', ')}`);
}

/** The UNSPSC code a product is classified by, read up its category tree: its category's, else the nearest ancestor's. */
async function unspscOf(categoryId: number): Promise<string> {
  const tree = await harness().db.select({ id: categories.id, parentId: categories.parentId, unspsc: categories.unspsc }).from(categories);
  const byId = new Map(tree.map((row) => [row.id, row]));
  for (let at = byId.get(categoryId); at; at = at.parentId === null ? undefined : byId.get(at.parentId)) if (at.unspsc) return at.unspsc;
  return '';
}

async function addFromProductPage(page: Page, productId: number): Promise<AddToCartResponse> {
  await page.goto(`/products/${productId}`);
  const button = page.locator('lapasar-product-detail').getByRole('button', { name: 'Add to Cart', exact: true });
  await expect.poll(() => button.isEnabled()).toBe(true);
  const added = page.waitForResponse((response) => response.url().endsWith('/api/cart/add'));
  await button.click();
  return (await (await added).json()) as AddToCartResponse;
}

describe('PunchOut from SAP SRM (OCI)', () => {
  it('opens from the OCI start form, shops, changes a quantity and posts every NEW_ITEM field of the cart to the HOOK_URL', async () => {
    const own = await productIn(['Monitors', 'Laptops', 'Pens', 'A4 Paper']);
    const inherited = await productIn(['Staplers', 'Scissors', 'Highlighters', 'Desktops', 'Webcams', 'Routers']);
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);

    // SAP's catalogue link: the browser lands on the storefront, signed in to a punch-out session.
    await page.goto(`${sapUrl}/catalog`);
    await page.getByRole('button', { name: 'LaPasar catalogue' }).click();
    await page.waitForURL(`${harness().url}/`);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string | null);
    expect(token).toBeTruthy();

    const firstAdded = await addFromProductPage(page, own.product_id);
    const secondAdded = await addFromProductPage(page, inherited.product_id);
    expect(firstAdded.data.item.product_id).toBe(own.product_id);
    expect(secondAdded.data.item.product_id).toBe(inherited.product_id);

    // In the cart: the first line's quantity becomes 3.
    await page.goto('/cart');
    const cart = page.locator('lapasar-cart');
    await expect.poll(() => cart.locator('[part="cart-line"]').count()).toBe(2);
    const firstLine = cart.locator('[part="cart-line"]').filter({ has: page.locator(`a[href="/products/${own.product_id}"]`) });
    const changed = page.waitForResponse(
      (response) => response.url().endsWith(`/api/cart/items/${firstAdded.data.item.sku_id}`) && response.request().method() === 'PATCH',
    );
    await firstLine.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    expect((await changed).status()).toBe(200);

    // The cart the buyer is shown (the session's own), which the transfer must carry line for line, in the order shopped.
    const cartShown = (
      (await (
        await fetch(`${harness().url}/api/cart`, { headers: { Authorization: `Bearer ${token}`, ...LOCATION } })
      ).json()) as CartResponse
    ).data.cartItems;
    expect(cartShown).toHaveLength(2);
    const shown = [own, inherited].map((product) => cartShown.find((line) => line.product_id === product.product_id)!);
    expect(shown.map((line) => line?.quantity)).toEqual([3, secondAdded.data.item.quantity]);
    const details = await harness()
      .db.select({ id: products.id, leadDays: products.deliveryTermTo, materialId: products.materialId })
      .from(products)
      .where(inArray(products.id, [own.product_id, inherited.product_id]));
    const expected: [string, string][] = [];
    for (const [index, line] of shown.entries()) {
      const n = index + 1;
      const product = details.find((row) => row.id === line.product_id)!;
      expected.push(
        [`NEW_ITEM-DESCRIPTION[${n}]`, line.product_name.slice(0, 40)],
        [`NEW_ITEM-QUANTITY[${n}]`, String(line.quantity)],
        [`NEW_ITEM-UNIT[${n}]`, 'EA'],
        [`NEW_ITEM-PRICE[${n}]`, line.price.toFixed(2)],
        [`NEW_ITEM-PRICEUNIT[${n}]`, '1'],
        [`NEW_ITEM-CURRENCY[${n}]`, 'MYR'],
        [`NEW_ITEM-VENDORMAT[${n}]`, line.sku],
        [`NEW_ITEM-MATGROUP[${n}]`, await unspscOf(line.category_id)],
        [`NEW_ITEM-LEADTIME[${n}]`, product.leadDays ? String(product.leadDays) : ''],
        [`NEW_ITEM-EXT_PRODUCT_ID[${n}]`, `sku:${line.sku_id}`],
        [`NEW_ITEM-MANUFACTMAT[${n}]`, product.materialId ?? ''],
        [`NEW_ITEM-LONGTEXT_${n}:132[]`, line.product_name],
      );
    }
    // Both ways of classifying are exercised: a category's own code and one taken from above.
    const [ownCategory] = await harness()
      .db.select({ unspsc: categories.unspsc })
      .from(categories)
      .where(eq(categories.id, own.category_id));
    const [inheritedCategory] = await harness()
      .db.select({ unspsc: categories.unspsc })
      .from(categories)
      .where(eq(categories.id, inherited.category_id));
    expect(ownCategory.unspsc).toMatch(/^\d{8}$/);
    expect(inheritedCategory.unspsc).toBeNull();
    expect(new Map(expected).get('NEW_ITEM-MATGROUP[2]')).toMatch(/^\d{8}$/);

    const transfer = cart.getByRole('button', { name: `Transfer cart to ${DEMO_PUNCHOUT.systemName}` });
    await expect.poll(() => transfer.isEnabled()).toBe(true);
    await transfer.click();
    await page.waitForURL(`${sapUrl}${HOOK_PATH}?~OkCode=ADDI&~client=100`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Items received: 2');

    expect(sap.received).toHaveLength(1);
    expect(sap.received[0]).toEqual(expected);
    // The transfer ended the session: its cart is gone and its token signs nothing in.
    expect(await harness().db.select({ id: cartItems.id }).from(cartItems).where(isNotNull(cartItems.punchoutSessionId))).toEqual([]);
    expect((await fetch(`${harness().url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});
