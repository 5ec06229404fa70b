import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CartResponse, LoginResponse, ProductListing, ProductListResponse } from '../../src/api/types';
import { useHarness } from './harness';
import { presetLocation, signInFromHeader, signInWithDialog } from './support';

const harness = useHarness();

const BUYER = 'buyer@lapasar.test';
const KUALA_LUMPUR = { 'X-State': 'Kuala Lumpur', 'X-District': 'Kuala Lumpur' };

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

/** Signs in from the header in a context of its own, then approves the order on /approvals. */
async function approveAs(email: string, poId: string): Promise<void> {
  const { page, context, errors } = await harness().newPage();
  await presetLocation(context, 'Kuala Lumpur', 'Kuala Lumpur');
  await page.goto('/');
  await signInFromHeader(page, email);
  await page.goto('/approvals');
  await page
    .locator('lapasar-approvals')
    .getByRole('button', { name: `Approve order ${poId}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Approve order ${poId}?` });
  await dialog.getByRole('button', { name: 'Confirm Approval' }).click();
  await expect
    .poll(() =>
      page
        .locator('lapasar-approvals')
        .getByRole('button', { name: `Approve order ${poId}` })
        .count(),
    )
    .toBe(0);
  expect(errors).toEqual([]);
  await context.close();
}

const wizard = (page: Page) => page.locator('lapasar-checkout-wizard');

describe('checkout with the approval workflow', () => {
  it('takes a two-seller cart through checkout, both approval stages and into processing with the budget spent', async () => {
    const buyer = await signIn(BUYER);
    const demo = await checkoutForm(buyer, '');
    for (const item of (await api<CartResponse>('/cart', { headers: buyer })).data.cartItems) {
      await api(`/cart/items/${item.sku_id}`, { method: 'DELETE', headers: buyer });
    }
    expect(demo.locations.map((location) => location.location_name)).toContain('Head Office');

    // Two products of two sellers, shipped to Kuala Lumpur: one line for each item code's room (RM 14,000 and RM 300 left),
    // together above the RM 5,000 from which an approval document is required.
    const listing = await api<ProductListResponse>('/products/unified?limit=100', { headers: KUALA_LUMPUR });
    const quantityOf = (price: number, moq: number, target: number) => Math.max(Math.ceil(target / price), moq, 1);
    const fits = (p: ProductListing, target: number, cap: number) => {
      const price = p.primary_sku_price ?? 0;
      return (
        p.is_variant === 'N' &&
        p.availability === 'Y' &&
        p.ships_to_location &&
        p.primary_sku_id !== null &&
        price > 0 &&
        p.total_stock >= quantityOf(price, p.moq, target) &&
        quantityOf(price, p.moq, target) * price <= cap
      );
    };
    const add = (product: ProductListing, quantity: number) => {
      const body = {
        sku_id: product.primary_sku_id,
        sl_id: product.sl_id,
        product_id: product.product_id,
        product_name: product.product_name,
        price: product.primary_sku_price,
        quantity,
      };
      return api('/cart/add', { method: 'POST', headers: { ...buyer, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    };
    const vendorMinimumMet = async () => (await api<CartResponse>('/cart', { headers: buyer })).data.vendorMinimumOrder.errors.length === 0;
    const lines: { product: ProductListing; itemCode: string }[] = [];
    // The first products that fit without falling under a seller's minimum order.
    for (const [target, cap, itemCode] of [
      [5_200, 6_000, 'IC-1001'],
      [150, 250, 'IC-1002'],
    ] as const) {
      for (const product of listing.products.filter((p) => fits(p, target, cap) && !lines.some((line) => line.product.sl_id === p.sl_id))) {
        await add(product, quantityOf(product.primary_sku_price!, product.moq, target));
        if (await vendorMinimumMet()) {
          lines.push({ product, itemCode });
          break;
        }
        await api(`/cart/items/${product.primary_sku_id}`, { method: 'DELETE', headers: buyer });
      }
    }
    expect(lines).toHaveLength(2);
    const headOffice = demo.locations.find((location) => location.location_name === 'Head Office')!;
    const atHeadOffice = await checkoutForm(buyer, `location_id=${headOffice.recid}`);
    const project = atHeadOffice.projects.find((entry) => entry.project_name === 'IT Refresh')!;
    const before = await checkoutForm(buyer, `location_id=${headOffice.recid}&project_id=${project.project_id}`);
    const grandTotal = before.totals.grandTotal;
    expect(before.cartItems).toHaveLength(2);
    // Above RM 1,000, so both stages approve it, and above RM 5,000, so it needs an approval document.
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
    // The location fills the shipping address, street 2 (which submit requires) included.
    await expect.poll(() => wizard(page).locator('input[name="ship_street2"]').inputValue()).toBe('Bukit Bintang');
    await wizard(page).locator('[part="next"]').click();

    // Step 2: the approval document is required; without it the order cannot be submitted.
    const requirement = wizard(page).locator('[data-slot="approval"] [part="attachment-requirement"]');
    await expect.poll(() => requirement.textContent()).toBe('Orders over RM5,000.00 require approval attachment.');
    const document = wizard(page).locator('[data-slot="approval"] input[type="file"]');
    await document.setInputFiles({
      name: 'approval.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await expect
      .poll(() => wizard(page).locator('[data-slot="approval"] [part~="attachment"]').getAttribute('data-state'))
      .toBe('uploaded');
    expect(await requirement.count()).toBe(0);
    await wizard(page).locator('[part="next"]').click();

    // Step 3: each line's item code, then the two stages' approvers.
    for (const { product, itemCode } of lines) {
      await wizard(page).locator(`select[name="item_code_${product.primary_sku_id}"]`).selectOption(itemCode);
    }
    const approvers = wizard(page).locator('[part="approvers"]');
    await expect.poll(() => approvers.textContent()).toContain('Finance Director');
    expect(await approvers.textContent()).toContain('Department Head');
    const submit = wizard(page).locator('[part="submit"]');
    await expect
      .poll(async () => (await submit.isEnabled()) || (await wizard(page).locator('[part="submit-reason"]').textContent()), {
        timeout: 10_000,
      })
      .toBe(true);
    const submitted = page.waitForResponse((response) => response.url().endsWith('/api/workflow/submit-complete'));
    await submit.click();
    const answer = await submitted;
    expect(answer.status(), await answer.text()).toBe(200);

    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/workflow/success');
    const poId = new URL(page.url()).searchParams.get('poId');
    expect(poId).toBeTruthy();
    const success = page.locator('lapasar-order-success');
    await expect.poll(() => success.locator('[part="reference"]').textContent()).toContain(poId!);
    expect(await success.locator('[part="outcome"]').textContent()).toBe('Your order is waiting for workflow approval.');

    await page.goto('/orders');
    const order = page.locator('lapasar-order-history [part="order"]').filter({ hasText: poId! });
    await expect.poll(() => order.locator('[part="stage"]').textContent()).toContain('Department Head');

    await approveAs('approver@lapasar.test', poId!);
    await approveAs('finance@lapasar.test', poId!);

    await page.reload();
    await expect.poll(() => order.locator('[part="status-badge"]').textContent()).toMatch(/processing/i);
    const after = await checkoutForm(buyer, `location_id=${headOffice.recid}&project_id=${project.project_id}`);
    expect(Math.round(after.workflowValidation!.budgetValidation!.currentSpent * 100)).toBe(
      Math.round((before.workflowValidation!.budgetValidation!.currentSpent + grandTotal) * 100),
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
