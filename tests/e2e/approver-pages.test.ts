import { describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../src/api/types';
import { formatRM } from '../../src/lib/money';
import { apiOf, SELANGOR } from './checkout-support';
import { useHarness } from './harness';
import { axeViolations, presetLocation, refusalsOf, signInFromHeader, signInWithDialog } from './support';

const harness = useHarness();
const { api, signIn, meetCartRules, placeAtPlant, order } = apiOf(harness);

const BUYER = 'buyer@lapasar.test';
const APPROVER = 'approver@lapasar.test';

/**
 * One order of the demo buyer through the API, delivered to Shah Alam Plant, which approver@
 * approves; the line's SKU carries the buyer's product reference. Answers its PO id.
 */
async function placeOrder(reference: string): Promise<string> {
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
  await api(`/cart/items/${product.primary_sku_id}/references`, {
    method: 'POST',
    headers: { ...buyer, 'content-type': 'application/json' },
    body: JSON.stringify({ reference }),
  });
  await meetCartRules(buyer);
  const placed = await placeAtPlant(buyer);
  expect(placed.order.status).toBe('workflow_approval');
  return placed.order.poId;
}

describe('the pages an approver opens', () => {
  it.each([
    ['energy-approver@lapasar.test', 'Kuala Lumpur', 'Kuala Lumpur'],
    [APPROVER, 'Selangor', 'Petaling'],
  ])('land %s on the Approvals page after signing in, and make no call the server refuses', async (email, state, district) => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context, state, district);
    const refused = refusalsOf(page);
    await page.goto('/');
    await signInFromHeader(page, email);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/approvals');
    const inbox = page.locator('lapasar-approvals');
    await expect.poll(() => inbox.locator('[part="approval"], [part="empty"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.locator('[part="error"]').count()).toBe(0);

    // The marketplace and the inbox again, each loaded afresh: nothing the approver may not ask for is asked.
    await page.goto('/');
    await expect
      .poll(() =>
        page
          .locator('lapasar-header')
          .getByRole('link', { name: /^Approvals/ })
          .count(),
      )
      .toBeGreaterThan(0);
    // The wishlist, cart and compare are a buyer's: the header does not lead an approver to pages that would be refused.
    expect(await page.locator('lapasar-header').locator('[part="wishlist-link"], [part="cart-link"], [part="compare-link"]').count()).toBe(
      0,
    );
    await page.goto('/approvals');
    await expect.poll(() => inbox.locator('[part="approval"], [part="empty"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // Every count the header asks for has answered.
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the approvals of several orders at once', () => {
  it("name each order with its amount, and the buyer's references as the buyer's", async () => {
    const first = await placeOrder('Boiler room spares');
    const second = await placeOrder('Boiler room spares');
    const buyer = await signIn(BUYER);
    const totals = new Map<string, number>();
    for (const poId of [first, second]) totals.set(poId, (await order(buyer, poId)).grandTotal);

    const { page, context, errors } = await harness().newPage({ bypassCSP: true });
    await presetLocation(context);
    await page.goto('/approvals');
    await signInWithDialog(page, APPROVER);
    const inbox = page.locator('lapasar-approvals');
    const card = inbox.locator('[part="approval"]').filter({ hasText: `Order ${first}` });
    const references = card.locator('[part="line-references"]');
    await expect.poll(() => references.allTextContents()).toContainEqual(expect.stringContaining('Boiler room spares'));
    expect((await references.allTextContents()).every((text) => text.startsWith("Buyer's references: "))).toBe(true);

    await inbox.getByRole('checkbox', { name: `Select order ${first}` }).check();
    await inbox.getByRole('checkbox', { name: `Select order ${second}` }).check();
    const rm = formatRM;
    const sum = Math.round((totals.get(first)! + totals.get(second)!) * 100) / 100;
    for (const [button, title] of [
      ['Approve Selected', 'Approve 2 selected order(s)?'],
      ['Reject Selected', 'Reject 2 selected order(s)?'],
    ] as const) {
      // From the keyboard.
      await inbox.getByRole('button', { name: button }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      const listed = dialog.getByRole('region', { name: 'The selected orders' }).getByRole('listitem');
      await expect
        .poll(() => listed.allTextContents())
        .toEqual(expect.arrayContaining([`${first}: ${rm(totals.get(first)!)}`, `${second}: ${rm(totals.get(second)!)}`]));
      expect(await listed.count()).toBe(2);
      expect(await dialog.locator('[part="bulk-total"]').textContent()).toBe(`Total of the selected orders: ${rm(sum)}`);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
