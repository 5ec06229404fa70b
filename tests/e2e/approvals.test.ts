import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApprovalCountResponse, ApprovalsResponse, ProductListResponse } from '../../src/api/types';
import { apiOf, SELANGOR } from './checkout-support';
import { useHarness } from './harness';
import { presetLocation, signInFromHeader, signInWithDialog } from './support';

const harness = useHarness();
const { api, signIn, meetCartRules, placeAtPlant, order } = apiOf(harness);

const BUYER = 'buyer@lapasar.test';
const APPROVER = 'approver@lapasar.test';

/**
 * Places one order of the demo buyer through the API: a cheap product shipped to Petaling in the
 * cart, delivered to Shah Alam Plant under Plant Maintenance, which its Plant Manager (approver@)
 * approves in one stage. Answers its PO id.
 */
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

/** A page of its own where the user has signed in from the header. */
async function signedInPage(email: string, path = '/') {
  const { page, context, errors } = await harness().newPage();
  await presetLocation(context);
  await page.goto(path);
  // A guarded route asks a visitor to sign in by itself.
  if (path === '/') await signInFromHeader(page, email);
  else await signInWithDialog(page, email);
  return { page, context, errors };
}

const inbox = (page: Page) => page.locator('lapasar-approvals');
const card = (page: Page, poId: string) =>
  inbox(page)
    .locator('[part="approval"]')
    .filter({ hasText: `Order ${poId}` });
const waitingFor = async (email: string) =>
  (await api<ApprovalsResponse>('/approvals', { headers: await signIn(email) })).data.map((item) => item.poId);

describe('approvals', () => {
  it('leads the approver from the Approvals link with its count in the header to the order, and approves it', async () => {
    const poId = await placeOrder();
    const { page, context, errors } = await signedInPage(APPROVER);
    const { count } = await api<ApprovalCountResponse>('/approvals/count', { headers: await signIn(APPROVER) });
    expect(count).toBeGreaterThan(0);
    const header = page.locator('lapasar-header');
    const badge = header.locator('[part="top-bar"] [part="approvals-badge"]');
    await expect.poll(() => badge.textContent()).toBe(String(count));
    const link = header.getByRole('link', { name: /^Approvals/ });
    expect(await link.getAttribute('href')).toBe('/approvals');
    expect(await link.textContent()).toBe(`Approvals, orders waiting for you: ${count}`);
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/approvals');

    await inbox(page)
      .getByRole('button', { name: `Approve order ${poId}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Approve order ${poId}?` });
    await dialog.getByLabel('Comment (optional)').fill('Within the plant budget');
    await dialog.getByRole('button', { name: 'Confirm Approval' }).click();
    await expect.poll(() => card(page, poId).count()).toBe(0);
    // The header's count follows, and the buyer's order moves on.
    await expect.poll(async () => ((await badge.count()) === 0 ? '0' : await badge.textContent())).toBe(String(count - 1));
    expect((await order(await signIn(BUYER), poId)).status).toBe('processing');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('approves several selected orders at once with one comment', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    const { page, context, errors } = await signedInPage(APPROVER, '/approvals');
    await inbox(page)
      .getByRole('checkbox', { name: `Select order ${first}` })
      .check();
    await inbox(page)
      .getByRole('checkbox', { name: `Select order ${second}` })
      .check();
    await expect.poll(() => inbox(page).locator('[part="selected-count"]').textContent()).toBe('2 selected');
    await inbox(page).getByRole('button', { name: 'Approve Selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve 2 selected order(s)?' });
    await dialog.getByLabel('Comment for all selected orders (optional)').fill('Batch for the plant');
    await dialog.getByRole('button', { name: 'Confirm Approval' }).click();
    const results = inbox(page).locator('[part="bulk-results"] li');
    await expect.poll(() => results.allTextContents()).toEqual(expect.arrayContaining([`${first}: Processing`, `${second}: Processing`]));
    await expect.poll(async () => (await card(page, first).count()) + (await card(page, second).count())).toBe(0);
    const buyer = await signIn(BUYER);
    for (const poId of [first, second]) {
      const placed = await order(buyer, poId);
      expect(placed.status).toBe('processing');
      expect(placed.timeline.find((step) => step.stage === 1)?.comment).toBe('Batch for the plant');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends an order back: the buyer sees the comment and can edit it', async () => {
    const poId = await placeOrder();
    const approver = await signedInPage(APPROVER, '/approvals');
    await inbox(approver.page)
      .getByRole('button', { name: `Send Back order ${poId} for changes` })
      .click();
    const dialog = approver.page.getByRole('dialog', { name: `Send order ${poId} back to the buyer?` });
    await dialog.getByLabel('What should the buyer change? (required)').fill('Order the spares from the framework supplier');
    await dialog.getByRole('button', { name: 'Send Back for Changes' }).click();
    await expect.poll(() => card(approver.page, poId).count()).toBe(0);
    expect(approver.errors).toEqual([]);
    await approver.context.close();

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    // Sent back, it no longer waits for approval: it is among the buyer's orders, not the pre-orders.
    await page.goto('/orders');
    await signInWithDialog(page, BUYER);
    const mine = page.locator('lapasar-order-history [part="order"]').filter({ hasText: `Order ${poId}` });
    await expect.poll(() => mine.locator('[part="status-badge"]').textContent()).toBe('Sent Back for Changes');
    await expect.poll(() => mine.getByRole('button', { name: 'Edit Order' }).count()).toBe(1);
    await mine.getByRole('button', { name: 'View details' }).click();
    const sentBack = mine.locator('[part="sent-back"]');
    await expect.poll(() => sentBack.textContent()).toContain('Order the spares from the framework supplier');
    expect(await sentBack.textContent()).toContain('Sent back for changes by');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets the buyer withdraw a waiting order, which leaves the approver’s list', async () => {
    const poId = await placeOrder();
    expect(await waitingFor(APPROVER)).toContain(poId);
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/orders');
    await signInWithDialog(page, BUYER);
    const mine = page.locator('lapasar-order-history [part="order"]').filter({ hasText: `Order ${poId}` });
    await mine.getByRole('button', { name: `Withdraw order ${poId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Withdraw order ${poId}?` });
    await dialog.getByRole('button', { name: 'Withdraw Order' }).click();
    await expect.poll(() => mine.locator('[part="status-badge"]').textContent()).toBe('Cancelled');
    expect(errors).toEqual([]);
    await context.close();

    expect(await waitingFor(APPROVER)).not.toContain(poId);
    const approver = await signedInPage(APPROVER, '/approvals');
    await expect.poll(() => inbox(approver.page).locator('[part="approval"], [part="empty"]').count()).toBeGreaterThan(0);
    expect(await card(approver.page, poId).count()).toBe(0);
    await approver.context.close();
  });
});
