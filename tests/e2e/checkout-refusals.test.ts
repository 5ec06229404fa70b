import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { itemCodeBudgets } from '../../server/db/schema';
import type { CartItem } from '../../src/api/types';
import { malaysianToday } from '../../src/lib/workflow';
import { apiOf, chooseLocation, openStep, settled, submitOrder, wizardOf } from './checkout-support';
import { useHarness } from './harness';
import { axeViolations, presetLocation, signInWithDialog } from './support';

const harness = useHarness();
const { api, signIn, cart, meetCartRules, placeAtPlant, decide } = apiOf(harness);
const BUYER = 'buyer@lapasar.test';
const APPROVER = 'approver@lapasar.test';
const PARTS_BUDGET = 'Plant Maintenance - Parts';
const DAY = 86_400_000;

const focusedName = (wizard: Locator) => wizard.evaluate((element) => element.shadowRoot?.activeElement?.getAttribute('name') ?? null);
const activeStep = (wizard: Locator) => wizard.locator('[part~="step"][data-state="active"]').textContent();

/** Sets what IC-1003's budget under Plant Maintenance has committed (sen of its RM 20,000), as another order's approval would. */
async function partsCommitted(committed: number): Promise<void> {
  await harness().db.update(itemCodeBudgets).set({ committed }).where(eq(itemCodeBudgets.budgetName, PARTS_BUDGET));
}

/** The demo cart's lines with their rules met, as the first test found them. */
let demoLines: CartItem[] | undefined;

/** The buyer's cart with the demo lines' rules met, and a way to put those lines back after an order took them. */
async function preparedCart() {
  await partsCommitted(500_000);
  const buyer = await signIn(BUYER);
  if (!demoLines) {
    await meetCartRules(buyer);
    demoLines = (await cart(buyer)).cartItems;
  }
  const lines = demoLines;
  const refill = async () => {
    const held = new Set((await cart(buyer)).cartItems.map((item) => item.sku_id));
    for (const line of lines.filter((item) => !held.has(item.sku_id)))
      await api('/cart/add', {
        method: 'POST',
        headers: { ...buyer, 'content-type': 'application/json' },
        body: JSON.stringify({
          sku_id: line.sku_id,
          sl_id: line.sl_id,
          product_id: line.product_id,
          product_name: line.product_name,
          price: line.price,
          quantity: line.quantity,
        }),
      });
  };
  return { buyer, refill };
}

/** The checkout in a fresh browser, signed in as the buyer, at Shah Alam Plant under Plant Maintenance. */
async function checkoutAtPlant(options: { clockBehind?: boolean; path?: string } = {}) {
  // axe-core goes in as an inline script, which the storefront's policy refuses.
  const { page, context, errors } = await harness().newPage({ bypassCSP: true });
  // A browser clock a day behind the server's: the day the buyer's calendar calls today is already past for the server.
  if (options.clockBehind) await page.clock.setFixedTime(new Date(Date.now() - DAY));
  await presetLocation(context);
  await page.goto(options.path ?? '/checkout');
  await signInWithDialog(page, BUYER);
  const wizard = wizardOf(page);
  await settled(wizard);
  return { page, context, errors, wizard };
}

/** Puts every line of step 3 under an item code. */
async function chooseItemCodes(wizard: Locator, code: string): Promise<number[]> {
  await openStep(wizard, 2);
  const skus = await wizard
    .locator('[part="line"]')
    .evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-sku'))));
  for (const sku of skus) await wizard.locator(`select[name="item_code_${sku}"]`).selectOption(code);
  return skus;
}

async function submitRefused(page: Page): Promise<void> {
  const wizard = wizardOf(page);
  await expect.poll(() => wizard.locator('[part="submit"]').isEnabled(), { timeout: 15_000 }).toBe(true);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/workflow/submit-complete'));
  await wizard.locator('[part="submit"]').click();
  expect((await answered).status()).toBe(400);
}

describe("the server's refusals in the checkout wizard", () => {
  it('shows an item code the charge code has no budget for as unusable, and an item code short of budget at that line, before and after submit', async () => {
    const { refill } = await preparedCart();
    await refill();
    const { page, context, errors, wizard } = await checkoutAtPlant();
    await chooseLocation(wizard, 'Shah Alam Plant', 'Plant Maintenance');

    // Plant Maintenance budgets only IC-1003: IC-1001 cannot carry a line and says why.
    await openStep(wizard, 2);
    const firstSku = await wizard.locator('[part="line"]').first().getAttribute('data-sku');
    const unbudgeted = wizard.locator(`select[name="item_code_${firstSku}"] option[value="IC-1001"]`);
    await expect.poll(() => unbudgeted.textContent()).toContain('no budget under this charge code');
    expect(await unbudgeted.isDisabled()).toBe(true);

    const skus = await chooseItemCodes(wizard, 'IC-1003');
    const names = await wizard.locator('[part="line"] strong').allTextContents();
    // Another order takes what is left of IC-1003 after the checks said it fits: the submit is refused for it.
    await partsCommitted(2_000_000);
    await submitRefused(page);
    await expect.poll(() => focusedName(wizard)).toBe(`item_code_${skus[0]}`);
    expect(await activeStep(wizard)).toContain('Product Details');
    expect(await wizard.locator(`[data-sku="${skus[0]}"]`).textContent()).toContain('Not enough budget left under item code IC-1003');
    expect(await wizard.locator('[part="submit-refused"]').textContent()).toContain('The order was not submitted');
    expect(await axeViolations(page)).toEqual([]);
    expect(await wizard.locator('[part="alert"]').isVisible()).toBe(false);

    // Checked again, the budget's verdict points at each line's item code on step 3, not at the charge code.
    const reasons = wizard.locator('[part="blocker"]');
    await expect.poll(() => reasons.allTextContents()).toContainEqual(`Product Details › Item Code (${names[0]})`);
    expect(await reasons.allTextContents()).not.toContainEqual('Buyer Details › Charge Code / Project');
    await openStep(wizard, 0);
    await openStep(wizard, 2);
    await reasons.filter({ hasText: `Item Code (${names[1] ?? names[0]})` }).click();
    await expect.poll(() => focusedName(wizard)).toBe(`item_code_${skus[1] ?? skus[0]}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("takes a delivery date the server refuses as past to that seller's date on Buyer Details, then submits once it is changed", async () => {
    const { refill } = await preparedCart();
    await refill();
    const { page, context, errors, wizard } = await checkoutAtPlant({ clockBehind: true });
    await chooseLocation(wizard, 'Shah Alam Plant', 'Plant Maintenance');
    const dates = wizard.locator('input[name^="delivery_date_request_"]');
    const browserToday = malaysianToday(new Date(Date.now() - DAY));
    for (const input of await dates.all()) await input.fill(browserToday);
    const dateNames = await dates.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name')));
    await chooseItemCodes(wizard, 'IC-1003');

    await submitRefused(page);
    // Focus goes to the first date the server named.
    await expect.poll(async () => dateNames.includes(await focusedName(wizard))).toBe(true);
    const dateName = await focusedName(wizard);
    expect(await activeStep(wizard)).toContain('Buyer Details');
    const field = wizard.locator(`input[name="${dateName}"]`);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const described = await field.getAttribute('aria-describedby');
    expect(await wizard.locator(`[id="${described}"]`).textContent()).toContain('cannot be in the past');
    expect(await wizard.locator('[part="submit-refused"]').count()).toBe(1);
    expect(await wizard.locator('[part="alert"]').isVisible()).toBe(false);

    // Each seller's date was refused; the buyer picks a later day for each, and each refusal goes with the value it was given for.
    const later = malaysianToday(new Date(Date.now() + DAY));
    const all = await dates.all();
    for (const input of all) expect(await input.getAttribute('aria-invalid')).toBe('true');
    await field.fill(later);
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    for (const input of all) await input.fill(later);
    expect(await wizard.locator('[part="submit-refused"]').count()).toBe(0);
    await openStep(wizard, 2);
    expect(await submitOrder(page)).not.toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("leaves edit mode when the order was decided meanwhile, and shows the approver's reason when editing a refused order", async () => {
    const { buyer, refill } = await preparedCart();
    await refill();
    const waiting = (await placeAtPlant(buyer)).order.poId;
    const { page, context, errors, wizard } = await checkoutAtPlant({ path: `/checkout?edit=${waiting}` });
    await expect.poll(() => wizard.locator('[part="edit-notice"]').textContent()).toContain(waiting);
    // A waiting order has no decision to show.
    expect(await wizard.locator('[part="decision-note"]').count()).toBe(0);
    const approver = await signIn(APPROVER);
    await decide(approver, waiting, 'approve');
    await openStep(wizard, 2);
    await expect.poll(() => wizard.locator('[part="submit"]').isEnabled(), { timeout: 15_000 }).toBe(true);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/workflow/submit-complete'));
    await wizard.locator('[part="submit"]').click();
    expect((await answered).status()).toBe(409);
    const closed = wizard.locator('[part="edit-closed"]');
    await expect.poll(() => closed.textContent()).toContain(`Order ${waiting} can no longer be edited`);
    expect(await wizard.locator('[part="edit-notice"]').count()).toBe(0);
    expect(await wizard.locator('[part="submit"]').count()).toBe(0);
    expect(await closed.locator('[part="view-orders"]').getAttribute('href')).toBe('/orders/pre-orders');
    // Focus lands on what happened; the way on is next from the keyboard.
    await expect.poll(() => wizard.evaluate((element) => element.shadowRoot?.activeElement?.tagName ?? null)).toBe('H2');
    await page.keyboard.press('Tab');
    expect(await wizard.evaluate((element) => element.shadowRoot?.activeElement?.getAttribute('part') ?? null)).toBe('view-orders');
    expect(await axeViolations(page)).toEqual([]);
    await closed.locator('[part="new-checkout"]').click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await settled(wizard);
    expect(await wizard.locator('[part="edit-notice"]').count()).toBe(0);

    // Rejected, then sent back: the edit opens with who decided, at which stage, and why.
    await refill();
    const rejected = (await placeAtPlant(buyer)).order.poId;
    await decide(approver, rejected, 'reject', 'Wrong cost centre for these parts');
    await refill();
    const returned = (await placeAtPlant(buyer)).order.poId;
    await api(`/approvals/${returned}/return`, {
      method: 'POST',
      headers: { ...approver, 'content-type': 'application/json' },
      body: JSON.stringify({ comment: 'Split the cables into their own order' }),
    });
    for (const [poId, heading, comment] of [
      [rejected, 'Rejected by', 'Wrong cost centre for these parts'],
      [returned, 'Sent back for changes by', 'Split the cables into their own order'],
    ] as const) {
      await page.goto(`/checkout?edit=${poId}`);
      const note = wizard.locator('[part="decision-note"]');
      await expect.poll(() => note.locator('h2').textContent()).toContain(heading);
      expect(await note.locator('h2').textContent()).toContain('Plant Manager');
      expect(await note.textContent()).toContain(`Approver comment: ${comment}`);
      expect(await note.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
