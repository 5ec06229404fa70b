import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LoginResponse, ProductListResponse } from '../../src/api/types';
import { useHarness } from './harness';
import { presetLocation, signInWithDialog } from './support';

const harness = useHarness();

const BUYER = 'buyer@lapasar.test';
const KUALA_LUMPUR = { 'X-State': 'Kuala Lumpur', 'X-District': 'Kuala Lumpur' };
// A little above the RM 5,000 from which the approval document is required, well within the budget's room.
const LINE_TARGET = 2_700;

interface CheckoutForm {
  totals: { grandTotal: number };
  locations: { recid: number; location_name: string }[];
  projects: { project_id: number; project_name: string }[];
  cartItems: { sku_id: number }[];
  workflowValidation: { budgetValidation: { currentSpent: number; remainingBudget: number } | null } | null;
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${harness().url}/api${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(email: string): Promise<Record<string, string>> {
  const login = await api<LoginResponse>('/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.31' },
    body: JSON.stringify({ email, password: 'Demo#2026' }),
  });
  return { authorization: `Bearer ${login.user.auth_token}`, ...KUALA_LUMPUR };
}

const checkoutForm = (headers: Record<string, string>, query: string) => api<CheckoutForm>(`/workflow/checkout-form?${query}`, { headers });

/** Signs in on /approvals in a context of its own and approves the order. */
async function approveAs(email: string, poId: string): Promise<void> {
  const { page, context, errors } = await harness().newPage();
  await page.goto('/approvals');
  await page.locator('lapasar-approvals [part="sign-in"] button, lapasar-approvals [part="sign-in"] a').first().click();
  await signInWithDialog(page, email);
  await page.locator('lapasar-approvals').getByRole('button', { name: `Approve order ${poId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve order ${poId}?` });
  await dialog.getByRole('button', { name: 'Confirm Approval' }).click();
  await expect.poll(() => page.locator('lapasar-approvals').getByRole('button', { name: `Approve order ${poId}` }).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
}

const wizard = (page: Page) => page.locator('lapasar-checkout-wizard');

describe('checkout with the approval workflow', () => {
  it('takes a two-seller cart through checkout, both approval stages and into processing with the budget spent', async () => {
    const buyer = await signIn(BUYER);
    const demo = await checkoutForm(buyer, '');
    for (const item of (await api<{ data: { cartItems: { sku_id: number }[] } }>('/cart', { headers: buyer })).data.cartItems) {
      await api(`/cart/items/${item.sku_id}`, { method: 'DELETE', headers: buyer });
    }
    expect(demo.locations.map((location) => location.location_name)).toContain('Head Office');

    // Two products of two sellers, shipped to Kuala Lumpur, each line worth about LINE_TARGET.
    const listing = await api<ProductListResponse>('/products/unified?limit=100', { headers: KUALA_LUMPUR });
    const quantityOf = (price: number, moq: number) => Math.max(Math.ceil(LINE_TARGET / price), moq, 1);
    const picks = listing.products
      .filter((p) => p.is_variant === 'N' && p.availability === 'Y' && p.ships_to_location && (p.primary_sku_price ?? 0) > 0 && p.total_stock >= quantityOf(p.primary_sku_price!, p.moq) && quantityOf(p.primary_sku_price!, p.moq) * p.primary_sku_price! < LINE_TARGET * 1.3)
      .filter((p, index, all) => all.findIndex((other) => other.sl_id === p.sl_id) === index)
      .slice(0, 2);
    expect(picks).toHaveLength(2);
    for (const product of picks) {
      await api('/cart/add', { method: 'POST', headers: { ...buyer, 'content-type': 'application/json' }, body: JSON.stringify({ sku_id: product.primary_sku_id, sl_id: product.sl_id, product_id: product.product_id, product_name: product.product_name, price: product.primary_sku_price, quantity: quantityOf(product.primary_sku_price!, product.moq) }) });
    }
    const headOffice = demo.locations.find((location) => location.location_name === 'Head Office')!;
    const atHeadOffice = await checkoutForm(buyer, `location_id=${headOffice.recid}`);
    const project = atHeadOffice.projects.find((entry) => entry.project_name === 'IT Refresh')!;
    const before = await checkoutForm(buyer, `location_id=${headOffice.recid}&project_id=${project.project_id}`);
    const grandTotal = before.totals.grandTotal;
    expect(before.cartItems).toHaveLength(2);
    expect(grandTotal).toBeGreaterThanOrEqual(5_000);
    expect(grandTotal).toBeLessThanOrEqual(before.workflowValidation!.budgetValidation!.remainingBudget);

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context, 'Kuala Lumpur', 'Kuala Lumpur');
    await page.goto('/cart');
    await signInWithDialog(page, BUYER);
    const proceed = page.locator('lapasar-cart [part="checkout"]');
    await expect.poll(() => proceed.textContent()).toBe('PROCEED TO CHECKOUT');
    await proceed.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');

    // Step 1: Head Office and its IT Refresh charge code.
    await wizard(page).locator('select[name="location_id"]').selectOption(String(headOffice.recid));
    await wizard(page).locator('select[name="project_id"]').selectOption(String(project.project_id));
    const street2 = wizard(page).locator('input[name="ship_street2"]');
    if ((await street2.inputValue()) === '') await street2.fill('Bukit Bintang');
    await wizard(page).locator('[part="next"]').click();

    // Step 2: the approval document.
    const document = wizard(page).locator('[data-slot="approval"] input[type="file"]');
    await document.setInputFiles({ name: 'approval.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
    await expect.poll(() => wizard(page).locator('[data-slot="approval"] [part~="attachment"]').getAttribute('data-state')).toBe('uploaded');
    await wizard(page).locator('[part="next"]').click();

    // Step 3: an item code with room for each line, then the two stages' approvers.
    for (const item of before.cartItems) {
      const select = wizard(page).locator(`select[name="item_code_${item.sku_id}"]`);
      if ((await select.count()) > 0) await select.selectOption({ index: 1 });
    }
    await expect.poll(() => wizard(page).locator('[part="approvers"]').textContent()).toMatch(/approver@lapasar\.test|Department Head/);
    const submit = wizard(page).locator('[part="submit"]');
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    await submit.click();

    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/workflow/success');
    const poId = new URL(page.url()).searchParams.get('poId');
    expect(poId).toBeTruthy();
    const success = page.locator('lapasar-order-success');
    await expect.poll(() => success.locator('[part="reference"]').textContent()).toContain(poId!);
    expect(await success.locator('[part="outcome"]').textContent()).toBe('Your order is waiting for workflow approval.');

    await page.goto('/orders/pre-orders');
    const order = page.locator('lapasar-order-history [part="order"]').filter({ hasText: poId! });
    await expect.poll(() => order.locator('[part="stage"]').textContent()).toContain('Department Head');

    await approveAs('approver@lapasar.test', poId!);
    await approveAs('finance@lapasar.test', poId!);

    await page.reload();
    await expect.poll(() => order.locator('[part="status-badge"]').textContent()).toMatch(/processing/i);
    const after = await checkoutForm(buyer, `location_id=${headOffice.recid}&project_id=${project.project_id}`);
    expect(Math.round(after.workflowValidation!.budgetValidation!.currentSpent * 100)).toBe(Math.round((before.workflowValidation!.budgetValidation!.currentSpent + grandTotal) * 100));
    expect(errors).toEqual([]);
    await context.close();
  });
});
