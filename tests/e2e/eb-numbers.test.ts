import { describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../src/api/types';
import { apiOf, chooseLocation, openStep, submitOrder, wizardOf } from './checkout-support';
import { useHarness } from './harness';
import { presetLocation, signInWithDialog } from './support';

const harness = useHarness();
const { api, signIn, order } = apiOf(harness);
const ENERGY = 'energy@lapasar.test';
const APPROVER = 'energy-approver@lapasar.test';
const KUALA_LUMPUR = { 'X-State': 'Kuala Lumpur', 'X-District': 'Kuala Lumpur' };
const PDF = {
  name: 'requisition.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

describe('EB numbers', () => {
  it('are shown as typed while the buyer builds them, and with the payment code on the order and on the approver’s card', async () => {
    const energy = await signIn(ENERGY, KUALA_LUMPUR);
    const listing = await api<ProductListResponse>('/products/unified?limit=100', { headers: energy });
    const product = listing.products.find(
      (p) =>
        p.is_variant === 'N' &&
        p.availability === 'Y' &&
        p.ships_to_location &&
        p.primary_sku_id !== null &&
        (p.primary_sku_price ?? 0) * Math.max(p.moq, 1) <= 2_000 &&
        p.total_stock >= Math.max(p.moq, 1),
    )!;
    await api('/cart/add', {
      method: 'POST',
      headers: { ...energy, 'content-type': 'application/json' },
      body: JSON.stringify({
        sku_id: product.primary_sku_id,
        sl_id: product.sl_id,
        product_id: product.product_id,
        product_name: product.product_name,
        price: product.primary_sku_price,
        quantity: Math.max(product.moq, 1),
      }),
    });
    const sku = product.primary_sku_id!;

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context, 'Kuala Lumpur', 'Kuala Lumpur');
    await page.goto('/checkout');
    await signInWithDialog(page, ENERGY);
    const wizard = wizardOf(page);
    await chooseLocation(wizard, 'Energy HQ', '4105');
    await openStep(wizard, 1);
    await wizard.locator('[data-slot="order"] input[type="file"]').setInputFiles(PDF);
    await expect.poll(() => wizard.locator('[data-slot="order"] [part~="attachment"]').getAttribute('data-state')).toBe('uploaded');
    await openStep(wizard, 2);

    // The legend follows each part as it is typed: the number that will be submitted.
    const legend = wizard.locator(`[part="line"][data-sku="${sku}"] [part="eb-number"] legend`);
    await expect.poll(() => legend.textContent()).toBe('EB Number: EB-4105----');
    await wizard.locator(`input[name="eb_number_year_${sku}"]`).fill('26');
    await expect.poll(() => legend.textContent()).toBe('EB Number: EB-4105-26---');
    await wizard.locator(`select[name="eb_number_category_code_${sku}"]`).selectOption('MT');
    await wizard.locator(`input[name="eb_number_input_${sku}"]`).fill('PUMP-STATION');
    await wizard.locator(`input[name="eb_number_input2_${sku}"]`).fill('K1');
    const built = 'EB-4105-26-MT-PUMP-STATION-K1';
    await expect.poll(() => legend.textContent()).toBe(`EB Number: ${built}`);
    await wizard.locator(`select[name="payment_code_${sku}"]`).selectOption('PAY-OPEX');

    const poId = await submitOrder(page);
    const placed = await order(energy, poId);
    expect(placed.lines.map((line) => [line.ebNumber, line.paymentCode])).toEqual([[built, 'PAY-OPEX']]);

    // The buyer's order detail names both, per line.
    await page.goto('/orders');
    const card = page.locator('lapasar-order-history [part="order"]').filter({ hasText: `Order ${poId}` });
    await card.getByRole('button', { name: 'View details' }).click();
    await expect.poll(() => card.locator('[part="line-eb-number"]').allTextContents()).toEqual([`EB number: ${built}`]);
    expect(await card.locator('[part="line-payment-code"]').allTextContents()).toEqual(['Payment code: PAY-OPEX']);
    expect(errors).toEqual([]);
    await context.close();

    // So does the approver's card.
    const approver = await harness().newPage();
    await presetLocation(approver.context, 'Kuala Lumpur', 'Kuala Lumpur');
    await approver.page.goto('/approvals');
    await signInWithDialog(approver.page, APPROVER);
    const approval = approver.page.locator('lapasar-approvals [part="approval"]').filter({ hasText: `Order ${poId}` });
    await expect.poll(() => approval.locator('[part="line-eb-number"]').allTextContents()).toEqual([`EB number: ${built}`]);
    expect(await approval.locator('[part="line-payment-code"]').allTextContents()).toEqual(['Payment code: PAY-OPEX']);
    expect(approver.errors).toEqual([]);
    await approver.context.close();
  });
});
