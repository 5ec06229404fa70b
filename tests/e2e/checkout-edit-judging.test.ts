import type { Locator, Page } from 'playwright-core';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../src/api/types';
import { formatRM } from '../../src/lib/money';
import { budgets, itemCodeBudgets, itemCodes, skus } from '../../server/db/schema';
import { apiOf, chooseLocation, openStep, SELANGOR, settled, submitOrder, wizardOf } from './checkout-support';
import { useHarness } from './harness';
import { presetLocation, signInWithDialog } from './support';

const harness = useHarness();
const { api, signIn, cart, order, meetCartRules, placeAtPlant, checkoutForm } = apiOf(harness);
const BUYER = 'buyer@lapasar.test';
const APPROVER = 'approver@lapasar.test';

/** The text a shadow root renders, as the buyer reads it. */
const shownText = (element: Locator) => element.evaluate((host) => host.shadowRoot?.textContent ?? '');

/** How many times `text` occurs in `within`. */
const occurrences = (within: string, text: string) => within.split(text).length - 1;

/** Puts a cheap product shipped to Petaling into the buyer's cart; answers its name. */
async function cheapProductInCart(buyer: Record<string, string>): Promise<string> {
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
  return product.product_name;
}

/** Leaves Plant Maintenance's budget `left` sen, and its IC-1003 budget `codeLeft` sen, above what is committed and pending. */
async function leavePlantBudget(projectId: number, left: number, codeLeft: number): Promise<void> {
  const { db } = harness();
  await db
    .update(budgets)
    .set({ budgetLimit: sql`${budgets.committed} + ${budgets.pending} + ${left}` })
    .where(eq(budgets.projectId, projectId));
  const [code] = await db
    .select({ id: itemCodes.id })
    .from(itemCodes)
    .where(and(eq(itemCodes.buyerId, 1), eq(itemCodes.code, 'IC-1003')));
  await db
    .update(itemCodeBudgets)
    .set({ totalBudget: sql`${itemCodeBudgets.committed} + ${itemCodeBudgets.pending} + ${codeLeft}` })
    .where(and(eq(itemCodeBudgets.itemCodeId, code.id), eq(itemCodeBudgets.projectId, projectId)));
}

/** Signs the buyer in on the orders page and opens the order's edit. */
async function openEdit(page: Page, poId: string): Promise<Locator> {
  await page.goto('/orders/pre-orders');
  await signInWithDialog(page, BUYER);
  await page.locator('lapasar-order-history [part="order"]').filter({ hasText: poId }).locator('[part="edit-order"]').click();
  const wizard = wizardOf(page);
  await expect.poll(() => wizard.locator('[part="edit-notice"]').textContent()).toContain(poId);
  await settled(wizard);
  return wizard;
}

// One buyer's journey in order: the demo cart first (its line not shipped to Petaling), then orders from it.
describe('an edit judged as if its order were released, and what the wizard and the approver are told', { shuffle: false }, () => {
  it('names the line Head Office adds to the cart’s lines in the place notice', async () => {
    const buyer = await signIn(BUYER);
    await meetCartRules(buyer);
    const excluded = (await cart(buyer)).businessLogic.locationRestrictions.excludedItems;
    expect(excluded).toHaveLength(1);

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/cart');
    await signInWithDialog(page, BUYER);
    const proceed = page.locator('lapasar-cart [part="checkout"]');
    await expect.poll(() => proceed.isEnabled()).toBe(true);
    await proceed.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');
    const wizard = wizardOf(page);
    await openStep(wizard, 0);
    await chooseLocation(wizard, 'Head Office', 'IT Refresh');
    const notice = wizard.locator('[part="place-notice"]');
    await expect
      .poll(() => notice.textContent())
      .toContain('Shipped to Kuala Lumpur but not to Petaling, Selangor, so added to this order:');
    expect(await notice.locator('[part="place-added"] li').allTextContents()).toEqual([
      `${excluded[0].productName} (${excluded[0].sellerName})`,
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets an unchanged edit of an order that took the last units and every sen left go through, speaking of the order', async () => {
    const buyer = await signIn(BUYER);
    await meetCartRules(buyer);
    const placed = await placeAtPlant(buyer);
    expect(placed.order.status).toBe('workflow_approval');
    // The order took the last units of a line, and all its budget and its item code's budget had left.
    const [taken] = placed.lines;
    await harness().db.update(skus).set({ stock: 0 }).where(eq(skus.id, taken.sku_id));
    await leavePlantBudget(placed.project.project_id, 0, 0);

    const { page, context, errors } = await harness().newPage();
    // The buyer browses for Kuala Lumpur; the order goes to Shah Alam Plant.
    await presetLocation(context, 'Kuala Lumpur', 'Kuala Lumpur');
    const wizard = await openEdit(page, placed.order.poId);
    await openStep(wizard, 2);
    await settled(wizard);
    const submit = wizard.locator('[part="submit"]');
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await wizard.locator('[part="line-warning"]').count()).toBe(0);
    expect(await wizard.locator('[part="budget-status"]').textContent()).toBe('Within budget limit');
    expect(await wizard.locator(`select[name="item_code_${taken.sku_id}"]`).inputValue()).toBe('IC-1003');
    const notice = wizard.locator('[part="place-notice"]');
    expect(await notice.textContent()).toContain('The order is checked for delivery to Petaling, Selangor');
    expect(await notice.textContent()).not.toContain('cart');

    const editedPoId = await submitOrder(page);
    const edited = await order(buyer, editedPoId);
    expect(edited.status).toBe('workflow_approval');
    expect(edited.editedFrom).toBe(placed.order.poId);
    const [stock] = await harness().db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, taken.sku_id));
    expect(stock.stock).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the approver of a budget approval the overrun the buyer was shown', async () => {
    const buyer = await signIn(BUYER);
    await cheapProductInCart(buyer);
    const plant = (await checkoutForm(buyer)).locations.find((location) => location.location_name === 'Shah Alam Plant')!;
    const project = (await checkoutForm(buyer, `location_id=${plant.recid}`)).projects.find(
      (entry) => entry.project_name === 'Plant Maintenance',
    )!;
    // RM 1.00 left: the order runs over by its total less RM 1.00 (its item code's budget carries it).
    await leavePlantBudget(project.project_id, 100, 1_000_000);
    const placed = await placeAtPlant(buyer);
    expect(placed.order.status).toBe('budget_approval');
    const grandTotal = (await order(buyer, placed.order.poId)).grandTotal;
    const overrun = formatRM((Math.round(grandTotal * 100) - 100) / 100);

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/approvals');
    await signInWithDialog(page, APPROVER);
    const card = page.locator('lapasar-approvals [part="approval"]').filter({ hasText: `Order ${placed.order.poId}` });
    await expect.poll(() => card.locator('[part="overrun"] dt').textContent()).toBe('This order exceeds the budget by');
    expect((await card.locator('[part="overrun"] dd').textContent())?.replace(/\s/g, ' ')).toBe(overrun);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says once that Line Expansion has no approvers, with its advice once', async () => {
    const buyer = await signIn(BUYER);
    await cheapProductInCart(buyer);
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/checkout');
    await signInWithDialog(page, BUYER);
    const wizard = wizardOf(page);
    await settled(wizard);
    await chooseLocation(wizard, 'Shah Alam Plant', 'Line Expansion');
    const message = 'No approvers found for this location and project.';
    const advice = 'Ask your administrator to assign approvers for this location and charge code, or choose another one.';
    await expect.poll(async () => occurrences(await shownText(wizard), message)).toBe(1);
    expect(occurrences(await shownText(wizard), advice)).toBe(1);
    await openStep(wizard, 2);
    await settled(wizard);
    await expect.poll(() => wizard.locator('[part="submit-reason"]').textContent()).toContain(message);
    expect(occurrences(await shownText(wizard), message)).toBe(1);
    expect(occurrences(await shownText(wizard), advice)).toBe(1);
    expect(await wizard.locator('[part="submit"]').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers Set to n in an edit, counting the units the order itself holds, and the edit goes through at that quantity', async () => {
    const buyer = await signIn(BUYER);
    await cheapProductInCart(buyer);
    const plant = (await checkoutForm(buyer)).locations.find((location) => location.location_name === 'Shah Alam Plant')!;
    const project = (await checkoutForm(buyer, `location_id=${plant.recid}`)).projects.find(
      (entry) => entry.project_name === 'Plant Maintenance',
    )!;
    // Budget enough for the order and a larger line: only the stock is in question.
    await leavePlantBudget(project.project_id, 100_000_000, 100_000_000);
    const placed = await placeAtPlant(buyer);
    expect(placed.order.status).toBe('workflow_approval');
    const [line] = placed.lines;
    // One unit is left besides what the order holds: an edit may take the order's units and that one.
    await harness().db.update(skus).set({ stock: 1 }).where(eq(skus.id, line.sku_id));
    const available = line.quantity + 1;

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    const wizard = await openEdit(page, placed.order.poId);
    await openStep(wizard, 2);
    await settled(wizard);
    const quantity = wizard.locator(`input[name="quantity_${line.sku_id}"]`);
    await quantity.fill(String(available + 2));
    await quantity.press('Enter');
    await settled(wizard);
    const setToLeft = wizard.locator(`[data-sku="${line.sku_id}"] [part="set-quantity"]`);
    await expect.poll(() => setToLeft.textContent()).toBe(`Set to ${available}`);
    await setToLeft.click();
    await expect.poll(() => quantity.inputValue()).toBe(String(available));
    await settled(wizard);
    expect(await setToLeft.count()).toBe(0);

    const editedPoId = await submitOrder(page);
    const edited = await order(buyer, editedPoId);
    expect(edited.editedFrom).toBe(placed.order.poId);
    expect(edited.lines.find((entry) => entry.skuId === line.sku_id)?.quantity).toBe(available);
    const [stock] = await harness().db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, line.sku_id));
    expect(stock.stock).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
