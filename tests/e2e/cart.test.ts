import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Cart, CartItem, CartResponse, LoginResponse, ProductListResponse } from '../../src/api/types';
import { vendorMinimumMessage } from '../../src/lib/cart';
import { formatRM } from '../../src/lib/money';
import { useHarness } from './harness';
import { focusedLabel, presetLocation, signInFromHeader, signInWithDialog } from './support';

const require = createRequire(import.meta.url);
const harness = useHarness();

const BUYER = 'buyer@lapasar.test';
const SELANGOR = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const KUALA_LUMPUR = { 'X-State': 'Kuala Lumpur', 'X-District': 'Kuala Lumpur' };
const toSen = (ringgit: number) => Math.round(ringgit * 100);

interface AxeResult {
  violations: { id: string; impact: string | null }[];
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${harness().url}/api${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The demo buyer's cart at a location, as the API computes it. */
async function buyerCart(location: Record<string, string>): Promise<Cart> {
  const login = await api<LoginResponse>('/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.21' },
    body: JSON.stringify({ email: BUYER, password: 'Demo#2026' }),
  });
  const cart = await api<CartResponse>('/cart', { headers: { authorization: `Bearer ${login.user.auth_token}`, ...location } });
  return cart.data;
}

/** The demo cart's lines by role: below MOQ, not shipped to Selangor, with references. */
function demoLines(cart: Cart): { short: CartItem; restricted: CartItem; referenced: CartItem } {
  const short = cart.cartItems.find((item) => !item.is_excluded && item.quantity < item.moq);
  const restricted = cart.cartItems.find((item) => item.is_excluded);
  const referenced = cart.cartItems.find((item) => item.references.length > 0);
  if (!short || !restricted || !referenced)
    throw new Error('The demo cart lacks a line below MOQ, a restricted line or a line with references');
  return { short, restricted, referenced };
}

/** The storefront's /cart for the demo buyer (signed in from the dialog /cart opens for a visitor), once its lines show. */
async function openDemoCart(page: Page, lines: number): Promise<void> {
  await page.goto('/cart');
  await signInWithDialog(page, BUYER);
  await expect.poll(() => page.locator('lapasar-cart [part="cart-line"]').count()).toBe(lines);
}

const lineOf = (page: Page, item: { product_id: number }) =>
  page.locator('lapasar-cart [part="cart-line"]').filter({ has: page.locator(`a[href="/products/${item.product_id}"]`) });

const summaryFigures = (page: Page) => page.locator('lapasar-cart [part="order-summary"] dd').allTextContents();
const figuresOf = (cart: Cart) => [
  formatRM(cart.cartSummary.subtotal),
  cart.cartSummary.totalShippingFee === 0 ? 'Free' : formatRM(cart.cartSummary.totalShippingFee),
  formatRM(cart.cartSummary.totalTax),
  formatRM(cart.cartSummary.grandTotal),
];

// The demo cart is shared by these tests: the ones that only read it run before the one that changes it.
describe('the cart page', { shuffle: false }, () => {
  it('has no serious or critical axe-core violation, and its stepper, Refs and references dialog work from the keyboard', async () => {
    const demo = await buyerCart(SELANGOR);
    const { referenced } = demoLines(demo);
    // axe-core goes in as an inline script, which the storefront's policy refuses.
    const { page, context, errors } = await harness().newPage({ bypassCSP: true });
    await presetLocation(context);
    await openDemoCart(page, demo.cartItems.length);

    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const { violations } = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run());
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Tab from the top of the page: the line's stepper comes before its Refs button.
    // The button counts the line's references; its name begins with what it shows.
    const refsLabel = `Refs (${referenced.references.length}): references for ${referenced.product_name}`;
    const line = page.locator('lapasar-cart [part="cart-line"]').filter({ hasText: referenced.product_name });
    await expect
      .poll(() => line.locator('[part="line-references"]').textContent())
      .toBe(`Refs: ${referenced.references.map((entry) => entry.reference).join('; ')}`);
    await page.locator('body').focus();
    const reached: (string | null)[] = [];
    while (reached.at(-1) !== refsLabel && reached.length < 200) {
      await page.keyboard.press('Tab');
      reached.push(await focusedLabel(page));
    }
    expect(reached.slice(-3)).toEqual(['Quantity', 'Increase quantity', refsLabel]);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `References for ${referenced.product_name}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() => dialog.locator('[part="references"] li > span').allTextContents())
      .toEqual(referenced.references.map((entry) => entry.reference));
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => focusedLabel(page)).toBe(refsLabel);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('re-prices shipping and restrictions when the delivery location changes', async () => {
    const atSelangor = await buyerCart(SELANGOR);
    const atKualaLumpur = await buyerCart(KUALA_LUMPUR);
    const { restricted } = demoLines(atSelangor);
    expect(atKualaLumpur.businessLogic.locationRestrictions.excludedItems).toEqual([]);
    expect(atKualaLumpur.cartItems.find((item) => item.sku_id === restricted.sku_id)?.is_excluded).toBe(false);
    // Every other line is bought at both places: Kuala Lumpur adds the restricted line's goods to the subtotal.
    expect(toSen(atKualaLumpur.cartSummary.subtotal)).toBe(toSen(atSelangor.cartSummary.subtotal) + toSen(restricted.total_price));
    expect(atKualaLumpur.cartSummary.totalItems).toBe(atSelangor.cartSummary.totalItems + restricted.quantity);

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await openDemoCart(page, atSelangor.cartItems.length);
    const cart = page.locator('lapasar-cart');
    await expect
      .poll(() => cart.locator('[part="restricted-notice"] p').first().textContent())
      .toBe('1 item(s) excluded due to location restrictions');
    await expect.poll(() => summaryFigures(page)).toEqual(figuresOf(atSelangor));

    await page.locator('lapasar-header').getByRole('button', { name: 'Location: Selangor, Petaling' }).click();
    const postcode = page.getByLabel('Postcode');
    await postcode.fill('50450');
    await postcode.blur();
    await expect.poll(() => page.getByLabel('District', { exact: true }).inputValue()).toBe('Kuala Lumpur');
    await page.getByRole('button', { name: 'Set Location', exact: true }).click();

    await expect.poll(() => summaryFigures(page)).toEqual(figuresOf(atKualaLumpur));
    expect(await cart.locator('[part="order-summary"] dt').first().textContent()).toBe(
      `Subtotal (${atKualaLumpur.cartSummary.totalItems} items)`,
    );
    await expect.poll(() => cart.locator('[part="restricted-notice"]').count()).toBe(0);
    await expect.poll(() => lineOf(page, restricted).locator('[part="line-problem"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes the demo cart from unmet requirements to a quotation and checkout', async () => {
    const demo = await buyerCart(SELANGOR);
    const { short, restricted, referenced } = demoLines(demo);
    const demoSellers = new Set(demo.cartItems.map((item) => item.sl_id));
    // Two products of two other sellers, shipped to Selangor / Petaling and in stock.
    const listing = await api<ProductListResponse>('/products/unified?limit=100', { headers: SELANGOR });
    const picks = listing.products
      .filter(
        (p) =>
          p.is_variant === 'N' &&
          p.availability === 'Y' &&
          p.ships_to_location &&
          p.primary_sku_id !== null &&
          p.total_stock >= Math.max(p.moq, 1) * 2 &&
          !demoSellers.has(p.sl_id),
      )
      .toSorted((a, b) => b.sl_id - a.sl_id)
      .filter((p, index, all) => index === 0 || all[index - 1].sl_id !== p.sl_id)
      .slice(0, 2);
    expect(picks).toHaveLength(2);

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/');
    await signInFromHeader(page, BUYER);
    const header = page.locator('lapasar-header');
    const cartLink = header.getByRole('link', { name: /Cart/ });
    for (const product of picks) {
      await page.goto(`/products/${product.product_id}`);
      const add = page.locator('lapasar-product-detail [part="add-to-cart"]');
      await expect.poll(() => add.isEnabled()).toBe(true);
      const added = page.waitForResponse((response) => response.url().endsWith('/api/cart/add'));
      await add.click();
      expect((await added).ok()).toBe(true);
    }
    const lines = demo.cartItems.length + picks.length;
    await expect.poll(() => cartLink.textContent()).toBe(`Cart: ${lines}`);

    // Opened from the header: every seller's lines under its heading.
    await cartLink.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cart');
    const cart = page.locator('lapasar-cart');
    await expect.poll(() => cart.locator('[part="cart-line"]').count()).toBe(lines);
    const withPicks = await buyerCart(SELANGOR);
    expect(withPicks.vendorMinimumOrder.errors).toHaveLength(1);
    const sellerNames = [...new Set(withPicks.cartItems.map((item) => `Seller: ${item.seller_name}`))];
    expect(sellerNames).toHaveLength(4);
    await expect.poll(() => cart.locator('[part="seller-name"]').allTextContents()).toEqual(sellerNames);
    for (const product of picks) expect(await lineOf(page, product).count()).toBe(1);

    // Below MOQ and under a vendor minimum: checkout is refused.
    const checkout = cart.locator('[part="checkout"]');
    await expect
      .poll(() => cart.locator('[part="moq-notice"] li').allTextContents())
      .toEqual([`${short.product_name}: ${short.moq - short.quantity} more needed (MOQ: ${short.moq})`]);
    await expect.poll(() => checkout.textContent()).toBe('Requirements Not Met');
    expect(await checkout.isDisabled()).toBe(true);

    // The stepper's + brings the line to its MOQ.
    await lineOf(page, short).getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => cart.locator('[part="moq-notice"]').count()).toBe(0);
    expect(await lineOf(page, short).getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe(String(short.moq));
    await expect.poll(() => checkout.textContent()).toBe('Vendor Minimum Order Required');

    // The line not shipped here goes.
    await cart.getByRole('button', { name: 'Remove Restricted Items (1)' }).click();
    const alert = page.getByRole('dialog', { name: '1 item(s) removed due to location restrictions' });
    await expect.poll(() => alert.isVisible()).toBe(true);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => lineOf(page, restricted).count()).toBe(0);
    await expect.poll(() => cart.locator('[part="restricted-notice"]').count()).toBe(0);

    // The vendor minimum: the referenced line rises until the seller's total in the category exceeds it.
    const fixed = await buyerCart(SELANGOR);
    const minimum = fixed.vendorMinimumOrder.minimums.find((entry) => !entry.met)!;
    const line = fixed.cartItems.find((item) => item.sku_id === referenced.sku_id)!;
    const others = toSen(minimum.currentAmount) - toSen(line.total_price);
    const needed = Math.floor((toSen(minimum.minimumAmount) - others) / toSen(line.price)) + 1;
    expect(needed).toBeLessThanOrEqual(line.total_stock);
    const vendorNotice = cart.locator('[part="vendor-minimum"]');
    await expect
      .poll(() => vendorNotice.textContent())
      .toBe(vendorMinimumMessage(minimum.sellerName, minimum.categoryName, minimum.minimumAmount, minimum.currentAmount));
    const quantity = lineOf(page, referenced).getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill(String(needed));
    await quantity.blur();
    const remaining = lines - 1;
    await expect.poll(() => vendorNotice.count()).toBe(0);
    await expect.poll(() => checkout.textContent()).toBe('PROCEED TO CHECKOUT');
    expect(await checkout.isEnabled()).toBe(true);
    await expect.poll(() => cart.locator('[part="cart-line"]').count()).toBe(remaining);
    await expect.poll(() => cartLink.textContent()).toBe(`Cart: ${remaining}`);

    // The quotation carries the total the summary shows.
    const total = (await cart.locator('[part="total"]').textContent())!;
    const downloading = page.waitForEvent('download');
    await cart.getByRole('button', { name: 'Generate Quotation' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('quotation.pdf');
    const bytes = new Uint8Array(await readFile(await download.path()));
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('%PDF');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(total);

    await checkout.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');
    expect(errors).toEqual([]);
    await context.close();
  });
  it('reloads when another element on the page adds to the cart', async () => {
    const before = await buyerCart(SELANGOR);
    const inCart = new Set(before.cartItems.map((item) => item.product_id));
    const listing = await api<ProductListResponse>('/products/unified?limit=100', { headers: SELANGOR });
    const pick = listing.products.find(
      (p) =>
        p.is_variant === 'N' &&
        p.availability === 'Y' &&
        p.ships_to_location &&
        p.total_stock >= Math.max(p.moq, 1) &&
        !inCart.has(p.product_id),
    );
    expect(pick).toBeDefined();

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await openDemoCart(page, before.cartItems.length);
    // A product detail beside the cart, as a portal page would place it.
    await page.evaluate((id) => {
      const detail = document.createElement('lapasar-product-detail');
      detail.setAttribute('product-id', String(id));
      document.body.append(detail);
    }, pick!.product_id);
    const add = page.locator('lapasar-product-detail [part="add-to-cart"]');
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await expect.poll(() => page.locator('lapasar-cart [part="cart-line"]').count()).toBe(before.cartItems.length + 1);
    expect(await lineOf(page, pick!).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
