import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preOrderLines, preOrders } from '../../server/db/schema';
import type { ProductListResponse } from '../../src/api/types';
import { apiOf, chooseLocation, openStep, submitOrder, wizardOf } from './checkout-support';
import { useHarness } from './harness';
import { presetLocation, signInWithDialog } from './support';

const harness = useHarness();
const { api, signIn, order, decide } = apiOf(harness);
const ENERGY = 'energy@lapasar.test';
const KUALA_LUMPUR = { 'X-State': 'Kuala Lumpur', 'X-District': 'Kuala Lumpur' };
const PDF = {
  name: 'requisition.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

describe("the energy buyer's checkout", () => {
  it('asks for the mandatory order attachment and submits EB numbers longer than ten characters', async () => {
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

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context, 'Kuala Lumpur', 'Kuala Lumpur');
    await page.goto('/checkout');
    await signInWithDialog(page, ENERGY);
    // Signed in on the screen that asked, the buyer stays on it: post-login routing, which would
    // take an energy buyer to the catalogue, is for the header's Sign in.
    const wizard = wizardOf(page);
    // Charge code 4105 is four digits: item codes give way to EB numbers.
    await chooseLocation(wizard, 'Energy HQ', '4105');
    expect(await wizard.locator('input[name="ship_street2"]').inputValue()).toBe('Bangsar');
    await openStep(wizard, 2);
    const sku = product.primary_sku_id!;
    const reasons = wizard.locator('[part="blocker"]');
    await expect.poll(() => reasons.allTextContents()).toContainEqual('Attachment For Approver › Order Attachment');
    expect(await reasons.allTextContents()).toContainEqual(`Product Details › EB Number Year (${product.product_name})`);
    expect(await wizard.locator(`select[name="item_code_${sku}"]`).count()).toBe(0);
    await wizard.locator(`input[name="eb_number_year_${sku}"]`).fill('26');
    await wizard.locator(`select[name="eb_number_category_code_${sku}"]`).selectOption('MT');
    await wizard.locator(`input[name="eb_number_input_${sku}"]`).fill('PUMP-STATION-KAJANG');

    // The order attachment's reason takes the buyer to it.
    await reasons.filter({ hasText: 'Order Attachment' }).click();
    await expect
      .poll(() =>
        wizard.evaluate((element) => element.shadowRoot?.activeElement?.closest('[data-slot]')?.getAttribute('data-slot') ?? null),
      )
      .toBe('order');
    await wizard.locator('[data-slot="order"] input[type="file"]').setInputFiles(PDF);
    await expect.poll(() => wizard.locator('[data-slot="order"] [part~="attachment"]').getAttribute('data-state')).toBe('uploaded');
    await openStep(wizard, 2);

    const poId = await submitOrder(page);
    const [line] = await harness()
      .db.select({ fields: preOrderLines.fields })
      .from(preOrderLines)
      .innerJoin(preOrders, eq(preOrders.id, preOrderLines.orderId))
      .where(eq(preOrders.poId, poId));
    const ebNumber = (line.fields as Record<string, string>).eb_number_code;
    expect(ebNumber.startsWith('EB-4105-26-MT-PUMP-STATION-KAJANG')).toBe(true);
    expect(ebNumber.length).toBeGreaterThan(10);
    expect((await order(energy, poId)).attachments.map((file) => [file.kind, file.filename])).toEqual([['order', PDF.name]]);

    await decide(await signIn('energy-approver@lapasar.test', KUALA_LUMPUR), poId, 'approve');
    expect((await order(energy, poId)).status).toBe('processing');
    expect(errors).toEqual([]);
    await context.close();
  });
});
