import { createRequire } from 'node:module';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cartItems, products, sellers, skus } from '../../server/db/schema';
import { listedFor } from '../../server/queries/products';
import { useHarness } from './harness';
import { presetLocation, signInWithDialog } from './support';

const require = createRequire(import.meta.url);
const harness = useHarness();

const BUYER = 'buyer@lapasar.test';
const BUYER_ID = 1;
/** Shipped to Selangor, Petaling (the preset location). */
const shippedHere = sql`not ${products.unshippedLocations} && array['selangor.petaling', 'selangor.all', 'all.all']`;
const inStock = sql`${products.availability} = 'Y' and ${skus.stock} > 0`;

interface Sku {
  skuId: number;
  code: string;
  name: string;
  moq: number;
  stock: number;
}

interface AxeResult {
  violations: { id: string; impact: string | null }[];
}

/** The first seeded SKU (by id) the demo buyer may see matching `where`, and not among `taken`. */
async function seededSku(where: SQL, taken: readonly Sku[] = []): Promise<Sku> {
  const [row] = await harness()
    .db.select({ skuId: skus.id, code: skus.code, name: products.name, moq: skus.moq, stock: skus.stock })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(listedFor(BUYER_ID), sql`${skus.id} <> all(${`{${[0, ...taken.map((sku) => sku.skuId)].join(',')}}`}::int[])`, where))
    .orderBy(asc(skus.id))
    .limit(1);
  expect(row, 'the seed has such a SKU').toBeDefined();
  return row;
}

/** The seed's SKUs a quick order meets: two the cart takes, and one each below its MOQ, not shipped here and out of stock. */
async function seededList() {
  const first = await seededSku(sql`${shippedHere} and ${inStock} and ${skus.moq} between 1 and 5 and ${skus.stock} >= 20`);
  const second = await seededSku(sql`${shippedHere} and ${inStock} and ${skus.moq} between 1 and 5 and ${skus.stock} >= 20`, [first]);
  const bigMoq = await seededSku(sql`${shippedHere} and ${inStock} and ${skus.moq} > 100 and ${skus.stock} > ${skus.moq}`);
  const unshipped = await seededSku(sql`not (${shippedHere}) and ${inStock}`);
  const soldOut = await seededSku(sql`${shippedHere} and (${products.availability} = 'N' or ${skus.stock} = 0)`);
  const firstQuantity = Math.max(first.moq, 2);
  const secondQuantity = Math.max(second.moq, 3);
  const text = [
    'sku,quantity',
    `${first.code},${firstQuantity}`,
    `${bigMoq.code},1`,
    `${unshipped.code}\t${Math.max(unshipped.moq, 1)}`,
    `NOT-A-SKU,4`,
    `${second.code} ${secondQuantity}`,
    `${soldOut.code},${Math.max(soldOut.moq, 1)}`,
    `${second.code},abc`,
    `${first.code},1`,
  ].join('\n');
  const statuses = [
    'Ready',
    `Cannot be added: Minimum order quantity for ${bigMoq.name} is ${bigMoq.moq}`,
    'Cannot be added: The vendor does not provide shipping services to your location',
    'Cannot be added: Unknown SKU code',
    'Ready',
    `Cannot be added: ${soldOut.name} is out of stock`,
    'Cannot be added: Quantity must be a positive whole number',
    'Merged into line 2',
  ];
  const cart = [
    { skuId: first.skuId, quantity: firstQuantity + 1 },
    { skuId: second.skuId, quantity: secondQuantity },
  ].sort((a, b) => a.skuId - b.skuId);
  return { text, statuses, cart, names: [first.name, second.name] };
}

const emptyCart = () => harness().db.delete(cartItems).where(eq(cartItems.buyerId, BUYER_ID));
const cartLines = () =>
  harness()
    .db.select({ skuId: cartItems.skuId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.buyerId, BUYER_ID))
    .orderBy(asc(cartItems.skuId));

/** A fresh page at the preset location, signed in as the demo buyer on /quick-order (the guarded route asks for the sign-in). */
async function openQuickOrder(options: BrowserContextOptions = {}): Promise<{ page: Page; errors: Error[] }> {
  // axe-core goes in as an inline script, which the storefront's policy refuses.
  const { page, context, errors } = await harness().newPage({ bypassCSP: true, ...options });
  await presetLocation(context);
  await page.goto('/quick-order');
  await signInWithDialog(page, BUYER);
  await page.locator('lapasar-quick-order').getByLabel('SKU codes and quantities').waitFor();
  return { page, errors };
}

async function expectAccessible(page: Page): Promise<void> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const { violations } = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run());
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

/** Pastes the list, checks it and adds the valid lines; answers the element. */
async function checkAndAdd(page: Page, list: Awaited<ReturnType<typeof seededList>>) {
  const element = page.locator('lapasar-quick-order');
  await element.getByLabel('SKU codes and quantities').fill(list.text);
  await element.getByRole('button', { name: 'Check' }).click();
  await expect.poll(() => element.locator('[part="preview"] [part="line-status"]').allTextContents()).toEqual(list.statuses);
  expect(await element.locator('[part="preview-summary"]').textContent()).toBe(`2 of ${list.statuses.length} lines can go to the cart.`);
  expect(await cartLines()).toEqual([]);
  await element.getByRole('button', { name: 'Add 2 valid lines to cart' }).click();
  await expect
    .poll(() => element.locator('[part="report-summary"]').textContent())
    .toBe('2 line(s) added to cart. 5 line(s) not added. 1 duplicate line(s) merged into an earlier line of the same SKU.');
  return element;
}

describe('quick order', () => {
  it('is linked from the cart, checks a pasted list at the location and puts exactly its valid lines in the cart', async () => {
    await emptyCart();
    const list = await seededList();
    const { page, context, errors } = await harness().newPage({ bypassCSP: true });
    await presetLocation(context);
    await page.goto('/cart');
    await signInWithDialog(page, BUYER);
    await page.locator('lapasar-cart').getByRole('link', { name: 'Quick Order' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/quick-order');

    const element = await checkAndAdd(page, list);
    expect(await element.locator('[part="report-table"] [part="line-status"]').allTextContents()).toEqual(
      list.statuses.map((status) => (status === 'Ready' ? 'Added' : status)),
    );
    await expect.poll(() => page.locator('lapasar-header [part="cart-link"] [part="badge"]').textContent()).toBe('2');
    await expectAccessible(page);
    expect(await cartLines()).toEqual(list.cart);

    await element.getByRole('link', { name: 'View Cart' }).click();
    await expect.poll(() => page.locator('lapasar-cart [part="cart-line"]').count()).toBe(2);
    const shown = await page.locator('lapasar-cart [part="cart-line"] [part="product-link"]').allTextContents();
    expect(shown.toSorted()).toEqual(list.names.toSorted());
    expect(errors).toEqual([]);
  });

  it('works at 390 px wide without sideways scrolling', async () => {
    await emptyCart();
    const list = await seededList();
    const { page, errors } = await openQuickOrder({ viewport: { width: 390, height: 844 } });
    await checkAndAdd(page, list);
    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(width.scroll).toBeLessThanOrEqual(width.inner);
    await expectAccessible(page);
    expect(await cartLines()).toEqual(list.cart);
    expect(errors).toEqual([]);
  });
});
