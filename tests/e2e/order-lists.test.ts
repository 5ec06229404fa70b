import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../src/api/types';
import { apiOf, SELANGOR } from './checkout-support';
import { useHarness } from './harness';
import { axeViolations, presetLocation, signInWithDialog } from './support';

const harness = useHarness();
const { api, signIn, meetCartRules, placeAtPlant, order, decide } = apiOf(harness);

const BUYER = 'buyer@lapasar.test';
const APPROVER = 'approver@lapasar.test';

/** One order of the demo buyer through the API, waiting for approver@ at Shah Alam Plant; answers its PO id. */
async function placeOrder(): Promise<string> {
  const buyer = await signIn(BUYER);
  const listing = await api<ProductListResponse>('/products/unified?limit=48', { headers: SELANGOR });
  const product = listing.products.find(
    (item) =>
      item.is_variant === 'N' &&
      item.availability === 'Y' &&
      item.ships_to_location &&
      item.primary_sku_id !== null &&
      (item.primary_sku_price ?? Infinity) < 200 &&
      item.total_stock > item.moq + 10,
  );
  if (!product) throw new Error('no cheap product shipped to Petaling');
  await api('/cart/add', {
    method: 'POST',
    headers: { ...buyer, 'content-type': 'application/json' },
    body: JSON.stringify({
      sku_id: product.primary_sku_id,
      sl_id: product.sl_id,
      product_id: product.product_id,
      product_name: product.product_name,
      quantity: Math.max(product.moq, 1),
      price: product.primary_sku_price,
    }),
  });
  await meetCartRules(buyer);
  const placed = await placeAtPlant(buyer);
  expect(placed.order.status).toBe('workflow_approval');
  return placed.order.poId;
}

const cardOf = (page: Page, poId: string) => page.locator('lapasar-order-history [part="order"]').filter({ hasText: `Order ${poId}` });

describe("the buyer's order lists", () => {
  it('lead View Orders to every order and View Pre-Orders to those waiting for approval; an approved one reads as with the seller', async () => {
    const approved = await placeOrder();
    const waiting = await placeOrder();
    await decide(await signIn(APPROVER), approved, 'approve');
    expect((await order(await signIn(BUYER), approved)).status).toBe('processing');

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto(`/workflow/success?poId=${waiting}`);
    await signInWithDialog(page, BUYER);
    const success = page.locator('lapasar-order-success');

    await success.getByRole('link', { name: 'View Pre-Orders' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/orders/pre-orders');
    const history = page.locator('lapasar-order-history');
    await expect.poll(() => cardOf(page, waiting).count(), { timeout: 10_000 }).toBe(1);
    expect(await history.getByRole('heading', { level: 2 }).textContent()).toBe('Pre-Orders');
    expect(await cardOf(page, approved).count()).toBe(0);

    await page.goBack();
    await success.getByRole('link', { name: 'View Orders' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/orders');
    await expect.poll(() => cardOf(page, approved).count(), { timeout: 10_000 }).toBe(1);
    expect(await cardOf(page, waiting).count()).toBe(1);
    expect(await history.getByRole('heading', { level: 2 }).textContent()).toBe('My Orders');

    // The approved order's last step says it is approved and with the seller, not that it is completed.
    const card = cardOf(page, approved);
    await card.getByRole('button', { name: 'View details' }).click();
    const processing = card.locator('[part="timeline"] li').last();
    await expect.poll(() => processing.textContent()).toContain('Approved, with the seller');
    expect(await processing.textContent()).not.toContain('Completed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers Withdraw where the order is listed, saying its lines do not return to the cart', async () => {
    const poId = await placeOrder();
    const { page, context, errors } = await harness().newPage({ bypassCSP: true });
    await presetLocation(context);
    await page.goto('/orders/pre-orders');
    await signInWithDialog(page, BUYER);
    const card = cardOf(page, poId);
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);

    // No details opened: the listed order has its Withdraw, reached from the keyboard.
    expect(await card.locator('[part="order-detail"]').count()).toBe(0);
    const withdraw = card.getByRole('button', { name: `Withdraw order ${poId}` });
    await withdraw.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Withdraw order ${poId}?` });
    await expect.poll(() => dialog.textContent()).toContain('Its lines do not return to your cart');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Withdraw Order' }).click();

    // No longer waiting for approval, it leaves the pre-orders and is listed among the orders as cancelled.
    await expect.poll(() => card.count()).toBe(0);
    expect((await order(await signIn(BUYER), poId)).status).toBe('cancelled');
    await page.goto('/orders');
    await expect.poll(() => cardOf(page, poId).locator('[part="status-badge"]').textContent(), { timeout: 10_000 }).toBe('Cancelled');
    expect(errors).toEqual([]);
    await context.close();
  });
});
