import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { skus } from '../../server/db/schema';
import type { ProductListResponse } from '../../src/api/types';
import { apiOf, chooseLocation, openStep, settled, submitOrder, wizardOf } from './checkout-support';
import { useHarness } from './harness';
import { presetLocation, signInWithDialog } from './support';

const harness = useHarness();
const { api, signIn, order } = apiOf(harness);
const MASKED = 'masked@lapasar.test';

/** Puts a cheap product shipped to Selangor / Petaling into the buyer's cart; answers its SKU, name and quantity. */
async function cartOfOne(headers: Record<string, string>) {
  const listing = await api<ProductListResponse>('/products/unified?limit=100', { headers });
  const product = listing.products.find(
    (p) =>
      p.is_variant === 'N' &&
      p.availability === 'Y' &&
      p.ships_to_location &&
      p.primary_sku_id !== null &&
      (p.primary_sku_price ?? 0) * Math.max(p.moq, 1) <= 500 &&
      p.total_stock >= Math.max(p.moq, 1) + 2,
  )!;
  const quantity = Math.max(product.moq, 1);
  await api('/cart/add', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      sku_id: product.primary_sku_id,
      sl_id: product.sl_id,
      product_id: product.product_id,
      product_name: product.product_name,
      price: product.primary_sku_price,
      quantity,
    }),
  });
  return { skuId: product.primary_sku_id!, name: product.product_name, quantity };
}

const stockOf = async (skuId: number) => (await harness().db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0].stock;

describe('checkout for a company that has configured no approval workflow', () => {
  it('orders without a saved location: the order is placed for processing, stock taken, and the success page reads its status', async () => {
    const masked = await signIn(MASKED);
    const line = await cartOfOne(masked);
    const stockBefore = await stockOf(line.skuId);

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/checkout');
    await signInWithDialog(page, MASKED);
    const wizard = wizardOf(page);
    await settled(wizard);
    // The wizard says up front that the order needs no approval, and asks for no location.
    await expect
      .poll(() => wizard.locator('[part="without-approval"]').textContent())
      .toBe('Your company has no approval workflow: this order is placed straight for processing, without approval.');
    // What the company has not saved, the buyer types.
    await wizard.locator('input[name="sst_number"]').fill('W10-1808-32000002');
    await wizard.locator('input[name="tax_identification_number"]').fill('C2581234502');
    await wizard.locator('input[name="ship_lotno"]').fill('Lot 5');
    await wizard.locator('input[name="ship_street1"]').fill('Jalan Kilang 2');
    await wizard.locator('input[name="ship_street2"]').fill('Seksyen 15');
    await wizard.locator('input[name="ship_pincode"]').fill('40000');
    await expect.poll(() => wizard.locator('input[name="ship_city"]').inputValue()).not.toBe('');
    await settled(wizard);
    // No approver reads the order: step 2 asks for no approval document, and says why.
    await openStep(wizard, 1);
    expect(await wizard.locator('[data-slot="approval"]').count()).toBe(0);
    expect(await wizard.locator('[part="no-approver-attachment"]').textContent()).toBe(
      'Your company has no approval workflow, so no approver reads this order: attach here what the seller needs.',
    );
    expect(await wizard.locator('[data-slot="order"]').count()).toBe(1);
    await openStep(wizard, 2);
    expect(await wizard.locator('[part="approvers"]').count()).toBe(0);

    const poId = await submitOrder(page);
    const placed = await order(masked, poId);
    expect(placed.status).toBe('processing');
    expect(placed.lines.map((entry) => [entry.skuId, entry.quantity])).toEqual([[line.skuId, line.quantity]]);
    expect(await stockOf(line.skuId)).toBe(stockBefore - line.quantity);

    // The success page says what the server says of the order, not what the address claims.
    const success = page.locator('lapasar-order-success');
    await expect.poll(() => success.locator('[part="outcome"]').textContent()).toBe('Your order is being processed.');
    await page.goto(`/workflow/success?poId=${poId}&budgetPending=true&edited=true`);
    await expect.poll(() => success.locator('[part="outcome"]').textContent()).toBe('Your order is being processed.');
    expect(await success.locator('[part="edited"]').count()).toBe(0);
    expect(await success.locator('[part="stages"] li[aria-current="step"]').textContent()).toContain('Order processing');

    // My Orders lists it as processing; it never waited for approval, so Pre-Orders does not.
    await page.goto('/orders/pre-orders');
    const waiting = page.locator('lapasar-order-history');
    await expect.poll(() => waiting.locator('[part="order"], [part="empty"]').count()).toBeGreaterThan(0);
    expect(
      await waiting
        .locator('[part="order"]')
        .filter({ hasText: `Order ${poId}` })
        .count(),
    ).toBe(0);
    await page.goto('/orders');
    const mine = page.locator('lapasar-order-history [part="order"]').filter({ hasText: `Order ${poId}` });
    await expect.poll(() => mine.locator('[part="status-badge"]').textContent()).toBe('Processing');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the workflow rules of a company that has workflows: a location without one is named before Submit', async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/checkout');
    await signInWithDialog(page, 'buyer@lapasar.test');
    const wizard = wizardOf(page);
    await settled(wizard);
    expect(await wizard.locator('[part="without-approval"]').count()).toBe(0);
    await chooseLocation(wizard, 'Johor Depot');
    await expect.poll(() => wizard.locator('[part="workflow-not-configured"]').textContent()).toContain('Workflow Configuration Required');
    await openStep(wizard, 2);
    expect(await wizard.locator('[part="submit"]').isDisabled()).toBe(true);
    expect(await wizard.locator('[part="submit-reason"]').textContent()).toContain('Buyer Details › Location');
    expect(errors).toEqual([]);
    await context.close();
  });
});
